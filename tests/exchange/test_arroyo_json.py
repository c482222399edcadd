"""Arroyo's JSON export and its import: a round trip keeps every round, call and result, an
imported call is never pending, a second import adds nothing, and no key is written."""

from __future__ import annotations

import json

import pytest

from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.reading import Source
from desktop_app.exchange.transfer import ExportFormat, export, import_file
from desktop_app.net.redaction import Redactor
from desktop_app.session.history import prompt_of
from desktop_app.store.conversations import ConversationStore, NewMessage
from tests.exchange.samples import KEY, stored_conversation

# What a round trip keeps of each message exactly (ids, generations and states aside).
KEPT = (
    "role",
    "content",
    "created_at",
    "reasoning",
    "tool_call_id",
    "tool_name",
    "is_error",
    "tool_action",
    "tool_intent_json",
    "outcome",
    "outcome_code",
    "draft",
)


def test_a_round_trip_keeps_every_round_call_and_result(open_db, tmp_path):
    source = ConversationStore(open_db("source"))
    conversation_id = stored_conversation(source)
    out = tmp_path / "export.json"
    assert export(source, out, ExportFormat.JSON) == [out]

    target_db = open_db("target")
    report = import_file(ConversationStore(target_db), out)
    assert report.source is Source.ARROYO
    assert report.added == (conversation_id,) and report.already_here == 0
    target = ConversationStore(target_db)
    before, after = source.messages(conversation_id), target.messages(conversation_id)
    assert [[getattr(m, name) for name in KEPT] for m in after] == [
        [getattr(m, name) for name in KEPT] for m in before
    ]
    assert [json.loads(m.tool_calls_json or "null") for m in after] == [
        json.loads(m.tool_calls_json or "null") for m in before
    ]
    assert [(m.stats_json and json.loads(m.stats_json)) for m in after] == [
        (m.stats_json and json.loads(m.stats_json)) for m in before
    ]
    assert [(m.usage_json and json.loads(m.usage_json)) for m in after] == [
        (m.usage_json and json.loads(m.usage_json)) for m in before
    ]
    # Imported rounds are history: no generation to resume, results marked as never run here.
    assert all(m.generation_id is None for m in after)
    assert [m.tool_state for m in after if m.role == "tool"] == ["imported"]
    conversation, original = target.get(conversation_id), source.get(conversation_id)
    assert conversation is not None and original is not None
    assert (conversation.title, conversation.system_prompt, conversation.created_at) == (
        original.title,
        original.system_prompt,
        original.created_at,
    )
    # Found by search like any message (drafts are not).
    assert [hit.conversation_id for hit in target.search("milk")] == [conversation_id]


def test_importing_twice_or_where_it_came_from_adds_nothing(open_db, tmp_path):
    source_db = open_db("source")
    source = ConversationStore(source_db)
    conversation_id = stored_conversation(source)
    out = tmp_path / "export.json"
    export(source, out, ExportFormat.JSON)
    report = import_file(ConversationStore(source_db), out)
    assert (report.added, report.already_here) == ((), 1)
    target_db = open_db("target")
    import_file(ConversationStore(target_db), out)
    again = import_file(ConversationStore(target_db), out)
    assert (again.added, again.already_here) == ((), 1)
    target = ConversationStore(target_db)
    assert [c.id for c in target.list()] == [conversation_id]
    assert len(target.messages(conversation_id)) == len(source.messages(conversation_id))


def test_no_key_in_use_is_written(open_db, tmp_path):
    source = ConversationStore(open_db("source"))
    stored_conversation(source)
    out = tmp_path / "export.json"
    export(source, out, ExportFormat.JSON, redact=Redactor([KEY]))
    written = out.read_text(encoding="utf-8")
    assert KEY not in written and KEY[:16] not in written
    assert "[redacted]" in written and "buy milk" in written


def test_a_call_without_a_result_gets_one_and_is_never_pending(open_db, tmp_path):
    source = ConversationStore(open_db("source"))
    conversation_id = source.create("Cut")
    calls = [{"id": "call_9", "name": "run_command", "arguments": {"command": "rm -rf build"}}]
    source.add_messages(
        conversation_id,
        [
            NewMessage(role="user", content="Clean up"),
            NewMessage(
                role="assistant",
                content="",
                generation_id="gen-9",
                tool_calls_json=json.dumps(calls),
            ),
        ],
    )
    out = tmp_path / "export.json"
    export(source, out, ExportFormat.JSON)
    target = ConversationStore(open_db("target"))
    import_file(target, out)
    rows = target.messages(conversation_id)
    assert [m.role for m in rows] == ["user", "assistant", "tool"]
    assert rows[-1].tool_call_id == "call_9" and rows[-1].is_error
    assert rows[-1].tool_state == "imported" and "Not run" in rows[-1].content
    # What a continued turn sends ends with the answered call, not with a call to settle.
    prompt = prompt_of(rows)
    assert prompt.messages[-1].role == "tool"
    assert all(m.generation_id is None for m in prompt.messages)


def test_only_the_conversation_asked_for_is_exported(open_db, tmp_path):
    store = ConversationStore(open_db("source"))
    wanted = stored_conversation(store)
    other = store.create("Other")
    store.add_message(other, "user", "not this one")
    out = tmp_path / "one.json"
    export(store, out, ExportFormat.JSON, [wanted])
    document = json.loads(out.read_text(encoding="utf-8"))
    assert [c["id"] for c in document["conversations"]] == [wanted]
    with pytest.raises(ExchangeError) as raised:
        export(store, tmp_path / "none.json", ExportFormat.JSON, ["0" * 32])
    assert raised.value.problem is ExchangeProblem.NO_SUCH_CONVERSATION
    assert not (tmp_path / "none.json").exists()


@pytest.mark.parametrize(
    ("document", "problem"),
    [
        ({"format": "arroyo-conversations", "version": 99, "conversations": []}, "newer_format"),
        ({"format": "arroyo-conversations", "version": 1, "conversations": {}}, "damaged"),
        (
            {
                "format": "arroyo-conversations",
                "version": 1,
                "conversations": [
                    {
                        "id": "x",
                        "created_at": 1.0,
                        "messages": [{"role": "system", "content": "", "created_at": 1.0}],
                    }
                ],
            },
            "damaged",
        ),
        ({"something": "else"}, "not_an_export"),
    ],
)
def test_a_file_that_is_not_right_adds_nothing(open_db, tmp_path, document, problem):
    database = open_db("target")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(ExchangeError) as raised:
        import_file(ConversationStore(database), path)
    assert raised.value.problem.value == problem
    assert ConversationStore(database).list() == []


def test_a_branch_is_exported_with_the_link_to_its_original(open_db, tmp_path):
    from desktop_app.store.context.store import ContextStore

    store = ConversationStore(open_db("branches"))
    original = store.create("Rivers")
    first = store.add_message(original, "user", "How do rivers bend?")
    store.add_message(original, "assistant", "They meander.")
    branch = ContextStore(store).branch(original, first, "Rivers")
    out = tmp_path / "branch.json"
    export(store, out, ExportFormat.JSON, [branch])
    document = json.loads(out.read_text("utf-8"))["conversations"][0]
    assert document["branched_from"] == {
        "conversation_id": original,
        "message_id": first,
        "title": "Rivers",
    }
    assert [m["content"] for m in document["messages"]] == ["How do rivers bend?"]
