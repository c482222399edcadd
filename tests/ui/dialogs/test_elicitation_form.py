"""Elicitation as a form built from the schema the server sent: defaults filled in, Accept
sends the values (required ones checked first), Decline and Cancel say so; and a real server
asking through a real session gets what the person clicked."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLineEdit, QSpinBox, QWidget

from desktop_app.mcp.elicitation import ElicitationAction, ElicitationRequest
from desktop_app.ui.dialogs.elicitation_form import ElicitationDialog, ask_form

FORM = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "title": "Name", "default": "Ada"},
        "age": {"type": "integer", "minimum": 0, "maximum": 150, "default": 36},
        "color": {"type": "string", "enum": ["red", "green"], "enumNames": ["Red", "Green"]},
        "subscribe": {"type": "boolean", "default": True},
        "note": {"type": "string", "description": "anything else"},
    },
    "required": ["name"],
}


@pytest.fixture
def window(qapp):
    """The main window stand-in the form opens over."""
    widget = QWidget()
    widget.show()
    yield widget
    widget.close()
    widget.deleteLater()
    qapp.processEvents()


def request() -> ElicitationRequest:
    return ElicitationRequest("people", "Who are you?\u202eevil", FORM)


def shown_form(window) -> ElicitationDialog:
    found = [w for w in window.findChildren(ElicitationDialog) if w.isVisible()]
    assert found
    return found[0]


def asked(qloop, window):
    task = asyncio.ensure_future(ask_form(request(), window))

    async def until_shown() -> None:
        async with asyncio.timeout(10):
            while not [w for w in window.findChildren(ElicitationDialog) if w.isVisible()]:
                await asyncio.sleep(0.01)

    qloop.run_until_complete(until_shown())
    return task, shown_form(window)


def test_the_form_starts_at_the_schema_defaults_and_accept_sends_what_was_entered(
    qtbot, qloop, window
):
    task, form = asked(qloop, window)
    assert "\\u202e" in form.message.text()  # a bidi override is shown, not obeyed
    name, age = form.fields["name"], form.fields["age"]
    assert isinstance(name, QLineEdit) and name.text() == "Ada"
    assert isinstance(age, QSpinBox) and age.value() == 36
    assert isinstance(form.fields["subscribe"], QCheckBox) and form.fields["subscribe"].isChecked()
    color = form.fields["color"]
    assert isinstance(color, QComboBox) and [color.itemText(i) for i in range(2)] == [
        "Red",
        "Green",
    ]
    assert form.fields["note"].accessibleDescription() == "anything else"

    name.clear()
    qtbot.mouseClick(form.accept_button, Qt.MouseButton.LeftButton)
    assert form.isVisible() and form.missing.text() == "Required: name"  # not sent empty
    qtbot.keyClicks(name, "Grace")
    color.setCurrentIndex(1)
    qtbot.mouseClick(form.accept_button, Qt.MouseButton.LeftButton)
    answer = qloop.run_until_complete(asyncio.wait_for(task, 10))
    assert answer.action is ElicitationAction.ACCEPT
    assert answer.content == {"name": "Grace", "age": 36, "color": "green", "subscribe": True}


def test_decline_and_cancel_are_told_apart(qtbot, qloop, window):
    task, form = asked(qloop, window)
    qtbot.mouseClick(form.decline_button, Qt.MouseButton.LeftButton)
    assert qloop.run_until_complete(asyncio.wait_for(task, 10)).action is ElicitationAction.DECLINE
    task, form = asked(qloop, window)
    qtbot.keyClick(form, Qt.Key.Key_Escape)
    answer = qloop.run_until_complete(asyncio.wait_for(task, 10))
    assert answer.action is ElicitationAction.CANCEL
    assert answer.as_result(request()) == {"action": "cancel"}
    QApplication.processEvents()
