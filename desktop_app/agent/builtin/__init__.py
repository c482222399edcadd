"""The tools Arroyo offers out of the box: look around the workspace folder, read and write its
files, fetch a web page, and (only when switched on) run a program.

Every rule is enforced twice: in ``check``, so a forbidden call is answered to the model and
never reaches a confirmation, and again in ``run``, because the world may have changed between
the person's "yes" and the doing. Descriptions are built from the validated arguments and the
state of the disk, never from anything the model wrote about its intent.
"""

from __future__ import annotations

from desktop_app.agent.builtin.command import RunCommand
from desktop_app.agent.builtin.fetch import FetchUrl
from desktop_app.agent.builtin.files import ListDirectory, ReadFile
from desktop_app.agent.builtin.remember import REMEMBER
from desktop_app.agent.builtin.writing import WriteFile
from desktop_app.agent.tools import Tool, ToolContext

__all__ = [
    "BUILTIN_TOOL_NAMES",
    "FetchUrl",
    "ListDirectory",
    "ReadFile",
    "RunCommand",
    "WriteFile",
    "builtin_tools",
]

# Every built-in tool's name, offered or not: a tool from elsewhere (an MCP server) never takes
# one, so a name the model learnt for a built-in never reaches someone else's tool, even while
# that built-in is switched off.
BUILTIN_TOOL_NAMES = frozenset(
    tool.name for tool in (ListDirectory, ReadFile, WriteFile, FetchUrl, RunCommand)
) | {REMEMBER}  # offered only while memory is on (``session.memory``)


def builtin_tools(context: ToolContext) -> list[Tool]:
    """The built-in tools this context allows; run_command only when commands are switched on."""
    tools: list[Tool] = [ListDirectory(), ReadFile(), WriteFile(), FetchUrl()]
    if context.allow_commands:
        tools.append(RunCommand())
    return tools
