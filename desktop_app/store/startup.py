"""The store as a process starts with it: opened, checked, migrated, and what dead processes
left running reclaimed. Whatever stops it is a ``DatabaseError`` the caller can put into words:
a lock another process holds longer than the busy timeout included, never a bare sqlite3 error.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.actions.receipts import ReceiptLimits, ReceiptStore
from desktop_app.store.attachments import COLLECT_AFTER_SECONDS, AttachmentStore
from desktop_app.store.database import Database, classified


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


def tidy(database: Database, receipt_limits: ReceiptLimits, now: float) -> None:
    """Housekeeping once the window has started, on the database thread: attached files no
    message refers to any more go, and receipts past their age (or over their size) give up
    their earlier bytes, also on a day nothing new is written."""
    AttachmentStore(database).collect_unreferenced(COLLECT_AFTER_SECONDS, now)
    ReceiptStore(database, limits=receipt_limits, clock=lambda: now).evict()
