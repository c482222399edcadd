"""The conversation list as people expect it, driven through the window with keys and clicks:
one-line titles, day groups, re-sorting, pinning, reuse of an empty conversation, delete and
undo; search with snippets that opens at the matching message, even far back."""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QPoint, Qt

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.conversations import MATCH_END, MATCH_START, ConversationStore
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.message_highlight import is_highlighted
from desktop_app.ui.sidebar.conversation_list import ConversationListModel
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.sidebar_driver import SidebarDriver
from tests.ui.window_harness import wait_until

NOW = datetime(2026, 3, 10, 15, 0).timestamp()


def at(**ago) -> float:
    return (datetime.fromtimestamp(NOW) - timedelta(**ago)).timestamp()


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def open_window(qtbot, harness) -> MainWindow:
    window = MainWindow(harness.services())
    window.sidebar.clock = lambda: NOW
    qtbot.addWidget(window)
    window.resize(1000, 700)  # wide enough for the list beside the chat (NARROW_WIDTH)
    with qtbot.waitActive(window):  # window shortcuts answer only in the active window
        window.show()
        window.activateWindow()
    window.sidebar.refresh()
    return window


def headers(window) -> list[tuple[str, str]]:
    model = window.sidebar.model
    return [
        (model.index(row).data(ConversationListModel.HEADER_ROLE), model.title_at(row))
        for row in range(model.rowCount())
    ]


def written(harness, clock: Clock, title: str, when: float, *texts: str) -> str:
    clock.now = when
    store = ConversationStore(harness.database, clock=clock)
    conversation_id = store.create(title)
    for number, text in enumerate(texts):
        store.add_message(conversation_id, "user" if number % 2 == 0 else "assistant", text)
    return conversation_id


def test_titles_are_one_line_and_grouped_by_day_with_pinned_on_top(qtbot, harness):
    clock = Clock(NOW)
    written(harness, clock, "Old one", at(days=30), "a")
    written(harness, clock, "Last week", at(days=4), "a")
    written(harness, clock, "Yesterday's", at(days=1), "a")
    pinned = written(harness, clock, "Pinned later", at(days=60), "a")
    written(harness, clock, "Also today", at(hours=2), "a")
    written(harness, clock, "First line\nsecond line\nthird", at(hours=1), "a")
    window = open_window(qtbot, harness)
    window.sidebar.choose_row(SidebarDriver(window).ids().index(pinned))
    window.commands["pin"].trigger()  # the Conversation menu's Pin
    assert headers(window) == [
        ("Pinned", "Pinned later"),
        ("Today", "First line"),
        ("", "Also today"),
        ("Yesterday", "Yesterday's"),
        ("Previous 7 days", "Last week"),
        ("Older", "Old one"),
    ]
    view = window.conversations
    one_line = view.visualRect(view.model().index(2)).height()  # no header above it
    assert one_line < 2 * view.fontMetrics().height()
    window.commands["pin"].trigger()  # unpinned: back among the others
    assert SidebarDriver(window).titles()[-1] == "Pinned later"


def test_sending_moves_a_conversation_to_the_top(qtbot, qloop, harness, simulator):
    clock = Clock(NOW)
    older = written(harness, clock, "Older", at(days=3), "a", "b")
    written(harness, clock, "Newer", at(hours=2), "a", "b")
    window = open_window(qtbot, harness)
    window.sidebar.clock = time_now  # the real day: the message is sent now
    sidebar = SidebarDriver(window)
    window.sidebar.choose_row(sidebar.ids().index(older))
    harness.model = queue(simulator, Scenario(script=Script(answer="Sí.")))
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "¿Otra?")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert sidebar.ids()[0] == older and window._current_id() == older
    qloop.run_until_complete(harness.close_transports())


def text_of(widget) -> str:
    return widget.answer_markdown if isinstance(widget, MessageView) else widget.text()


def time_now() -> float:
    import time

    return time.time()


