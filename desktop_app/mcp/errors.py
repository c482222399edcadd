"""What can go wrong with an MCP server, as codes the window and the terminal put in words."""

from __future__ import annotations

from enum import StrEnum

import httpx

from desktop_app.errors import ArroyoError
from desktop_app.net.proxies import current_proxy
from desktop_app.net.proxy_errors import proxy_error, proxy_failure


class McpProblem(StrEnum):
    START_FAILED = "start_failed"  # the command could not be started
    EXITED = "exited"  # the server process ended (or the connection closed) mid-session
    GARBAGE = "garbage"  # the server wrote something that is not JSON-RPC
    TIMEOUT = "timeout"  # no answer within the time allowed
    CANCELLED = "cancelled"  # the person pressed Stop
    VERSION = "version"  # the server speaks a protocol version this client does not
    HTTP = "http"  # an HTTP status that is not an answer
    CONNECT = "connect"  # the server could not be reached
    REMOTE = "remote"  # the server answered with a JSON-RPC error
    CLOSED = "closed"  # the session was closed by this client
    SESSION_EXPIRED = "session_expired"  # an HTTP server forgot the session (404): start anew
    DECLINED = "declined"  # the person (or the server's settings) said no to what it asked
    SIGN_IN = "sign_in"  # signing in to the server did not work (its cause: an OAuthError)
    # A secret it is configured with is not stored (no keyring took it on import): not started
    NEEDS_SECRET = "needs_secret"


class McpError(ArroyoError):
    """A failure with its code; the message is English detail for logs and the model."""

    kind: McpProblem

    def __init__(self, problem: McpProblem, detail: str = "", *, code: int | None = None) -> None:
        super().__init__(detail or problem.value)
        self.kind = problem
        self.code = code  # the JSON-RPC error code (REMOTE), or the HTTP status (HTTP)

    @property
    def problem(self) -> McpProblem:
        """The kind, by the name the MCP code uses for it."""
        return self.kind

    @property
    def outcome_unknown(self) -> bool:
        """Whether a call that failed this way may still have acted (see the agent's executor)."""
        return self.problem in _MAY_HAVE_ACTED


_MAY_HAVE_ACTED = frozenset(
    {McpProblem.EXITED, McpProblem.TIMEOUT, McpProblem.GARBAGE, McpProblem.CONNECT}
)


# An MCP server over HTTP that a proxy stopped (a 407, a refused tunnel, a proxy not listening)
# was never asked: the error names the proxy (``host:port``, never its password), not the server.


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
