"""RenderScheduler with a real QTimer: pacing, latest text, clear, finish, stop."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from desktop_app.ui.chat.answer.render_scheduler import RenderScheduler

INTERVAL_MS = 40


class Recorder:
    def __init__(self) -> None:
        self.texts: list[str] = []

    def __call__(self, text: str) -> None:
        self.texts.append(text)


def the_timer(scheduler: RenderScheduler) -> QTimer:
    (timer,) = scheduler.findChildren(QTimer)
    return timer


def test_ten_thousand_stores_paint_at_most_once_per_interval_and_only_prefixes(qtbot):
    """Counted, not timed: every paint is one timeout of a single-shot timer of one interval,
    armed as the paint before it ended (or by a store, when the timer found nothing new), and
    no store paints or re-arms it by itself."""
    recorder = Recorder()
    scheduler = RenderScheduler(recorder, interval_ms=INTERVAL_MS)
    timer = the_timer(scheduler)
    assert (timer.interval(), timer.isSingleShot()) == (INTERVAL_MS, True)
    timeouts = []
    timer.timeout.connect(lambda: timeouts.append(len(recorder.texts)))
    final = "".join(f"tok{i} " for i in range(10_000))
    ends = [final.index(f"tok{i} ") + len(f"tok{i} ") for i in range(10_000)]
    for i, end in enumerate(ends):
        painted, remaining = len(recorder.texts), timer.remainingTime()
        scheduler.store(final[:end])
        assert len(recorder.texts) == painted  # a store never paints by itself
        assert scheduler.pending
        if remaining > 0:
            assert timer.remainingTime() <= remaining  # nor pushes the due paint back
        if i % 25 == 0:  # as fast as a stream that yields to the event loop now and then
            qtbot.wait(1)
    qtbot.waitUntil(lambda: recorder.texts and recorder.texts[-1] == final, timeout=2000)

    assert len(recorder.texts) >= 2
    assert timeouts == list(range(1, len(recorder.texts) + 1))  # one paint per timeout, no other
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


def test_each_paint_arms_the_next_frame_and_a_frame_with_nothing_new_paints_nothing(qtbot):
    """The next frame is one interval after a paint, not one interval after the next text: a
    stream read every few milliseconds has its text shown by that frame. The timer stops when
    it finds nothing new, and the next store arms it again."""
    recorder = Recorder()
    scheduler = RenderScheduler(recorder, interval_ms=300)  # checks made well within one
    timer = the_timer(scheduler)
    timeouts = []
    timer.timeout.connect(lambda: timeouts.append(len(recorder.texts)))
    scheduler.store("a")
    qtbot.waitUntil(lambda: recorder.texts == ["a"], timeout=3000)
    assert scheduler.pending  # armed as the paint ended, before any new text
    scheduler.store("ab")
    qtbot.waitUntil(lambda: recorder.texts == ["a", "ab"], timeout=3000)
    assert timeouts == [1, 2]
    qtbot.waitUntil(lambda: not scheduler.pending, timeout=3000)
    assert recorder.texts == ["a", "ab"] and timeouts == [1, 2, 2]  # a timeout, no paint
    scheduler.store("abc")
    assert scheduler.pending
    qtbot.waitUntil(lambda: recorder.texts == ["a", "ab", "abc"], timeout=3000)
    scheduler.stop()


def test_clear_paints_at_once_and_cancels_the_pending_paint(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder)
    scheduler.store("old draft")
    scheduler.clear()
    assert recorder.texts == [""] and not scheduler.pending  # the pending paint is gone
    scheduler.store("second attempt")  # a retry streams again
    qtbot.waitUntil(lambda: recorder.texts[-1] == "second attempt", timeout=1000)


def test_finish_cancels_the_pending_paint_and_ignores_later_stores(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder)
    scheduler.store("draft")
    scheduler.finish("final text")
    assert recorder.texts == ["final text"]
    scheduler.store("a late delta")
    assert not scheduler.pending  # nothing is due, so nothing can paint later
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
    qtbot.waitUntil(lambda: bool(recorder.texts), timeout=2000)
    assert recorder.texts == ["x" * 2000] and Source.reads == 1
    scheduler.stop()


def test_a_backlog_is_painted_a_bounded_piece_at_a_time_each_up_to_a_line_end(qtbot):
    """A text that grew by more than ``most_added`` since the last paint: painted up to the end
    of the line past that many characters, then the rest, one timeout of its own per piece (the
    event loop runs between them), all without waiting for another interval."""
    recorder = Recorder()
    scheduler = RenderScheduler(recorder, interval_ms=INTERVAL_MS, most_added=2500)
    timer = the_timer(scheduler)
    timeouts = []
    timer.timeout.connect(lambda: timeouts.append(len(recorder.texts)))
    lines = [f"line {n}: " + "x" * 990 + "\n" for n in range(10)]
    backlog = "".join(lines)
    scheduler.store(backlog[:500])
    qtbot.waitUntil(lambda: recorder.texts == [backlog[:500]], timeout=2000)
    scheduler.store(backlog)
    qtbot.waitUntil(lambda: recorder.texts and recorder.texts[-1] == backlog, timeout=2000)

    painted = [len(text) for text in recorder.texts]
    assert all(backlog.startswith(text) for text in recorder.texts)
    assert all(text.endswith("\n") for text in recorder.texts[1:])  # whole lines
    added = [after - before for before, after in zip(painted, painted[1:])]
    assert len(added) >= 3 and all(2500 <= step < 2500 + 1000 for step in added[:-1])
    assert timeouts == list(range(1, len(recorder.texts) + 1))  # one paint per timeout
    scheduler.store(backlog + "a last word")  # then back to one paint per interval
    assert timer.interval() == INTERVAL_MS
    qtbot.waitUntil(lambda: recorder.texts[-1] == backlog + "a last word", timeout=2000)
    scheduler.stop()


def test_a_final_text_is_painted_whole_however_much_it_added(qtbot):
    recorder = Recorder()
    scheduler = RenderScheduler(recorder, interval_ms=INTERVAL_MS, most_added=10)
    scheduler.store("short\n")
    final = "".join(f"line {n}\n" for n in range(100))
    scheduler.finish(final)
    assert recorder.texts == [final]
    assert not scheduler.pending
