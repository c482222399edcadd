"""The agent's events and the bus that announces them to whoever listens."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop_app.errors import ErrorKind
from desktop_app.generation.channels import ChannelUpdate
from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.generation.usage import Usage
from desktop_app.net.deadlines import Phase
from desktop_app.store.actions.ledger import Approval

if TYPE_CHECKING:
    from desktop_app.agent.tools import Intent

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TurnStart:
    turn: int
    generation_id: str


class _ChannelDelta:
    """A piece of a channel. ``aggregate``, the channel's whole text so far, is joined only when
    read: a window that paints every 40 ms reads it once a frame, not once a delta (at 5,000
    deltas a second into a 150 K answer, joining each time would copy gigabytes)."""

    __slots__ = ("update",)

    def __init__(self, update: ChannelUpdate) -> None:
        self.update = update

    @property
    def delta(self) -> str:
        return self.update.delta

    @property
    def size(self) -> int:
        return self.update.size

    @property
    def aggregate(self) -> str:
        return self.update.aggregate

    __match_args__ = ("delta",)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(delta={self.delta!r}, size={self.size})"


class TextDelta(_ChannelDelta):
    __slots__ = ()


class ReasoningDelta(_ChannelDelta):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class DraftCleared:
    """What was shown of the current turn is void; the next attempt starts from nothing."""


@dataclass(frozen=True, slots=True)
class AssistantMessage:
    """A complete, validated assistant turn with its (valid and invalid) tool calls."""

    text: str
    reasoning: str
    tool_calls: tuple[dict[str, Any], ...]
    generation_id: str


@dataclass(frozen=True, slots=True)
class ToolExecutionStart:
    call_id: str
    name: str
    description: str
    intent: Intent | None = None  # ``description`` as a code, said in the window's language
    approval: Approval = Approval.ASKED  # why it runs: asked now, or a standing permission


@dataclass(frozen=True, slots=True)
class ToolProgress:
    """A running tool's report (an MCP server's progress notification), for its card."""

    call_id: str
    name: str
    progress: float
    total: float | None
    message: str


@dataclass(frozen=True, slots=True)
class ToolExecutionEnd:
    call_id: str
    name: str
    output: str
    error: bool
    duration: float
    replayed: bool = False  # the recorded result of an earlier run, not a new run
    # Whether the action took effect is not known (stopped or cut off mid-run): it is left to
    # the person (Mark as done, Run again), never run again by itself.
    unknown: bool = False


@dataclass(frozen=True, slots=True)
class ToolShared:
    """Side by side: this call and an identical one of another column ran once; ``model`` is
    the other column's model (the card says "shared with <model>")."""

    call_id: str
    name: str
    model: str


@dataclass(frozen=True, slots=True)
class TurnPhase:
    """Before the answer begins: ``connecting``, ``waiting``, or ``loading_model`` (a server on
    this computer that may be loading the model first), then ``streaming``."""

    phase: Phase


@dataclass(frozen=True, slots=True)
class RetryWait:
    """An attempt failed before showing anything and the turn will try again after ``delay``
    seconds. ``attempt`` is the attempt to come (2 after the first failed), ``of`` the most
    there will be; ``code`` says why (rate_limited, overloaded...)."""

    attempt: int
    of: int
    delay: float
    code: ErrorKind


@dataclass(frozen=True, slots=True)
class TurnEnd:
    turn: int
    status: TurnStatus
    usage: Usage | None


@dataclass(frozen=True, slots=True)
class SessionEnd:
    """How the session ended: its status, its cause, the provider's own words and usage."""

    outcome: TurnOutcome


AgentEvent = (
    TurnStart
    | TextDelta
    | ReasoningDelta
    | DraftCleared
    | AssistantMessage
    | ToolExecutionStart
    | ToolProgress
    | ToolExecutionEnd
    | ToolShared
    | TurnPhase
    | RetryWait
    | TurnEnd
    | SessionEnd
)
Listener = Callable[[AgentEvent], None]


class EventBus:
    """Announces events in order to every listener. A listener that raises is logged and
    skipped; it never breaks the loop or the other listeners."""

    def __init__(self) -> None:
        self._listeners: tuple[Listener, ...] = ()  # replaced, never changed: emit walks it

    def on(self, listener: Listener) -> Callable[[], None]:
        self._listeners = (*self._listeners, listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                listeners = list(self._listeners)
                listeners.remove(listener)
                self._listeners = tuple(listeners)

        return unsubscribe

    def emit(self, event: AgentEvent) -> None:
        for listener in self._listeners:
            try:
                listener(event)
            except Exception:
                log.exception("an agent event listener failed on %s", type(event).__name__)
