"""Opening a session with a configured server, whatever its transport."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import httpx

from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.http_legacy import LegacySseTransport
from desktop_app.mcp.http_streamable import StreamableHttpTransport
from desktop_app.mcp.session import McpSession

log = logging.getLogger(__name__)

# What a server that predates Streamable HTTP answers to a POSTed initialize (the spec's
# backwards-compatibility rule): then the old GET-stream transport is tried.
_OLD_SERVER_STATUSES = frozenset({400, 404, 405})


async def open_http_session(
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    auth: httpx.Auth | None = None,
    timeout: float = 30.0,
    name: str = "server",
    **session_options: Any,
) -> McpSession:
    """An initialized session over Streamable HTTP, or over HTTP+SSE for an old server."""
    options: dict[str, Any] = {"headers": headers, "auth": auth, "timeout": timeout, "name": name}
    session = McpSession(StreamableHttpTransport(url, **options), server=name, **session_options)
    try:
        await session.initialize(timeout=timeout)
        return session
    except McpError as exc:
        await session.close()
        if exc.problem is not McpProblem.HTTP or exc.code not in _OLD_SERVER_STATUSES:
            raise
        log.info("%s refused Streamable HTTP (%s); trying HTTP+SSE", name, exc.code)
    session = McpSession(LegacySseTransport(url, **options), server=name, **session_options)
    try:
        await session.initialize(timeout=timeout)
    except BaseException:
        await session.close()
        raise
    return session
