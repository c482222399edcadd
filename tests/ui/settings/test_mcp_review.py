"""The review of an MCP server's change: each changed, new or gone tool and a changed launch
listed, before and now side by side as plain text that the server's words cannot style or fake,
and Keep blocked the answer Enter gives."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel

from desktop_app.mcp.config import McpServerConfig
from desktop_app.mcp.pins import check_start, pin
from desktop_app.ui.settings.mcp.mcp_review import ChangeKind, ReviewDialog, changes_of
from tests.ui.window.test_accessibility import unnamed_focusable

SCHEMA = {"type": "object", "properties": {"text": {"type": "string"}}}
BEFORE = [
    {"name": "echo", "description": "Echoes the text back.", "inputSchema": SCHEMA},
    {"name": "old", "description": "Goes away.", "inputSchema": {"type": "object"}},
]
CONFIG = McpServerConfig(name="drift", command="uvx", args=("drifting-server==0.3.1",))


def pinned(config: McpServerConfig = CONFIG) -> McpServerConfig:
    return dataclasses.replace(config, pins=pin(CONFIG, BEFORE).to_json())


@pytest.fixture
def review(qtbot):
    def make(config: McpServerConfig, now: list[dict]) -> ReviewDialog:
        dialog = ReviewDialog(config.name, check_start(config, now))
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def rows(dialog: ReviewDialog) -> list[str]:
    return [dialog.change_list.item(row).text() for row in range(dialog.change_list.count())]


def test_each_changed_new_and_gone_tool_is_listed_with_before_and_now(review):
    sneaky = "Echoes.\nInput schema:\n{}\u202eevil <i>x</i>"
    now = [
        {"name": "echo", "description": sneaky, "inputSchema": SCHEMA, "title": "Echo"},
        {"name": "upload", "description": "Uploads.", "inputSchema": {"type": "object"}},
    ]
    dialog = review(pinned(), now)
    assert rows(dialog) == ["Tool echo changed", "Tool old is gone", "Tool upload is new"]
    before, after = dialog.before_view.toPlainText(), dialog.after_view.toPlainText()
    assert before.startswith("Description:\n  Echoes the text back.\n")
    # The server's own "Input schema:" line stays indented under the description: it cannot
    # pass for the dialog's heading; the bidi override is spelled out, the markup stays text.
    assert "\n  Input schema:\n" in after and after.count("\nInput schema:\n") == 1
    assert "\\u202eevil <i>x</i>" in after and "\u202e" not in after
    assert 'Other fields:\n  {\n    "title": "Echo"\n  }' in after  # unseen parts are shown too
    dialog.change_list.setCurrentRow(2)
    assert dialog.before_view.toPlainText() == "(not there)"
    assert dialog.after_view.toPlainText().startswith("Description:\n  Uploads.")
    assert dialog.before_view.isReadOnly() and dialog.after_view.isReadOnly()
    assert all(
        label.textFormat() is Qt.TextFormat.PlainText for label in dialog.findChildren(QLabel)
    )


def test_a_changed_launch_is_listed_first_and_shown_before_and_now(review):
    moved = dataclasses.replace(pinned(), args=("drifting-server==0.4.0",))
    dialog = review(moved, BEFORE)
    assert check_start(moved, BEFORE).blocked == {"echo", "old"}
    assert rows(dialog) == ["Its launch changed"]
    assert changes_of(check_start(moved, BEFORE))[0].kind is ChangeKind.LAUNCH
    assert "Package: drifting-server 0.3.1" in dialog.before_view.toPlainText()
    assert "Package: drifting-server 0.4.0" in dialog.after_view.toPlainText()
    assert 'Arguments: ["drifting-server==0.4.0"]' in dialog.after_view.toPlainText()


def test_pins_that_cannot_be_read_show_every_tool_as_new(review):
    broken = dataclasses.replace(CONFIG, pins={"server": "drift"})
    dialog = review(broken, BEFORE)
    assert "cannot be read" in dialog.heading.text()
    assert rows(dialog) == ["Tool echo is new", "Tool old is new"]


def test_enter_keeps_the_tools_blocked_and_approve_accepts(review, qtbot):
    now = [{"name": "echo", "description": "Changed.", "inputSchema": SCHEMA}]
    dialog = review(pinned(), now)
    assert dialog.keep_button.isDefault() and not dialog.approve_button.isDefault()
    assert unnamed_focusable(dialog) == []
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Rejected.value
    again = review(pinned(), now)
    qtbot.mouseClick(again.approve_button, Qt.MouseButton.LeftButton)
    assert again.result() == QDialog.DialogCode.Accepted.value
