"""The terminal state of a turn, decided in one place."""

from __future__ import annotations

from enum import StrEnum

from desktop_app.generation.parts import StopReason


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
