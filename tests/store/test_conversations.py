"""Conversations and messages: CRUD, soft delete and undo, purge, and plain-word search."""

from __future__ import annotations

import pytest

from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.ledger import Approval, OperationLedger, idempotency_key
from desktop_app.store.conversations import MATCH_END, MATCH_START, ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore

DAY = 24 * 3600.0


@pytest.fixture
def store(db: Database, clock) -> ConversationStore:
    return ConversationStore(db, clock=clock)


def test_create_get_rename_and_system_prompt(store: ConversationStore, clock):
    conversation_id = store.create("Trip", system_prompt="Be brief.")
    assert len(conversation_id) == 32 and int(conversation_id, 16) >= 0
    created = store.get(conversation_id)
    assert created is not None
    assert (created.title, created.system_prompt) == ("Trip", "Be brief.")
    assert created.created_at == created.updated_at == clock.now
    assert created.deleted_at is None

    clock.advance(5)
    store.rename(conversation_id, "Trip to Oaxaca")
    clock.advance(5)
    store.set_system_prompt(conversation_id, "")
    changed = store.get(conversation_id)
    assert changed is not None
    assert (changed.title, changed.system_prompt) == ("Trip to Oaxaca", "")
    assert changed.created_at == created.created_at
    assert changed.updated_at == clock.now


def test_unknown_conversations(store: ConversationStore):
    assert store.get("nope") is None
    assert store.messages("nope") == []
    for change in (
        lambda: store.rename("nope", "x"),
        lambda: store.set_system_prompt("nope", "x"),
        lambda: store.delete("nope"),
        lambda: store.restore("nope"),
        lambda: store.add_message("nope", "user", "hello"),
    ):
        with pytest.raises(KeyError):
            change()


def test_list_is_most_recently_updated_first(store: ConversationStore, clock):
    first = store.create("first")
    clock.advance(1)
    second = store.create("second")
    clock.advance(1)
    third = store.create("third")
    assert [c.id for c in store.list()] == [third, second, first]
    clock.advance(1)
    store.add_message(first, "user", "back to this one")
    assert [c.id for c in store.list()] == [first, third, second]


def test_recent_messages_pages_back_from_the_end(store: ConversationStore):
    conversation_id = store.create("Long")
    other = store.create("Other")
    for number in range(25):
        store.add_message(conversation_id, "user", f"m{number}")
        store.add_message(other, "user", f"o{number}")
    last = store.recent_messages(conversation_id, 10)
    assert [m.content for m in last] == [f"m{n}" for n in range(15, 25)]
    before = store.recent_messages(conversation_id, 10, before_id=last[0].id)
    assert [m.content for m in before] == [f"m{n}" for n in range(5, 15)]
    first = store.recent_messages(conversation_id, 10, before_id=before[0].id)
    assert [m.content for m in first] == [f"m{n}" for n in range(5)]
    assert store.recent_messages(conversation_id, 10, before_id=first[0].id) == []


def test_same_instant_falls_back_to_creation_order(store: ConversationStore):
    ids = [store.create(f"c{n}") for n in range(3)]  # the fake clock does not move
    assert [c.id for c in store.list()] == ids[::-1]


def test_messages_are_kept_as_given_and_in_order(store: ConversationStore):
    conversation = store.create("tools")
    calls = '[{"id":"call_1","name":"read_file","arguments":{"path":"a.txt"}}]'
    ids = [
        store.add_message(conversation, "user", "read a.txt  \n\u00e9\u0301 \U0001f30a"),
        store.add_message(conversation, "assistant", "", generation_id="g1", tool_calls_json=calls),
        store.add_message(conversation, "tool", "contents", tool_call_id="call_1"),
        store.add_message(conversation, "assistant", "Done.", generation_id="g2"),
    ]
    assert ids == sorted(ids)
    messages = store.messages(conversation)
    assert [m.id for m in messages] == ids
    assert [m.role for m in messages] == ["user", "assistant", "tool", "assistant"]
    assert messages[0].content == "read a.txt  \n\u00e9\u0301 \U0001f30a"
    assert (messages[1].content, messages[1].tool_calls_json) == ("", calls)
    assert (messages[1].generation_id, messages[3].generation_id) == ("g1", "g2")
    assert messages[2].tool_call_id == "call_1"
    assert messages[0].tool_calls_json is None and messages[0].generation_id is None


