"""When a stream is held back between reads: only while it is fast."""

from __future__ import annotations

from desktop_app.net.stream_base import ReadPace


def test_a_stream_turns_fast_when_a_look_finds_data_within_half_the_interval():
    pace = ReadPace(0.010)
    pace.looked(0.006, held=False)  # a slow stream: waited longer than half the interval
    pace.carried(1)
    assert not pace.fast
    pace.looked(0.004, held=False)
    assert pace.fast  # this very read is followed by a hold


def test_a_fast_stream_stays_fast_while_each_held_read_carries_more_than_one_event():
    pace = ReadPace(0.010)
    pace.looked(0.0, held=False)
    pace.carried(1)  # not held: one event says nothing of the rate
    assert pace.fast
    for _ in range(3):
        pace.looked(0.0, held=True)  # a held look finds data at once: only the events tell
        pace.carried(12)
        assert pace.fast
    pace.looked(0.0, held=True)
    pace.carried(1)  # one event in a whole interval: slow again
    assert not pace.fast
    pace.looked(0.009, held=False)
    pace.carried(1)
    assert not pace.fast
