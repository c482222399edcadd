"""Opening the store's SQLite file: checks, pragmas, migrations and explicit transactions.

A file that cannot be trusted is never repaired, migrated or replaced behind the person's back:
opening it raises ``DatabaseError`` and leaves every byte as it was. ``backup_and_start_fresh``
is the way out the UI offers; nothing here calls it.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

from desktop_app.errors import ArroyoError, FileProblem
from desktop_app.store import owners
from desktop_app.store.content_files import MemoryContent
from desktop_app.store.migrations import MIGRATIONS
from desktop_app.store.scrub import scrubbed_settings_json

# "Arro" in the header: tells our files from another program's SQLite file at the same path.
APPLICATION_ID = 0x4172726F
BUSY_TIMEOUT_SECONDS = 5.0
_SIDECARS = ("-wal", "-shm", "-journal")


class DatabaseError(ArroyoError):
    """The store's file could not be used. Whatever the kind, nothing was replaced."""

    def __init__(self, kind: FileProblem, path: Path, detail: str = "") -> None:
        what = {
            FileProblem.CORRUPT: "is damaged or is not an Arroyo database",
            FileProblem.NEWER_VERSION: "was written by a newer version of Arroyo",
            FileProblem.UNAVAILABLE: "could not be opened",
        }[kind]
        # Refused files were only read. An unavailable one may have failed halfway through a
        # migration (disk full): earlier migrations stay applied, yet nothing was replaced.
        outcome = (
            "Nothing was replaced or deleted."
            if kind is FileProblem.UNAVAILABLE
            else "Nothing was changed or replaced: the file is exactly as it was."
        )
        super().__init__(
            f"The database at {path} {what}{f' ({detail})' if detail else ''}. {outcome}"
        )
        self.kind: FileProblem = kind
        self.path = path
        self.detail = detail


