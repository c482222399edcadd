"""The window's own syncs: at start, every period, once changes settle, and after failures
with a wait that doubles up to a ceiling (the time is given, so no clock is waited on)."""

from __future__ import annotations

from desktop_app.sync.schedule import Schedule


def test_due_at_start_then_after_the_period():
    schedule = Schedule(period=300)
    assert schedule.due(0, 0)
    schedule.attempted(0, succeeded=True)
    assert not schedule.due(100, 0)
    assert schedule.due(300, 0)


def test_a_change_syncs_once_it_has_settled():
    schedule = Schedule(period=300)
    schedule.attempted(0, succeeded=True)
    assert not schedule.due(20, 2)  # just made: may still be going on
    assert not schedule.due(40, 3)  # still moving
    assert schedule.due(60, 3)  # quiet since the previous look


def test_failures_wait_longer_each_time_up_to_a_ceiling():
    schedule = Schedule(first_retry=30, longest_retry=100)
    schedule.attempted(0, succeeded=False)
    assert not schedule.due(29, 5) and not schedule.due(29.5, 5)  # settled changes wait too
    assert schedule.due(30, 5)
    schedule.attempted(30, succeeded=False)
    assert not schedule.due(89, 5) and schedule.due(90, 5)  # 60 after the second failure
    for _ in range(5):
        schedule.attempted(0, succeeded=False)
    assert schedule.retry_after() == 100
    schedule.attempted(0, succeeded=True)
    assert schedule.failures == 0 and not schedule.due(10, 0)
