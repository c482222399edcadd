"""Start-up problems, each with a real cause: a file that could not be opened for now (another
process holding the lock, a disk that is really full) is offered Retry or Quit, never Start
fresh, and the healthy file is never moved aside; a damaged one may start fresh. None of them
ends in a traceback."""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.config.settings import SettingsError
from desktop_app.store import database as database_module
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database, DatabaseError
from desktop_app.store.migrations import MIGRATIONS
from desktop_app.ui.dialogs.startup_problems import (
    StartupChoice,
    choices_for,
    load_settings,
    open_database,
    problem_box,
)
from tests.support import REPO

HOLD = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("holding", flush=True)
sys.stdin.readline()
connection.execute("ROLLBACK")
"""


@contextlib.contextmanager
def held_lock(path: Path):
    """Another process holding the database's write lock until the block tells it to stop."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "holding"

        def release() -> None:
            holder.stdin.write("\n")
            holder.stdin.flush()
            assert holder.wait(10) == 0

        yield release
    finally:
        if holder.poll() is None:
            holder.kill()
        holder.wait(10)
        holder.stdin.close()
        holder.stdout.close()


def healthy_database(path: Path, migrations=MIGRATIONS) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    with Database(path) if migrations is MIGRATIONS else contextlib.nullcontext() as db:
        if db is None:  # a file of an earlier version, as it wrote it
            connection = database_module._open(path, migrations)
            connection.execute(
                "INSERT INTO conversations (id, title, created_at, updated_at)"
                " VALUES ('kept', 'kept', 0, 0)"
            )
            connection.close()
            return "kept"
        return ConversationStore(db).create("kept")


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name != "owners")


def test_a_lock_held_longer_than_the_busy_timeout_offers_retry_then_opens(tmp_path, monkeypatch):
    monkeypatch.setattr(database_module, "BUSY_TIMEOUT_SECONDS", 0.5)
    path = tmp_path / "arroyo.sqlite3"
    conversation = healthy_database(path)
    asked: list[DatabaseError] = []
    with held_lock(path) as release:

        def ask(error: DatabaseError) -> StartupChoice:
            asked.append(error)
            assert choices_for(error.kind) == (StartupChoice.RETRY, StartupChoice.QUIT)
            release()  # the other program is closed; the person chooses Retry
            return StartupChoice.RETRY

        database = open_database(path, ask)
    assert database is not None
    with database:
        assert ConversationStore(database).get(conversation) is not None
    (error,) = asked
    assert error.kind == "unavailable" and "locked" in error.detail
    assert not any(".broken" in name for name in files(tmp_path))


def test_quitting_leaves_the_locked_file_where_it_was(tmp_path, monkeypatch):
    monkeypatch.setattr(database_module, "BUSY_TIMEOUT_SECONDS", 0.5)
    path = tmp_path / "arroyo.sqlite3"
    healthy_database(path)
    before = files(tmp_path)
    with held_lock(path):
        assert open_database(path, lambda error: StartupChoice.QUIT) is None
    # the holder's -wal and -shm may stay beside it; the file itself is where it was
    assert [name for name in files(tmp_path) if not name.endswith(("-wal", "-shm"))] == before


def test_start_fresh_is_never_honoured_for_a_file_that_could_not_be_opened(tmp_path, monkeypatch):
    monkeypatch.setattr(database_module, "BUSY_TIMEOUT_SECONDS", 0.5)
    path = tmp_path / "arroyo.sqlite3"
    healthy_database(path)
    answers = iter([StartupChoice.START_FRESH, StartupChoice.QUIT])
    with held_lock(path):
        assert open_database(path, lambda error: next(answers)) is None
    assert not any(".broken" in name for name in files(tmp_path))


