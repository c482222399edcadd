"""A parser's batch entry point emits typed parts only: runs of answer text as ``TextRun``,
equal, fragment for fragment, to what ``feed`` makes event by event."""

from __future__ import annotations

import json

import pytest

from desktop_app.generation.parts import TextDelta, TextRun
from desktop_app.providers import PARSERS, BatchParser
from desktop_app.wire.sse import SseEvent


def _openai_chat() -> list[tuple[str, str, str | None]]:
    def chunk(**delta: object) -> str:
        return json.dumps({"id": "c1", "model": "m", "choices": [{"index": 0, "delta": delta}]})

    events = [chunk(role="assistant", content="")]
    events += [chunk(content=word) for word in ("Hola", " ", "", "mundo")]
    events.append(chunk(reasoning_content="pienso"))
    events += [chunk(content=word) for word in (" y", " más")]
    finish = {"id": "c1", "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}
    events += [json.dumps(finish), "[DONE]"]
    return [("message", data, None) for data in events]


def _anthropic() -> list[tuple[str, str, str | None]]:
    def event(kind: str, **fields: object) -> tuple[str, str, str | None]:
        return (kind, json.dumps({"type": kind, **fields}), None)

    def text(words: str) -> tuple[str, str, str | None]:
        return event("content_block_delta", index=0, delta={"type": "text_delta", "text": words})

    return [
        event("message_start", message={"id": "msg_1", "model": "claude"}),
        event("content_block_start", index=0, content_block={"type": "text", "text": ""}),
        text("Hola"),
        text(" mundo"),
        event("ping"),
        text(""),
        text(" y más"),
        event("content_block_stop", index=0),
        event("message_delta", delta={"stop_reason": "end_turn"}, usage={"output_tokens": 4}),
        event("message_stop"),
    ]


def _expanded(parts: list) -> list:
    out = []
    for part in parts:
        if isinstance(part, TextRun):
            out += [TextDelta(text) for text in part.texts if text]
        elif not (isinstance(part, TextDelta) and not part.text):
            out.append(part)
    return out


@pytest.mark.parametrize(
    ("wire", "events"), [("openai-chat", _openai_chat), ("anthropic", _anthropic)]
)
def test_the_batch_equals_feed_event_by_event(wire, events):
    batch_parser, single_parser = PARSERS[wire](), PARSERS[wire]()
    assert isinstance(batch_parser, BatchParser)
    batched = batch_parser.feed_events(events())
    single = [part for e in events() for part in single_parser.feed(SseEvent._make(e))]
    assert not [part for part in batched if isinstance(part, str)]  # no bare text
    assert any(isinstance(part, TextRun) and len(part.texts) > 1 for part in batched)
    assert _expanded(batched) == _expanded(single)
