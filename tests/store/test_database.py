"""Opening, migrating and refusing files: a file that cannot be trusted is left byte for byte."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from desktop_app.store import database as database_module
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import (
    MIGRATIONS,
    Database,
    DatabaseError,
    backup_and_start_fresh,
)

SIDECARS = ("-wal", "-shm", "-journal")


def snapshot(path: Path) -> dict[str, bytes]:
    """The file and whatever sidecars sit beside it, to compare before and after."""
    found = {}
    for suffix in ("", *SIDECARS):
        candidate = Path(f"{path}{suffix}")
        if candidate.exists():
            found[suffix] = candidate.read_bytes()
    return found


def raw(path: Path, *statements: str) -> None:
    """Runs statements with a plain sqlite3 connection, as another program (or version) would."""
    connection = sqlite3.connect(path)
    try:
        for statement in statements:
            connection.execute(statement)
        connection.commit()
    finally:
        connection.close()


def test_a_new_file_is_created_with_its_folder_and_the_pragmas(db: Database, db_path: Path):
    assert db_path.is_file()
    assert db.path == db_path
    assert db.schema_version == len(MIGRATIONS)
    connection = db.connection
    assert connection.isolation_level is None
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert connection.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert connection.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert connection.execute("PRAGMA busy_timeout").fetchone()[0] > 0


def test_migrations_are_scripts_numbered_by_their_position():
    assert isinstance(MIGRATIONS, tuple)
    assert len(MIGRATIONS) >= 2
    assert all(isinstance(script, str) and script.strip() for script in MIGRATIONS)


@pytest.mark.parametrize("applied", range(len(MIGRATIONS)))
def test_a_file_from_an_older_version_is_upgraded(applied, db_path, monkeypatch):
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS[:applied])
    with Database(db_path) as old:
        assert old.schema_version == applied
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    with Database(db_path) as current:
        assert current.schema_version == len(MIGRATIONS)


def test_the_previous_version_upgrades_and_keeps_its_data(db_path, monkeypatch):
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS[:-1])
    conversation = "kept-1"
    with Database(db_path) as old, old.transaction() as connection:
        # Written as the previous version wrote it: today's store knows newer columns.
        connection.execute(
            "INSERT INTO conversations (id, title, created_at, updated_at)"
            " VALUES (?, 'kept', 0, 0)",
            (conversation,),
        )
        connection.execute(
            "INSERT INTO messages (conversation_id, role, content, created_at)"
            " VALUES (?, 'user', 'una canción', 0)",
            (conversation,),
        )
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    with Database(db_path) as current:
        assert current.schema_version == len(MIGRATIONS)
        conversations = ConversationStore(current)
        assert [c.title for c in conversations.list()] == ["kept"]
        assert [m.content for m in conversations.messages(conversation)] == ["una canción"]
        (message,) = conversations.messages(conversation)
        assert (message.draft, message.reasoning, message.is_error) == (False, "", False)
        assert [hit.message_id for hit in conversations.search("cancion")] == [message.id]


def test_messages_written_before_search_existed_become_searchable(db_path, monkeypatch):
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS[:1])
    conversation = "before-search"
    with Database(db_path) as old, old.transaction() as connection:
        connection.execute(
            "INSERT INTO conversations (id, title, created_at, updated_at)"
            " VALUES (?, 'before search', 0, 0)",
            (conversation,),
        )
        connection.executemany(
            "INSERT INTO messages (conversation_id, role, content, created_at) VALUES (?, ?, ?, 0)",
            [(conversation, "assistant", "the river runs"), (conversation, "tool", "river output")],
        )
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    with Database(db_path) as current:
        hits = ConversationStore(current).search("river")
        assert [hit.conversation_id for hit in hits] == [conversation]  # the tool one is not


def test_a_failing_migration_rolls_back_alone(db_path, monkeypatch):
    Database(db_path).close()
    broken = "CREATE TABLE half_done (x);\nCREATE TABLE conversations (again);"
    monkeypatch.setattr(database_module, "MIGRATIONS", (*MIGRATIONS, broken))
    with pytest.raises(DatabaseError):
        Database(db_path)
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    with Database(db_path) as db:
        assert db.schema_version == len(MIGRATIONS)
        tables = {row[0] for row in db.fetch_all("SELECT name FROM sqlite_master")}
        assert "half_done" not in tables


def test_a_file_from_a_newer_version_is_refused_and_untouched(db_path):
    Database(db_path).close()
    raw(db_path, f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    before = snapshot(db_path)
    with pytest.raises(DatabaseError) as caught:
        Database(db_path)
    assert caught.value.kind == "newer_version"
    assert caught.value.path == db_path
    assert "newer version" in str(caught.value)
    assert "Nothing was changed or replaced" in str(caught.value)
    assert snapshot(db_path) == before


def test_a_newer_file_left_by_a_crash_keeps_its_wal_untouched(db_path, tmp_path):
    """A -wal holding committed data must not be checkpointed into a file we refuse."""
    source = tmp_path / "newer.db"
    writer = sqlite3.connect(source)
    try:
        writer.execute("PRAGMA journal_mode = WAL")
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.execute("CREATE TABLE future (x)")
        writer.execute("INSERT INTO future VALUES (1)")
        writer.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 7}")
        writer.commit()
        db_path.parent.mkdir()
        for suffix in ("", "-wal", "-shm"):  # what a killed process leaves behind
            db_path.with_name(db_path.name + suffix).write_bytes(
                Path(f"{source}{suffix}").read_bytes()
            )
    finally:
        writer.close()
    before = snapshot(db_path)
    assert set(before) == {"", "-wal", "-shm"}
    with pytest.raises(DatabaseError) as caught:
        Database(db_path)
    assert caught.value.kind == "newer_version"
    assert snapshot(db_path) == before


def test_random_bytes_are_corrupt_and_untouched(db_path):
    db_path.parent.mkdir()
    db_path.write_bytes(bytes(range(256)) * 64)
    before = snapshot(db_path)
    with pytest.raises(DatabaseError) as caught:
        Database(db_path)
    assert caught.value.kind == "corrupt"
    assert caught.value.path == db_path
    assert "Nothing was changed or replaced" in str(caught.value)
    assert snapshot(db_path) == before


def test_a_damaged_database_is_corrupt_and_untouched(db_path):
    with Database(db_path) as db:
        conversations = ConversationStore(db)
        conversation = conversations.create("big")
        for n in range(300):
            conversations.add_message(conversation, "user", f"message {n} " + "x" * 500)
    data = bytearray(db_path.read_bytes())
    page = 4096
    assert len(data) > 20 * page
    data[10 * page : 12 * page] = b"\xff" * (2 * page)  # two b-tree pages of nonsense
    db_path.write_bytes(data)
    before = snapshot(db_path)
    with pytest.raises(DatabaseError) as caught:
        Database(db_path)
    assert caught.value.kind == "corrupt"
    assert snapshot(db_path) == before


def test_another_programs_database_is_refused_and_untouched(db_path):
    db_path.parent.mkdir()
    raw(db_path, "CREATE TABLE contacts (name TEXT)", "INSERT INTO contacts VALUES ('Ana')")
    before = snapshot(db_path)
    with pytest.raises(DatabaseError) as caught:
        Database(db_path)
    assert caught.value.kind == "corrupt"
    assert snapshot(db_path) == before


def test_a_path_that_cannot_be_opened_is_unavailable(tmp_path):
    (tmp_path / "a-file").write_text("not a folder")
    with pytest.raises(DatabaseError) as caught:
        Database(tmp_path / "a-file" / "arroyo.db")
    assert caught.value.kind == "unavailable"
    folder = tmp_path / "a-folder"
    folder.mkdir()
    with pytest.raises(DatabaseError) as caught:
        Database(folder)
    assert caught.value.kind == "unavailable"


def test_backup_and_start_fresh_moves_the_file_and_its_sidecars(db_path):
    db_path.parent.mkdir()
    garbage = b"\x00garbage" * 100
    db_path.write_bytes(garbage)
    Path(f"{db_path}-wal").write_bytes(b"wal")
    Path(f"{db_path}-shm").write_bytes(b"shm")
    before = snapshot(db_path)
    with pytest.raises(DatabaseError) as caught:
        Database(db_path)
    assert caught.value.kind == "corrupt"
    assert snapshot(db_path) == before  # the sidecars too

    backup = backup_and_start_fresh(db_path)

    assert backup.parent == db_path.parent
    assert backup.name.startswith("arroyo.db.broken-")
    assert backup.read_bytes() == garbage
    assert Path(f"{backup}-wal").read_bytes() == b"wal"
    assert Path(f"{backup}-shm").read_bytes() == b"shm"
    assert snapshot(db_path) == {}
    with Database(db_path) as fresh:
        assert fresh.schema_version == len(MIGRATIONS)
        assert ConversationStore(fresh).list() == []


def test_backing_up_twice_in_the_same_second_keeps_both(db_path):
    db_path.parent.mkdir()
    db_path.write_bytes(b"first")
    first = backup_and_start_fresh(db_path)
    db_path.write_bytes(b"second")
    second = backup_and_start_fresh(db_path)
    assert first != second
    assert (first.read_bytes(), second.read_bytes()) == (b"first", b"second")


def test_a_transaction_commits_or_rolls_back_as_a_whole(db: Database):
    with db.transaction() as connection:
        connection.execute("CREATE TABLE t (x)")
        connection.execute("INSERT INTO t VALUES (1)")
    with pytest.raises(RuntimeError), db.transaction() as connection:
        connection.execute("INSERT INTO t VALUES (2)")
        raise RuntimeError("changed my mind")
    assert [row[0] for row in db.fetch_all("SELECT x FROM t")] == [1]
    assert not db.connection.in_transaction


def test_a_nested_transaction_rolls_back_alone(db: Database):
    with db.transaction() as connection:
        connection.execute("CREATE TABLE t (x)")
        connection.execute("INSERT INTO t VALUES (1)")
        with pytest.raises(RuntimeError), db.transaction() as inner:
            inner.execute("INSERT INTO t VALUES (2)")
            raise RuntimeError("inner only")
        connection.execute("INSERT INTO t VALUES (3)")
    assert [row[0] for row in db.fetch_all("SELECT x FROM t ORDER BY x")] == [1, 3]


def test_closing_through_the_context_manager(db_path):
    with Database(db_path) as db:
        pass
    with pytest.raises(sqlite3.ProgrammingError):
        db.connection.execute("SELECT 1")
    db.close()  # twice is harmless


def test_a_file_another_process_is_still_creating_is_read_again_until_whole(tmp_path, monkeypatch):
    """Read mid-creation (a writer's -journal beside it), the file looks damaged; read again
    once the writer is done, it opens. The writer here is played by the third read."""
    path = tmp_path / "arroyo.db"
    Database(path).close()
    whole = path.read_bytes()
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(whole[:100] + b"\xff" * (len(whole) - 100))  # half written
    journal = Path(f"{path}-journal")
    journal.write_bytes(b"")
    reads = []
    probe_once = database_module._probe_once

    def read(probed: Path, known: int) -> None:
        reads.append(probed)
        if len(reads) == 3:  # the other process finishes
            probed.write_bytes(whole)
            journal.unlink()
        probe_once(probed, known)

    monkeypatch.setattr(database_module, "_probe_once", read)
    monkeypatch.setattr(database_module, "_PROBE_PAUSE_SECONDS", 0.001)
    Database(path).close()
    assert len(reads) == 3


def test_a_damaged_file_left_long_ago_is_refused_at_the_first_read(tmp_path, monkeypatch):
    import os

    from desktop_app.errors import FileProblem

    path = tmp_path / "arroyo.db"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4080)
    Path(f"{path}-journal").write_bytes(b"")
    an_hour_ago = path.stat().st_mtime - 3600
    os.utime(path, (an_hour_ago, an_hour_ago))
    reads = []
    probe_once = database_module._probe_once
    monkeypatch.setattr(
        database_module, "_probe_once", lambda p, k: reads.append(p) or probe_once(p, k)
    )
    with pytest.raises(DatabaseError) as refused:
        Database(path)
    assert refused.value.kind is FileProblem.CORRUPT and len(reads) == 1
