"""The list's queries: pinning, empty conversations, paging from a message, finding inside one."""

from __future__ import annotations

import pytest

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.migrations import MIGRATIONS


@pytest.fixture
def store(db: Database, clock) -> ConversationStore:
    return ConversationStore(db, clock=clock)


def test_pinned_conversations_list_first_and_unpinning_puts_them_back(store, clock):
    old = store.create("Old")
    clock.advance(10)
    middle = store.create("Middle")
    clock.advance(10)
    new = store.create("New")
    store.set_pinned(old, True)
    clock.advance(10)
    store.set_pinned(middle, True)
    assert [c.id for c in store.list()] == [middle, old, new]
    assert store.get(old).pinned and not store.get(new).pinned
    clock.advance(10)
    store.set_pinned(old, True)  # pinned again: keeps its place among the pinned
    assert [c.id for c in store.list()] == [middle, old, new]
    store.set_pinned(middle, False)
    assert [c.id for c in store.list()] == [old, new, middle]
    assert store.get(middle).pinned_at is None


def test_the_pin_survives_reopening_the_file(open_db, db_path):
    first = open_db()
    conversation_id = ConversationStore(first).create("Kept")
    ConversationStore(first).set_pinned(conversation_id, True)
    first.close()
    again = ConversationStore(open_db(db_path))
    assert again.get(conversation_id).pinned
    assert len(MIGRATIONS) >= 10


def test_empty_lists_only_conversations_without_messages(store, clock):
    talked = store.create("Talked")
    store.add_message(talked, "user", "hi")
    clock.advance(1)
    blank = store.create("")
    clock.advance(1)
    gone = store.create("")
    store.delete(gone)
    assert [c.id for c in store.empty()] == [blank]


def test_messages_from_pages_forward_from_a_message(store):
    conversation_id = store.create("Long")
    ids = [store.add_message(conversation_id, "user", f"m{n}") for n in range(30)]
    page = store.messages_from(conversation_id, ids[5], 4)
    assert [m.content for m in page] == ["m5", "m6", "m7", "m8"]
    assert store.messages_from(conversation_id, ids[-1] + 1, 4) == []


def test_find_in_searches_one_conversation_in_order(store):
    mine = store.create("Mine")
    other = store.create("Other")
    store.add_message(other, "user", "the heap is here too")
    first = store.add_message(mine, "assistant", "a binary heap")
    store.add_message(mine, "user", "no match")
    second = store.add_message(mine, "user", "heap, binary")
    assert store.find_in(mine, "binary heap") == [first, second]
    assert store.find_in(mine, "   ") == []
    assert store.find_in(mine, 'heap" OR "x') == []  # words, not syntax