def test_ask_with_a_lock_held_says_so_in_one_line(tmp_path):
    data = tmp_path / "data"
    healthy_database(data / "arroyo.sqlite3")
    with held_lock(data / "arroyo.sqlite3"):  # longer than the real 5 s busy timeout
        result = subprocess.run(
            [sys.executable, "-m", "desktop_app", "ask", "hola", "--provider", "demo"],
            cwd=REPO,
            env={**os.environ, "ARROYO_DATA_DIR": str(data)},
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert result.returncode == 2
    assert "locked" in result.stdout and "Traceback" not in result.stderr


@pytest.fixture
def full_disk(tmp_path):
    """A real 1 MB tmpfs (needs root and mount)."""
    mount_point = tmp_path / "small-disk"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount_point)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def fill(folder: Path) -> Path:
    """Writes until the disk refuses (bounded: the disk is 1 MB)."""
    filler = folder / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for _ in range(10_000):
            try:
                os.write(descriptor, b"\0" * 512)
            except OSError as error:
                assert error.errno == errno.ENOSPC
                return filler
    finally:
        os.close(descriptor)
    raise AssertionError("the disk never filled up")


def test_a_full_disk_offers_retry_and_never_moves_the_healthy_file(full_disk):
    path = full_disk / "arroyo.sqlite3"
    healthy_database(path, MIGRATIONS[:-1])  # opening it must write: the upgrade
    original = path.read_bytes()
    filler = fill(full_disk)
    asked: list[DatabaseError] = []

    def ask(error: DatabaseError) -> StartupChoice:
        asked.append(error)
        assert "arroyo.sqlite3" in files(full_disk)
        assert not any(".broken" in name for name in files(full_disk))
        if len(asked) == 1:
            return StartupChoice.START_FRESH  # offered or not, never done for a full disk
        filler.unlink()  # the person frees some space and tries again
        return StartupChoice.RETRY

    database = open_database(path, ask)
    assert database is not None
    with database:
        assert database.schema_version == len(MIGRATIONS)
        assert ConversationStore(database).get("kept") is not None
    assert len(asked) == 2
    assert all(error.kind == "unavailable" for error in asked)
    assert all(
        choices_for(error.kind) == (StartupChoice.RETRY, StartupChoice.QUIT) for error in asked
    )
    assert original[:16] == b"SQLite format 3\0"  # the same healthy file, upgraded in place


def test_a_damaged_file_may_start_fresh_and_is_kept_aside(tmp_path):
    path = tmp_path / "arroyo.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    offered = []

    def ask(error: DatabaseError) -> StartupChoice:
        offered.append(choices_for(error.kind))
        return StartupChoice.START_FRESH

    database = open_database(path, ask)
    assert database is not None
    database.close()
    assert offered == [(StartupChoice.START_FRESH, StartupChoice.QUIT)]
    (kept,) = [name for name in files(tmp_path) if ".broken" in name]
    assert (tmp_path / kept).read_bytes() == b"not a database at all" * 100


def test_the_dialog_for_a_file_that_could_not_be_opened_has_retry_and_quit(qapp):
    box, buttons = problem_box("t", "p", "w", choices_for("unavailable"))
    assert [button.text() for button in buttons] == ["Retry", "Quit"]
    assert box.defaultButton().text() == "Quit"
    box, buttons = problem_box("t", "p", "w", choices_for("corrupt"))
    assert [button.text() for button in buttons] == ["Start fresh (keep a copy)", "Quit"]


def test_settings_of_deeply_nested_brackets_are_a_message_and_the_file_is_kept(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"[" * 500_000)
    asked: list[SettingsError] = []
    assert load_settings(path, start_fresh=lambda error: asked.append(error) or False) is None
    (error,) = asked
    assert error.kind == "corrupt" and "nested too deeply" in error.detail
    assert path.read_bytes() == b"[" * 500_000  # Quit: left untouched
    settings = load_settings(path, start_fresh=lambda error: True)
    assert settings is not None and settings.providers == ()
    assert (tmp_path / "settings.json.broken").read_bytes() == b"[" * 500_000  # kept aside


def test_a_bare_sqlite_error_never_reaches_the_start_up(tmp_path, monkeypatch):
    """The reclaim at start-up takes the write lock: busy there is a DatabaseError too."""
    from desktop_app.store.startup import open_store

    monkeypatch.setattr(database_module, "BUSY_TIMEOUT_SECONDS", 0.5)
    path = tmp_path / "arroyo.sqlite3"
    healthy_database(path)
    with held_lock(path), pytest.raises(DatabaseError) as caught:
        open_store(path)
    assert not isinstance(caught.value, sqlite3.Error)
