"""Receipts: what each change of a built-in file tool replaced, so the person can undo it.

For every operation that wrote a file, the bytes the file held before (or that it did not
exist) and the bytes the operation wrote are kept in ``receipts/`` beside the database, each
named by its SHA-256 (``receipts/ab/abcd…``, kept once however many receipts refer to it), with
one row per operation in the ``receipts`` table. The store is bounded by a size and an age
(``ReceiptLimits``): what is older than the age goes first, then the oldest receipts until the
rest fits in the size. A receipt that fell out keeps its row, which says why (``Eviction``), so
the card and ``arroyo undo`` can say undo is no longer available and why.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop_app.errors import ArroyoError
from desktop_app.store.content_files import write_whole
from desktop_app.store.database import Database

log = logging.getLogger(__name__)

FOLDER = "receipts"
DEFAULT_MAX_BYTES = 200 * 1024 * 1024
DEFAULT_MAX_AGE_DAYS = 30
_DAY = 86_400.0


class Eviction(StrEnum):
    """Why a receipt's earlier bytes are gone."""

    SIZE = "size"  # removed, oldest first, to keep the store under its size
    AGE = "age"  # older than the store keeps


@dataclass(frozen=True, slots=True)
class ReceiptLimits:
    """How much the receipts of file changes may hold, and for how long (settings:
    ``receipt_limits``, edited in the file)."""

    max_bytes: int = DEFAULT_MAX_BYTES
    max_age_days: float = DEFAULT_MAX_AGE_DAYS

    def __post_init__(self) -> None:
        if isinstance(self.max_bytes, bool) or not isinstance(self.max_bytes, int):
            raise ValueError("max_bytes must be a whole number of bytes")
        if self.max_bytes < 0:
            raise ValueError("max_bytes must not be negative")
        if isinstance(self.max_age_days, bool) or not isinstance(self.max_age_days, int | float):
            raise ValueError("max_age_days must be a number of days")
        if self.max_age_days < 0:
            raise ValueError("max_age_days must not be negative")


@dataclass(frozen=True, slots=True)
class Before:
    """What a file tool is about to change: the file (absolute), the bytes it holds (None: it
    does not exist), and the bytes the tool will write. ``too_large``: the file held more than
    the store could keep, so it was not read."""

    path: str
    previous: bytes | None
    written: bytes
    too_large: bool = False


@dataclass(frozen=True, slots=True)
class Receipt:
    operation_key: str
    path: str
    previous_digest: str | None  # None: the file did not exist before the operation
    previous_size: int
    written_digest: str
    written_size: int
    created_at: float
    evicted: Eviction | None
    undone_by: str | None  # the ledger key of the undo that restored the earlier bytes


class ReceiptProblem(StrEnum):
    MISSING = "missing"
    ALTERED = "altered"  # its bytes no longer match its name


class ReceiptDamaged(ArroyoError):
    """A kept content is missing, or its bytes no longer match its name."""

    kind: ReceiptProblem

    def __init__(self, kind: ReceiptProblem, message: str) -> None:
        super().__init__(message)
        self.kind = kind


_COLUMNS = (
    "operation_key, path, previous_digest, previous_size, written_digest, written_size,"
    " created_at, evicted, undone_by"
)


