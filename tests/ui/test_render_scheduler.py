"""RenderScheduler with a real QTimer: pacing, latest text, clear, finish, stop."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from desktop_app.ui.render_scheduler import RenderScheduler

INTERVAL = 0.040
# Paint timestamps are taken in Python, around Qt's own clock: allow for that measurement only.
CLOCK_SLACK = 0.001


class Recorder:
    def __init__(self) -> None:
        self.paints: list[tuple[float, str]] = []

    def __call__(self, text: str) -> None:
        self.paints.append((time.monotonic(), text))

    @property
    def texts(self) -> list[str]:
        return [text for _, text in self.paints]


def test_ten_thousand_stores_paint_at_most_once_per_interval_and_only_prefixes(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder)
    final = "".join(f"tok{i} " for i in range(10_000))
    ends = [final.index(f"tok{i} ") + len(f"tok{i} ") for i in range(10_000)]
    started = time.monotonic()
    for i, end in enumerate(ends):
        scheduler.store(final[:end])
        if i % 25 == 0:  # as fast as a stream that yields to the event loop now and then
            qtbot.wait(1)
    qtbot.waitUntil(lambda: recorder.texts and recorder.texts[-1] == final, timeout=2000)
    elapsed = time.monotonic() - started

    gaps = [b[0] - a[0] for a, b in zip(recorder.paints, recorder.paints[1:])]
    assert len(recorder.paints) >= 3
    assert min(gaps) >= INTERVAL - CLOCK_SLACK, f"two paints {min(gaps) * 1000:.1f} ms apart"
    assert len(recorder.paints) <= elapsed / INTERVAL + 1
    assert all(final.startswith(text) for text in recorder.texts)
    lengths = [len(text) for text in recorder.texts]
    assert lengths == sorted(lengths)  # never an older text after a newer one


def test_a_paint_shows_the_latest_stored_text(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder)
    for text in ("a", "ab", "abc"):
        scheduler.store(text)
    assert recorder.texts == []  # nothing painted synchronously
    qtbot.waitUntil(lambda: recorder.texts == ["abc"], timeout=1000)


def test_clear_paints_at_once_and_cancels_the_pending_paint(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder)
    scheduler.store("old draft")
    scheduler.clear()
    assert recorder.texts == [""]
    qtbot.wait(100)
    assert recorder.texts == [""]
    scheduler.store("second attempt")  # a retry streams again
    qtbot.waitUntil(lambda: recorder.texts[-1] == "second attempt", timeout=1000)


def test_finish_cancels_the_pending_paint_and_ignores_later_stores(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder)
    scheduler.store("draft")
    scheduler.finish("final text")
    assert recorder.texts == ["final text"]
    scheduler.store("a late delta")
    qtbot.wait(100)
    assert recorder.texts == ["final text"]


def test_no_timer_is_left_active_after_finish_nor_alive_after_stop(qtbot):
    scheduler = RenderScheduler(Recorder())
    scheduler.store("x")
    assert any(timer.isActive() for timer in scheduler.findChildren(QTimer))
    scheduler.finish("x")
    assert not any(timer.isActive() for timer in scheduler.findChildren(QTimer))
    scheduler.stop()
    assert scheduler.findChildren(QTimer) == []
    scheduler.store("after stop")  # harmless
    scheduler.stop()  # twice is harmless too


def test_the_interval_is_configurable(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder, interval_ms=5)
    scheduler.store("quick")
    qtbot.waitUntil(lambda: recorder.texts == ["quick"], timeout=200)


def test_an_update_stored_for_every_delta_is_read_once_per_frame(qtbot):
    """The whole text is joined when a frame is painted, never for each delta."""

    class Source:
        reads = 0

        def __init__(self, text: str) -> None:
            self.text = text

        @property
        def aggregate(self) -> str:
            Source.reads += 1
            return self.text

    recorder = Recorder()
    scheduler = RenderScheduler(recorder)
    for count in range(1, 2001):
        scheduler.store(Source("x" * count))
    qtbot.waitUntil(lambda: bool(recorder.paints), timeout=2000)
    assert recorder.texts == ["x" * 2000] and Source.reads == 1
    scheduler.stop()