class Database:
    """One connection to the store's file, shared by the stores built on it.

    The connection is in autocommit mode (``isolation_level=None``); every change goes through
    ``transaction()``, so where a transaction begins and ends is written in the code, not
    guessed by the driver. A lock serialises the threads that share this object; separate
    ``Database`` objects (or processes) on one file are serialised by SQLite's own locks.

    While open, it holds a liveness lock in ``owners/`` beside the file: ``owner_id`` names it
    in the rows it owns (the ledger's running operations), and other processes can tell it is
    alive.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._lock = threading.RLock()
        self._depth = 0  # nesting of transaction(): inner levels are savepoints
        # Contents named by their digest (attachments, receipts) kept in memory rather than in
        # the folder beside the file; None: a database on disk, whose contents are files.
        self.memory_content: MemoryContent | None = None
        self._owners = self.path.parent / owners.FOLDER
        self._borrowed_liveness = False
        self.connection = _open(self.path, MIGRATIONS)
        try:
            self._liveness = owners.Liveness(self.owners_folder)
        except OSError as error:
            self.connection.close()
            raise DatabaseError(
                FileProblem.UNAVAILABLE, self.path, error.strerror or str(error)
            ) from error

    @classmethod
    def in_memory(cls, beside: Database) -> Database:
        """A database with the same schema that never touches the disk (a temporary
        conversation's): no file, no sidecar, its contents in memory, gone when closed. It
        names its running operations with ``beside``'s owner id, whose lock says it is alive, so
        it adds no lock file either."""
        database = cls.__new__(cls)
        database.path = Path(":memory:")
        database._lock = threading.RLock()
        database._depth = 0
        database.memory_content = MemoryContent()
        database._owners = beside.owners_folder
        database._borrowed_liveness = True
        database._liveness = beside._liveness
        connection = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        connection.row_factory = sqlite3.Row
        connection.execute("PRAGMA foreign_keys = ON")
        connection.create_function(
            "arroyo_scrub_settings", 1, scrubbed_settings_json, deterministic=True
        )
        _migrate(connection, MIGRATIONS)
        database.connection = connection
        return database

    @property
    def in_memory_only(self) -> bool:
        return self.memory_content is not None

    @property
    def owners_folder(self) -> Path:
        return self._owners

    @property
    def owner_id(self) -> str:
        return self._liveness.id

    @property
    def schema_version(self) -> int:
        with self._lock:
            return _user_version(self.connection)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception.

        IMMEDIATE takes the write lock up front, so a read-then-write inside (a state check
        followed by its update) cannot be overtaken by another writer between the two. Nested
        use becomes a savepoint: the inner block rolls back alone, the outer one commits.
        """
        with self._lock:
            connection = self.connection
            if self._depth:
                name = f"nested_{self._depth}"
                connection.execute(f"SAVEPOINT {name}")
                self._depth += 1
                try:
                    yield connection
                except BaseException:
                    if connection.in_transaction:  # SQLite may have rolled everything back
                        connection.execute(f"ROLLBACK TO {name}")
                        connection.execute(f"RELEASE {name}")
                    raise
                else:
                    connection.execute(f"RELEASE {name}")
                finally:
                    self._depth -= 1
                return
            connection.execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield connection
                connection.execute("COMMIT")
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
            finally:
                self._depth = 0

    def fetch_one(self, sql: str, parameters: Any = ()) -> sqlite3.Row | None:
        with self._lock:
            row: sqlite3.Row | None = self.connection.execute(sql, parameters).fetchone()
            return row

    def fetch_all(self, sql: str, parameters: Any = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self.connection.execute(sql, parameters).fetchall()

    def close(self) -> None:
        with self._lock:
            self.connection.close()  # closing twice is harmless
            if self.memory_content is not None:
                self.memory_content.clear()
            if not self._borrowed_liveness:
                self._liveness.release()

    def __enter__(self) -> Database:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def backup_and_start_fresh(path: Path | str) -> Path:
    """Moves a file that could not be opened aside, as ``<name>.broken-<timestamp>``.

    The next ``Database(path)`` then starts an empty store. The -wal, -shm and -journal files
    go with it, renamed to sit beside the backup (so the backup still opens whole), and they go
    first: a stale -wal left beside a fresh file would be replayed into it.
    """
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.broken-{stamp}")
    attempt = 1
    while any(Path(f"{backup}{suffix}").exists() for suffix in ("", *_SIDECARS)):
        attempt += 1
        backup = path.with_name(f"{path.name}.broken-{stamp}-{attempt}")
    for suffix in _SIDECARS:
        sidecar = Path(f"{path}{suffix}")
        if sidecar.exists():
            sidecar.rename(f"{backup}{suffix}")
    path.rename(backup)
    return backup


def _open(path: Path, migrations: tuple[str, ...]) -> sqlite3.Connection:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseError(FileProblem.UNAVAILABLE, path, error.strerror or str(error)) from error
    try:
        _probe(path, len(migrations))
        connection = sqlite3.connect(
            path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None, check_same_thread=False
        )
    except sqlite3.Error as error:
        raise classified(error, path) from error
    try:
        connection.row_factory = sqlite3.Row
        connection.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
        connection.execute("PRAGMA foreign_keys = ON")
        connection.execute("PRAGMA journal_mode = WAL")
        # FULL in WAL mode: a committed transaction is on disk when COMMIT returns. The ledger
        # relies on it: "started" must survive a crash that follows it.
        connection.execute("PRAGMA synchronous = FULL")
        # For migrations that rewrite stored settings in Python rather than in SQL.
        connection.create_function(
            "arroyo_scrub_settings", 1, scrubbed_settings_json, deterministic=True
        )
        _migrate(connection, migrations)
    except BaseException as error:
        connection.close()
        if isinstance(error, sqlite3.Error):
            raise classified(error, path) from error
        raise
    return connection


# A file made moments ago, with a writer's -wal or -journal beside it, may be another Arroyo (a
# second instance, the terminal) creating it: read mid-creation it can look damaged. Such a
# verdict is checked again, within a bound; a damaged file is refused all the same after it.
_YOUNG_SECONDS = 10.0
_PROBE_ATTEMPTS = 40
_PROBE_PAUSE_SECONDS = 0.05


def _probe(path: Path, known: int) -> None:
    for attempt in range(1, _PROBE_ATTEMPTS + 1):
        try:
            _probe_once(path, known)
            return
        except (DatabaseError, sqlite3.DatabaseError) as error:
            corrupt = (
                error.kind is FileProblem.CORRUPT
                if isinstance(error, DatabaseError)
                else classified(error, path).kind is FileProblem.CORRUPT
            )
            if not corrupt or attempt == _PROBE_ATTEMPTS or not _young(path):
                raise
        time.sleep(_PROBE_PAUSE_SECONDS)


def _young(path: Path) -> bool:
    """Being written now, maybe: changed moments ago, with a writer's sidecar beside it."""
    try:
        changed = path.stat().st_mtime
    except OSError:
        return False
    writing = any(Path(f"{path}{suffix}").exists() for suffix in ("-wal", "-journal"))
    return writing and time.time() - changed < _YOUNG_SECONDS


def _probe_once(path: Path, known: int) -> None:
    """Checks an existing file through a read-only connection, before anything may write.

    A read-write connection will not do: closing it checkpoints and deletes a -wal it found,
    writing into the very file being refused. Even read-only, SQLite creates the -wal and -shm
    of a WAL-mode file to read it, so:

    - with no -wal or -journal beside it, the file alone is the whole database and nobody has
      it open (a WAL connection keeps its -wal while open; a writer in rollback mode has a
      -journal), so it is read as ``immutable``: no lock, no sidecar;
    - otherwise the sidecars are read too, with ``readonly_shm`` so even the -shm is kept as it
      is. When a crash left a -wal without its -shm, SQLite has to rebuild the -shm (an index it
      derives from the -wal); the database and the -wal are still only read.
    """
    if not path.exists():
        return
    uri = path.resolve().as_uri()
    if not any(Path(f"{path}{suffix}").exists() for suffix in ("-wal", "-journal")):
        _check(f"{uri}?mode=ro&immutable=1", path, known)
        return
    try:
        _check(f"{uri}?mode=ro&readonly_shm=1", path, known)
    except sqlite3.OperationalError as error:
        if getattr(error, "sqlite_errorname", "") != "SQLITE_CANTOPEN":
            raise
        _check(f"{uri}?mode=ro", path, known)


def _check(uri: str, path: Path, known: int) -> None:
    connection = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_SECONDS)
    try:
        version = _user_version(connection)  # the first read: a non-database fails here
        if version > known:
            raise DatabaseError(
                FileProblem.NEWER_VERSION,
                path,
                f"schema {version}; this version knows up to {known}",
            )
        application_id = connection.execute("PRAGMA application_id").fetchone()[0]
        if application_id not in (0, APPLICATION_ID):
            raise DatabaseError(FileProblem.CORRUPT, path, "it belongs to another program")
        if version == 0 and connection.execute("SELECT 1 FROM sqlite_master").fetchone():
            raise DatabaseError(FileProblem.CORRUPT, path, "it holds another program's tables")
        problems = [row[0] for row in connection.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise DatabaseError(FileProblem.CORRUPT, path, "; ".join(problems[:3]))
    finally:
        connection.close()


def _migrate(connection: sqlite3.Connection, migrations: tuple[str, ...]) -> None:
    for number, script in enumerate(migrations, start=1):
        if _user_version(connection) >= number:
            continue
        connection.execute("BEGIN IMMEDIATE")
        try:
            # Read again under the write lock: another process may have migrated meanwhile.
            if _user_version(connection) < number:
                # Statement by statement: executescript() would COMMIT our transaction first.
                for statement in _statements(script):
                    connection.execute(statement)
                if number == 1:
                    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                connection.execute(f"PRAGMA user_version = {number}")
            connection.execute("COMMIT")
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise


def _statements(script: str) -> Iterator[str]:
    """Splits a script into statements; sqlite3.complete_statement knows triggers and quotes."""
    buffer = ""
    for piece in script.split(";"):
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            if _has_code(buffer):
                yield buffer
            buffer = ""
    if _has_code(buffer):
        raise ValueError(f"incomplete statement in migration: {buffer.strip()[:80]}")


def _has_code(text: str) -> bool:
    lines = (line.split("--", 1)[0] for line in text.splitlines())
    return bool("".join(lines).strip(" \t\r\n;"))


def _user_version(connection: sqlite3.Connection) -> int:
    version: int = connection.execute("PRAGMA user_version").fetchone()[0]
    return version


def classified(error: sqlite3.Error, path: Path) -> DatabaseError:
    # Extended names too (SQLITE_CORRUPT_VTAB...). Anything else (locked, read-only, disk
    # full, no permission) says nothing about the file's health.
    name = getattr(error, "sqlite_errorname", "")
    corrupt = name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
    return DatabaseError(
        FileProblem.CORRUPT if corrupt else FileProblem.UNAVAILABLE, path, str(error)
    )
