"""What one turn announces while it runs, and how it ended (``TurnRunner`` in ``turn``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from desktop_app.generation.assembler import AssembledTurn
from desktop_app.generation.channels import ChannelUpdate
from desktop_app.generation.outcome import TurnStatus
from desktop_app.net.deadlines import Phase
from desktop_app.net.errors import ProviderError
from desktop_app.net.stream_base import TransportEnd


class TurnEnding(StrEnum):
    """Why the turn ended, as a code the UI turns into words."""

    COMPLETED = "completed"
    INCOMPLETE = "incomplete"  # the model was stopped early (length, filter): see stop_reason
    CUT_OFF = "cut_off"  # the body ended without its terminal signal
    IDLE = "idle"  # nothing arrived (or nothing but keep-alives) for the no-progress limit
    DROPPED = "dropped"  # the connection broke mid-body
    STREAM_ERROR = "stream_error"  # the provider reported an error inside the stream
    REPLY_TOO_LARGE = "reply_too_large"  # the reply went over a size limit (see SizeLimits)
    REQUEST_FAILED = "request_failed"  # refused or unreachable before any content
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class AttemptStarted:
    attempt: int


@dataclass(frozen=True, slots=True)
class ContentUpdated:
    updates: list[ChannelUpdate]


@dataclass(frozen=True, slots=True)
class DraftCleared:
    """What an earlier attempt showed is void: this one starts from nothing."""

    attempt: int


@dataclass(frozen=True, slots=True)
class RetryScheduled:
    attempt: int
    delay: float
    error: ProviderError


@dataclass(frozen=True, slots=True)
class PhaseChanged:
    """Where the attempt stands while nothing is shown yet: connecting, waiting for the answer
    to begin, or (on a server on this computer) waiting while it loads the model."""

    attempt: int
    phase: Phase


@dataclass(frozen=True, slots=True)
class TurnEnded:
    result: TurnResult


TurnEvent = (
    AttemptStarted | PhaseChanged | ContentUpdated | DraftCleared | RetryScheduled | TurnEnded
)


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnResult:
    turn: AssembledTurn
    ending: TurnEnding
    attempts: int
    provider_error: ProviderError | None = None
    transport_end: TransportEnd | None = None
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def status(self) -> TurnStatus:
        return self.turn.status

    @property
    def error_message(self) -> str | None:
        if self.provider_error is not None:
            return self.provider_error.message
        return self.turn.error.message if self.turn.error else None
