"""The version tree of a conversation in real SQLite: forks keep what they replace, one branch
is active, and a store written before versions existed reads as one branch."""

from __future__ import annotations

import pytest

from desktop_app.store import database as database_module
from desktop_app.store.conversations import ConversationStore, NewMessage
from desktop_app.store.database import Database
from desktop_app.store.migrations import MIGRATIONS


def contents(store: ConversationStore, conversation_id: str) -> list[str]:
    return [m.content for m in store.messages(conversation_id)]


def conversation_with(store: ConversationStore, *texts: str) -> tuple[str, list[int]]:
    conversation_id = store.create("t")
    roles = ["user", "assistant"] * len(texts)
    ids = store.add_messages(
        conversation_id,
        [NewMessage(role=role, content=text) for role, text in zip(roles, texts, strict=False)],
    )
    return conversation_id, ids


def test_each_message_follows_the_one_before_it(db: Database):
    store = ConversationStore(db)
    conversation_id, ids = conversation_with(store, "q1", "a1", "q2")
    rows = store.all_messages(conversation_id)
    assert [(m.id, m.parent_id, m.active) for m in rows] == [
        (ids[0], None, True),
        (ids[1], ids[0], True),
        (ids[2], ids[1], True),
    ]
    assert store.versions_in(conversation_id) == {}
    assert store.versions_of(ids[1]).count == 1


def test_an_edit_forks_before_the_message_and_keeps_the_old_branch(db: Database):
    store = ConversationStore(db)
    conversation_id, ids = conversation_with(store, "q1", "a1", "q2", "a2")
    edited = store.edit_message(ids[2], "q2 again")
    store.add_message(conversation_id, "assistant", "a2 again")

    assert contents(store, conversation_id) == ["q1", "a1", "q2 again", "a2 again"]
    versions = store.versions_of(edited)
    assert (versions.ids, versions.position, versions.neighbour(-1)) == (
        (ids[2], edited),
        2,
        ids[2],
    )
    assert versions.neighbour(1) is None
    assert store.versions_in(conversation_id) == {edited: versions}
    assert [m.content for m in store.recent_messages(conversation_id, 2)] == [
        "q2 again",
        "a2 again",
    ]

    store.switch_to_version(ids[2])
    assert contents(store, conversation_id) == ["q1", "a1", "q2", "a2"]
    assert store.versions_in(conversation_id) == {ids[2]: store.versions_of(ids[2])}
    assert store.versions_of(ids[2]).position == 1
    # Search and find-in follow the branch shown.
    assert store.search("again") == []
    assert store.find_in(conversation_id, "q2") == [ids[2]]


def test_a_first_message_can_be_edited_too(db: Database):
    store = ConversationStore(db)
    conversation_id, ids = conversation_with(store, "hello", "hi")
    edited = store.edit_message(ids[0], "hello there")
    assert contents(store, conversation_id) == ["hello there"]
    assert store.versions_of(edited).ids == (ids[0], edited)
    assert store.versions_in(conversation_id)[edited].count == 2


def test_switching_goes_down_to_the_newest_message_of_that_version(db: Database):
    store = ConversationStore(db)
    conversation_id, ids = conversation_with(store, "q1", "a1")
    store.set_aside_from(ids[1])
    second = store.add_message(conversation_id, "assistant", "a1 second")
    store.add_message(conversation_id, "user", "q2 after the second")
    store.switch_to_version(ids[1])
    assert contents(store, conversation_id) == ["q1", "a1"]

    store.switch_to_version(second)  # not only that message: the turns that followed it too
    assert contents(store, conversation_id) == ["q1", "a1 second", "q2 after the second"]


def test_only_a_message_of_the_active_branch_by_a_person_can_be_edited(db: Database):
    store = ConversationStore(db)
    _, ids = conversation_with(store, "q1", "a1")
    with pytest.raises(ValueError):
        store.edit_message(ids[1], "not mine")
    store.edit_message(ids[0], "q1 again")
    with pytest.raises(ValueError):
        store.edit_message(ids[0], "a set-aside version")


def test_a_retry_after_switching_leaves_drafts_of_other_versions_alone(db: Database):
    store = ConversationStore(db)
    conversation_id, ids = conversation_with(store, "q1")
    store.add_messages(
        conversation_id,
        [NewMessage(role="assistant", content="half", draft=True, outcome="failed")],
    )
    edited = store.edit_message(ids[0], "q1 again")
    assert store.discard_drafts(conversation_id, after_id=edited) == 0
    store.switch_to_version(ids[0])
    assert [m.draft for m in store.messages(conversation_id)] == [False, True]


def test_a_store_from_before_versions_reads_as_one_branch(db_path, monkeypatch):
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS[:12])
    with Database(db_path) as old, old.transaction() as connection:
        for conversation in ("one", "two"):
            connection.execute(
                "INSERT INTO conversations (id, title, created_at, updated_at)"
                " VALUES (?, 'kept', 0, 0)",
                (conversation,),
            )
        for conversation, text in [("one", "q1"), ("two", "other"), ("one", "a1"), ("one", "q2")]:
            connection.execute(
                "INSERT INTO messages (conversation_id, role, content, created_at)"
                " VALUES (?, 'user', ?, 0)",
                (conversation, text),
            )
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    with Database(db_path) as current:
        store = ConversationStore(current)
        rows = store.all_messages("one")
        assert [(m.content, m.active) for m in rows] == [("q1", True), ("a1", True), ("q2", True)]
        assert [m.parent_id for m in rows] == [None, rows[0].id, rows[1].id]
        assert [m.parent_id for m in store.all_messages("two")] == [None]
        store.add_message("one", "assistant", "a2")
        assert store.messages("one")[-1].parent_id == rows[2].id


def test_an_import_can_store_a_tree_of_versions_and_pick_the_branch_shown(db: Database):
    store = ConversationStore(db)
    conversation_id = store.create("imported")
    (question,) = store.add_version(conversation_id, None, [NewMessage(role="user", content="q")])
    first = store.add_version(
        conversation_id, question, [NewMessage(role="assistant", content="answer one")]
    )
    second = store.add_version(
        conversation_id,
        question,
        [
            NewMessage(role="assistant", content="answer two"),
            NewMessage(role="user", content="and then?"),
        ],
    )
    assert contents(store, conversation_id) == ["q", "answer two", "and then?"]
    assert store.versions_of(second[0]).ids == (first[0], second[0])
    store.switch_to_version(first[0])
    assert contents(store, conversation_id) == ["q", "answer one"]
    other = store.create("other")
    with pytest.raises(KeyError):
        store.add_version(other, question, [NewMessage(role="user", content="x")])
    assert contents(store, other) == []
