"""The index's SQLite file: a file's chunks reach the full-text index, a transaction that fails
(a full disk, an error of the caller's) leaves nothing behind and the file writable, and an index
made with the earlier per-row trigger goes on working."""

import sqlite3

import pytest

from desktop_app.knowledge.chunking import Chunk
from desktop_app.knowledge.index_db import FileState, IndexDatabase
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem


def _chunks(*texts):
    return [Chunk(0, len(text), ("Notes",), text) for text in texts]


def _add(db, path, *texts):
    with db.transaction() as connection:
        file_id = db.write_file(
            connection, path, hash="h", mtime_ns=0, size=0, state=FileState.INDEXED
        )
        db.add_chunks(connection, file_id, _chunks(*texts), [None] * len(texts))


def _fts_matches_chunks(db):
    """FTS5's own check that its index holds exactly the chunks' text (rank 1: against the
    content table); it raises when a row is missing or indexed twice."""
    db.connection.execute("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('integrity-check', 1)")
    return True


def _automerge(db):
    row = db.connection.execute("SELECT v FROM chunks_fts_config WHERE k = 'automerge'").fetchone()
    return str(row[0]) if row else None


def _texts(db, query):
    return sorted(chunk.text for chunk in db.chunks(db.full_text(query, 10)).values())


@pytest.fixture
def db(tmp_path):
    index = IndexDatabase(tmp_path / "notes.sqlite3")
    yield index
    index.close()


def test_each_files_chunks_are_searchable_and_go_with_the_file(db):
    _add(db, "/a.md", "tides and the moon", "spring tides")
    _add(db, "/b.md", "honeybees dancing")
    _add(db, "/a.md", "neap tides")  # written anew: the old chunks leave the index
    assert _texts(db, "tides") == ["neap tides"]
    assert _texts(db, "honeybees") == ["honeybees dancing"]
    with db.transaction() as connection:
        db.remove_files(connection, ["/b.md"])
    assert _texts(db, "honeybees") == []
    assert _fts_matches_chunks(db)


def test_a_full_disk_rolls_back_says_so_and_leaves_the_index_writable(db):
    _add(db, "/a.md", "tides and the moon")
    pages = db.connection.execute("PRAGMA page_count").fetchone()[0]
    db.connection.execute(f"PRAGMA max_page_count = {pages + 2}")
    big = [f"paragraph {i} " * 40 for i in range(400)]
    with pytest.raises(KnowledgeError) as caught:
        _add(db, "/big.md", *big)
    assert caught.value.kind is KnowledgeProblem.DISK_FULL
    assert not db.connection.in_transaction
    assert db.counts() == (1, 0, 1)  # nothing of the big file
    db.connection.execute("PRAGMA max_page_count = 1073741823")
    _add(db, "/big.md", *big)  # the next transaction starts and commits
    assert db.counts() == (2, 0, 401)
    assert _fts_matches_chunks(db)


def test_a_full_disk_after_sqlite_rolled_back_itself_is_still_a_full_disk(db):
    with pytest.raises(KnowledgeError) as caught, db.transaction() as connection:
        db.put(connection, "roots", "[]")
        connection.execute("ROLLBACK")  # as SQLite does on SQLITE_FULL in some statements
        raise sqlite3.OperationalError("database or disk is full")
    assert caught.value.kind is KnowledgeProblem.DISK_FULL
    assert not db.connection.in_transaction
    assert db.get("roots", "none") == "none"


def test_an_error_of_the_caller_rolls_back_and_is_raised_as_it_is(db):
    with pytest.raises(ValueError), db.transaction() as connection:
        db.put(connection, "roots", "[]")
        raise ValueError("stop")
    assert not db.connection.in_transaction
    assert db.get("roots", "none") == "none"


def test_an_index_made_with_the_per_row_trigger_goes_on_working(tmp_path):
    path = tmp_path / "old.sqlite3"
    IndexDatabase(path).close()
    old = sqlite3.connect(path)
    old.executescript(
        """
        DELETE FROM chunks_fts_config WHERE k = 'automerge';
        CREATE TRIGGER chunks_added AFTER INSERT ON chunks BEGIN
            INSERT INTO chunks_fts(rowid, text, headings) VALUES (new.id, new.text, new.headings);
        END;
        INSERT INTO files(path, hash, mtime_ns, size, state) VALUES ('/old.md', 'h', 0, 0, 'indexed');
        INSERT INTO chunks(file_id, start, end, headings, text) VALUES (1, 0, 9, '[]', 'old tides');
        """
    )
    old.close()
    db = IndexDatabase(path)
    try:
        triggers = db.connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger'"
        ).fetchall()
        assert triggers == [("chunks_removed",)]
        assert _automerge(db) == "8"  # merged less often, as a new index is
        _add(db, "/new.md", "new tides")  # indexed once, not twice
        assert _texts(db, "tides") == ["new tides", "old tides"]
        with db.transaction() as connection:
            db.remove_files(connection, ["/old.md"])
        assert _texts(db, "tides") == ["new tides"]
        assert _fts_matches_chunks(db)
    finally:
        db.close()
