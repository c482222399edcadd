"""How long the Activity takes to open on 10,000 operations: read from the ledger, then the
table built, shown and painted. Printed (run with -s), never asserted against the clock."""

from __future__ import annotations

import time

from PySide6.QtTest import QTest

from desktop_app.store.actions.activity import activity
from desktop_app.store.database import Database
from desktop_app.ui.dialogs.activity_dialog import ActivityDialog
from desktop_app.ui.dialogs.activity_model import Column
from tests.ui.dialogs.activity_rows import seed

OPERATIONS = 10_000


def test_activity_opens_on_ten_thousand_operations(qtbot, tmp_path):
    with Database(tmp_path / "arroyo.sqlite3") as database:
        seed(database, OPERATIONS, conversations=50)
        started = time.perf_counter()
        entries = activity(database)
        read = time.perf_counter()
        dialog = ActivityDialog(entries)
        qtbot.addWidget(dialog)
        dialog.show()
        QTest.qWaitForWindowExposed(dialog)
        dialog.repaint()
        shown = time.perf_counter()
        newest = dialog.model.index(0, Column.ACTION).data()
        dialog.search.setText("file9")
        filtered = time.perf_counter()
    print(
        f"\nActivity on {OPERATIONS} operations: ledger read {1000 * (read - started):.0f} ms,"
        f" table shown {1000 * (shown - read):.0f} ms,"
        f" open total {1000 * (shown - started):.0f} ms;"
        f" a word filter {1000 * (filtered - shown):.0f} ms"
    )
    assert dialog.model.total() == OPERATIONS
    assert newest == "Write file9999.txt (9999 bytes)"
    assert 0 < dialog.model.rowCount() < OPERATIONS
