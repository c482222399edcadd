"""Streamable HTTP against a hand-written server: headers, a forgotten session, DELETE."""

from __future__ import annotations

import pytest

from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.mcp.config import McpServerConfig, ServerKind
from desktop_app.mcp.servers import ServerConnection
from desktop_app.mcp.tools import McpToolset
from tests.mcp.agent_support import no_secrets
from tests.mcp.expiring_server import ExpiringServer


@pytest.mark.asyncio
async def test_a_forgotten_session_is_started_again_and_the_call_sent_once(tmp_path):
    registry = ToolRegistry(ToolContext(workspace=tmp_path))
    toolset = McpToolset(registry)
    with ExpiringServer() as server:
        config = McpServerConfig(name="exp", kind=ServerKind.HTTP, url=server.url, timeout=20)
        connection = ServerConnection(config, secrets=no_secrets, on_tools=toolset.install)
        await connection.start()
        try:
            outcome = await registry.tools["add"].run({"a": 2, "b": 3}, registry.context)
        finally:
            await connection.stop()
        seen = list(server.seen)
    assert outcome.output == "5" and not outcome.is_error
    assert server.sessions == 2 and server.calls == 1
    posts = [(headers, method) for verb, headers, method in seen if verb == "POST"]
    first_init = posts[0][0]
    assert "Mcp-Session-Id" not in first_init
    assert set(first_init["Accept"].replace(" ", "").split(",")) == {
        "application/json",
        "text/event-stream",
    }
    later = [headers for headers, method in posts if method != "initialize"]
    assert all(h.get("MCP-Protocol-Version") == "2025-03-26" for h in later)
    assert [h["Mcp-Session-Id"] for h, m in posts if m == "tools/call"] == [
        "session-1",
        "session-2",
    ]
    deletes = [headers["Mcp-Session-Id"] for verb, headers, _ in seen if verb == "DELETE"]
    assert deletes[-1] == "session-2"
