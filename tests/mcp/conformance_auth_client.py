"""The client the MCP conformance suite drives for its ``auth/*`` scenarios.

The suite (``npx @modelcontextprotocol/conformance client --suite auth --command ...``) starts an
authorization server and a protected MCP server for each scenario, then runs this script with the
server's URL as the last argument, the scenario's name in ``MCP_CONFORMANCE_SCENARIO`` and, for
pre-registered clients, the credentials in ``MCP_CONFORMANCE_CONTEXT``.

It makes the few MCP calls the scenarios need (initialize, tools/list, tools/call) as plain
JSON-RPC POSTs with httpx, signed by Arroyo's ``McpOAuth``. The "browser" follows the
authorization server's redirect with an HTTP GET, which lands on the loopback listener.
Exit status 0 when every call succeeded.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys

import httpx

from desktop_app.mcp.oauth import (
    McpOAuth,
    MemoryTokenStore,
    OAuthError,
    PreRegisteredClient,
    SignInOptions,
)

# The client ID metadata document URL the basic-cimd scenario expects to see as client_id.
CLIENT_METADATA_URL = "https://conformance-test.local/client-metadata.json"
PROTOCOL_VERSION = "2025-11-25"


async def follow_in_place_of_a_browser(url: str) -> None:
    async with httpx.AsyncClient(follow_redirects=True, timeout=20.0) as browser:
        await browser.get(url)


def options_from_context() -> SignInOptions:
    context = json.loads(os.environ.get("MCP_CONFORMANCE_CONTEXT") or "{}")
    client = None
    if context.get("client_id"):
        client = PreRegisteredClient(
            client_id=context["client_id"], client_secret=context.get("client_secret", "")
        )
    return SignInOptions(
        pre_registered=client, client_metadata_url=CLIENT_METADATA_URL, timeout=20.0
    )


def _message(response: httpx.Response) -> dict:
    """The JSON-RPC answer, sent as JSON or as the data of a server-sent event."""
    response.raise_for_status()
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        for line in response.text.splitlines():
            if line.startswith("data:") and line[5:].strip():
                return json.loads(line[5:])
        raise ValueError("no message in the event stream")
    return response.json()


class Session:
    def __init__(self, http: httpx.AsyncClient, url: str) -> None:
        self.http = http
        self.url = url
        self.next_id = 1
        self.headers = {
            "Accept": "application/json, text/event-stream",
            "Content-Type": "application/json",
        }

    async def notify(self, method: str) -> None:
        body = {"jsonrpc": "2.0", "method": method}
        response = await self.http.post(self.url, content=json.dumps(body), headers=self.headers)
        response.raise_for_status()

    async def call(self, method: str, params: dict) -> dict:
        body = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        self.next_id += 1
        response = await self.http.post(self.url, content=json.dumps(body), headers=self.headers)
        if session := response.headers.get("mcp-session-id"):
            self.headers["Mcp-Session-Id"] = session
        message = _message(response)
        if "error" in message:
            raise RuntimeError(f"{method}: JSON-RPC error {message['error'].get('code')}")
        return message["result"]


async def run(url: str) -> None:
    auth = McpOAuth(
        url,
        store=MemoryTokenStore(),
        opener=follow_in_place_of_a_browser,
        options=options_from_context(),
    )
    async with httpx.AsyncClient(auth=auth, timeout=20.0) as http:
        session = Session(http, url)
        initialized = await session.call(
            "initialize",
            {
                "protocolVersion": PROTOCOL_VERSION,
                "capabilities": {},
                "clientInfo": {"name": "arroyo-conformance", "version": "1"},
            },
        )
        session.headers["MCP-Protocol-Version"] = initialized.get(
            "protocolVersion", PROTOCOL_VERSION
        )
        await session.notify("notifications/initialized")
        tools = await session.call("tools/list", {})
        for tool in tools.get("tools", [])[:1]:
            await session.call("tools/call", {"name": tool["name"], "arguments": {}})


def main() -> int:
    try:
        asyncio.run(run(sys.argv[-1]))
    except OAuthError as exc:
        print(f"sign-in failed: {exc.kind.value}", file=sys.stderr)
        return 1
    print("all calls answered")
    return 0


if __name__ == "__main__":
    sys.exit(main())
