"""The whole pipeline: byte chunks in, assembled answer out. Ours, and the openai SDK's own.

Ours is ``StreamPipeline(wire).feed_bytes(chunk)`` per chunk, then ``finish()``: UTF-8, SSE,
JSON, provider parser and assembler. The peer is what ``client.chat.completions.stream()`` does
per event once the bytes arrive, minus the network: ``Stream.__stream__`` (SSEDecoder.iter_bytes,
``[DONE]`` check, ``sse.json()``, in-band error check, ``construct_type(ChatCompletionChunk)``),
then ``ChatCompletionStream.__stream__`` (weak chunk check, ``ChatCompletionStreamState.
handle_chunk`` and its events), then ``get_final_completion()``.
"""

from __future__ import annotations

from collections.abc import Sequence

from openai._models import construct_type
from openai._streaming import SSEDecoder
from openai._utils import is_mapping
from openai.lib.streaming.chat._completions import (
    ChatCompletionStreamState,
    _is_valid_chat_completion_chunk_weak,
)
from openai.types.chat import ChatCompletionChunk

from benchmarks.inputs import Body
from desktop_app.generation.assembler import AssembledTurn
from desktop_app.generation.outcome import TurnStatus
from desktop_app.pipeline import StreamPipeline


def ours(wire: str, chunks: Sequence[bytes]) -> AssembledTurn:
    pipeline = StreamPipeline(wire)
    feed = pipeline.feed_bytes
    for chunk in chunks:
        feed(chunk)
    return pipeline.finish()


def openai_sdk(chunks: Sequence[bytes]) -> str:
    """Returns the accumulated answer (choice 0's content)."""
    state: ChatCompletionStreamState = ChatCompletionStreamState()
    for sse in SSEDecoder().iter_bytes(iter(chunks)):
        if sse.data.startswith("[DONE]"):
            break
        data = sse.json()
        if is_mapping(data) and data.get("error"):
            raise RuntimeError(f"in-band error in a synthetic body: {data!r}")
        chunk = construct_type(type_=ChatCompletionChunk, value=data)
        if not _is_valid_chat_completion_chunk_weak(chunk):
            continue
        for _event in state.handle_chunk(chunk):
            pass
    completion = state.get_final_completion()
    return completion.choices[0].message.content or ""


def check_turn(turn: AssembledTurn, body: Body) -> str | None:
    """What is wrong with the turn ours assembled, or None: the figures count only if None."""
    if turn.answer != body.answer:
        at = next(
            (i for i, (a, b) in enumerate(zip(turn.answer, body.answer)) if a != b),
            min(len(turn.answer), len(body.answer)),
        )
        return (
            f"answer differs at char {at} (got {len(turn.answer)} chars, want {len(body.answer)})"
        )
    if turn.status is not TurnStatus.COMPLETED or not turn.terminal_seen:
        return f"status {turn.status} (terminal_seen={turn.terminal_seen}, error={turn.error})"
    if turn.error is not None or turn.invalid_utf8 or turn.unterminated_event:
        return (
            f"error={turn.error} invalid_utf8={turn.invalid_utf8} "
            f"unterminated={turn.unterminated_event}"
        )
    if turn.usage is None or turn.usage.output_tokens != body.content_events:
        return f"usage {turn.usage}"
    return None
