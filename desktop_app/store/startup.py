"""The store as a process starts with it: opened, checked, migrated, and what dead processes
left running reclaimed. Whatever stops it is a ``DatabaseError`` the caller can put into words:
a lock another process holds longer than the busy timeout included, never a bare sqlite3 error.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from desktop_app.store.database import Database, classified
from desktop_app.store.ledger import OperationLedger


def open_store(path: Path | str) -> Database:
    """Raises ``DatabaseError``; "unavailable" ones (locked, disk full, I/O) leave the file as
    it was and may succeed when tried again."""
    database = Database(path)
    try:
        OperationLedger(database).mark_unknown_after_restart()
    except sqlite3.Error as error:
        database.close()
        raise classified(error, database.path) from error
    return database
