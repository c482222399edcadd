"""One knowledge base's SQLite file: its settings, the files seen (with their content hash and
why a file was left out), the chunks, their full-text index (FTS5, ranked by BM25) and which row
of the vector file holds each chunk's vector.

Each file is committed alone, with its chunks, so an index stopped anywhere (a crash, a pause, a
full disk) keeps every file finished before it and loses nothing else."""

from __future__ import annotations

import json
import os
import re
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop_app.knowledge.chunking import Chunk
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files(
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    hash TEXT NOT NULL,
    mtime_ns INTEGER NOT NULL,
    size INTEGER NOT NULL,
    state TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS chunks(
    id INTEGER PRIMARY KEY,
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL,
    headings TEXT NOT NULL,
    text TEXT NOT NULL,
    vector_row INTEGER
);
CREATE INDEX IF NOT EXISTS chunks_file ON chunks(file_id);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(
    text, headings, content='chunks', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2'
);
-- A file's chunks enter the full-text index in one statement (``add_chunks``); indexes made
-- before did it in a trigger a row, which cost two thirds more processor time.
DROP TRIGGER IF EXISTS chunks_added;
CREATE TRIGGER IF NOT EXISTS chunks_removed AFTER DELETE ON chunks BEGIN
    INSERT INTO chunks_fts(chunks_fts, rowid, text, headings)
    VALUES ('delete', old.id, old.text, old.headings);
END;
"""

_WORD = re.compile(r"\w+", re.UNICODE)
_AUTOMERGE = 8  # FTS5's default is 4


class FileState(StrEnum):
    INDEXED = "indexed"
    SKIPPED = "skipped"


@dataclass(frozen=True, slots=True)
class FileRecord:
    id: int
    path: str
    hash: str
    mtime_ns: int
    size: int
    state: FileState
    reason: str


@dataclass(frozen=True, slots=True)
class StoredChunk:
    id: int
    path: str
    start: int
    end: int
    headings: tuple[str, ...]
    text: str


class IndexDatabase:
    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self.connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            self.connection.execute("PRAGMA journal_mode=WAL")
            self.connection.execute("PRAGMA synchronous=NORMAL")
            self.connection.execute("PRAGMA foreign_keys=ON")
            self.connection.executescript(SCHEMA)
            self._merge_less_often()
        except sqlite3.DatabaseError as exc:
            raise _mapped(exc) from None

    def _merge_less_often(self) -> None:
        """FTS5 merges its segments once eight of a size are there rather than four: each commit
        (one a file) adds a segment, and merging eight at a time made indexing a tenth cheaper
        for a tenth more time per full-text query (a tenth of a millisecond at 60,000 chunks).
        Set once, in the index's FTS5 configuration."""
        set_already = self.connection.execute(
            "SELECT 1 FROM chunks_fts_config WHERE k = 'automerge'"
        ).fetchone()
        if not set_already:
            self.connection.execute(
                "INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('automerge', ?)", (_AUTOMERGE,)
            )

    def close(self) -> None:
        self.connection.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One commit, or nothing: a full disk rolls back and says so."""
        try:
            self.connection.execute("BEGIN IMMEDIATE")
        except sqlite3.DatabaseError as exc:
            raise _mapped(exc) from None
        try:
            yield self.connection
            self.connection.execute("COMMIT")
        except BaseException as exc:
            self._roll_back()
            if isinstance(exc, sqlite3.DatabaseError):
                raise _mapped(exc) from None
            raise

    def _roll_back(self) -> None:
        """Undoes what the transaction wrote. SQLite may have rolled it back itself (a full disk
        in a statement with no journal of its own does that), and then there is nothing to undo;
        a rollback that fails leaves the error that caused it to be told."""
        if self.connection.in_transaction:
            with suppress(sqlite3.DatabaseError):
                self.connection.execute("ROLLBACK")

    # -- settings ----------------------------------------------------------------------------

    def get(self, key: str, default: str = "") -> str:
        row = self.connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else default

    def put(self, connection: sqlite3.Connection, key: str, value: str) -> None:
        connection.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    def bump(self, connection: sqlite3.Connection) -> None:
        """Says the chunks or vectors changed, so a searcher in any process reloads its map."""
        self.put(connection, "generation", str(int(self.get("generation", "0")) + 1))

    # -- files -------------------------------------------------------------------------------

    # -- the files a walk found, in a temporary table of this connection: any number of them
    # costs no memory of the process's own

    def start_walked(self) -> None:
        self.connection.execute(
            "CREATE TEMP TABLE IF NOT EXISTS walked(seq INTEGER PRIMARY KEY, "
            "path TEXT NOT NULL UNIQUE, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL)"
        )
        self.connection.execute("DELETE FROM walked")

    def add_walked(self, rows: Sequence[tuple[str, int, int]]) -> None:
        self.connection.executemany(
            "INSERT OR IGNORE INTO walked(path, size, mtime_ns) VALUES (?, ?, ?)", rows
        )

    def walked_totals(self) -> tuple[int, int]:
        """Files and bytes."""
        return self.connection.execute(
            "SELECT COUNT(*), COALESCE(SUM(size), 0) FROM walked"
        ).fetchone()

    def walked_after(
        self, seq: int, limit: int
    ) -> list[tuple[int, str, int, int, FileRecord | None]]:
        """The next files in the order walked, each with its record in the index if it has one
        (a file's record changes only when that file is indexed, so a page read ahead holds)."""
        rows = self.connection.execute(
            "SELECT w.seq, w.path, w.size, w.mtime_ns, f.id, f.hash, f.mtime_ns, f.size, "
            "f.state, f.reason FROM walked AS w LEFT JOIN files AS f ON f.path = w.path "
            "WHERE w.seq > ? ORDER BY w.seq LIMIT ?",
            (seq, limit),
        )
        return [
            (
                row[0],
                row[1],
                row[2],
                row[3],
                None
                if row[4] is None
                else FileRecord(row[4], row[1], row[5], row[6], row[7], FileState(row[8]), row[9]),
            )
            for row in rows
        ]

    def remove_unwalked(self, connection: sqlite3.Connection, kept: Sequence[str]) -> int:
        """Takes out every file the walk did not find, except those under a folder in ``kept``
        (an added folder that is not there); says how many went."""
        where = ["NOT EXISTS (SELECT 1 FROM walked WHERE walked.path = files.path)"]
        values: list[str | int] = []
        for root in kept:
            prefix = root.rstrip(os.sep) + os.sep
            where.append("path != ? AND substr(path, 1, ?) != ?")
            values += [root, len(prefix), prefix]
        return connection.execute(f"DELETE FROM files WHERE {' AND '.join(where)}", values).rowcount

    @contextmanager
    def scratch_transaction(self) -> Iterator[None]:
        """One transaction for writes to temporary tables alone (a commit a row costs a third of
        a walk's time): deferred, so the index itself is not locked."""
        self.connection.execute("BEGIN")
        try:
            yield
        except BaseException:
            self._roll_back()
            raise
        self.connection.execute("COMMIT")

    def end_walked(self) -> None:
        with suppress(sqlite3.Error):  # closed already, the run given up
            self.connection.execute("DROP TABLE IF EXISTS temp.walked")

    @contextmanager
    def errors_told(self) -> Iterator[None]:
        """SQLite's errors as the index's own: a full disk says so."""
        try:
            yield
        except sqlite3.DatabaseError as exc:
            raise _mapped(exc) from None

    def write_file(
        self,
        connection: sqlite3.Connection,
        path: str,
        *,
        hash: str,
        mtime_ns: int,
        size: int,
        state: FileState,
        reason: str = "",
    ) -> int:
        """The file's row, written anew: its earlier chunks go (with their text in FTS)."""
        connection.execute("DELETE FROM files WHERE path = ?", (path,))
        cursor = connection.execute(
            "INSERT INTO files(path, hash, mtime_ns, size, state, reason) VALUES (?,?,?,?,?,?)",
            (path, hash, mtime_ns, size, state.value, reason),
        )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def touch_file(self, connection: sqlite3.Connection, file_id: int, mtime_ns: int) -> None:
        connection.execute("UPDATE files SET mtime_ns = ? WHERE id = ?", (mtime_ns, file_id))

    def remove_files(self, connection: sqlite3.Connection, paths: Sequence[str]) -> None:
        connection.executemany("DELETE FROM files WHERE path = ?", [(p,) for p in paths])

    def add_chunks(
        self,
        connection: sqlite3.Connection,
        file_id: int,
        chunks: Sequence[Chunk],
        rows: Sequence[int | None],
    ) -> None:
        """The chunks and their text in the full-text index, in one statement for all of them
        (the ids given to the new chunks are past every id there was)."""
        (last,) = connection.execute("SELECT COALESCE(MAX(id), 0) FROM chunks").fetchone()
        # A file's chunks share few heading paths: each is written as JSON once.
        paths = {h: json.dumps(h, ensure_ascii=False) for h in {c.headings for c in chunks}}
        connection.executemany(
            "INSERT INTO chunks(file_id, start, end, headings, text, vector_row) "
            "VALUES (?,?,?,?,?,?)",
            [
                (file_id, c.start, c.end, paths[c.headings], c.text, row)
                for c, row in zip(chunks, rows)
            ],
        )
        connection.execute(
            "INSERT INTO chunks_fts(rowid, text, headings) "
            "SELECT id, text, headings FROM chunks WHERE id > ?",
            (last,),
        )

    # -- vectors -----------------------------------------------------------------------------

    def chunks_without_vectors(self, file_id: int) -> list[tuple[int, str]]:
        return self.connection.execute(
            "SELECT id, text FROM chunks WHERE file_id = ? AND vector_row IS NULL", (file_id,)
        ).fetchall()

    def set_rows(self, connection: sqlite3.Connection, pairs: Sequence[tuple[int, int]]) -> None:
        connection.executemany("UPDATE chunks SET vector_row = ? WHERE id = ?", pairs)

    def drop_vectors(self, connection: sqlite3.Connection, from_row: int = 0) -> None:
        connection.execute("UPDATE chunks SET vector_row = NULL WHERE vector_row >= ?", (from_row,))

    def owners(self, rows: int) -> list[tuple[int, int]]:
        return self.connection.execute(
            "SELECT vector_row, id FROM chunks WHERE vector_row IS NOT NULL AND vector_row < ?",
            (rows,),
        ).fetchall()

    # -- search ------------------------------------------------------------------------------

    def full_text(self, query: str, limit: int) -> list[int]:
        """Chunk ids by BM25, best first, matching any of the query's words (FTS5's own syntax
        in a query is taken as words)."""
        words = set(_WORD.findall(query.lower()))
        if not words:
            return []
        match = " OR ".join('"' + word.replace('"', "") + '"' for word in sorted(words))
        rows = self.connection.execute(
            "SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? "
            "ORDER BY bm25(chunks_fts, 1.0, 0.5) LIMIT ?",
            (match, limit),
        )
        return [row[0] for row in rows]

    def chunks(self, ids: Sequence[int]) -> dict[int, StoredChunk]:
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self.connection.execute(
            "SELECT chunks.id, files.path, start, end, headings, text FROM chunks "
            f"JOIN files ON files.id = chunks.file_id WHERE chunks.id IN ({marks})",
            list(ids),
        )
        return {
            row[0]: StoredChunk(row[0], row[1], row[2], row[3], tuple(json.loads(row[4])), row[5])
            for row in rows
        }

    def counts(self) -> tuple[int, int, int]:
        """Files indexed, files left out, chunks."""
        indexed, skipped = self.connection.execute(
            "SELECT COALESCE(SUM(state = 'indexed'), 0), COALESCE(SUM(state = 'skipped'), 0) "
            "FROM files"
        ).fetchone()
        (chunks,) = self.connection.execute("SELECT COUNT(*) FROM chunks").fetchone()
        return indexed, skipped, chunks


def _mapped(exc: sqlite3.DatabaseError) -> KnowledgeError:
    text = str(exc).lower()
    if "full" in text or "no space" in text:
        return KnowledgeError(KnowledgeProblem.DISK_FULL, "the disk is full")
    return KnowledgeError(KnowledgeProblem.DAMAGED, str(exc))
