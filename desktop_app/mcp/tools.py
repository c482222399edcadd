"""MCP tools offered to the model through the same registry, confirmation and ledger as the
built-in tools.

What differs is said here: arguments are validated against the tool's own ``inputSchema``
(JSON Schema 2020-12, strictly, with ``jsonschema``) before anything happens; the server's
annotations are shown but never skip a question (``read_only`` is False whatever
``readOnlyHint`` says); and a grant covers this server, this tool and this definition: a
changed description or schema asks again.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from desktop_app.agent.builtin import BUILTIN_TOOL_NAMES
from desktop_app.agent.tools import (
    FoldersShared,
    ToolContext,
    ToolOutcome,
    ToolRegistry,
    progress_sink,
)
from desktop_app.mcp.definitions import definition_hash
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.naming import NameTable
from desktop_app.mcp.pins import blocked_reason, check_start
from desktop_app.mcp.results import outcome_of
from desktop_app.mcp.servers import ServerConnection
from desktop_app.mcp.shown import CONFIRMATION_CHARS, NAME_CHARS, one_line

log = logging.getLogger(__name__)

_ANNOTATIONS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
_HINT_CHARS = 40  # a hint is true or false; anything else is shown, but not at length


if TYPE_CHECKING:
    import jsonschema

# jsonschema (about 45 ms of imports) is loaded when a server starts (``McpManager``), never on
# the launch path.


class McpTool:
    read_only: bool = False  # the server's hints are shown, never trusted to skip a question
    sends_data_off_machine: bool = True  # the server may be anywhere and do anything

    def __init__(self, name: str, connection: ServerConnection, definition: dict[str, Any]):
        from jsonschema.validators import Draft202012Validator

        schema = definition.get("inputSchema")
        schema = schema if isinstance(schema, dict) else {"type": "object"}
        Draft202012Validator.check_schema(schema)  # a broken schema: the tool is not offered
        self.name = name
        self.connection = connection
        self.server = connection.name
        self.remote_name = str(definition["name"])
        self.definition = definition
        self.description = str(definition.get("description") or "")
        self.annotations = dict(definition.get("annotations") or {})
        self.schema = schema
        self.summary = f"{self.description} (tool {self.remote_name} of MCP server {self.server})"
        # What a person is shown of the server's words: one line each, bounded.
        self.shown_name = one_line(self.remote_name, NAME_CHARS)
        self.shown_description = one_line(self.description, CONFIRMATION_CHARS)
        self.grant_key = f"mcp:{self.server}:{self.remote_name}:{definition_hash(definition)[:16]}"
        self._validator = Draft202012Validator(
            schema, format_checker=Draft202012Validator.FORMAT_CHECKER
        )

    def validate_arguments(self, arguments: dict[str, Any]) -> list[str]:
        """Every way the arguments break the tool's schema, as readable lines."""
        try:
            found = list(self._validator.iter_errors(arguments))
        except RecursionError:
            # The registry refuses deep arguments first; this is for a schema whose own
            # references recurse without any help from the arguments.
            return ["$: the arguments could not be checked: the tool's schema recurses too deeply"]
        errors = sorted(found, key=lambda e: list(e.path))
        return [f"{_path(error)}: {error.message}" for error in errors]

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        pass  # the server enforces its own rules; the schema was checked before this

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return f"Call the tool {self.shown_name} of the MCP server {self.server}"

    def diff_preview(self, arguments: dict[str, Any], context: ToolContext) -> str:
        """The confirmation's details: which folder the server was told about, what the server
        says the tool does, its hints (as hints), and the validated arguments."""
        lines = [f"Server: {self.server}", f"Tool: {self.shown_name}"]
        lines.append(self.folders_shared().english())
        if self.shown_description:
            lines.append(f"Description (from the server): {self.shown_description}")
        hints = [
            f"{key}={one_line(json.dumps(self.annotations[key]), _HINT_CHARS)}"
            for key in _ANNOTATIONS
            if key in self.annotations
        ]
        if hints:
            lines.append("Annotations (the server's hints, not guarantees): " + ", ".join(hints))
        lines.append(
            "Arguments: " + json.dumps(arguments, ensure_ascii=False, sort_keys=True, indent=2)
        )
        return "\n".join(lines)

    def folders_shared(self) -> FoldersShared:
        return FoldersShared(self.server, self.connection.roots)

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None  # what a server did elsewhere cannot be looked at from here

    def available(self) -> bool:
        """Whether a call could reach the server now (it runs, its session is not broken)."""
        session = self.connection.session
        return session is not None and session.alive

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        if self.connection.session is None:
            return ToolOutcome(f"The MCP server {self.server} is not running.", is_error=True)
        try:
            result = await self._call(arguments)
        except McpError as exc:
            if exc.problem is not McpProblem.SESSION_EXPIRED:
                raise
            # The server forgot the session before handling the call (HTTP 404): the spec's
            # answer is a new session, and the call, which never ran, is sent once more.
            await self.connection.restart()
            result = await self._call(arguments)
        return outcome_of(result, max_chars=context.max_output_chars)

    async def _call(self, arguments: dict[str, Any]) -> dict[str, Any]:
        assert self.connection.session is not None
        # Read here, in the run's own context: the notifications arrive on the reader's task.
        report = progress_sink.get() or self._log_progress
        return await self.connection.session.call_tool(
            self.remote_name,
            arguments,
            timeout=self.connection.config.timeout,
            on_progress=report,
        )

    def _log_progress(self, done: float, total: float | None, message: str | None) -> None:
        log.info(
            "%s/%s: %s of %s %s", self.server, self.remote_name, done, total or "?", message or ""
        )


