"""A long conversation in the window: it opens with a few screenfuls built, the earlier messages
are built as the reader scrolls up (in order, without moving what they read), a search hit far
back opens with only the messages around it, and an answer still streams at the bottom.
Driven through the window at 800x600 over a real SQLite store, with real wheel events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.message_rows import NewMessage
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.conversation_page import HISTORY_PAGE, HISTORY_STEP, ConversationPage
from desktop_app.ui.chat.follow_scroll import settle
from desktop_app.ui.chat.history_window import HistoryWindow
from desktop_app.ui.chat.message_actions import MessageActions
from desktop_app.ui.chat.message_highlight import is_highlighted
from tests.net.helpers import queue
from tests.ui.window_harness import opened_windows, wait_until, wheel_up

LONG = 2_000


def question(number: int) -> str:
    return f"question {number} about the river"


def answer(number: int) -> str:
    return f"answer {number}\n\nThe water runs on.\n\nAnd on, past the bend."


def expected(count: int) -> list[str]:
    return [text for n in range(count // 2) for text in (question(n), answer(n))]


def stored(harness, count: int, *, hit_at: int | None = None) -> str:
    store = harness.services().conversations
    conversation_id = store.create("Long")
    texts = expected(count)
    if hit_at is not None:
        texts[hit_at] = "the platypus swims upstream"
    roles = ("user", "assistant")
    messages = [NewMessage(role=roles[n % 2], content=text) for n, text in enumerate(texts)]
    store.add_messages(conversation_id, messages)
    return conversation_id


def text_of(widget: QWidget) -> str:
    return widget.answer_markdown if isinstance(widget, MessageView) else widget.text()


def shown_texts(page: ConversationPage) -> list[str]:
    return [
        text_of(widget)
        for widget in page.shown_widgets()
        if widget not in (page.earlier_button, page.later_button)
        and not isinstance(widget, MessageActions)  # Edit, Regenerate and versions
    ]


@pytest.fixture
def open_window(qloop, harness):
    with opened_windows(harness, qloop) as open_:
        yield lambda: open_((800, 600))


def bar(page: ConversationPage):
    return page._scroll.verticalScrollBar()


def at_bottom(page: ConversationPage) -> bool:
    return bar(page).maximum() > 0 and bar(page).value() == bar(page).maximum()


def y_in_view(page: ConversationPage, widget: QWidget) -> int:
    return widget.mapTo(page._scroll.viewport(), QPoint(0, 0)).y()


def test_a_long_conversation_opens_at_its_end_with_a_few_messages_built(
    qtbot, harness, open_window
):
    stored(harness, LONG)
    window = open_window()
    page = window.current_page
    qtbot.waitUntil(lambda: at_bottom(page))
    assert shown_texts(page) == expected(LONG)[-HISTORY_PAGE:]
    assert len(page.findChildren(MessageView)) == HISTORY_PAGE // 2  # not 1,000 answers
    assert page.follow.following and page.earlier_button.isVisible()
    assert bar(page).maximum() > page._scroll.viewport().height()  # more than a screenful


def test_scrolling_up_builds_the_earlier_messages_in_order_keeping_the_readers_place(
    qtbot, harness, open_window
):
    count = HISTORY_PAGE + 6 * HISTORY_STEP
    stored(harness, count)
    window = open_window()
    page = window.current_page
    qtbot.waitUntil(lambda: at_bottom(page))
    for _ in range(200):  # bounded: six steps, a few notches at a time
        if not page.earlier_button.isVisible():
            break
        settle(page._scroll)  # shown and placed, as the reader sees it
        first = page._first_built()
        wheel_up(page, notches=3)
        seen_at = y_in_view(page, first)  # where the reader sees it once they scrolled
        if bar(page).value() >= page._scroll.viewport().height() // 3:
            continue  # not near the top yet: nothing is built
        qtbot.waitUntil(lambda first=first: page._first_built() is not first)
        # Laid out: the new messages are above, out of sight, and the reader's stay put.
        qtbot.waitUntil(
            lambda first=first, at=seen_at: bar(page).value() > 0 and y_in_view(page, first) == at
        )
    assert not page.earlier_button.isVisible()
    assert shown_texts(page) == expected(count)  # every message, once, in order


def test_a_search_hit_far_back_opens_with_only_the_messages_around_it(
    qtbot, qloop, harness, open_window, monkeypatch
):
    conversation_id = stored(harness, LONG, hit_at=300)
    harness.services().conversations.create("Newer")  # the window opens on another one
    ends_built: list[HistoryWindow] = []
    last_page = HistoryWindow.last_page

    def recorded_last_page(window: HistoryWindow):
        ends_built.append(window)
        return last_page(window)

    monkeypatch.setattr(HistoryWindow, "last_page", recorded_last_page)
    window = open_window()
    ends_built.clear()
    window.search.setFocus()
    qtbot.keyClicks(window.search, "platypus")
    qloop.run_until_complete(wait_until(lambda: window.sidebar.count() == 1))
    qtbot.keyClick(window.search, Qt.Key.Key_Return)  # the hit is chosen
    qloop.run_until_complete(wait_until(lambda: window.sidebar.current_id() == conversation_id))
    page = window.current_page
    assert page.conversation_id == conversation_id
    hit = page.highlighted
    assert hit is not None and is_highlighted(hit)
    assert text_of(hit) == "the platypus swims upstream"
    assert ends_built == []  # built once, around the hit: never at the conversation's end first
    assert len(page._built) == HISTORY_PAGE
    viewport = page._scroll.viewport()
    qtbot.waitUntil(lambda: viewport.rect().contains(hit.mapTo(viewport, QPoint(0, 2))))
    assert page.earlier_button.isVisible() and page.later_button.isVisible()


def test_an_answer_streams_at_the_bottom_of_a_long_conversation(
    qtbot, qloop, harness, simulator, open_window
):
    stored(harness, LONG)
    window = open_window()
    page = window.current_page
    qtbot.waitUntil(lambda: at_bottom(page))
    lines = "\n\n".join(f"line {n} of the answer" for n in range(60))
    harness.model = queue(simulator, Scenario(script=Script(answer=lines), events_per_second=300))
    window.composer.setPlainText("tell me more")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    maxima: set[int] = set()
    qloop.run_until_complete(
        wait_until(lambda: maxima.add(bar(page).maximum()) or not page.busy, timeout=20)
    )
    assert page._view is not None and page._view.outcome == "completed"
    assert "line 59 of the answer" in page._view.answer_markdown
    assert len(maxima) > 2  # the view grew while the answer streamed
    qtbot.waitUntil(lambda: at_bottom(page))  # and stayed on its newest text
    assert page.follow.following and not page.follow.jump_button.isVisible()
    assert shown_texts(page)[-2:] == ["tell me more", page._view.answer_markdown]
    assert len(page.findChildren(MessageView)) == HISTORY_PAGE // 2 + 1