def test_a_new_conversation_reuses_an_empty_one(qtbot, harness):
    window = open_window(qtbot, harness)
    sidebar = SidebarDriver(window)
    window.conversations.setFocus()
    for _ in range(3):
        qtbot.keyClick(window.conversations, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert sidebar.titles() == ["New conversation"]
    assert window.services.conversations.empty()[0].id == window._current_id()


def test_delete_selects_the_neighbour_and_ctrl_z_in_the_list_undoes_it(qtbot, harness):
    clock = Clock(NOW)
    for number, title in enumerate(("Third", "Second", "First")):
        written(harness, clock, title, at(hours=3 - number), "a")
    window = open_window(qtbot, harness)
    sidebar = SidebarDriver(window)
    titles = sidebar.titles()
    window.sidebar.choose_row(titles.index("Second"))
    window.conversations.setFocus()
    qtbot.keyClick(window.conversations, Qt.Key.Key_Delete)
    assert "Second" not in sidebar.titles()
    assert sidebar.current_title() == "Third"  # the row after it
    assert "“Second”" in window.statusBar().currentMessage()
    window.composer.setFocus()
    qtbot.keyClick(window.composer, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Second" not in sidebar.titles()  # in the message box, Ctrl+Z is text undo
    window.conversations.setFocus()
    qtbot.keyClick(window.conversations, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert sidebar.current_title() == "Second" and sidebar.titles() == titles
    window.sidebar.choose_row(len(titles) - 1)  # the last row: its neighbour is above it
    last, above = sidebar.titles()[-1], sidebar.titles()[-2]
    qtbot.keyClick(window.conversations, Qt.Key.Key_Delete)
    assert last not in sidebar.titles() and sidebar.current_title() == above


def test_search_shows_snippets_and_opens_far_back_at_the_matching_message(qtbot, qloop, harness):
    clock = Clock(NOW)
    texts = [f"message number {n} about nothing much" for n in range(2000)]
    texts[4] = "the quokka lives on Rottnest Island"  # message 5 of 2,000
    long_id = written(harness, clock, "Long", at(hours=1), *texts)
    written(harness, clock, "Other", at(hours=2), "no animals here")
    window = open_window(qtbot, harness)
    window.search.setFocus()
    qtbot.keyClicks(window.search, "quokka")
    sidebar = SidebarDriver(window)
    qloop.run_until_complete(wait_until(lambda: sidebar.ids() == [long_id]))  # off the thread
    snippet = window.sidebar.model.index(0).data(ConversationListModel.SNIPPET_ROLE)
    assert f"{MATCH_START}quokka{MATCH_END}" in snippet
    qtbot.keyClick(window.search, Qt.Key.Key_Return)  # the first hit
    page = window.current_page
    hit = page.highlighted
    assert hit is not None and is_highlighted(hit) and text_of(hit) == texts[4]
    assert page.earlier_button.isVisible()  # two of the four messages before it are built
    assert page.later_button.isVisible()
    assert len(page._built) < 40  # the messages around it, not 2,000
    viewport = page._scroll.viewport()
    qtbot.waitUntil(lambda: viewport.rect().contains(hit.mapTo(viewport, QPoint(0, 2))))
    assert page.follow.jump_button.isVisible()
    qtbot.mouseClick(page.follow.jump_button, Qt.MouseButton.LeftButton)  # back to the end
    qtbot.waitUntil(lambda: texts[-1] in [text_of(w) for w in page._built.values()])
    assert not page.later_button.isVisible()


def test_a_search_leaves_the_open_conversation_until_a_hit_is_clicked(qtbot, qloop, harness):
    clock = Clock(NOW)
    trip = written(harness, clock, "Trip", at(hours=1), "Oaxaca has the best mole")
    code = written(harness, clock, "Code", at(hours=2), "Use a binary heap")
    window = open_window(qtbot, harness)
    window.chat.show_conversation(trip)
    window.sidebar.choose_row(SidebarDriver(window).ids().index(trip))
    assert window.current_page.conversation_id == trip
    window.search.setFocus()
    qtbot.keyClicks(window.search, "heap")
    sidebar = SidebarDriver(window)
    qloop.run_until_complete(wait_until(lambda: sidebar.ids() == [code]))
    assert window.current_page.conversation_id == trip  # still what the person reads
    qtbot.keyClicks(window.search, "s")  # no match: the list empties, the chat stays
    qloop.run_until_complete(wait_until(lambda: window.sidebar.no_matches.isVisible()))
    assert window.current_page.conversation_id == trip
    qtbot.keyClick(window.search, Qt.Key.Key_Backspace)
    qloop.run_until_complete(wait_until(lambda: sidebar.ids() == [code]))
    view = window.conversations
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.visualRect(window.sidebar.model.index(0)).center(),
    )
    assert window.current_page.conversation_id == code
    window.search.clear()  # the whole list again, and the chosen hit stays open
    assert window.current_page.conversation_id == code


def test_no_matches_and_escape_clears_the_search_first(qtbot, qloop, harness):
    clock = Clock(NOW)
    written(harness, clock, "Trip", at(hours=1), "Oaxaca has the best mole")
    window = open_window(qtbot, harness)
    sidebar = SidebarDriver(window)
    count = sidebar.count()
    window.search.setFocus()
    qtbot.keyClicks(window.search, "zebra")
    qloop.run_until_complete(wait_until(lambda: window.sidebar.no_matches.isVisible()))
    assert sidebar.count() == 0
    qtbot.keyClick(window.search, Qt.Key.Key_Escape)
    assert window.search.text() == "" and not window.sidebar.no_matches.isVisible()
    assert sidebar.count() == count


def test_find_in_the_conversation_searches_the_store_and_f3_moves_between_matches(qtbot, harness):
    clock = Clock(NOW)
    texts = [f"line {n}" for n in range(300)]
    for n in (3, 150, 290):
        texts[n] = f"the walrus {n}"
    written(harness, clock, "Walrus", at(hours=1), *texts)
    window = open_window(qtbot, harness)
    page = window.current_page
    window.composer.setFocus()
    qtbot.keyClick(window.composer, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    bar = window.chat.find_bar
    assert bar.isVisible() and bar.field.hasFocus()
    qtbot.keyClicks(bar.field, "walrus")
    qtbot.waitUntil(
        lambda: page.highlighted is not None and text_of(page.highlighted) == texts[290]
    )
    assert bar.status.text() == "3 of 3"
    qtbot.keyClick(bar.field, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert text_of(page.highlighted) == texts[150] and bar.status.text() == "2 of 3"
    qtbot.keyClick(bar.field, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert text_of(page.highlighted) == texts[3]  # far back: paged in from the store
    qtbot.keyClick(bar.field, Qt.Key.Key_F3)
    assert text_of(page.highlighted) == texts[150]
    qtbot.keyClick(bar.field, Qt.Key.Key_Escape)  # clears
    assert bar.isVisible() and bar.field.text() == ""
    qtbot.keyClick(bar.field, Qt.Key.Key_Escape)  # closes
    assert not bar.isVisible() and window.composer.hasFocus()
    bar.field.setText("narwhal")
    bar.search_now()
    assert bar.status.text() == "No matches"
