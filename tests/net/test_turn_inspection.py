"""A turn recorded for the inspector over a real socket, through both transports: the request
as sent, the body as received in order, and no key anywhere in what is shown."""

from __future__ import annotations

import asyncio
import itertools
import json

import pytest

from desktop_app.generation.prompt import Prompt
from desktop_app.net.inspection import TurnRecording
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnRunner
from desktop_app.providers.requests import stream_request
from desktop_app.simulator.scenarios import Scenario
from tests.net.helpers import TEST_KEY, endpoint_for, make_transport, queue

BODY = (
    "".join(
        f"data: {json.dumps(event)}\n\n"
        for event in (
            {"choices": [{"index": 0, "delta": {"role": "assistant", "content": "Hola"}}]},
            {"choices": [{"index": 0, "delta": {"content": ", ¿qué tal? ☕"}}]},
            {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
        )
    )
    + "data: [DONE]\n\n"
)


def _record(simulator, transport_name: str, *scenarios: Scenario) -> TurnRecording:
    model = queue(simulator, *scenarios)
    recording = TurnRecording("g1")
    ticks = itertools.count()

    async def go():
        transport = make_transport(transport_name)
        try:
            runner = TurnRunner(
                transport,
                wire="openai-chat",
                idle_timeout=5,
                retry=RetryPolicy(max_attempts=1),
                clock=lambda: float(next(ticks)),
            )
            runner.recording = recording
            request = stream_request(
                endpoint_for(simulator, "openai-chat", model), Prompt.single("Hola")
            )
            return await runner.run(request, lambda event: None)
        finally:
            await transport.aclose()

    asyncio.run(go())
    return recording


def _shown(recording: TurnRecording) -> str:
    parts = []
    for attempt in recording.attempts:
        parts += [repr(recording.shown_request(attempt)), recording.shown_failure(attempt)]
        parts += [chunk.text for chunk in recording.shown_chunks(attempt)]
    return "\n".join(parts)


@pytest.mark.parametrize("transport", ["chunked", "diff"])
def test_the_body_received_is_recorded_whole_and_in_order(simulator, transport):
    recording = _record(simulator, transport, Scenario(body=BODY.encode(), chunk_size=7))
    (attempt,) = recording.attempts
    chunks = recording.shown_chunks(attempt)
    assert "".join(chunk.text for chunk in chunks) == BODY
    offsets = [chunk.offset for chunk in chunks]
    assert offsets == sorted(offsets) and offsets[0] > 0
    assert recording.ending == "completed" and not recording.cut
    sent = recording.shown_request(attempt)
    assert sent.method == "POST" and sent.url.endswith("/v1/chat/completions")
    assert dict(sent.headers)["authorization"] == "[redacted]"
    assert json.loads(sent.body)["messages"][-1]["content"] == "Hola"
    assert "\n  " in sent.body  # indented for reading
    assert TEST_KEY not in _shown(recording) and TEST_KEY[:12] not in _shown(recording)


@pytest.mark.parametrize("transport", ["chunked", "diff"])
def test_a_refused_request_records_the_servers_words_without_the_key(simulator, transport):
    echo = f"Incorrect API key provided: {TEST_KEY}"
    recording = _record(simulator, transport, Scenario(status=401, error_message=echo))
    (attempt,) = recording.attempts
    assert attempt.chunks == []
    failure = recording.shown_failure(attempt)
    assert "401" in failure and "Incorrect API key provided: [redacted]" in failure
    assert recording.ending == "request_failed"
    assert TEST_KEY not in _shown(recording) and TEST_KEY[:12] not in _shown(recording)


def test_a_reply_that_was_not_streamed_is_recorded_as_it_came(simulator):
    recording = _record(simulator, "chunked", Scenario(unstreamed=True))
    (chunk,) = recording.attempts[0].chunks
    assert json.loads(chunk.text)["choices"][0]["message"]["content"]