def test_an_unknown_role_is_refused(store: ConversationStore):
    conversation = store.create("x")
    with pytest.raises(ValueError, match="role"):
        store.add_message(conversation, "system", "no")
    assert store.messages(conversation) == []


def test_delete_is_soft_and_restore_undoes_it(store: ConversationStore, clock):
    kept = store.create("kept")
    clock.advance(1)
    gone = store.create("gone")
    store.add_message(gone, "user", "still here after undo")
    clock.advance(1)
    store.delete(gone)
    assert [c.id for c in store.list()] == [kept]
    deleted = store.get(gone)
    assert deleted is not None and deleted.deleted_at == clock.now
    clock.advance(1)
    store.delete(gone)  # twice: the first time is kept
    assert store.get(gone).deleted_at == clock.now - 1  # type: ignore[union-attr]

    store.restore(gone)
    assert [c.id for c in store.list()] == [gone, kept]  # back where it was
    assert store.get(gone).deleted_at is None  # type: ignore[union-attr]
    assert [m.content for m in store.messages(gone)] == ["still here after undo"]


def test_purge_removes_only_what_was_deleted_long_enough_ago(store: ConversationStore, clock):
    old = store.create("old")
    store.add_message(old, "user", "ancient words")
    recent = store.create("recent")
    alive = store.create("alive")
    store.delete(old)
    clock.advance(10 * DAY)
    store.delete(recent)
    clock.advance(1 * DAY)

    assert store.purge_deleted(older_than_seconds=7 * DAY) == 1
    assert store.get(old) is None
    assert store.messages(old) == []
    assert store.get(recent) is not None and store.get(alive) is not None
    store.restore(recent)
    assert store.search("ancient") == []


def test_purge_takes_what_belongs_to_the_conversation(db: Database, store, clock):
    generations = GenerationStore(db, clock=clock)
    grants = GrantStore(db, clock=clock)
    ledger = OperationLedger(db, clock=clock)
    conversation = store.create("purged")
    generation = generations.create(conversation, settings={"model": "m"})
    generations.record_telemetry(generation, bytes_received=10)
    grants.grant("read_file", conversation)
    everywhere = grants.grant("read_file", None)

    def operation(call: str) -> str:
        key = idempotency_key(conversation, generation, call, "{}")
        ledger.confirm(
            key=key,
            conversation_id=conversation,
            generation_id=generation,
            tool_call_id=call,
            tool="write_file",
            arguments="{}",
            approval=Approval.ASKED,
        )
        return key

    settled, running = operation("call_1"), operation("call_2")
    ledger.start(settled)
    ledger.succeed(settled, "wrote 3 bytes")
    ledger.start(running)

    store.delete(conversation)
    clock.advance(DAY)
    assert store.purge_deleted(older_than_seconds=0) == 1

    with pytest.raises(KeyError):
        generations.get(generation)
    assert generations.telemetry(generation) == {}
    assert grants.list() == [everywhere]
    assert ledger.get(settled) is None
    # Its outcome is not known yet: the person must still see it after the purge.
    assert ledger.get(running) is not None
    assert db.fetch_one("SELECT count(*) FROM message_search")[0] == 0  # type: ignore[index]


def test_search_ignores_accents_and_case(store: ConversationStore):
    conversation = store.create("songs")
    message = store.add_message(conversation, "assistant", "Aquí tienes una Canción de cuna.")
    for query in ("canción", "cancion", "CANCIÓN", "aqui cuna"):
        hits = store.search(query)
        assert [(h.conversation_id, h.message_id) for h in hits] == [(conversation, message)]
    snippet = store.search("cancion")[0].snippet
    assert f"{MATCH_START}Canción{MATCH_END}" in snippet


