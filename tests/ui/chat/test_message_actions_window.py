"""The actions under a message in the real window: icon buttons that show on hover and on
keyboard focus, and a Copy that turns into a tick for a moment, then back."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QToolButton

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.chat.message_actions import Kind
from desktop_app.ui.theme import icon_buttons
from desktop_app.ui.theme.icons import Icon, worn
from tests.net.helpers import queue
from tests.ui.chat.test_tool_rounds_window import send_by_keys
from tests.ui.chat.test_tool_rounds_window import windows as windows  # the fixture
from tests.ui.chat.test_versions_window import bar
from tests.ui.window_harness import wait_until


def enter(widget) -> None:
    QApplication.sendEvent(widget, QEnterEvent(QPointF(1, 1), QPointF(1, 1), QPointF(1, 1)))


def leave(widget) -> None:
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Leave))


def test_actions_show_on_hover_and_on_focus_only(windows, qtbot, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=Script(answer="Hello.")))
    window = windows()
    page = send_by_keys(window, qtbot, "first")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    yours, answer = bar(page, Kind.YOURS), bar(page, Kind.ANSWER)
    for each in (yours, answer):
        buttons = each.tools.findChildren(QToolButton)
        assert buttons and all(b.autoRaise() and b.accessibleName() for b in buttons)
        assert all(b.toolTip() == b.accessibleName() for b in buttons)
        assert not each.reveal.revealed  # nothing over it, no focus in it
    bubble = page._built[yours.message_id]

    enter(bubble)  # the pointer over the message shows its actions, not the others'
    assert yours.reveal.revealed and not answer.reveal.revealed
    leave(bubble)
    assert not yours.reveal.revealed
    view = page._view
    assert view is not None and not view.copy_reveal.revealed
    enter(view)  # over the answer: its Copy and the actions under it
    assert view.copy_reveal.revealed and answer.reveal.revealed
    leave(view)
    assert not view.copy_reveal.revealed and not answer.reveal.revealed

    yours.edit_button.setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard reaches them too
    qloop.run_until_complete(wait_until(lambda: yours.edit_button.hasFocus()))
    assert yours.reveal.revealed
    window.composer.setFocus(Qt.FocusReason.TabFocusReason)
    qloop.run_until_complete(wait_until(lambda: window.composer.hasFocus()))
    assert not yours.reveal.revealed
    assert yours.copy_button.isVisible()  # concealed is transparent: Tab still reaches it


def test_copy_turns_into_a_tick_and_back(windows, qtbot, qloop, harness, simulator, monkeypatch):
    monkeypatch.setattr(icon_buttons, "COPIED_MS", 50)
    harness.model = queue(simulator, Scenario(script=Script(answer="Hello **there**.")))
    window = windows()
    page = send_by_keys(window, qtbot, "copy me")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    yours = bar(page, Kind.YOURS)
    assert worn(yours.copy_button) is Icon.COPY
    qtbot.mouseClick(yours.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "copy me"
    assert worn(yours.copy_button) is Icon.CHECK
    qloop.run_until_complete(wait_until(lambda: worn(yours.copy_button) is Icon.COPY))

    view = page._view
    assert view is not None
    qtbot.mouseClick(view.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == "Hello **there**."  # the Markdown
    assert worn(view.copy_button) is Icon.CHECK and view.copy_tick.active
    qloop.run_until_complete(wait_until(lambda: worn(view.copy_button) is Icon.COPY))
    assert not view.copy_tick.active


def test_the_answer_stays_in_place_when_the_turn_ends_and_the_actions_come(
    windows, qtbot, qloop, harness, simulator
):
    """The actions under the person's message come once it is stored, at the turn's end; the
    room they take is kept from the start, so the answer below does not move down then."""
    scenario = Scenario(script=Script(answer="A steady answer, " * 30), events_per_second=60)
    harness.model = queue(simulator, scenario)
    window = windows()
    page = send_by_keys(window, qtbot, "first")
    qloop.run_until_complete(wait_until(lambda: page._view is not None and page._view.isVisible()))
    view = page._view
    qloop.run_until_complete(wait_until(lambda: "steady" in view.answer.toPlainText()))
    streaming_at = view.y()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    yours = bar(page, Kind.YOURS)
    qloop.run_until_complete(wait_until(lambda: yours.isVisible()))
    assert view.y() == streaming_at
    assert yours.geometry().bottom() < view.y()  # in the room kept for it, above the answer
