"""A settled call's stored result is rewritten: only that round's, found by its generation."""

from __future__ import annotations

import json

from desktop_app.store.actions.settled_results import settle_tool_result
from desktop_app.store.conversations import ConversationStore, NewMessage

NOT_KNOWN = "Stopped by the person while it ran: whether it took effect is not known."


def _round(generation: str, content: str) -> list[NewMessage]:
    calls = json.dumps([{"id": "call_1", "name": "note", "arguments": {}}])
    return [
        NewMessage(role="assistant", content="", generation_id=generation, tool_calls_json=calls),
        NewMessage(
            role="tool",
            content=content,
            tool_call_id="call_1",
            tool_name="note",
            is_error=True,
            tool_state="unknown",
        ),
    ]


def test_only_the_result_of_that_round_is_rewritten(db):
    store = ConversationStore(db)
    conversation = store.create("Notes")
    other = store.create("Other")
    store.add_message(conversation, "user", "note it")
    store.add_messages(conversation, _round("gen-1", NOT_KNOWN))  # call ids repeat per turn
    store.add_messages(conversation, _round("gen-2", NOT_KNOWN))
    store.add_messages(other, _round("gen-2", NOT_KNOWN))  # same generation id elsewhere

    assert settle_tool_result(
        db,
        conversation,
        "gen-2",
        "call_1",
        content="settled: pelican",
        is_error=False,
        tool_state="done",
    )
    results = [m for m in store.messages(conversation) if m.role == "tool"]
    assert [(m.content, m.tool_state, m.is_error) for m in results] == [
        (NOT_KNOWN, "unknown", True),
        ("settled: pelican", "done", False),
    ]
    assert [m.content for m in store.messages(other) if m.role == "tool"] == [NOT_KNOWN]


def test_nothing_stored_for_that_round_changes_nothing(db):
    store = ConversationStore(db)
    conversation = store.create("Notes")
    store.add_messages(conversation, _round("gen-1", NOT_KNOWN))
    assert not settle_tool_result(
        db, conversation, "gen-9", "call_1", content="x", is_error=False, tool_state="done"
    )
    assert not settle_tool_result(
        db, conversation, "gen-1", "call_2", content="x", is_error=False, tool_state="done"
    )
    assert [m.content for m in store.messages(conversation) if m.role == "tool"] == [NOT_KNOWN]
