"""The Activity table: every action from the ledger in the tool cards' words, newest first,
filtered by words, tool, result and dates, a row opening its conversation, and the rows shown
exported as CSV and JSON."""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime

import pytest
from PySide6.QtCore import QDate, Qt

from desktop_app.store.actions.activity import Activity, Result, activity
from desktop_app.store.actions.ledger import Approval
from desktop_app.store.database import Database
from desktop_app.ui.dialogs.activity_dialog import ActivityDialog
from desktop_app.ui.dialogs.activity_model import REASONS, Column, reason_words
from tests.ui.dialogs.activity_rows import START, seed


@pytest.fixture
def database(tmp_path):
    with Database(tmp_path / "arroyo.sqlite3") as database:
        yield database


@pytest.fixture
def dialog(qtbot, database):
    seed(database, 20)
    shown = ActivityDialog(activity(database))
    qtbot.addWidget(shown)
    return shown


def cell(dialog: ActivityDialog, row: int, column: Column) -> str:
    return dialog.model.index(row, column).data()


def test_rows_are_newest_first_in_the_cards_words(dialog):
    assert dialog.model.rowCount() == 20
    assert cell(dialog, 0, Column.ACTION) == "Write file19.txt (19 bytes)"
    assert cell(dialog, 0, Column.REASON) == "You approved it"
    assert cell(dialog, 0, Column.RESULT) == "Done"
    assert cell(dialog, 0, Column.DURATION) == "0.25 s"
    assert cell(dialog, 0, Column.CONVERSATION) == "Talk conv-1"
    # 14: a command, allowed by the setting (the card's words), that ran fine.
    fourteen = 19 - 14
    assert cell(dialog, fourteen, Column.ACTION) == "Run: make 14"
    assert cell(dialog, fourteen, Column.REASON) == "Your setting (Settings › Tools)"
    assert cell(dialog, 19 - 15, Column.RESULT) == "Failed"
    assert dialog.count.text() == "20 of 20 actions"


def test_a_reason_the_table_does_not_know_is_shown_as_recorded(dialog):
    entry = dialog.model.entry(0)
    unknown = Activity(
        entry.operation.__class__(**{**_fields(entry), "approval": "schedule"})  # a newer reason
    )
    assert reason_words(unknown) == "schedule"
    assert set(REASONS) >= {a.value for a in Approval}  # every reason of today is worded


def _fields(entry: Activity) -> dict:
    op = entry.operation
    return {name: getattr(op, name) for name in op.__slots__}


def test_filters_by_words_tool_result_and_dates(dialog, qtbot):
    qtbot.keyClicks(dialog.search, "file1")
    assert {cell(dialog, row, Column.ACTION) for row in range(dialog.model.rowCount())} == {
        f"Write file{n}.txt ({n} bytes)" for n in (1, 10, 11, 12, 13, 15, 16, 17, 18, 19)
    }
    dialog.search.clear()
    dialog.tool_box.setCurrentIndex(dialog.tool_box.findData("run_command"))
    assert dialog.model.rowCount() == 3  # 0, 7, 14
    dialog.result_box.setCurrentIndex(dialog.result_box.findData(Result.FAILED.value))
    assert [cell(dialog, row, Column.ACTION) for row in range(dialog.model.rowCount())] == [
        "Run: make 0"
    ]
    dialog.tool_box.setCurrentIndex(0)
    assert dialog.model.rowCount() == 4  # 0, 5, 10, 15
    assert dialog.count.text() == "4 of 20 actions"
    dialog.result_box.setCurrentIndex(0)
    day = datetime.fromtimestamp(START).date()
    dialog.start.setDate(QDate(day.year, day.month, day.day).addDays(1))
    assert dialog.model.rowCount() == 0  # every action ran within the first twenty minutes


def test_a_row_opens_its_conversation(dialog, qtbot):
    dialog.show()
    index = dialog.model.index(0, Column.ACTION)
    dialog.table.setCurrentIndex(index)
    dialog.table.setFocus()
    with qtbot.waitSignal(dialog.conversation_requested) as asked:
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert asked.args == ["conv-1"]


def test_export_writes_the_rows_shown_as_csv_and_json(dialog, tmp_path):
    dialog.tool_box.setCurrentIndex(dialog.tool_box.findData("run_command"))
    dialog.export_to(tmp_path / "activity.csv")
    dialog.export_to(tmp_path / "activity.json")

    text = (tmp_path / "activity.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    assert [row["said"] for row in rows] == ["Run: make 14", "Run: make 7", "Run: make 0"]
    assert rows[0]["reason"] == "Your setting (Settings › Tools)"
    assert rows[2]["outcome"] == "failed"
    records = json.loads((tmp_path / "activity.json").read_text(encoding="utf-8"))
    assert [r["tool"] for r in records] == ["run_command"] * 3
    assert dialog.count.text().startswith("Saved 3 actions to ")


def test_export_that_cannot_be_written_says_so(dialog, tmp_path):
    dialog.export_to(tmp_path / "missing" / "activity.csv")
    assert dialog.count.text().startswith("Not saved:")
