"""The chunked reader goes back to the event loop after a few milliseconds of work, not of
waiting."""

from __future__ import annotations

from desktop_app.net.transports import WorkSlice


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _chunk(work: WorkSlice, clock: _Clock, *, waited: float, took: float) -> bool:
    """One chunk as the reader takes it: whether it yields first, then its work."""
    clock.now += waited
    yields = work.over()
    work.begin()
    clock.now += took
    work.end()
    return yields


def test_a_slow_stream_never_yields_for_its_waits():
    clock = _Clock()
    work = WorkSlice(0.004, clock)
    # One event every 10 ms, each taking a quarter of a millisecond.
    yields = [_chunk(work, clock, waited=0.010, took=0.00025) for _ in range(40)]
    assert yields.count(True) == 2  # once per 4 ms of work: after chunks 17 and 33


def test_a_backlog_yields_once_its_work_passes_the_slice_and_starts_a_new_one():
    clock = _Clock()
    work = WorkSlice(0.004, clock)
    yields = [_chunk(work, clock, waited=0.0, took=0.0015) for _ in range(9)]
    # 1.5 ms each: past 4 ms after the third, and again three chunks later.
    assert yields == [False, False, False, True, False, False, True, False, False]
