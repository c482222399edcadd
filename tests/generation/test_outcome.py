import itertools

import pytest

from desktop_app.generation.outcome import TurnStatus, decide_status
from desktop_app.generation.parts import StopReason


def expected(cancelled, error_seen, terminal_seen, stop_reason):
    if cancelled:
        return TurnStatus.CANCELLED
    if error_seen:
        return TurnStatus.FAILED
    if not terminal_seen:
        return TurnStatus.TRUNCATED
    if stop_reason in (None, StopReason.STOP, StopReason.TOOL_CALLS):
        return TurnStatus.COMPLETED
    return TurnStatus.INCOMPLETE


@pytest.mark.parametrize(
    ("cancelled", "error_seen", "terminal_seen", "stop_reason"),
    list(itertools.product([False, True], [False, True], [False, True], [None, *StopReason])),
)
def test_every_combination_follows_the_precedence(
    cancelled, error_seen, terminal_seen, stop_reason
):
    status = decide_status(
        cancelled=cancelled,
        error_seen=error_seen,
        terminal_seen=terminal_seen,
        stop_reason=stop_reason,
    )
    assert status is expected(cancelled, error_seen, terminal_seen, stop_reason)


def test_an_error_followed_by_a_terminal_signal_is_still_a_failure():
    status = decide_status(
        cancelled=False, error_seen=True, terminal_seen=True, stop_reason=StopReason.STOP
    )
    assert status is TurnStatus.FAILED


def test_a_finish_reason_without_the_terminal_signal_is_truncated():
    status = decide_status(
        cancelled=False, error_seen=False, terminal_seen=False, stop_reason=StopReason.STOP
    )
    assert status is TurnStatus.TRUNCATED
