"""The client the MCP conformance suite drives: ``python conformance_client.py URL``, the
scenario in ``MCP_CONFORMANCE_SCENARIO`` and its data in ``MCP_CONFORMANCE_CONTEXT``. It uses
Arroyo's own client (``desktop_app.mcp``) and nothing else that speaks MCP; the ``auth/``
scenarios sign in with ``desktop_app.mcp.oauth``. It says "all calls answered" when every call
succeeded, else which sign-in problem stopped it."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import httpx

from desktop_app.mcp.connect import open_http_session
from desktop_app.mcp.elicitation import accept_defaults
from desktop_app.mcp.oauth import (
    McpOAuth,
    MemoryTokenStore,
    OAuthError,
    PreRegisteredClient,
    SignInOptions,
)
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


# The client ID metadata document URL the basic-cimd scenario expects to see as client_id.
CLIENT_METADATA_URL = "https://conformance-test.local/client-metadata.json"


async def follow_in_place_of_a_browser(url: str) -> None:
    """The person's browser: follows the authorization server's redirect to the loopback
    listener with plain HTTP GETs."""
    async with httpx.AsyncClient(follow_redirects=True, timeout=20.0) as browser:
        await browser.get(url)


def auth_for(url: str, scenario: str, context: dict[str, Any]) -> McpOAuth | None:
    """For the ``auth/`` scenarios: Arroyo's sign-in, with the pre-registered client the
    scenario gives in ``context``, if any."""
    if not scenario.startswith("auth/"):
        return None
    client = None
    if context.get("client_id"):
        client = PreRegisteredClient(
            client_id=context["client_id"], client_secret=context.get("client_secret", "")
        )
    options = SignInOptions(
        pre_registered=client, client_metadata_url=CLIENT_METADATA_URL, timeout=20.0
    )
    return McpOAuth(
        url, store=MemoryTokenStore(), opener=follow_in_place_of_a_browser, options=options
    )


def _sign_in_problem(exc: BaseException) -> OAuthError | None:
    """The sign-in failure behind ``exc``, however the transport wrapped it."""
    seen: BaseException | None = exc
    for _ in range(10):  # a short chain of causes
        if seen is None or isinstance(seen, OAuthError):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None


async def main(url: str) -> int:
    scenario = os.environ.get("MCP_CONFORMANCE_SCENARIO", "initialize")
    context = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
    run = SCENARIOS.get(scenario, call_every_tool if scenario.startswith("auth/") else list_only)
    try:
        session = await open_http_session(
            url, auth=auth_for(url, scenario, context), name="conformance", elicitor=accept_defaults
        )
        try:
            await run(session)
        finally:
            await session.close()
    except Exception as exc:
        problem = _sign_in_problem(exc)
        if problem is None:
            raise
        print(f"sign-in failed: {problem.kind.value}", file=sys.stderr)
        return 1
    print("all calls answered")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[-1])))
