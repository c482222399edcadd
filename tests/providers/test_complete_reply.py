"""A complete (non-streamed) reply read as the stream its wire would have sent: the same parser
and assembler judge it. Pure: the pipeline alone, no socket."""

from __future__ import annotations

import json

import pytest

from desktop_app.generation.outcome import TurnStatus
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers import WIRES
from desktop_app.providers.complete_reply import as_stream
from desktop_app.simulator.complete import COMPLETE_ENCODERS
from desktop_app.simulator.scripts import Script, ScriptedCall


def read(wire: str, value) -> StreamPipeline:
    pipeline = StreamPipeline(wire)
    assert pipeline.feed_complete_reply(json.dumps(value).encode()) is not None
    return pipeline


@pytest.mark.parametrize("wire", WIRES)
@pytest.mark.parametrize("other", WIRES)
def test_a_reply_of_another_wire_is_not_taken_for_an_answer(wire, other):
    value = COMPLETE_ENCODERS[other](Script(answer="Hola"))
    if wire == other:
        assert as_stream(wire, value) is not None
    else:
        assert as_stream(wire, value) is None


def test_two_chat_tool_calls_stay_two_calls_in_order():
    calls = (
        ScriptedCall(name="read_file", arguments={"path": "a"}, call_id="c1"),
        ScriptedCall(name="list_directory", arguments={"path": "."}, call_id="c2"),
    )
    value = COMPLETE_ENCODERS["openai-chat"](Script(tool_calls=calls, finish="tool_calls"))
    turn = read("openai-chat", value).finish()
    assert turn.status is TurnStatus.COMPLETED
    assert [(c.id, c.name, c.arguments) for c in turn.tool_calls] == [
        ("c1", "read_file", {"path": "a"}),
        ("c2", "list_directory", {"path": "."}),
    ]


def test_a_gemini_list_of_chunks_is_read_in_order():
    first = {"candidates": [{"content": {"role": "model", "parts": [{"text": "Ho"}]}}]}
    last = {
        "candidates": [
            {"content": {"role": "model", "parts": [{"text": "la"}]}, "finishReason": "STOP"}
        ]
    }
    turn = read("gemini", [first, last]).finish()
    assert (turn.status, turn.answer) == (TurnStatus.COMPLETED, "Hola")


def test_a_responses_refusal_is_a_refusal_not_an_answer():
    value = {
        "object": "response",
        "status": "completed",
        "output": [
            {
                "id": "msg_1",
                "type": "message",
                "content": [{"type": "refusal", "refusal": "I can't help with that."}],
            }
        ],
    }
    turn = read("openai-responses", value).finish()
    assert (turn.answer, turn.refusal) == ("", "I can't help with that.")


def test_a_chat_answer_without_a_finish_reason_is_judged_like_a_stream_without_one():
    value = {"choices": [{"index": 0, "message": {"role": "assistant", "content": "Hola"}}]}
    streamed = StreamPipeline("openai-chat")
    chunk = {"choices": [{"index": 0, "delta": {"content": "Hola"}, "finish_reason": None}]}
    streamed.feed_text(f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n")
    complete = read("openai-chat", value).finish()
    assert (complete.status, complete.answer) == (streamed.finish().status, "Hola")
