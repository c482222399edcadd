"""What an MCP server over HTTP is said to have done, when it was the proxy that did it.

A 407 is the proxy's (asking for credentials), and so is a refused tunnel or a proxy that is not
listening: the server was never asked, so the error names the proxy (``host:port``, never its
password) instead of blaming the server.
"""

from __future__ import annotations

import httpx

from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.net.proxies import current_proxy
from desktop_app.net.proxy_errors import proxy_error, proxy_failure


def status_problem(name: str, status: int, url: str) -> McpError:
    route = current_proxy().route(url)
    if status == 407 and route is not None:
        said = proxy_error(route.address, status).message
        return McpError(McpProblem.HTTP, f"{name}: {said}", code=status)
    return McpError(McpProblem.HTTP, f"{name} answered HTTP {status}", code=status)


def connect_problem(name: str, exc: httpx.HTTPError, url: str) -> McpError:
    refused = proxy_failure(exc, url)
    if refused is not None:
        return McpError(McpProblem.CONNECT, f"{name}: {refused.message}")
    detail = str(exc) or type(exc).__name__
    return McpError(McpProblem.CONNECT, f"{name} cannot be reached: {detail}")
