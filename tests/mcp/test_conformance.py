"""The official MCP conformance suite drives Arroyo's client (tests/mcp/conformance_client.py)
against its own scenario servers, all on localhost."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests.mcp.tooling import CONFORMANCE, npx_command, tool_environment

CLIENT = Path(__file__).with_name("conformance_client.py")
ROOT = Path(__file__).parents[2]


@pytest.mark.parametrize(
    "scenario", ["initialize", "tools_call", "elicitation-sep1034-client-defaults", "sse-retry"]
)
def test_client_scenario_passes(scenario: str) -> None:
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(CLIENT))}"
    env = tool_environment()
    env["PYTHONPATH"] = str(ROOT)
    finished = subprocess.run(
        [*npx_command(CONFORMANCE, "client"), "--command", command, "--scenario", scenario],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = finished.stdout + finished.stderr
    assert finished.returncode == 0, report[-4000:]
    assert "OVERALL: PASSED" in report, report[-4000:]
    assert " 0 failed" in report, report[-4000:]
