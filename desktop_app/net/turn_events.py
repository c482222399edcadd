"""What one turn announces while it runs, and how it ended (``TurnRunner`` in ``turn``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.generation.assembler import AssembledTurn
from desktop_app.generation.channels import ChannelUpdate
from desktop_app.generation.outcome import Cause, TurnEnding, TurnOutcome, TurnStatus
from desktop_app.net.deadlines import Phase
from desktop_app.net.errors import ProviderError
from desktop_app.net.stream_base import TransportEnd


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
    def outcome(self) -> TurnOutcome:
        """How the turn ended, as the one value the agent, the store and the window read."""
        turn = self.turn
        return TurnOutcome(turn.status, self.cause, self.error_message, turn.usage)

    @property
    def cause(self) -> Cause | None:
        """Why it ended so. A provider's own in-band error code is not a cause: it stays in
        the message."""
        turn = self.turn
        if self.provider_error is not None:
            return self.provider_error.kind
        if turn.status is TurnStatus.INCOMPLETE and turn.stop_reason is not None:
            return turn.stop_reason
        if turn.status is TurnStatus.COMPLETED:
            return None
        return self.ending

    @property
    def error_message(self) -> str | None:
        """The provider's words; for a refused request, with its HTTP status and kind."""
        if self.provider_error is not None:
            return self.provider_error.described
        return self.turn.error.message if self.turn.error else None
