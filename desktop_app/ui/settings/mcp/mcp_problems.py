"""Why an MCP server is not connected, in the window's words."""

from __future__ import annotations

from desktop_app.mcp.errors import McpProblem
from desktop_app.ui.problems import said
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

# An MCP server that did not start or stopped; "the server failed" for the rest.
_MCP_FAILED = (QT_TRANSLATE_NOOP("Problems", "the server failed"), False)
_MCP: dict[McpProblem, tuple[str, bool]] = {
    McpProblem.START_FAILED: (
        QT_TRANSLATE_NOOP("Problems", "its command could not be started"),
        True,
    ),
    McpProblem.EXITED: (QT_TRANSLATE_NOOP("Problems", "the server stopped"), False),
    McpProblem.GARBAGE: (
        QT_TRANSLATE_NOOP("Problems", "the server wrote something that is not MCP"),
        False,
    ),
    McpProblem.TIMEOUT: (QT_TRANSLATE_NOOP("Problems", "the server did not answer in time"), False),
    McpProblem.VERSION: (
        QT_TRANSLATE_NOOP("Problems", "the server speaks an MCP version Arroyo does not"),
        False,
    ),
    McpProblem.HTTP: (
        QT_TRANSLATE_NOOP("Problems", "the server answered with HTTP status %1"),
        True,
    ),
    McpProblem.CONNECT: (QT_TRANSLATE_NOOP("Problems", "the server could not be reached"), True),
}


def mcp_problem(kind: McpProblem, code: int | None = None) -> str:
    """Why an MCP server is not connected."""
    return said(_MCP.get(kind, _MCP_FAILED), (code if code is not None else "?",)).sentence
