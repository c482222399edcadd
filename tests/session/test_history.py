"""Stored rows to the prompt the model is sent: pure logic over StoredMessage values."""

from __future__ import annotations

import json

from desktop_app.providers.requests import Endpoint, stream_request
from desktop_app.session.history import prompt_of
from desktop_app.store.conversations import StoredMessage

_ids = iter(range(1, 1000))


def row(role: str, content: str = "", **fields) -> StoredMessage:
    return StoredMessage(
        id=next(_ids),
        conversation_id="c",
        role=role,
        content=content,
        generation_id=fields.pop("generation_id", None),
        tool_calls_json=fields.pop("tool_calls_json", None),
        tool_call_id=fields.pop("tool_call_id", None),
        created_at=0.0,
        **fields,
    )


CALLS = json.dumps(
    [{"id": "c1", "name": "read_file", "arguments": {"path": "a"}, "signature": "sig=="}]
)


def test_a_call_keeps_its_signature_and_its_result_its_name_and_error():
    prompt = prompt_of(
        [
            row("user", "read a"),
            row("assistant", "", generation_id="g", tool_calls_json=CALLS),
            row("tool", "no such file", tool_call_id="c1", tool_name="read_file", is_error=True),
            row("assistant", "It is missing."),
        ]
    )
    call = prompt.messages[1].tool_calls[0]
    assert (call.call_id, call.name, call.arguments, call.signature) == (
        "c1",
        "read_file",
        {"path": "a"},
        "sig==",
    )
    result = prompt.messages[2]
    assert (result.tool_call_id, result.tool_name, result.is_error) == ("c1", "read_file", True)
    endpoint = Endpoint(wire="gemini", model="m", base_url="http://127.0.0.1")
    body = json.loads(stream_request(endpoint, prompt).body)
    parts = [part for content in body["contents"] for part in content["parts"]]
    assert {"functionCall", "thoughtSignature"} <= next(
        p for p in parts if "functionCall" in p
    ).keys()
    assert (
        next(p for p in parts if "functionCall" in p)["thoughtSignature"] == "sig=="
    )  # Gemini refuses the call again without it


def test_drafts_empty_marks_and_results_without_their_call_are_never_sent():
    prompt = prompt_of(
        [
            row("tool", "orphan", tool_call_id="gone", tool_name="read_file"),
            row("user", "hello"),
            row("assistant", "", outcome="cancelled"),
            row("assistant", "half an answ", outcome="truncated", draft=True),
            row("user", "again"),
        ],
        system="be brief",
    )
    assert [(m.role, m.text) for m in prompt.messages] == [("user", "hello"), ("user", "again")]
    assert prompt.system == "be brief"
