"""How a turn ended, decided in one place and carried as one typed value to the screen.

``TurnOutcome`` travels from the transport (``TurnResult.outcome``) through the agent loop
(``SessionEnd``, ``SessionResult``) to the store (``messages.outcome`` / ``outcome_code``, the
values of ``TurnStatus`` and of the cause's enum) and to the window and the terminal, which
``match`` on it. Nothing downstream re-derives it from strings.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from desktop_app.errors import ErrorKind, NotReady, ParameterProblem
from desktop_app.generation.parts import StopReason
from desktop_app.generation.usage import Usage


class TurnStatus(StrEnum):
    COMPLETED = "completed"
    INCOMPLETE = "incomplete"
    TRUNCATED = "truncated"
    FAILED = "failed"
    CANCELLED = "cancelled"


# Reasons that end a turn normally; any other reason on a terminal signal means the
# model was stopped early (length, filter, server-side pause...) and the answer is partial.
_NORMAL_ENDS = frozenset({StopReason.STOP, StopReason.TOOL_CALLS})


def decide_status(
    *,
    cancelled: bool,
    error_seen: bool,
    terminal_seen: bool,
    stop_reason: StopReason | None,
) -> TurnStatus:
    """Precedence, strongest first:

    1. cancelled: the person stopped it; nothing after that counts.
    2. failed: an error was seen, even if a terminal signal (``[DONE]``) followed it.
    3. truncated: the body ended without the contract's terminal signal, whatever was shown.
    4. incomplete: the terminal signal says the model was cut short (length, filter...).
    5. completed.
    """
    if cancelled:
        return TurnStatus.CANCELLED
    if error_seen:
        return TurnStatus.FAILED
    if not terminal_seen:
        return TurnStatus.TRUNCATED
    if stop_reason is not None and stop_reason not in _NORMAL_ENDS:
        return TurnStatus.INCOMPLETE
    return TurnStatus.COMPLETED


class TurnEnding(StrEnum):
    """How the stream of the turn ended."""

    COMPLETED = "completed"
    INCOMPLETE = "incomplete"  # the model was stopped early (length, filter): see stop_reason
    CUT_OFF = "cut_off"  # the body ended without its terminal signal
    IDLE = "idle"  # nothing arrived (or nothing but keep-alives) for the no-progress limit
    DROPPED = "dropped"  # the connection broke mid-body
    STREAM_ERROR = "stream_error"  # the provider reported an error inside the stream
    REPLY_TOO_LARGE = "reply_too_large"  # the reply went over a size limit (see SizeLimits)
    REQUEST_FAILED = "request_failed"  # refused or unreachable before any content
    CANCELLED = "cancelled"


class StreamEnd(StrEnum):
    """How a transport's body ended (``TransportEnd.reason``)."""

    EOF = "eof"  # the server closed it normally
    IDLE = "idle"  # nothing arrived for the idle limit (or no progress for the watch's)
    DROPPED = "dropped"  # the connection broke mid-body
    REJECTED = "rejected"  # the pipeline stopped accepting (a broken contract, over a limit)


class AgentStop(StrEnum):
    """Why the agent, or the window, stopped a turn that the model had not ended."""

    MAX_TURNS = "max_turns"  # the model kept calling tools without answering
    INTERNAL_ERROR = "internal_error"  # something unexpected broke inside the loop
    INTERRUPTED = "interrupted"  # the app closed while the answer streamed
    # Calls wait for the person's answer (``arroyo ask --park``); ``--resume`` goes on.
    PARKED = "parked"


# Why a turn ended as it did: the provider's error, how the stream ended, why the model
# stopped, why the agent stopped, why no provider could take it, or which parameters the
# model is known to refuse. Stored as its value.
Cause = ErrorKind | TurnEnding | StopReason | AgentStop | NotReady | ParameterProblem
_CAUSES: tuple[type[Cause], ...] = (
    ErrorKind,
    NotReady,
    ParameterProblem,
    AgentStop,
    TurnEnding,
    StopReason,
)


def cause_of(code: str | None) -> Cause | None:
    """The cause a stored code names; ``None`` for none, or for a code this version does not
    know (a newer version's)."""
    if not code:
        return None
    for vocabulary in _CAUSES:
        try:
            return vocabulary(code)
        except ValueError:
            continue
    return None


@dataclass(frozen=True, slots=True)
class TurnOutcome:
    status: TurnStatus
    cause: Cause | None = None
    message: str | None = None  # the provider's own words (or a technical detail), untranslated
    usage: Usage | None = None

    @property
    def code(self) -> str:
        """The cause as stored (``messages.outcome_code``); "" when there is none."""
        return self.cause.value if self.cause is not None else ""

    @classmethod
    def stored(cls, status: str | None, code: str | None) -> TurnOutcome:
        """An answer as a restart reads it back. Answers stored before outcomes were kept
        count as completed."""
        return cls(TurnStatus(status) if status else TurnStatus.COMPLETED, cause_of(code))
