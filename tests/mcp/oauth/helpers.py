"""What the sign-in tests share: a "browser" that follows redirects over HTTP, and one call."""

from __future__ import annotations

import json
from collections.abc import Callable

import httpx

from desktop_app.mcp.oauth import McpOAuth, MemoryTokenStore, SignInOptions
from tests.mcp.oauth.servers import World


class Browser:
    """Stands in for the system browser: GETs the authorization URL and follows the redirect
    to the loopback listener, as a person clicking "Allow" would."""

    def __init__(self) -> None:
        self.opened: list[str] = []

    async def __call__(self, url: str) -> None:
        self.opened.append(url)
        async with httpx.AsyncClient(follow_redirects=True, timeout=10.0) as browser:
            await browser.get(url)


def make_auth(
    world: World,
    *,
    store: MemoryTokenStore | None = None,
    opener: Callable | None = None,
    options: SignInOptions | None = None,
    clock: Callable[[], float] = lambda: 1000.0,
) -> McpOAuth:
    return McpOAuth(
        world.mcp_url,
        store=store if store is not None else MemoryTokenStore(),
        opener=opener if opener is not None else Browser(),
        options=options or SignInOptions(timeout=10.0),
        clock=clock,
    )


async def call(auth: McpOAuth, world: World, method: str = "tools/list") -> httpx.Response:
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": {}}
    async with httpx.AsyncClient(auth=auth, timeout=10.0) as http:
        return await http.post(world.mcp_url, content=json.dumps(body))
