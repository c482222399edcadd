"""The confirmation dialog: built from validated calls only, Deny by default, arguments as data."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.ui.dialogs.confirm_dialog import CELL_MAX_CHARS, ConfirmationDialog, ask


def _request(workspace: Path, name: str, arguments: dict[str, Any]) -> ConfirmationRequest:
    context = ToolContext(workspace=workspace)
    registry = ToolRegistry(context)
    registry.extend(builtin_tools(context))
    call = ToolCall(
        key="k",
        id="c1",
        name=name,
        arguments_raw="",
        arguments=arguments,
        valid_json=True,
        complete=True,
    )
    validated = registry.validate(call, fallback_id="x")
    assert isinstance(validated, ValidatedToolCall)
    return ConfirmationRequest.for_call(validated, registry.tools[name], context)


@pytest.fixture
def write_request(tmp_path: Path) -> ConfirmationRequest:
    (tmp_path / "notes.txt").write_text("old line\n")
    return _request(tmp_path, "write_file", {"path": "notes.txt", "content": "new line\n"})


@pytest.fixture
def shown(qtbot, write_request):
    dialog = ConfirmationDialog(write_request)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _table(dialog: ConfirmationDialog) -> list[tuple[str, str]]:
    table = dialog.arguments_table
    return [
        (table.item(row, 0).text(), table.item(row, 1).text()) for row in range(table.rowCount())
    ]


def test_deny_is_the_default_and_has_the_focus(shown):
    assert shown.deny_button.isDefault()
    assert shown.focusWidget() is shown.deny_button
    assert shown.decision() is Decision.DENY


def test_pressing_enter_at_once_denies(qtbot, shown):
    qtbot.keyClick(shown.focusWidget(), Qt.Key.Key_Return)
    assert shown.result() == ConfirmationDialog.DialogCode.Rejected
    assert shown.decision() is Decision.DENY
    assert not shown.isVisible()


def test_enter_while_the_arguments_have_the_focus_denies(qtbot, shown):
    shown.arguments_table.setFocus()
    qtbot.keyClick(shown.arguments_table, Qt.Key.Key_Enter)
    assert shown.decision() is Decision.DENY
    assert not shown.isVisible()


def test_escape_denies(qtbot, shown):
    qtbot.keyClick(shown, Qt.Key.Key_Escape)
    assert shown.decision() is Decision.DENY
    assert not shown.isVisible()


def test_closing_the_window_denies(shown):
    shown.close()
    assert shown.decision() is Decision.DENY


@pytest.mark.parametrize(
    ("button", "decision"),
    [
        ("allow_once_button", Decision.ALLOW_ONCE),
        ("allow_always_button", Decision.ALLOW_TOOL_IN_CONVERSATION),
    ],
)
def test_the_allow_buttons_give_their_decision(qtbot, shown, button, decision):
    qtbot.mouseClick(getattr(shown, button), Qt.MouseButton.LeftButton)
    assert shown.decision() is decision
    assert shown.result() == ConfirmationDialog.DialogCode.Accepted


def test_it_shows_the_tool_its_description_and_the_diff(shown, write_request, tmp_path):
    assert shown.tool_label.text() == "write_file"
    assert shown.description_label.text().startswith(f"Replace {tmp_path / 'notes.txt'}: ")
    assert write_request.description.startswith("Replace notes.txt")
    assert shown.details_view is not None
    assert shown.details_view.isReadOnly()
    assert "-old line" in shown.details_view.toPlainText()
    assert "+new line" in shown.details_view.toPlainText()


def test_the_table_shows_exactly_the_validated_arguments(shown, write_request):
    assert _table(shown) == [("content", "new line\\n"), ("path", "notes.txt")]
    assert [name for name, _ in write_request.arguments] == ["content", "path"]
    table = shown.arguments_table
    for row in range(table.rowCount()):
        for column in range(2):
            assert not table.item(row, column).flags() & Qt.ItemFlag.ItemIsEditable


def test_values_are_data(qtbot, tmp_path):
    long_text = "x" * 1000
    request = ConfirmationRequest(
        call=ValidatedToolCall("c1", "demo", {}),
        tool_name="demo",
        description="<b>bold</b>",
        arguments=(
            ("count", 3),
            ("flag", True),
            ("items", ["a", "é"]),
            ("long", long_text),
            ("none", None),
            ("tricky", "a\nb\x1b[31m\u202eevil"),
        ),
        read_only=True,
    )
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    rows = dict(_table(dialog))
    assert rows["count"] == "3"
    assert rows["flag"] == "true"
    assert rows["items"] == '["a", "é"]'
    assert rows["none"] == "null"
    assert "tricky" not in rows  # several lines: a block with its real line breaks
    assert dialog.text_blocks["tricky"].toPlainText() == "a\nb\\x1b[31m\\u202eevil"
    assert len(rows["long"]) == CELL_MAX_CHARS and rows["long"].endswith("\u2026")
    long_item = dialog.arguments_table.item(3, 1)
    assert dialog.arguments_table.item(3, 0).text() == "long"
    assert long_item.data(Qt.ItemDataRole.UserRole) == long_text
    assert long_text in long_item.toolTip()
    assert dialog.description_label.textFormat() == Qt.TextFormat.PlainText
    assert dialog.details_view is None  # no details, no empty view


EFFECTS = [
    (
        "fetch_url",
        {"url": "https://example.org/"},
        "This tool sends data over the network, off this computer.",
    ),
    ("read_file", {"path": "notes.txt"}, "This tool only reads; it changes nothing."),
    (
        "write_file",
        {"path": "n.txt", "content": "x"},
        "This tool can change things on this computer.",
    ),
]


@pytest.mark.parametrize(("name", "arguments", "effect"), EFFECTS)
def test_the_dialog_says_what_the_tool_can_do(qtbot, tmp_path, name, arguments, effect):
    (tmp_path / "notes.txt").write_text("x")
    dialog = ConfirmationDialog(_request(tmp_path, name, arguments))
    qtbot.addWidget(dialog)
    assert dialog.effect_label.text() == effect


def test_every_button_has_an_accessible_name(shown):
    for button in shown.findChildren(QPushButton):
        assert button.accessibleName() == button.text()


def test_only_a_confirmation_request_opens_it(qtbot, write_request):
    with pytest.raises(TypeError):
        ConfirmationDialog(write_request.call)  # a validated call alone is not enough
    with pytest.raises(TypeError):
        ConfirmationDialog({"tool_name": "write_file", "arguments": {}})  # type: ignore[arg-type]


def _open_dialog() -> ConfirmationDialog | None:
    found = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, ConfirmationDialog) and w.isVisible()
    ]
    return found[0] if found else None


@pytest.fixture
def window(qtbot):
    """A main window stand-in: the dialog is its child, as in the app (closing a last
    top-level window would otherwise quit the application, and the loop with it)."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_ask_answers_without_blocking_the_loop(qtbot, qloop, window, write_request):
    async def scenario() -> Decision:
        task = asyncio.ensure_future(ask(write_request, window))
        for _ in range(100):  # the loop keeps running while the dialog is open
            await asyncio.sleep(0.01)
            if _open_dialog() is not None:
                break
        dialog = _open_dialog()
        assert dialog is not None and dialog.isModal()
        qtbot.mouseClick(dialog.allow_once_button, Qt.MouseButton.LeftButton)
        return await asyncio.wait_for(task, 5)

    assert qloop.run_until_complete(scenario()) is Decision.ALLOW_ONCE


def test_a_cancelled_question_closes_its_dialog(qtbot, qloop, window, write_request):
    async def scenario() -> None:
        task = asyncio.ensure_future(ask(write_request, window))
        for _ in range(100):  # a bound on the wait for the dialog, not a measurement
            await asyncio.sleep(0.01)
            if _open_dialog() is not None:
                break
        dialog = _open_dialog()
        assert dialog is not None
        closed: list[int] = []
        dialog.finished.connect(closed.append)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert closed == [ConfirmationDialog.DialogCode.Rejected]

    qloop.run_until_complete(scenario())
