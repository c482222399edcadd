"""With thinking on, the turn's signed thinking blocks go back, unchanged, with its tool calls."""

import json

import pytest

from desktop_app.generation.assembler import TurnAssembler
from desktop_app.generation.parts import ReasoningDelta, ToolCallStarted
from desktop_app.generation.prompt import Message, Prompt, ToolCallRecord
from desktop_app.providers.anthropic import AnthropicParser, thinking_blocks
from desktop_app.providers.parameters import Parameters
from desktop_app.providers.requests import Endpoint, stream_request
from desktop_app.wire.sse import SseEvent
from tests.providers.sdk_types import validate_body


def events(*blocks):
    """A tool-use turn: message_start, the given content blocks' events, then the stop."""
    yield {"type": "message_start", "message": {"id": "msg_1", "model": "claude-sonnet-4-5"}}
    yield from blocks
    yield {"type": "message_delta", "delta": {"stop_reason": "tool_use"}}
    yield {"type": "message_stop"}


THINKING = [
    {
        "type": "content_block_start",
        "index": 0,
        "content_block": {"type": "thinking", "thinking": "", "signature": ""},
    },
    {
        "type": "content_block_delta",
        "index": 0,
        "delta": {"type": "thinking_delta", "thinking": "Let me "},
    },
    {
        "type": "content_block_delta",
        "index": 0,
        "delta": {"type": "thinking_delta", "thinking": "look."},
    },
    {
        "type": "content_block_delta",
        "index": 0,
        "delta": {"type": "signature_delta", "signature": "EqQBCkYIARgCKkB"},
    },
    {"type": "content_block_stop", "index": 0},
]
REDACTED = [
    {
        "type": "content_block_start",
        "index": 1,
        "content_block": {"type": "redacted_thinking", "data": "EmwKAhgBEgy3va"},
    },
    {"type": "content_block_stop", "index": 1},
]
TOOL_USE = [
    {
        "type": "content_block_start",
        "index": 2,
        "content_block": {
            "type": "tool_use",
            "id": "toolu_1",
            "name": "list_directory",
            "input": {},
        },
    },
    {
        "type": "content_block_delta",
        "index": 2,
        "delta": {"type": "input_json_delta", "partial_json": '{"path": "."}'},
    },
    {"type": "content_block_stop", "index": 2},
]
SIGNED = [
    {"type": "thinking", "thinking": "Let me look.", "signature": "EqQBCkYIARgCKkB"},
    {"type": "redacted_thinking", "data": "EmwKAhgBEgy3va"},
]


def parse_one_by_one(stream):
    parser = AnthropicParser()
    parts = []
    for event in stream:
        parts += parser.feed(SseEvent(event["type"], json.dumps(event)))
    return parts


def parse_in_batch(stream):
    return AnthropicParser().feed_events(
        [(event["type"], json.dumps(event), None) for event in stream]
    )


@pytest.mark.parametrize("parse", [parse_one_by_one, parse_in_batch])
def test_the_tool_call_carries_the_signed_blocks(parse):
    parts = parse(events(*THINKING, *REDACTED, *TOOL_USE))
    (started,) = [p for p in parts if isinstance(p, ToolCallStarted)]
    assert thinking_blocks(started.signature) == SIGNED
    # The reasoning is still shown as it arrives.
    assert "".join(p.text for p in parts if isinstance(p, ReasoningDelta)) == "Let me look."


def test_the_signature_survives_assembly():
    assembler = TurnAssembler()
    assembler.feed_all(parse_one_by_one(events(*THINKING, *TOOL_USE)))
    (call,) = assembler.finish().tool_calls
    assert thinking_blocks(call.signature) == SIGNED[:1]


def test_unsigned_thinking_is_not_sent_back():
    unsigned = [e for e in THINKING if e.get("delta", {}).get("type") != "signature_delta"]
    parts = parse_one_by_one(events(*unsigned, *TOOL_USE))
    (started,) = [p for p in parts if isinstance(p, ToolCallStarted)]
    assert started.signature is None


def test_a_turn_without_thinking_carries_nothing():
    (started,) = [p for p in parse_one_by_one(events(*TOOL_USE)) if isinstance(p, ToolCallStarted)]
    assert started == ToolCallStarted("block:2", "toolu_1", "list_directory")


@pytest.mark.parametrize(
    "signature", [None, "", "not json", '{"type": "thinking"}', '[1, {"type": "text"}]']
)
def test_anything_else_in_a_signature_is_no_block(signature):
    assert thinking_blocks(signature) == []


def test_the_continuation_sends_them_before_the_call():
    signature = json.dumps(SIGNED)
    prompt = Prompt(
        messages=(
            Message("user", "What is in the folder?"),
            Message(
                "assistant",
                "Looking.",
                tool_calls=(ToolCallRecord("toolu_1", "list_directory", {"path": "."}, signature),),
            ),
            Message("tool", "a.txt", tool_call_id="toolu_1", tool_name="list_directory"),
        )
    )
    endpoint = Endpoint(
        wire="anthropic", model="claude-sonnet-4-5", parameters=Parameters(thinking_budget=2048)
    )
    body = validate_body("anthropic", stream_request(endpoint, prompt).body)
    assistant = body["messages"][1]
    assert [block["type"] for block in assistant["content"]] == [
        "thinking",
        "redacted_thinking",
        "text",
        "tool_use",
    ]
    assert assistant["content"][:2] == SIGNED  # byte for byte as received
    assert body["thinking"] == {"type": "enabled", "budget_tokens": 2048}


def test_other_wires_ignore_an_anthropic_signature():
    record = ToolCallRecord("c1", "list_directory", {}, json.dumps(SIGNED))
    prompt = Prompt(
        messages=(Message("user", "Hi"), Message("assistant", "", tool_calls=(record,)))
    )
    body = validate_body(
        "openai-chat", stream_request(Endpoint(wire="openai-chat", model="m"), prompt).body
    )
    assert "thinking" not in json.dumps(body["messages"])
