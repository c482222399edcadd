"""The quick ask box, the tray's menu and keeping the window in the tray, in process: real
widgets, real SQLite, the simulator over HTTP."""

from __future__ import annotations

import asyncio
from contextlib import contextmanager

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor, QIcon
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app import icons
from desktop_app.config.settings import ProviderSettings
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.quick_ask import QuickAsk
from tests.net.helpers import queue
from tests.ui.window.test_accessibility import unnamed_focusable
from tests.ui.window_harness import wait_until


@pytest.fixture
def quick(qtbot, qloop, harness, tmp_path):
    """A main window with quick ask wired as the app wires it, a tray said to be there."""
    settings = ProviderSettings(tmp_path / "settings.json")
    window = MainWindow(harness.services())  # closed here, not by qtbot: after its turns ended
    window.show()
    asking = QuickAsk(window, settings, QIcon(str(icons.png(32))), tray_available=lambda: True)
    yield asking
    pages = [*window._pages.values(), *([asking.box.page] if asking.box.page else [])]
    for page in pages:
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in pages)))
    qloop.run_until_complete(harness.close_transports())
    asking.box.release_page()
    asking._quitting = True  # the fixture's close is a real one
    window.close()
    window.deleteLater()  # and with it the box (``QuickAsk._gone``)
    qloop.run_until_complete(asyncio.sleep(0))


@contextmanager
def last_window_closed():
    """What launch waits on to end the app: whether it was emitted meanwhile."""
    closed: list[bool] = []
    signal = QApplication.instance().lastWindowClosed
    connection = signal.connect(lambda: closed.append(True))
    try:
        yield closed
    finally:
        signal.disconnect(connection)


def _ask(quick: QuickAsk, text: str) -> None:
    quick.box.open_box()
    QTest.keyClicks(quick.box.question, text)
    QTest.keyClick(quick.box.question, Qt.Key.Key_Return)


def test_a_question_in_the_box_streams_its_answer_and_is_saved(quick, qloop, harness, simulator):
    answer = "A river runs downhill, gathers its streams, and comes at last to the sea."
    slow = Scenario(script=Script(answer=answer), events_per_second=40)
    harness.model = queue(simulator, slow)
    _ask(quick, "Where does a river go?")
    page = quick.box.page
    assert page is not None and page.isVisibleTo(quick.box)
    views = page.findChildren(MessageView)  # the chat's own answer widget, inside the box
    assert len(views) == 1
    # Streams: part of the answer is shown while the rest is still on its way.
    qloop.run_until_complete(wait_until(lambda: 0 < len(views[0].answer_markdown) < len(answer)))
    assert page.busy
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert views[0].answer_markdown == answer
    stored = quick.window.services.conversations.get(page.conversation_id)
    assert stored is not None and stored.title == "Where does a river go?"
    messages = quick.window.services.conversations.messages(page.conversation_id)
    assert [m.content for m in messages][-1] == answer
    # The window's list shows it like any other conversation.
    assert quick.window.sidebar.model.row_of(page.conversation_id) >= 0


def test_open_in_arroyo_hands_the_conversation_to_the_window(quick, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=Script(answer="Downhill.")))
    _ask(quick, "Which way does water run?")
    page = quick.box.page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    quick.window.hide()
    quick.box.open_button.click()
    assert not quick.box.isVisible()
    assert quick.window.isVisible()
    assert quick.window.current_page is page  # the same page: nothing is drawn twice
    assert quick.window.sidebar.current_id() == page.conversation_id


def test_escape_hides_the_box_and_a_new_opening_starts_afresh(quick, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=Script(answer="Yes.")))
    _ask(quick, "Is it wet?")
    first = quick.box.page
    qloop.run_until_complete(wait_until(lambda: not first.busy))
    QTest.keyClick(quick.box.question, Qt.Key.Key_Escape)
    assert not quick.box.isVisible()
    quick.box.open_box()
    assert quick.box.page is None and quick.box.question.text() == ""


def test_the_tray_menu_opens_the_box_a_conversation_and_hides_the_window(quick):
    tray = quick.tray
    assert tray is not None
    assert [a.text() for a in tray.menu.actions() if not a.isSeparator()] == [
        "New conversation",
        "Quick ask…",
        "Show or hide Arroyo",
        "Quit Arroyo",
    ]
    tray.actions["quick_ask"].trigger()
    assert quick.box.isVisible()
    tray.actions["show_or_hide"].trigger()
    assert quick.window.isHidden()
    tray.actions["show_or_hide"].trigger()
    assert quick.window.isVisible()
    before = quick.window.sidebar.current_id()
    quick.window.hide()
    tray.actions["new_conversation"].trigger()
    assert quick.window.isVisible()
    assert quick.window.sidebar.current_id() is not None
    assert before is not None


def test_closing_hides_to_the_tray_only_when_chosen_and_quit_really_quits(quick):
    window, settings = quick.window, quick.settings
    window.close()  # off by default: closing closes
    assert not window.isVisible()
    window.show()
    settings.update_app(keep_in_tray=True)
    assert window.close() is False  # hidden, not closed
    assert window.isHidden()
    assert settings.app.tray_notice_shown  # said once, remembered
    with last_window_closed() as closed:
        quick.tray.actions["quit"].trigger()  # from the tray, the window hidden: Arroyo quits
    assert closed
    window.show()
    quick._quitting = False
    window.commands["quit"].trigger()  # the menu's Quit quits too, with the tray kept
    assert not window.isVisible()


def test_closing_the_box_while_the_window_is_in_the_tray_leaves_arroyo_running(quick):
    quick.settings.update_app(keep_in_tray=True)
    quick.window.close()
    assert quick.window.isHidden()
    with last_window_closed() as closed:
        quick.box.open_box()
        quick.box.close()  # its title bar's close button
    assert not quick.box.isVisible()
    assert not closed


def test_every_focusable_widget_of_the_box_has_a_name(quick, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=Script(answer="Named.")))
    _ask(quick, "Are you named?")
    qloop.run_until_complete(wait_until(lambda: not quick.box.page.busy))
    assert unnamed_focusable(quick.box) == []


def test_the_box_opens_centred_on_the_screen_with_the_cursor_above_the_others(quick):
    quick.box.open_box()
    area = QApplication.screenAt(QCursor.pos()) or QApplication.primaryScreen()
    centre = area.availableGeometry().center()
    assert abs(quick.box.geometry().center().x() - centre.x()) <= 1
    assert quick.box.geometry().top() <= centre.y() <= quick.box.geometry().bottom() + 360
    assert quick.box.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
    assert quick.box.focusWidget() is quick.box.question  # ready to type into
