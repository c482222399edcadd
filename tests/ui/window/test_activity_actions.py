"""View > Activity in the window: the command (and its shortcut) opens the table off the
ledger, and a row opens its conversation in the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop_app.ui.window.activity_actions import SHORTCUT
from tests.ui.dialogs.activity_rows import seed
from tests.ui.window_harness import opened_windows, wait_until


@pytest.fixture
def windows(qtbot, qloop, harness):
    with opened_windows(harness, qloop) as open_window:
        yield open_window


def test_view_activity_opens_the_table_and_a_row_opens_its_conversation(
    windows, qtbot, qloop, harness
):
    seed(harness.database, 6)
    window = windows()
    action = window.commands["activity"]
    assert action.shortcut().toString() == SHORTCUT
    assert action.text() == "&Activity…"

    action.trigger()
    qloop.run_until_complete(wait_until(lambda: window.activity.dialog is not None))
    dialog = window.activity.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.model.rowCount() == 6

    dialog.table.setCurrentIndex(dialog.model.index(1, 0))  # the action before the newest
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert window.sidebar.current_id() == "conv-1"
    dialog.close()
    qloop.run_until_complete(wait_until(lambda: window.activity.dialog is None))