class ReceiptStore:
    def __init__(
        self,
        db: Database,
        folder: Path | None = None,
        *,
        limits: ReceiptLimits | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._db = db
        self.folder = folder if folder is not None else db.path.parent / FOLDER
        self.limits = limits or ReceiptLimits()
        self._clock = clock

    def path_of(self, digest: str) -> Path:
        return self.folder / digest[:2] / digest

    def keep(self, operation_key: str, before: Before) -> Receipt:
        """Keeps the earlier and the written bytes and the operation's row, then evicts what no
        longer fits (this receipt too, if it alone is over the size)."""
        written = self._keep_blob(before.written)
        kept = None if before.too_large else before.previous
        previous = None if kept is None else self._keep_blob(kept)
        evicted = Eviction.SIZE.value if before.too_large else None
        with self._db.transaction() as connection:
            connection.execute(
                f"INSERT INTO receipts ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)"
                " ON CONFLICT (operation_key) DO NOTHING",
                (
                    operation_key,
                    before.path,
                    previous,
                    len(before.previous or b""),
                    written,
                    len(before.written),
                    self._clock(),
                    evicted,
                ),
            )
        self.evict()
        receipt = self.get(operation_key)
        assert receipt is not None
        return receipt

    def get(self, operation_key: str) -> Receipt | None:
        row = self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM receipts WHERE operation_key = ?", (operation_key,)
        )
        return _receipt(row) if row else None

    def read(self, digest: str) -> bytes:
        """The kept bytes named ``digest``, checked against their name."""
        try:
            memory = self._db.memory_content
            data = memory.read(digest) if memory else self.path_of(digest).read_bytes()
        except OSError as exc:
            raise ReceiptDamaged(
                ReceiptProblem.MISSING, f"the kept content is missing ({exc.strerror or exc})"
            ) from exc
        if hashlib.sha256(data).hexdigest() != digest:
            raise ReceiptDamaged(
                ReceiptProblem.ALTERED, "the kept content no longer matches its checksum"
            )
        return data

    def mark_undone(self, operation_key: str, undo_key: str) -> None:
        with self._db.transaction() as connection:
            connection.execute(
                "UPDATE receipts SET undone_by = ? WHERE operation_key = ? AND undone_by IS NULL",
                (undo_key, operation_key),
            )

    def used_bytes(self) -> int:
        """The size of the contents the receipts still available refer to, each counted once."""
        with self._db.transaction() as connection:
            return _used(connection)

    def evict(self) -> list[str]:
        """Receipts older than the age, then the oldest until the rest fits in the size, lose
        their contents; returns their operation keys, oldest first."""
        oldest_kept = self._clock() - self.limits.max_age_days * _DAY
        evicted: list[str] = []
        with self._db.transaction() as connection:
            for (key,) in connection.execute(
                "SELECT operation_key FROM receipts WHERE evicted IS NULL AND created_at < ?"
                " ORDER BY created_at, rowid",
                (oldest_kept,),
            ).fetchall():
                evicted.append(key)
            connection.execute(
                "UPDATE receipts SET evicted = ? WHERE evicted IS NULL AND created_at < ?",
                (Eviction.AGE.value, oldest_kept),
            )
            while _used(connection) > self.limits.max_bytes:
                row = connection.execute(
                    "SELECT operation_key FROM receipts WHERE evicted IS NULL"
                    " ORDER BY created_at, rowid LIMIT 1"
                ).fetchone()
                if row is None:
                    break
                connection.execute(
                    "UPDATE receipts SET evicted = ? WHERE operation_key = ?",
                    (Eviction.SIZE.value, row[0]),
                )
                evicted.append(row[0])
            unreferenced = _unreferenced(connection, evicted)
        for digest in unreferenced:
            if self._db.memory_content is not None:
                self._db.memory_content.remove(digest)
                continue
            try:
                self.path_of(digest).unlink(missing_ok=True)
            except OSError as exc:  # not ours to remove, or in use: tried again next time
                log.warning("a kept content could not be removed: %s", exc.strerror or exc)
        return evicted

    def _keep_blob(self, data: bytes) -> str:
        digest = hashlib.sha256(data).hexdigest()
        if self._db.memory_content is not None:
            self._db.memory_content.keep(digest, data)
            return digest
        path = self.path_of(digest)
        if path.exists():
            return digest
        write_whole(path, data)
        return digest


def _used(connection: sqlite3.Connection) -> int:
    row = connection.execute(
        "SELECT coalesce(sum(size), 0) FROM ("
        " SELECT previous_digest AS digest, max(previous_size) AS size FROM receipts"
        "  WHERE evicted IS NULL AND previous_digest IS NOT NULL GROUP BY previous_digest"
        " UNION"
        " SELECT written_digest, max(written_size) FROM receipts"
        "  WHERE evicted IS NULL GROUP BY written_digest)"
    ).fetchone()
    return int(row[0])


def _unreferenced(connection: sqlite3.Connection, keys: list[str]) -> set[str]:
    """The contents of the given receipts that no receipt still available refers to."""
    if not keys:
        return set()
    marks = ", ".join("?" * len(keys))
    rows = connection.execute(
        f"SELECT previous_digest, written_digest FROM receipts WHERE operation_key IN ({marks})",
        keys,
    ).fetchall()
    candidates = {digest for row in rows for digest in row if digest is not None}
    live = {
        digest
        for row in connection.execute(
            "SELECT previous_digest, written_digest FROM receipts WHERE evicted IS NULL"
        ).fetchall()
        for digest in row
        if digest is not None
    }
    return candidates - live


def _receipt(row: sqlite3.Row) -> Receipt:
    return Receipt(
        operation_key=row["operation_key"],
        path=row["path"],
        previous_digest=row["previous_digest"],
        previous_size=row["previous_size"],
        written_digest=row["written_digest"],
        written_size=row["written_size"],
        created_at=row["created_at"],
        evicted=Eviction(row["evicted"]) if row["evicted"] is not None else None,
        undone_by=row["undone_by"],
    )
