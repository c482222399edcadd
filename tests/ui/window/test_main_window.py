"""The window as a person uses it: offscreen, against the simulator, with a real database."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.sidebar_driver import SidebarDriver
from tests.ui.window_harness import wait_until

ANSWER = Script(reasoning="Pienso un momento.", answer="Hola, soy **Arroyo**. ¿En qué te ayudo?")
LONG = Script(answer=" ".join(f"palabra{i}" for i in range(600)))


@pytest.fixture
def window(qtbot, qloop, harness):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    yield window
    for page in window._pages.values():
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())


def send(window, text):
    window.composer.setPlainText(text)
    window.send()


def test_an_answer_streams_in_and_is_kept(window, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=ANSWER, events_per_second=200))
    send(window, "Hola")
    page = window.current_page
    assert window.stop_button.isEnabled() and not window.send_button.isEnabled()
    assert not window.stop_button.isHidden()  # Stop shows beside Send while the answer comes
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert not window.stop_button.isEnabled() and window.stop_button.isHidden()
    stored = window.services.conversations.messages(page.conversation_id)
    assert [(m.role, m.content) for m in stored] == [("user", "Hola"), ("assistant", ANSWER.answer)]
    assert SidebarDriver(window).current_title() == "Hola"  # titled by the first message


def test_a_finished_turn_frees_what_it_tracked(window, qloop, harness, simulator):
    from PySide6.QtCore import QCoreApplication, QEvent

    from desktop_app.ui.chat.turn_tracker import TurnTracker

    slow = Scenario(script=ANSWER, events_per_second=20)
    harness.model = queue(simulator, slow, Scenario(script=ANSWER))
    send(window, "Hola")
    page = window.current_page
    # The tracker is made once the message is saved, on the database thread.
    qloop.run_until_complete(wait_until(lambda: page.findChildren(TurnTracker)))
    assert len(page.findChildren(TurnTracker)) == 1
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    send(window, "Otra vez")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert page.findChildren(TurnTracker) == []
    assert page._view.answer.toPlainText() == ANSWER.answer.replace("**", "")  # still shown


def test_switching_conversations_keeps_the_stream_going(window, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=LONG, events_per_second=400))
    send(window, "largo")
    first = window.current_page
    window.new_conversation()
    assert window.current_page is not first
    qloop.run_until_complete(wait_until(lambda: not first.busy, timeout=20))
    stored = window.services.conversations.messages(first.conversation_id)
    assert stored[-1].content == LONG.answer


def test_a_new_conversation_made_while_the_first_message_is_saved_is_a_new_one(
    window, qloop, harness, simulator
):
    import threading

    from desktop_app.store import worker

    harness.model = queue(simulator, Scenario(script=ANSWER))
    held = threading.Event()
    worker.submit(held.wait, 10)  # the database thread is busy: "Hola" is not saved yet
    send(window, "Hola")
    first = window.current_page
    window.new_conversation()
    held.set()
    assert window.current_page is not first
    qloop.run_until_complete(wait_until(lambda: not first.busy))
    stored = window.services.conversations.messages(first.conversation_id)
    assert [m.content for m in stored] == ["Hola", ANSWER.answer]


def test_stop_ends_the_answer_without_waiting_for_the_stream(window, qloop, harness, simulator):
    # The server stalls for a minute after a few words: without Stop, only the harness's idle
    # watchdog (5 s) would end this turn, and as truncated, not cancelled.
    stalling = Scenario(script=LONG, events_per_second=100, stall_after=5, stall_seconds=60)
    harness.model = queue(simulator, stalling)
    send(window, "para")
    page = window.current_page
    # Stopped while the words arrive (the message is saved and the turn under way by then).
    qloop.run_until_complete(wait_until(lambda: page.session.running))
    window.stop()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert page._view.outcome == "cancelled"
    assert not window.stop_button.isEnabled() and window.send_button.isEnabled()
    stored = window.services.conversations.messages(page.conversation_id)
    # What was shown is kept, marked as stopped.
    assert [(m.role, m.outcome) for m in stored] == [("user", None), ("assistant", "cancelled")]
    assert LONG.answer.startswith(stored[-1].content)


def test_a_cut_off_answer_is_kept_as_a_draft_and_retry_replaces_it(
    window, qloop, harness, simulator
):
    harness.model = queue(
        simulator, Scenario(script=ANSWER, drop_terminal=True), Scenario(script=ANSWER)
    )
    send(window, "Hola")
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    stored = window.services.conversations.messages(page.conversation_id)
    assert [(m.role, m.draft) for m in stored] == [("user", False), ("assistant", True)]
    page.retry()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    stored = window.services.conversations.messages(page.conversation_id)
    assert [(m.role, m.content, m.draft) for m in stored] == [
        ("user", "Hola", False),
        ("assistant", ANSWER.answer, False),
    ]


def test_an_interrupted_turn_is_shown_as_such_after_a_restart(
    qtbot, qloop, harness, simulator, tmp_path
):
    from desktop_app.generation.states import GenerationEvent
    from desktop_app.store.conversations import ConversationStore
    from desktop_app.store.generations import GenerationStore

    conversation_id = ConversationStore(harness.database).create("antes")
    ConversationStore(harness.database).add_message(conversation_id, "user", "¿Sigues?")
    generation = GenerationStore(harness.database).create(conversation_id, settings={})
    GenerationStore(harness.database).apply(generation, GenerationEvent.FRAGMENT)
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    page = window.page_for(conversation_id)
    views = page.findChildren(
        __import__("desktop_app.ui.chat.answer.message_view", fromlist=["MessageView"]).MessageView
    )
    assert len(views) == 1
    harness.model = queue(simulator, Scenario(script=ANSWER))
    views[0].retry_requested.emit()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert window.services.conversations.messages(conversation_id)[-1].content == ANSWER.answer
    qloop.run_until_complete(harness.close_transports())


def test_delete_can_be_undone(window):
    first_id = window._current_id()
    window.delete_current()
    assert first_id not in SidebarDriver(window).ids()
    window.undo_delete()
    assert window._current_id() == first_id


def test_after_undo_no_empty_strip_is_left_under_the_chat(window, qapp):
    window.resize(1000, 700)
    qapp.processEvents()
    central = window.centralWidget()
    before = central.geometry()
    window.delete_current()
    qapp.processEvents()
    bar = window.statusBar()
    assert bar.isVisible() and bar.currentMessage()  # the undo bar says what was deleted
    window.undo_delete()
    qapp.processEvents()
    assert not bar.isVisible()
    assert central.geometry() == before  # the chat reaches the bottom again


def test_a_deleted_conversation_leaves_no_page_nor_undo_timer_behind(window):
    from PySide6.QtCore import QCoreApplication, QEvent, QTimer

    from desktop_app.ui.chat.conversation_page import ConversationPage
    from desktop_app.ui.window.main_window import UNDO_SECONDS

    def undo_timers():
        timers = window.findChildren(QTimer)
        return [t for t in timers if t.isSingleShot() and t.interval() == UNDO_SECONDS * 1000]

    first = window.page_for(window._current_id())
    window.delete_current()
    window.new_conversation()
    window.page_for(window._current_id())
    window.delete_current()  # the first deletion can no longer be undone: its page goes
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert first not in window.findChildren(ConversationPage)
    assert len(undo_timers()) == 1  # the second deletion's, and only that one
    window.undo_delete()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert undo_timers() == []
    assert window.current_page is not None  # the restored conversation kept its page


def test_enter_sends_and_shift_enter_makes_a_new_line(window, qtbot, qloop, harness, simulator):
    from PySide6.QtCore import Qt

    harness.model = queue(simulator, Scenario(script=ANSWER))
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "uno")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(window.composer, "dos")
    assert window.composer.toPlainText() == "uno\ndos"
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert window.composer.toPlainText() == ""
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert window.services.conversations.messages(page.conversation_id)[0].content == "uno\ndos"


def test_an_answer_cut_at_the_length_limit_can_be_continued(window, qloop, harness, simulator):
    first = Script(answer="Primera parte", finish="length")
    rest = Script(answer=" y segunda parte.")
    harness.model = queue(simulator, Scenario(script=first), Scenario(script=rest))
    send(window, "Cuéntame")
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    page._view.continue_requested.emit()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    stored = [
        (m.role, m.content) for m in window.services.conversations.messages(page.conversation_id)
    ]
    assert stored[1] == ("assistant", "Primera parte")  # kept, marked incomplete on screen
    assert stored[-1] == ("assistant", " y segunda parte.")
    request = simulator.requests[-1].body["messages"]
    assert [m["role"] for m in request][-3:] == ["user", "assistant", "user"]


def test_the_whole_answer_policy_shows_nothing_until_the_end(window, qloop, harness, simulator):
    from desktop_app.ui.chat.answer.message_view import MessageView

    window.display_policy.setCurrentIndex(window.display_policy.findData("whole"))
    conversation = window.services.conversations.get(window._current_id())
    assert conversation.display_policy == "whole"  # kept per conversation
    painted = []
    original = MessageView.apply
    MessageView.apply = lambda self, update: (
        painted.append(update.aggregate),
        original(self, update),
    )
    try:
        harness.model = queue(
            simulator, Scenario(script=Script(answer="Uno. Dos. Tres."), events_per_second=200)
        )
        send(window, "x")
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy))
    finally:
        MessageView.apply = original
    assert painted == []  # nothing streamed in: the finished answer is written whole
    assert (
        window.services.conversations.messages(page.conversation_id)[-1].content
        == "Uno. Dos. Tres."
    )


def test_a_long_conversation_opens_at_its_end_and_pages_back(qtbot, qloop, harness):
    from desktop_app.ui.chat.answer.message_view import MessageView
    from desktop_app.ui.chat.conversation_page import HISTORY_PAGE, HISTORY_STEP
    from desktop_app.ui.chat.message_actions import MessageActions

    store = harness.services().conversations
    conversation_id = store.create("Long")
    total = HISTORY_PAGE + 2 * HISTORY_STEP - 2  # the last page, a step, a shorter step
    for number in range(total // 2):
        store.add_message(conversation_id, "user", f"question {number}")
        store.add_message(conversation_id, "assistant", f"answer **{number}**")
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    page = window.current_page
    assert page.conversation_id == conversation_id

    def shown() -> list[str]:
        layout = page._messages
        widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
        return [
            w.text() if not isinstance(w, MessageView) else w.answer_markdown
            for w in widgets
            if w is not None
            and w not in (page.earlier_button, page.later_button)
            and not isinstance(w, MessageActions)  # Edit, Regenerate and versions
        ]

    expected = [text for n in range(total // 2) for text in (f"question {n}", f"answer **{n}**")]
    assert shown() == expected[-HISTORY_PAGE:] and page.earlier_button.isVisible()
    qtbot.mouseClick(page.earlier_button, Qt.MouseButton.LeftButton)
    assert shown() == expected[-(HISTORY_PAGE + HISTORY_STEP) :]
    assert page.earlier_button.isVisible()
    page.show_earlier()
    assert shown() == expected and not page.earlier_button.isVisible()
    send(window, "one more")  # the prompt still holds the whole conversation
    history = qloop.run_until_complete(page.session.history())
    assert len(history.messages) == total + 1
    page.stop()
    qloop.run_until_complete(wait_until(lambda: not page.busy))


def test_typing_in_the_search_box_lists_the_conversations_whose_answers_match(
    qtbot, harness, window
):
    store = window.services.conversations
    for title, answer in (("Trip", "Oaxaca has the best mole."), ("Code", "Use a binary heap.")):
        conversation_id = store.create(title)
        store.add_message(conversation_id, "user", "question")
        store.add_message(conversation_id, "assistant", answer)
    refreshes = []
    window.conversations.model().modelReset.connect(lambda: refreshes.append(1))
    window.search.setFocus()
    qtbot.keyClicks(window.search, "heap")
    sidebar = SidebarDriver(window)
    qtbot.waitUntil(lambda: sidebar.titles() == ["Code"])
    assert window.current_page.conversation_id != sidebar.ids()[0]  # until a hit is chosen
    qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert window.current_page.conversation_id == sidebar.ids()[0]
    assert len(refreshes) == 1  # once typing paused, not once per letter
    window.search.clear()
    window.search_now()
    assert sidebar.count() == 3  # and the new, empty conversation


def test_the_window_title_names_the_open_conversation_after_a_rename(window, qtbot):
    conversation_id = window._current_id()
    window.services.conversations.rename(conversation_id, "Trip plans")
    window.sidebar.refresh(select=conversation_id)
    qtbot.waitUntil(lambda: window.windowTitle() == "Trip plans \u2014 Arroyo")


def test_escape_closes_the_find_bar_without_stopping(window, qtbot):
    window.chat.find_bar.open_bar()
    window.chat.find_bar.next_button.setFocus()
    stopped = []
    window.chat.stop = lambda: stopped.append(True)
    qtbot.keyClick(window.chat.find_bar.next_button, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.chat.find_bar.isVisible())
    assert stopped == []
