"""The memories table: kept, listed with the conversation they came from, edited, deleted one
by one or all at once; a purged conversation leaves its facts without a link."""

from __future__ import annotations

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.memory.memories import Memory, MemoryStore
from desktop_app.store.projects import ProjectStore


def test_facts_are_listed_newest_first_with_their_conversation(db):
    conversations = ConversationStore(db)
    source = conversations.create("Trip to Lyon")
    store = MemoryStore(db)
    first = store.add("Likes trains", source)
    store.add("Global note", None)
    listed = store.list()
    assert [m.text for m in listed] == ["Global note", "Likes trains"]
    assert store.get(first) == Memory(
        first, "Likes trains", listed[1].created_at, source, None, "Trip to Lyon"
    )


def test_edit_delete_and_delete_all(db):
    store = MemoryStore(db)
    one, two = store.add("a", None), store.add("b", None)
    store.edit(one, "a, edited")
    store.delete(two)
    assert [m.text for m in store.list()] == ["a, edited"]
    store.add("c", None)
    assert store.delete_all() == 2 and store.list() == []


def test_a_purged_conversation_keeps_its_facts_without_the_link(db):
    conversations = ConversationStore(db)
    source = conversations.create("gone")
    store = MemoryStore(db)
    store.add("Stays", source)
    with db.transaction() as connection:
        connection.execute("DELETE FROM conversations WHERE id = ?", (source,))
    (memory,) = store.list()
    assert memory.text == "Stays" and memory.source_conversation_id is None


def test_visible_to_follows_scope_and_time(db):
    project = ProjectStore(db).create("P")
    store = MemoryStore(db, clock=iter([1.0, 2.0, 3.0]).__next__)
    store.add("global", None)
    store.add("in project", None, project)
    store.add("later", None)
    everything = store.visible_to(None, per_project=False)
    assert [m.text for m in everything] == ["later", "in project", "global"]
    assert [m.text for m in store.visible_to(None, per_project=True)] == ["later", "global"]
    assert [m.text for m in store.visible_to(project, per_project=True, before=2.0)] == [
        "in project",
        "global",
    ]


def test_adopt_adds_only_what_is_missing_and_drops_unknown_links(db):
    store = MemoryStore(db)
    kept = Memory(0, "Known", 5.0, "no-such-conversation", None)
    homeless = Memory(0, "Of a project not here", 6.0, None, "no-such-project")
    assert store.adopt([kept, kept, homeless]) == 1
    assert store.adopt([kept]) == 0
    (memory,) = store.list()  # the project's fact did not become a global one
    assert (memory.text, memory.created_at) == ("Known", 5.0)
    assert memory.source_conversation_id is None and memory.project_id is None
