"""Screen readers and the keyboard: every focusable widget is named, messages are readable
and the end of an answer is announced; the tab order and every shortcut do what they say."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.agent.builtin import WriteFile
from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import ToolContext
from desktop_app.config.settings import ProviderSettings
from desktop_app.generation.channels import Channel
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.database import Database
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from desktop_app.ui.settings.dialog import SettingsDialog
from desktop_app.ui.sidebar.rename_dialog import RenameDialog
from desktop_app.ui.widgets import announce
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.outcomes import ended
from tests.ui.settings.conftest import FakeSecrets
from tests.ui.sidebar_driver import SidebarDriver
from tests.ui.window_harness import wait_until

ANSWER = "Aquí tienes:\n\n```python\nprint('hola')\n```\n\nListo."
LONG = Script(answer=" ".join(f"palabra{i}" for i in range(600)))


class Update(NamedTuple):
    channel: Channel
    aggregate: str


@pytest.fixture
def window(qtbot, qloop, harness):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)  # window shortcuts answer only in the active window
    yield window
    for page in window._pages.values():
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())
    # pytest-qt has deleted the window (and the views' timers with it) by now.


@pytest.fixture
def announcements():
    heard: list[tuple[object, str]] = []
    announce.listeners.append(lambda source, text: heard.append((source, text)))
    yield heard
    announce.listeners.clear()


def unnamed_focusable(root: QWidget) -> list[str]:
    """Every widget under ``root`` (shown or not) that can take the focus without a name."""
    return [
        f"{type(w).__name__} in {type(w.parentWidget()).__name__}"
        for w in [root, *root.findChildren(QWidget)]
        if w.focusPolicy() != Qt.FocusPolicy.NoFocus and not w.accessibleName()
    ]


def every_state(window: MainWindow) -> list[MessageView]:
    """A conversation with everything a window can show: your message, a finished answer with
    code and reasoning, one still streaming, and the end banners with their buttons."""
    page = window.current_page
    page._add_user_bubble("¿Me enseñas un ejemplo?")
    finished = page._add_message_view()
    finished.apply(Update(Channel.REASONING, "Pienso."))
    finished.finish(
        ended("completed"), ANSWER, "Pienso.", stats={"duration": 1.0, "output_tokens": 9}
    )
    streaming = page._add_message_view()
    streaming.apply(Update(Channel.REASONING, "Sigo pensando"))
    streaming.apply(Update(Channel.ANSWER, "Empiezo a"))
    finished_views = []
    for outcome, code in (
        ("failed", "bad_key"),
        ("truncated", "cut_off"),
        ("incomplete", "length"),
        ("cancelled", "cancelled"),
    ):
        view = page._add_message_view()
        view.finish(ended(outcome, code, "detail from the provider"), "Parte", "")
        finished_views.append(view)
    window.delete_current()  # the Undo button in the status bar
    window.undo_delete()
    window.delete_current()
    return [finished, streaming, *finished_views]


# -- screen readers -------------------------------------------------------------------------


def test_every_focusable_widget_of_the_main_window_has_a_name(window, qapp):
    every_state(window)
    qapp.processEvents()
    assert unnamed_focusable(window) == []
    for action in window.commands.values():
        assert action.text() and action.toolTip()


def test_every_focusable_widget_of_the_settings_window_has_a_name(qtbot, qloop, tmp_path):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    database = Database(tmp_path / "grants.sqlite3")
    try:
        GrantStore(database).grant("write_file", None)  # its own switch, on
        GrantStore(database).grant("write_file", "conversation-1")  # a Revoke button
        dialog = SettingsDialog(
            settings, GrantStore(database), secrets=FakeSecrets(), session_keys={}
        )
        qtbot.addWidget(dialog)
        dialog.show()
        qloop.run_until_complete(dialog.wait_idle())
        for index in range(dialog.tabs.count()):  # every page, as the person would open it
            dialog.tabs.setCurrentIndex(index)
            QApplication.processEvents()
            assert unnamed_focusable(dialog) == [], dialog.tabs.tabText(index)
        assert len(dialog.grants.revoke_buttons) == 1
        assert dialog.auto_allow is not None and dialog.auto_allow.checks["write_file"].isChecked()
        dialog.reject()
        qloop.run_until_complete(dialog.wait_idle())
    finally:
        database.close()


def test_every_focusable_widget_of_the_confirmation_has_a_name(qtbot, tmp_path):
    (tmp_path / "notes.txt").write_text("old\n", encoding="utf-8")
    call = ValidatedToolCall("c1", "write_file", {"path": "notes.txt", "content": "new\n"})
    request = ConfirmationRequest.for_call(call, WriteFile(), ToolContext(workspace=tmp_path))
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.details_view is not None  # the diff is there, and named
    assert unnamed_focusable(dialog) == []
    assert all(
        b.accessibleDescription()
        for b in (dialog.deny_button, dialog.allow_once_button, dialog.allow_always_button)
    )


def test_messages_are_readable_by_a_screen_reader(window, qapp):
    finished, _streaming, failed, *_ = every_state(window)
    page = window.current_page
    (bubble,) = page.findChildren(QWidget, "userBubble")
    bubble_reader = QAccessible.queryAccessibleInterface(bubble)
    assert bubble_reader.text(QAccessible.Text.Name) == "Your message"
    assert bubble_reader.text(QAccessible.Text.Description) == "¿Me enseñas un ejemplo?"

    assert QAccessible.queryAccessibleInterface(finished).text(QAccessible.Text.Name) == "Answer"
    answer_reader = QAccessible.queryAccessibleInterface(finished.answer)
    assert answer_reader.text(QAccessible.Text.Name) == "Answer text"
    text = answer_reader.textInterface()
    assert "print('hola')" in text.text(0, text.characterCount())
    assert "Listo." in answer_reader.text(QAccessible.Text.Value)

    banner_reader = QAccessible.queryAccessibleInterface(failed.banner_label)
    assert banner_reader.text(QAccessible.Text.Name) == "How the answer ended"
    assert failed.banner_label.text().startswith("The provider did not accept the API key.")


def test_the_end_of_an_answer_is_announced(qtbot, announcements):
    view = MessageView()
    qtbot.addWidget(view)
    view.apply(Update(Channel.ANSWER, "Hola"))
    assert announcements == []  # nothing while it streams
    view.finish(ended("completed"), "Hola", "")
    view.clear_draft()
    view.finish(ended("truncated", "idle"), "Ho", "")
    view.release()
    assert [(source is view, text) for source, text in announcements] == [
        (True, "The answer is complete."),
        (True, "The answer was cut off: nothing more arrived for too long."),
    ]


def test_an_announcement_without_a_screen_reader_is_safe(qtbot):
    assert not QAccessible.isActive()  # offscreen: no assistive technology listens
    widget = QWidget()
    qtbot.addWidget(widget)
    announce.announce(widget, "Nothing listens")  # must not raise


# -- the keyboard ---------------------------------------------------------------------------


def test_tab_goes_from_search_to_the_list_the_chat_the_composer_and_send(window, qtbot, qapp):
    every_state(window)
    window.undo_delete()
    qapp.processEvents()
    window.search.setFocus()
    visited = [qapp.focusWidget()]
    for _ in range(60):
        qtbot.keyClick(qapp.focusWidget(), Qt.Key.Key_Tab)
        visited.append(qapp.focusWidget())
        if visited[-1] is window.send_button:
            break

    def first(match) -> int:
        return next(i for i, w in enumerate(visited) if match(w))

    in_chat = first(lambda w: window.pages.isAncestorOf(w))
    assert (
        first(lambda w: w is window.search)
        < first(lambda w: w is window.conversations)
        < in_chat
        < first(lambda w: w is window.composer)
        < first(lambda w: w is window.send_button)
    )
    assert window.composer.tabChangesFocus()  # Tab leaves the message box


def test_the_menus_show_every_shortcut(window):
    menus = [action.menu() for action in window.menuBar().actions()]
    in_menus = {action.objectName(): action for menu in menus for action in menu.actions()}
    expected = {
        "new_conversation": QKeySequence(QKeySequence.StandardKey.New),
        "find": QKeySequence(QKeySequence.StandardKey.Find),
        "find_next": QKeySequence(QKeySequence.StandardKey.FindNext),
        "find_previous": QKeySequence(QKeySequence.StandardKey.FindPrevious),
        "search": QKeySequence("Ctrl+Shift+F"),
        "undo_delete": QKeySequence(QKeySequence.StandardKey.Undo),
        "rename": QKeySequence("F2"),
        "delete": QKeySequence(QKeySequence.StandardKey.Delete),
        "settings": QKeySequence("Ctrl+,"),
        "quit": QKeySequence("Ctrl+Q"),
        "send": QKeySequence("Ctrl+Return"),
        "stop": QKeySequence("Escape"),
        "focus_composer": QKeySequence("Ctrl+L"),
    }
    for name, keys in expected.items():
        assert in_menus[name].shortcut() == keys, name


def press(qtbot, window, keys: str) -> None:
    sequence = QKeySequence(keys)[0]
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, sequence.key(), sequence.keyboardModifiers())


def test_ctrl_n_starts_a_conversation_and_ctrl_f_ctrl_l_move_the_focus(window, qtbot):
    sidebar = SidebarDriver(window)
    store = window.services.conversations
    store.add_message(window._current_id(), "user", "hola")  # the first one is not empty now
    window.sidebar.refresh()
    before = sidebar.count()
    window.conversations.setFocus()
    press(qtbot, window, "Ctrl+N")
    assert sidebar.count() == before + 1
    assert window.composer.hasFocus()
    press(qtbot, window, "Ctrl+Shift+F")
    assert window.search.hasFocus()
    press(qtbot, window, "Ctrl+F")
    assert window.chat.find_bar.field.hasFocus()
    press(qtbot, window, "Ctrl+L")
    assert window.composer.hasFocus()


def test_f2_renames_and_delete_deletes_from_the_list(window, qtbot):
    window.conversations.setFocus()
    press(qtbot, window, "F2")
    dialog = window.findChild(RenameDialog)
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(dialog.field.hasFocus)
    assert dialog.field.selectedText() == dialog.field.text()  # typing replaces the title
    qtbot.keyClicks(dialog.field, "Viaje")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)  # Enter confirms
    sidebar = SidebarDriver(window)
    assert not dialog.isVisible() and sidebar.current_title() == "Viaje"
    window.activateWindow()  # what the window manager does once the dialog is gone
    qtbot.waitUntil(window.isActiveWindow)
    count = sidebar.count()
    window.composer.setFocus()
    press(qtbot, window, "Delete")  # in the message box, Delete edits text
    assert sidebar.count() == count
    window.conversations.setFocus()
    press(qtbot, window, "Delete")
    assert sidebar.count() == count - 1


def test_ctrl_return_sends_and_escape_stops(window, qtbot, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=LONG, events_per_second=100))
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "Cuentame")
    press(qtbot, window, "Ctrl+Return")
    page = window.current_page
    assert page.busy and window.composer.toPlainText() == ""
    qloop.run_until_complete(
        wait_until(lambda: page._view is not None and page._view.answer_markdown)
    )
    press(qtbot, window, "Escape")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert page._view.outcome == "cancelled"
    stored = window.services.conversations.messages(page.conversation_id)
    assert [(m.role, m.outcome) for m in stored] == [("user", None), ("assistant", "cancelled")]


def test_ctrl_comma_opens_settings_and_ctrl_q_closes_the_window(window, qtbot, harness):
    press(qtbot, window, "Ctrl+,")
    assert harness.settings_opened == 1
    press(qtbot, window, "Ctrl+Q")
    assert not window.isVisible()