def test_search_covers_user_and_assistant_messages_only(store: ConversationStore):
    conversation = store.create("roles")
    user = store.add_message(conversation, "user", "find the otter")
    assistant = store.add_message(conversation, "assistant", "the otter is here")
    store.add_message(conversation, "tool", "otter otter otter", tool_call_id="c")
    assert {hit.message_id for hit in store.search("otter")} == {user, assistant}


def test_every_word_must_match(store: ConversationStore):
    conversation = store.create("words")
    both = store.add_message(conversation, "user", "red river")
    store.add_message(conversation, "user", "red rock")
    assert [hit.message_id for hit in store.search("river red")] == [both]


@pytest.mark.parametrize(
    "query",
    [
        '"',
        '""',
        'say "hi',
        "AND",
        "OR NOT",
        "NEAR(a b)",
        "-x",
        "x*",
        "*",
        "^start",
        "content:x",
        "(",
        ")",
        "a + b",
        "{a b}",
        "'",
        "\\",
        "a\x00b",
        "\ud800",
        "%_",
        ":",
        "NOT",
        'hi""there',
    ],
)
def test_quotes_and_operators_in_a_query_never_raise(store: ConversationStore, query):
    conversation = store.create("syntax")
    store.add_message(conversation, "user", 'say "hi" AND -x NOT y (content: x*)')
    assert isinstance(store.search(query), list)


def test_operators_are_searched_as_words(store: ConversationStore):
    conversation = store.create("syntax")
    message = store.add_message(conversation, "user", "cats AND dogs")
    store.add_message(conversation, "user", "only cats")
    assert [hit.message_id for hit in store.search("AND")] == [message]
    assert [hit.message_id for hit in store.search('"dogs"')] == [message]
    assert store.search("cats NOT dogs") == []  # NOT is a word here, and no message has it


def test_blank_queries_find_nothing(store: ConversationStore):
    store.add_message(store.create("x"), "user", "anything")
    assert store.search("") == []
    assert store.search("   \n") == []


def test_deleted_conversations_are_hidden_from_search(store: ConversationStore):
    shown = store.create("shown")
    hidden = store.create("hidden")
    store.add_message(shown, "user", "the heron")
    store.add_message(hidden, "user", "the heron again")
    store.delete(hidden)
    assert [hit.conversation_id for hit in store.search("heron")] == [shown]
    store.restore(hidden)
    assert {hit.conversation_id for hit in store.search("heron")} == {shown, hidden}


def test_search_limit(store: ConversationStore):
    conversation = store.create("many")
    for n in range(10):
        store.add_message(conversation, "user", f"salmon {n}")
    assert len(store.search("salmon", limit=3)) == 3
    assert len(store.search("salmon")) == 10


def test_conversations_survive_reopening(open_db, clock):
    first = ConversationStore(open_db(), clock=clock)
    conversation = first.create("durable")
    first.add_message(conversation, "user", "remember me")
    second = ConversationStore(open_db(), clock=clock)
    assert [c.title for c in second.list()] == ["durable"]
    assert [m.content for m in second.messages(conversation)] == ["remember me"]


def test_a_conversation_keeps_its_display_policy(tmp_path):
    from desktop_app.store.conversations import ConversationStore
    from desktop_app.store.database import Database

    with Database(tmp_path / "c.sqlite3") as db:
        store = ConversationStore(db)
        conversation_id = store.create("t")
        assert store.get(conversation_id).display_policy is None
        store.set_display_policy(conversation_id, "sentences")
    with Database(tmp_path / "c.sqlite3") as db:
        assert ConversationStore(db).get(conversation_id).display_policy == "sentences"


