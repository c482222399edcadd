"""Remembered facts travel with sync: a fact arrives with its text, its scope (global or a
project's) and the conversation it was said in; deleted on one device it goes on the others,
and an edit made where the deletion was not seen yet keeps it."""

from __future__ import annotations

from desktop_app.store import database as database_module
from desktop_app.store.database import Database
from desktop_app.store.memory.memories import MemoryStore
from desktop_app.store.migrations import MIGRATIONS
from desktop_app.store.projects import ProjectStore
from desktop_app.store.sync.memories import SYNC_MEMORIES
from desktop_app.sync.changes import Kind
from desktop_app.sync.merge import Replica, collectable
from desktop_app.sync.service import SyncConfig
from tests.sync.servers import PASSWORD, USER, webdav_server
from tests.sync.support import Profile

_FACTS_TRAVEL = MIGRATIONS.index(SYNC_MEMORIES)


def _two(tmp_path, config=None, credential=None):
    config = config or (lambda: SyncConfig("folder", str(tmp_path / "shared")))
    first, second = Profile.at(tmp_path / "a"), Profile.at(tmp_path / "b")
    first.setup(config(), credential=credential)
    second.setup(config(), credential=credential)
    return first, second


def _facts(profile):
    return sorted(
        (m.text, m.created_at, m.source_conversation_id, m.project_id, m.source_title)
        for m in MemoryStore(profile.database).list()
    )


def _both(first, second, rounds=2):
    for _ in range(rounds):
        first.sync_now()
        second.sync_now()


def test_a_fact_arrives_with_its_text_scope_and_source_and_a_deletion_follows(
    tmp_path, memory_keyring
):
    first, second = _two(tmp_path)
    conversation = first.store.create("Holidays")
    first.store.add_message(conversation, "user", "I am vegetarian.")
    project = ProjectStore(first.database).create("Kitchen")
    memories = MemoryStore(first.database, clock=lambda: 1000.0)
    memories.add("Eats no meat", conversation)
    memories.add("Cooks on gas", None, project_id=project)
    first.sync_now()
    second.sync_now()

    expected = [
        ("Cooks on gas", 1000.0, None, project, None),
        ("Eats no meat", 1000.0, conversation, None, "Holidays"),
    ]
    assert _facts(second) == _facts(first) == expected

    # edited on b, the edit comes back to a; deleted on b, it goes from a
    on_b = MemoryStore(second.database)
    meat = next(m for m in on_b.list() if m.text == "Eats no meat")
    on_b.edit(meat.id, "Eats no meat nor fish")
    _both(second, first, rounds=1)
    assert "Eats no meat nor fish" in [m.text for m in memories.list()]
    on_b.delete(meat.id)
    _both(second, first, rounds=1)
    assert [m.text for m in memories.list()] == ["Cooks on gas"]
    assert _facts(first) == _facts(second)

    # the project removed on a (the window archives; the row is removed here by hand) takes
    # its facts away on b too
    with first.database.transaction() as connection:
        connection.execute("DELETE FROM projects WHERE id = ?", (project,))
    _both(first, second)
    assert _facts(first) == _facts(second) == []


def test_an_edit_the_deletion_never_saw_keeps_the_fact_everywhere(tmp_path, memory_keyring):
    first, second = _two(tmp_path)
    MemoryStore(first.database).add("Lives in Lyon", None)
    _both(first, second, rounds=1)
    on_b = MemoryStore(second.database)
    on_b.edit(on_b.list()[0].id, "Lives in Lille")
    memories = MemoryStore(first.database)
    memories.delete(memories.list()[0].id)  # a had not seen b's edit
    _both(first, second)
    assert [m.text for m in memories.list()] == [m.text for m in on_b.list()] == ["Lives in Lille"]

    # deleted again, having seen the edit: gone everywhere, and nothing comes back
    on_b.delete(on_b.list()[0].id)
    _both(second, first)
    assert memories.list() == on_b.list() == []
    assert first.sync_now().sent == 0


def test_facts_kept_before_facts_travelled_are_sent_once(tmp_path, memory_keyring, monkeypatch):
    """A database an older version wrote, with facts and no fact triggers: the migration gives
    each fact a global id and notes it, so they travel like the new ones."""
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS[:_FACTS_TRAVEL])
    (tmp_path / "a").mkdir()
    with Database(tmp_path / "a" / "arroyo.db") as old:
        MemoryStore(old).add("Prefers metric units", None)
        assert old.fetch_all("SELECT 1 FROM sqlite_master WHERE name = 'sync_memory_ids'") == []
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    first, second = _two(tmp_path)
    assert first.sync_now().sent >= 1
    second.sync_now()
    assert [m.text for m in MemoryStore(second.database).list()] == ["Prefers metric units"]
    assert first.sync_now().sent == 0


def test_a_fact_travels_through_webdav(tmp_path, memory_keyring):
    with webdav_server(tmp_path / "dav") as url:
        first, second = _two(
            tmp_path, lambda: SyncConfig("webdav", url, user=USER), credential=PASSWORD
        )
        MemoryStore(first.database).add("Speaks Welsh", None)
        first.sync_now()
        second.sync_now()
        assert [m.text for m in MemoryStore(second.database).list()] == ["Speaks Welsh"]
    stored = b"".join(p.read_bytes() for p in (tmp_path / "dav").rglob("*") if p.is_file())
    assert b"Welsh" not in stored


def test_a_deletion_wins_over_the_edits_it_saw_not_over_a_concurrent_one():
    a, b = Replica("a"), Replica("b")
    created = a.make(Kind.MEMORY, "f", {"text": "one", "created_at": 1.0})
    b.receive([created])
    seen_edit = a.make(Kind.MEMORY, "f", {"text": "two"})
    b.receive([seen_edit])
    concurrent = a.make(Kind.MEMORY, "f", {"text": "three"})
    delete = b.make(Kind.MEMORY_DELETE, "f")
    for one, other in ((a, [delete]), (b, [concurrent])):
        one.receive(other)
        assert not one.state()["f"].deleted
        assert one.state()["f"].fields["text"] == "three"
    vectors = {"a": a.intake.vector, "b": b.intake.vector}
    assert not collectable(a.objects["f"], vectors)  # kept: a later snapshot must carry it
    b.make(Kind.MEMORY_DELETE, "f")
    a.receive(b.log())
    assert a.state()["f"].deleted and b.state()["f"].deleted


def test_a_fact_outlives_its_conversation_purged_on_either_device(tmp_path, memory_keyring):
    first, second = _two(tmp_path)
    conversation = first.store.create("Moving house")
    MemoryStore(first.database).add("Moves in May", conversation)
    _both(first, second, rounds=1)
    assert _facts(second)[0][2:] == (conversation, None, "Moving house")
    first.store.delete(conversation)
    first.store.purge_deleted(0)
    _both(first, second)
    assert _facts(first) == _facts(second)
    assert [(text, source) for text, _at, source, _p, _t in _facts(second)] == [
        ("Moves in May", None)
    ]
