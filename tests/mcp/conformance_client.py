"""The client the MCP conformance suite drives: ``python conformance_client.py URL``, the
scenario in ``MCP_CONFORMANCE_SCENARIO`` and its data in ``MCP_CONFORMANCE_CONTEXT``. It uses
Arroyo's own client (``desktop_app.mcp``) and nothing else that speaks MCP."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from desktop_app.mcp.connect import open_http_session
from desktop_app.mcp.elicitation import accept_defaults
from desktop_app.mcp.session import McpSession

Scenario = Callable[[McpSession], Awaitable[None]]


async def list_only(session: McpSession) -> None:
    await session.list_tools()


async def call_every_tool(session: McpSession) -> None:
    """Calls each tool listed with arguments made from its schema (numbers for numbers)."""
    for tool in await session.list_tools():
        await session.call_tool(tool["name"], _arguments_for(tool.get("inputSchema") or {}))


def _arguments_for(schema: dict[str, Any]) -> dict[str, Any]:
    samples = {"number": 2, "integer": 3, "string": "text", "boolean": True}
    return {
        name: samples.get(spec.get("type"))
        for name, spec in (schema.get("properties") or {}).items()
        if name in (schema.get("required") or ())
    }


SCENARIOS: dict[str, Scenario] = {
    "initialize": list_only,
    "tools_call": call_every_tool,
    "elicitation-sep1034-client-defaults": call_every_tool,
    "sse-retry": call_every_tool,
}


def auth_for(scenario: str, context: dict[str, Any]) -> Any:
    """The hook for the ``auth/`` scenarios: an ``httpx.Auth`` from ``desktop_app.mcp.oauth``
    (built separately) given the pre-registered credentials in ``context``. None without it."""
    if not scenario.startswith("auth/"):
        return None
    try:
        from desktop_app.mcp import oauth  # type: ignore[attr-defined]
    except ImportError:
        return None
    return oauth.conformance_auth(context)  # the seam the OAuth module is to provide


async def main(url: str) -> int:
    scenario = os.environ.get("MCP_CONFORMANCE_SCENARIO", "initialize")
    context = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
    run = SCENARIOS.get(scenario, call_every_tool if scenario.startswith("auth/") else list_only)
    session = await open_http_session(
        url, auth=auth_for(scenario, context), name="conformance", elicitor=accept_defaults
    )
    try:
        await run(session)
    finally:
        await session.close()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[-1])))