def test_an_answer_keeps_how_it_ended(db):
    store = ConversationStore(db)
    conversation = store.create("cortes")
    store.add_message(
        conversation, "assistant", "Primera parte", outcome="incomplete", outcome_code="length"
    )
    store.add_message(conversation, "assistant", "Entera", outcome="completed")
    store.add_message(conversation, "user", "sin final")
    assert [(m.outcome, m.outcome_code) for m in store.messages(conversation)] == [
        ("incomplete", "length"),
        ("completed", None),
        (None, None),
    ]
    with pytest.raises(ValueError, match="outcome"):
        store.add_message(conversation, "assistant", "x", outcome="streaming")


def test_answers_stored_before_outcomes_were_kept_learn_theirs_from_the_generation(db_path):
    from desktop_app.store import database as database_module
    from desktop_app.store.migrations import MIGRATIONS

    db_path.parent.mkdir(parents=True)
    old = database_module._open(db_path, MIGRATIONS[:7])  # a file from the previous version
    old.execute(
        "INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c', 't', 0, 0)"
    )
    old.execute(
        "INSERT INTO generations (id, conversation_id, state, settings_json, created_at,"
        " updated_at) VALUES ('cut', 'c', 'incomplete', '{}', 0, 0), "
        "('whole', 'c', 'confirmed', '{}', 0, 0)"
    )
    old.execute(
        "INSERT INTO generation_telemetry (generation_id, stop_reason) VALUES ('cut', 'length')"
    )
    old.execute(
        "INSERT INTO messages (conversation_id, role, content, generation_id, created_at)"
        " VALUES ('c', 'assistant', 'Primera', 'cut', 0), ('c', 'assistant', 'Toda', 'whole', 0)"
    )
    old.close()
    with Database(db_path) as db:
        assert [
            (m.content, m.outcome, m.outcome_code) for m in ConversationStore(db).messages("c")
        ] == [("Primera", "incomplete", "length"), ("Toda", None, None)]


def test_drafts_are_not_searched_until_kept_and_go_with_the_turn_that_replaces_them(tmp_path):
    from desktop_app.store.conversations import NewMessage

    db = Database(tmp_path / "drafts.db")
    try:
        store = ConversationStore(db)
        conversation = store.create("c")
        before = store.add_message(conversation, "user", "tell me about estuaries")
        draft = store.save_draft(conversation, "an estuary is", "", generation_id="g")
        assert (
            store.save_draft(
                conversation, "an estuary is where", "why", generation_id="g", message_id=draft
            )
            == draft
        )
        assert store.search("estuary") == []  # the user's "estuaries" is another word
        assert store.last_message_id(conversation) == draft

        store.keep_draft(draft)
        assert [hit.message_id for hit in store.search("estuary")] == [draft]

        second = store.save_draft(conversation, "an estuary again", "", generation_id="h")
        answer = NewMessage(role="assistant", content="Done.", outcome="completed")
        (stored,) = store.add_messages(conversation, [answer], drafts_after=before)
        ids = [m.id for m in store.messages(conversation)]
        assert second not in ids and draft in ids[:-1]  # a kept draft is no draft any more
        assert ids[-1] == stored
        assert store.discard_drafts(conversation, after_id=0) == 0
    finally:
        db.close()


def test_text_length_counts_the_characters_of_the_active_branch_only(db: Database, clock):
    store = ConversationStore(db, clock=clock)
    conversation_id = store.create("Meter")
    other = store.create("Other")
    assert store.text_length(conversation_id) == 0
    first = store.add_message(conversation_id, "user", "canción")  # 7 characters, 8 bytes
    store.add_message(conversation_id, "assistant", "sí")
    store.add_message(other, "user", "not counted here")
    assert store.text_length(conversation_id) == len("canción") + len("sí")
    store.edit_message(first, "hola")  # the old branch is set aside
    active = store.messages(conversation_id)
    assert [m.content for m in active] == ["hola"]
    assert store.text_length(conversation_id) == sum(len(m.content) for m in active) == 4
