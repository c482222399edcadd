"""What a tool is: a schema for its arguments, a policy its own service enforces, a stable
description built from validated arguments, and a way to check the world after a crash."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from desktop_app.errors import BrokenRule, ContractError
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import (
    InvalidToolCall,
    ValidatedToolCall,
    check_schema,
    validate_call,
)
from desktop_app.net.url_policy import Resolver
from desktop_app.store.actions.receipts import Before


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolContext:
    """What the person chose for tools: the workspace folder and what is switched on."""

    workspace: Path
    allow_commands: bool = False
    fetch_timeout: float = 15.0
    max_read_bytes: int = 256 * 1024
    max_write_bytes: int = 1024 * 1024
    max_fetch_bytes: int = 512 * 1024
    # Hosts a model-chosen URL may reach although they are not public (names, addresses or
    # networks); empty: public internet addresses only.
    fetch_allowed_hosts: tuple[str, ...] = ()
    resolver: Resolver | None = None  # None: the system's; tests map names to loopback
    command_timeout: float = 30.0
    max_output_chars: int = 32 * 1024
    command_env_allow: tuple[str, ...] = ()  # variables passed to commands beyond the base list


@dataclass(frozen=True, slots=True)
class ToolOutcome:
    """What running a tool gave: the text fed back to the model, or an error."""

    output: str
    is_error: bool = False
    fingerprint: str | None = None  # what the world looked like after (e.g. a file's hash)


@dataclass(frozen=True, slots=True)
class Intent:
    """What a tool will do, as a code and its values, so the window can say it in the person's
    language (``desktop_app.ui.dialogs.tool_intents``); ``english()`` is what the terminal and the
    agent's events say. Values named ``size``, ``limit``, ``before`` and ``after`` are byte
    counts."""

    code: str
    values: tuple[tuple[str, Any], ...] = ()

    def value(self, name: str) -> Any:
        return dict(self.values)[name]

    def to_json(self) -> str:
        return json.dumps({"code": self.code, "values": [list(pair) for pair in self.values]})

    @classmethod
    def from_json(cls, text: str | None) -> Intent | None:
        """The stored intent, or ``None`` for nothing stored or anything not shaped as one."""
        try:
            stored: Any = json.loads(text) if text else None
            values = tuple((str(name), value) for name, value in stored["values"])
            return cls(str(stored["code"]), values)
        except (ValueError, TypeError, KeyError):
            return None

    def english(self) -> str:
        values = {
            name: _english_bytes(value) if name in BYTE_COUNTS else value
            for name, value in self.values
        }
        return _ENGLISH[self.code].format(**values)


BYTE_COUNTS = frozenset({"size", "limit", "before", "after"})
_ENGLISH = {
    "list_workspace": "List the workspace folder",
    "list_folder": "List the folder {path}",
    "read_file": "Read {path}",
    "read_file_at_most": "Read {path} (at most {limit})",
    "create_file": "Create {path} ({size})",
    "write_file": "Write {path} ({size})",
    "replace_file": "Replace {path}: {before} -> {after}",
    "run_command": "Run: {command}",
    "fetch_url": "Fetch {url} (GET)",
    "no_change": "No change: {path} already holds exactly this content",
    "undo_write": "Put back the earlier version of {path} ({size})",
    "undo_create": "Remove {path}, which the tool created",
    "undo_turn": "Undo this turn's changes to these files, the last first: {files}",
    "remember": "Remember for later conversations: {fact}",
}


def _english_bytes(count: int) -> str:
    return "1 byte" if count == 1 else f"{count} bytes"


def grant_scope(tool: Tool) -> str:
    """What a standing grant is recorded under: the tool's name, or, for a tool that can change
    under the same name (an MCP server's), a key that names its definition too."""
    return tool.grant_key if isinstance(tool, ScopesGrants) else tool.name


def sends_data_off_machine(tool: Tool) -> bool:
    """Whether a call of this tool may carry data off this computer. A tool that does not say
    is taken to: staying on the machine is a promise a tool has to make."""
    return tool.sends_data_off_machine if isinstance(tool, SaysWhereDataGoes) else True


def always_asks(tool: Tool) -> bool:
    """Whether every call of this tool is put to the person (``remember``): no grant, rule or
    setting lets it run without a question, and the question offers no standing permission."""
    return getattr(tool, "always_asks", False) is True


# Where a running tool may report progress (done, total or None, message or None): set by the
# tool round around each run, read by a tool when it starts (an MCP call's notifications).
ProgressSink = Callable[[float, float | None, str | None], None]
progress_sink: ContextVar[ProgressSink | None] = ContextVar("progress_sink", default=None)


class PolicyError(ContractError, ValueError):
    """The arguments are well-formed but not allowed (outside the workspace, too big...)."""

    kind = BrokenRule.POLICY


class Tool(Protocol):
    name: str
    summary: str  # for the model, in the tool declaration
    schema: dict[str, Any]
    read_only: bool  # changes nothing (on this computer or elsewhere)
    # What a tool may offer beyond this is a capability of its own, checked with isinstance:
    # ``SaysWhereDataGoes``, ``StatesIntent``, ``PreviewsChanges``, ``ConfirmsEffect``,
    # ``SharesFolders``.

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        """Raises ``PolicyError`` when the tool's own rules forbid these arguments."""

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        """A stable, factual description of what will happen, made from the arguments only."""

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        """Does it. Called at most once per confirmed intent (the ledger sees to that)."""

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        """The world as it is now, for reconciling an unknown outcome; ``None`` if unknowable."""


@runtime_checkable
class SaysWhereDataGoes(Protocol):
    """May a call carry data to another computer (a URL, a request)? Such a tool is never run
    without asking just because it is read-only. A tool without it is taken to."""

    sends_data_off_machine: bool


@runtime_checkable
class AsksOncePerConversation(Protocol):
    """A tool whose yes holds for the rest of the conversation (search_knowledge: the question
    is whether the person's files may go to the provider at all), and which needs none when
    nothing it touches leaves this computer."""

    def needs_no_question(self) -> bool: ...


@runtime_checkable
class StatesIntent(Protocol):
    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        """``describe`` as a code the window translates (the built-in tools' ``describe`` is
        ``intent(...).english()``)."""
        ...


@runtime_checkable
class PreviewsChanges(Protocol):
    def diff_preview(self, arguments: dict[str, Any], context: ToolContext) -> str:
        """What would change, for the confirmation."""
        ...


@runtime_checkable
class ConfirmsEffect(Protocol):
    def intended_fingerprint(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        """What ``observe`` returns once the action has taken effect: lets an interrupted run
        be confirmed without running it again."""
        ...


@runtime_checkable
class ValidatesOwnArguments(Protocol):
    def validate_arguments(self, arguments: dict[str, Any]) -> list[str]:
        """The tool checks its own (full JSON Schema) schema instead of the subset
        ``check_schema`` knows; empty when valid."""
        ...


@runtime_checkable
class KnowsAvailability(Protocol):
    def available(self) -> bool:
        """Whether a run could reach what the tool acts on now (an MCP server that is up):
        asking the person about a call that cannot run would waste their yes."""
        ...


@dataclass(frozen=True, slots=True)
class FoldersShared:
    """The folders the program behind a tool was told it may work in (an MCP server's roots).
    None at all: it was told of no folder, and works in the folders it was configured with."""

    server: str
    folders: tuple[Path, ...] = ()

    def english(self) -> str:
        if not self.folders:
            return (
                f"{self.server} was given no folder: it works in the folders "
                "it was configured with."
            )
        return f"Folder given to {self.server}: " + ", ".join(map(str, self.folders))


@runtime_checkable
class KnowsNoChange(Protocol):
    def changes_nothing(self, arguments: dict[str, Any], context: ToolContext) -> bool:
        """Whether running the call would leave everything as it is (nothing to ask)."""
        ...


@runtime_checkable
class KeepsReceipts(Protocol):
    def before_change(
        self, arguments: dict[str, Any], context: ToolContext, limit: int
    ) -> Before | None:
        """What the call is about to change (the file and its bytes, read only up to
        ``limit``), so the change can be undone; None: nothing a receipt could restore."""
        ...


@runtime_checkable
class SharesFolders(Protocol):
    def folders_shared(self) -> FoldersShared:
        """Which folders the program serving the tool was told about, for the confirmation."""
        ...


@runtime_checkable
class ScopesGrants(Protocol):
    """A tool that can change under the same name (an MCP server's): grants are recorded under
    ``grant_key`` (see ``grant_scope``)."""

    grant_key: str


_ANY_OBJECT: dict[str, Any] = {"type": "object", "additionalProperties": True}
# The words a withheld tool's refusal carries (``mcp.pins.blocked_reason``): its card tells a
# tool waiting for the person's review apart from a call the model got wrong.
AWAITS_REVIEW = "the person must review the change in Settings › MCP"


@dataclass(slots=True)
class ToolRegistry:
    """The tools on offer, and the one gate through which a model's call becomes runnable."""

    context: ToolContext
    tools: dict[str, Tool] = field(default_factory=dict)
    # Tools known but not offered (an MCP tool changed since it was approved), each with why:
    # a model that calls one anyway is told so, not that there is no such tool.
    withheld: dict[str, str] = field(default_factory=dict)

    def add(self, tool: Tool) -> None:
        if not isinstance(tool, ValidatesOwnArguments):
            check_schema(tool.schema)
        self.tools[tool.name] = tool

    def extend(self, tools: Iterable[Tool]) -> None:
        for tool in tools:
            self.add(tool)

    def validate(self, call: ToolCall, *, fallback_id: str) -> ValidatedToolCall | InvalidToolCall:
        tool = self.tools.get(call.name)
        if tool is None and call.name in self.withheld:
            return InvalidToolCall(call.id or fallback_id, call.name, (self.withheld[call.name],))
        validates_itself = isinstance(tool, ValidatesOwnArguments)
        # A tool that validates itself gets the structural checks here (JSON, an object).
        schema = _ANY_OBJECT if validates_itself else tool.schema if tool else None
        verdict = validate_call(call, schema, fallback_id=fallback_id)
        if isinstance(verdict, InvalidToolCall) or tool is None:
            return verdict
        if isinstance(tool, ValidatesOwnArguments):
            errors = tool.validate_arguments(verdict.arguments)
            if errors:
                return InvalidToolCall(verdict.call_id, verdict.name, tuple(errors))
        try:
            tool.check(verdict.arguments, self.context)
        except PolicyError as exc:
            return InvalidToolCall(verdict.call_id, verdict.name, (str(exc),))
        except Exception as exc:
            return InvalidToolCall(
                verdict.call_id,
                verdict.name,
                (f"the arguments could not be checked ({type(exc).__name__})",),
            )
        return verdict

    def declarations(self) -> list[dict[str, Any]]:
        return [
            {"name": tool.name, "description": tool.summary, "parameters": tool.schema}
            for tool in self.tools.values()
        ]