def _path(error: jsonschema.ValidationError) -> str:
    return "$" + "".join(
        f"[{part}]" if isinstance(part, int) else f".{part}" for part in error.path
    )


class McpToolset:
    """Keeps the registry's MCP tools equal to what the connected servers list."""

    def __init__(self, registry: ToolRegistry) -> None:
        self.registry = registry
        self.names = NameTable(reserved=self._reserved())
        self.offered: dict[str, list[str]] = {}  # server -> offered names
        # server -> the tools held back because they changed since the person approved them
        # (``mcp.pins``): not offered until the change is approved.
        self.blocked: dict[str, frozenset[str]] = {}
        self.withheld: dict[str, list[str]] = {}  # server -> the names its blocked tools have
        # Called with (server, pins) at a server's first start with no pins: what it offers
        # then is what the person approved by starting it.
        self.on_first_pins: Callable[[str, dict[str, Any]], object] | None = None

    def _reserved(self) -> frozenset[str]:
        """The registry's tools, and every built-in's name even when it is not offered."""
        return frozenset(self.registry.tools) | BUILTIN_TOOL_NAMES

    def install(self, connection: ServerConnection) -> list[McpTool]:
        from jsonschema import SchemaError

        for name in self.offered.pop(connection.name, []):
            self.registry.tools.pop(name, None)
        for name in self.withheld.pop(connection.name, []):
            self.registry.withheld.pop(name, None)
        self.names.forget_server(connection.name)
        self.names.reserved = self._reserved()
        installed = []
        blocked = self._held_to_pins(connection)
        withheld = self.withheld[connection.name] = []
        for definition in connection.tools:
            if not isinstance(definition.get("name"), str):
                continue
            offered = self.names.offer(connection.name, definition["name"])
            if definition["name"] in blocked:
                # Named as it would be offered: a model that still calls it (from earlier in
                # the conversation) is told why it is refused, not that it does not exist.
                shown = one_line(definition["name"], NAME_CHARS)
                self.registry.withheld[offered] = blocked_reason(connection.name, shown)
                withheld.append(offered)
                continue
            try:
                tool = McpTool(offered, connection, definition)
            except SchemaError as exc:
                log.warning(
                    "%s: tool %s has an invalid schema: %s",
                    connection.name,
                    definition["name"],
                    exc.message,
                )
                continue
            except RecursionError:  # a schema nested past what checking it can walk
                log.warning("%s: tool %s has a schema nested too deeply", connection.name, offered)
                continue
            self.registry.add(tool)
            installed.append(tool)
        self.offered[connection.name] = [tool.name for tool in installed]
        return installed

    def _held_to_pins(self, connection: ServerConnection) -> frozenset[str]:
        info = connection.session.info if connection.session else None
        check = check_start(connection.config, list(connection.tools), info.version if info else "")
        if check.first and self.on_first_pins is not None:
            self.on_first_pins(connection.name, check.now.to_json())
        for tool in sorted(check.blocked):
            log.warning("%s", blocked_reason(connection.name, one_line(tool, NAME_CHARS)))
        self.blocked[connection.name] = check.blocked
        return check.blocked
