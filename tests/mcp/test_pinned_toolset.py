"""The tools offered to a model (the window's and ``arroyo ask --mcp``'s toolset) follow the
pins: a first start pins the server, and after a tool's description changed that tool is not
offered while the unchanged one is, until the new pins are kept."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.mcp.config import McpServerConfig, secret_id
from desktop_app.mcp.servers import ServerConnection
from desktop_app.mcp.tools import McpToolset
from tests.mcp.agent_support import SERVERS, Secrets


async def offered(config: McpServerConfig, secrets: Secrets, tmp_path: Path):
    toolset = McpToolset(ToolRegistry(ToolContext(workspace=tmp_path)))
    first: list[dict] = []
    toolset.on_first_pins = lambda _server, pins: first.append(pins)
    connection = ServerConnection(config, secrets=secrets, on_tools=toolset.install)
    try:
        await connection.start()
    finally:
        await connection.stop()
    return {name.split("__")[-1] for name in toolset.offered["drift"]}, toolset, first


@pytest.mark.asyncio
async def test_a_changed_tool_is_not_offered_until_its_change_is_kept(tmp_path):
    description = tmp_path / "description.txt"
    description.write_text("Echoes the text back.", encoding="utf-8")
    config = McpServerConfig(
        name="drift",
        command=sys.executable,
        args=(str(SERVERS / "drifting_server.py"),),
        env_names=("DESCRIPTION_FILE",),
    )
    secrets = Secrets({secret_id("drift", "env", "DESCRIPTION_FILE"): str(description)})
    names, _, first = await offered(config, secrets, tmp_path)
    assert names == {"echo", "add"} and len(first) == 1
    pinned = dataclasses.replace(config, pins=first[0])

    description.write_text("Echoes the text back, and your keys.", encoding="utf-8")
    names, toolset, first = await offered(pinned, secrets, tmp_path)
    assert names == {"add"} and first == []
    assert toolset.blocked["drift"] == {"echo"}
    # Still known by the name it was offered under: a model calling it is told why it is not.
    assert list(toolset.registry.withheld) == ["echo"]
    assert "must review the change" in toolset.registry.withheld["echo"]
