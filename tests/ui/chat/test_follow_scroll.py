"""The chat follows the answer while the reader is at the bottom, and stays put once they
scroll up: driven through the window at 800x600, with real scroll events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QImage

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.chat.message_actions import MessageActions
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.window_harness import wait_until, wheel_up

LINES = Script(answer="\n\n".join(f"line {n} of a long answer" for n in range(120)))


@pytest.fixture
def window(qtbot, qloop, harness):
    store = harness.services().conversations
    conversation_id = store.create("Long")
    for number in range(15):
        store.add_message(conversation_id, "user", f"question {number}")
        store.add_message(conversation_id, "assistant", f"answer {number}\n\n" * 3)
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for page in window._pages.values():
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())


def bar(window):
    return window.current_page._scroll.verticalScrollBar()


def at_bottom(window) -> bool:
    scroll = bar(window)
    return scroll.maximum() > 0 and scroll.value() == scroll.maximum()


def test_a_conversation_opens_at_its_last_message(window, qtbot):
    qtbot.waitUntil(lambda: at_bottom(window))
    page = window.current_page
    assert page.follow.following and not page.follow.jump_button.isVisible()


def test_the_sent_message_and_the_streamed_answer_stay_in_view(
    window, qtbot, qloop, harness, simulator
):
    qtbot.waitUntil(lambda: at_bottom(window))
    harness.model = queue(simulator, Scenario(script=LINES, events_per_second=300))
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "tell me")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    page = window.current_page
    maxima = set()
    qloop.run_until_complete(
        wait_until(lambda: maxima.add(bar(window).maximum()) or not page.busy, timeout=20)
    )
    qtbot.waitUntil(lambda: at_bottom(window))
    assert len(maxima) > 2  # the content grew while it streamed, and the view went along
    assert page._view.outcome == "completed"
    assert not page.follow.jump_button.isVisible()


def test_scrolled_up_the_view_stays_put_and_jump_to_latest_comes_back(
    window, qtbot, qloop, harness, simulator
):
    qtbot.waitUntil(lambda: at_bottom(window))
    harness.model = queue(simulator, Scenario(script=LINES, events_per_second=150))
    window.composer.setPlainText("tell me")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: "line 3" in page._view.answer_markdown))
    wheel_up(window.current_page)
    qtbot.waitUntil(lambda: page.follow.jump_button.isVisible())
    held = bar(window).value()
    grown_from = bar(window).maximum()
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=20))
    qtbot.waitUntil(lambda: bar(window).maximum() > grown_from)
    assert bar(window).value() == held  # the text grew below; the reader was not moved
    assert page.follow.jump_button.isVisible() and not page.follow.following
    qtbot.mouseClick(page.follow.jump_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: at_bottom(window))
    assert page.follow.following and not page.follow.jump_button.isVisible()


def test_show_earlier_messages_keeps_the_readers_place(qtbot, harness):
    store = harness.services().conversations
    conversation_id = store.create("Very long")
    for number in range(40):
        store.add_message(conversation_id, "user", f"question {number}")
        store.add_message(conversation_id, "assistant", f"answer {number}")
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    page = window.current_page
    qtbot.waitUntil(lambda: at_bottom(window))
    for _ in range(50):  # up to the button, as a reader would
        if bar(window).value() == 0:
            break
        wheel_up(window.current_page, notches=10)
    assert bar(window).value() == 0
    first = page._first_built()
    seen_at = first.mapTo(page._scroll.viewport(), QPoint(0, 0)).y()
    qtbot.mouseClick(page.earlier_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bar(window).value() > 0)
    qtbot.waitUntil(lambda: first.mapTo(page._scroll.viewport(), QPoint(0, 0)).y() == seen_at)
    assert page._first_built() is not first  # earlier messages are above it now


def test_after_a_match_far_back_the_latest_messages_come_back_once(
    qtbot, qloop, harness, simulator
):
    store = harness.services().conversations
    conversation_id = store.create("Walrus")
    for number in range(150):
        store.add_message(conversation_id, "user", f"walrus {number}" if number == 1 else "q")
        store.add_message(conversation_id, "assistant", f"a{number}")
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    harness.model = queue(simulator, Scenario(script=Script(answer="Sí, morsas.")))
    window.composer.setPlainText("more walrus please")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    bar_ = window.chat.find_bar
    bar_.open_bar()
    bar_.field.setText("walrus")
    bar_.search_now()  # the newest match: the message just sent
    bar_.find_previous()  # the one far back: the page is rebuilt around it
    assert page.highlighted is not None and page.highlighted.text() == "walrus 1"
    assert page.later_button.isVisible()
    qtbot.mouseClick(page.follow.jump_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: at_bottom(window))
    layout = page._messages
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    texts = [
        w.answer_markdown if hasattr(w, "answer_markdown") else w.text()
        for w in widgets
        if w is not None
        and w not in (page.earlier_button, page.later_button)
        and not isinstance(w, MessageActions)  # Edit, Regenerate and versions under messages
    ]
    assert texts[-2:] == ["more walrus please", "Sí, morsas."]
    assert texts.count("more walrus please") == 1
    qloop.run_until_complete(harness.close_transports())


def test_end_marks_land_in_view_while_following(window, qtbot, qloop, harness, simulator):
    qtbot.waitUntil(lambda: at_bottom(window))
    harness.model = queue(simulator, Scenario(status=500, error_message="server broke"))
    window.composer.setPlainText("fail please")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert page._view.outcome == "failed"
    banner = page._view.banner
    viewport = page._scroll.viewport()
    qtbot.waitUntil(lambda: at_bottom(window))
    qtbot.waitUntil(
        lambda: viewport.rect().contains(banner.mapTo(viewport, QPoint(0, banner.height() - 1)))
    )
    stalling = Scenario(script=LINES, events_per_second=200, stall_after=40, stall_seconds=60)
    harness.model = queue(simulator, stalling)
    window.composer.setPlainText("and stop")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qloop.run_until_complete(wait_until(lambda: page._view.answer_markdown != ""))
    window.stop_button.click()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert page._view.outcome == "cancelled"
    banner = page._view.banner
    qtbot.waitUntil(
        lambda: (
            banner.isVisible()
            and viewport.rect().contains(banner.mapTo(viewport, QPoint(0, banner.height() - 1)))
        )
    )
    assert at_bottom(window)


def _screen_matches_a_fresh_drawing(window, qapp) -> bool:
    """What the window's backing store holds equals the window drawn anew. Pending paints are
    let through first (a few passes, each may post the next); stale pixels stay."""
    fresh = QImage()
    for _ in range(SETTLE_PASSES):
        qapp.processEvents()
        shown = window.screen().grabWindow(window.winId()).toImage()
        fresh = window.grab().toImage()
        shown = shown.convertToFormat(QImage.Format.Format_RGB32)
        fresh = fresh.convertToFormat(QImage.Format.Format_RGB32)
        if shown == fresh:
            return True
    return False


SETTLE_PASSES = 5


def test_following_an_answer_moves_drawn_pixels_without_leaving_stale_ones(
    window, qtbot, qloop, qapp, harness, simulator
):
    """Following copies what is drawn and draws only what changed (``follow_scroll``): at
    moments through the stream, the screen shows exactly what a whole drawing shows."""
    qtbot.waitUntil(lambda: at_bottom(window))
    harness.model = queue(simulator, Scenario(script=LINES, events_per_second=200))
    window.composer.setPlainText("tell me")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    page = window.current_page
    results: list[bool] = []
    checker = QTimer()
    checker.setInterval(150)
    checker.timeout.connect(lambda: results.append(_screen_matches_a_fresh_drawing(window, qapp)))
    checker.start()
    try:
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    finally:
        checker.stop()
    results.append(_screen_matches_a_fresh_drawing(window, qapp))
    assert len(results) > 5 and all(results), results
    assert page.follow.following
    # Wider, narrower, shorter: the column, the answer and its browser draw what moved.
    for width, height in ((1000, 600), (640, 600), (640, 420), (800, 600)):
        window.resize(width, height)
        assert _screen_matches_a_fresh_drawing(window, qapp), (width, height)
