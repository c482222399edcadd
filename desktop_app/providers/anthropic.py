"""Anthropic Messages streaming: typed events, content blocks keyed by index."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from desktop_app.generation.parts import (
    BatchPart,
    ErrorReported,
    FinishReported,
    Part,
    ReasoningDelta,
    ResponseIdentified,
    StopReason,
    TerminalSeen,
    TextDelta,
    TextRun,
    ToolCallArgsDelta,
    ToolCallEnded,
    ToolCallStarted,
    UsageReported,
)
from desktop_app.names import Wire
from desktop_app.providers.common import (
    error_from_object,
    error_from_stray_text,
    fast_loads,
    json_object,
    token_count,
)
from desktop_app.wire.sse import SseEvent, SseTail

WIRE = Wire.ANTHROPIC

STOP_REASONS = {
    "end_turn": StopReason.STOP,
    "stop_sequence": StopReason.STOP,
    "tool_use": StopReason.TOOL_CALLS,
    "max_tokens": StopReason.LENGTH,
    "model_context_window_exceeded": StopReason.LENGTH,
    "refusal": StopReason.CONTENT_FILTER,
    "pause_turn": StopReason.OTHER,
}


def usage_part(usage: dict[str, Any]) -> UsageReported:
    return UsageReported(
        token_count(usage.get("input_tokens")),
        token_count(usage.get("output_tokens")),
        None,
        token_count(usage.get("cache_read_input_tokens")),
    )


class AnthropicParser:
    def __init__(self) -> None:
        self._tool_blocks: set[Any] = set()  # indexes of client tool_use blocks
        self._done = False
        # With thinking on, the turn's thinking blocks (signed, or redacted) must go back with
        # its tool calls, unchanged: kept by index while they arrive, then handed to the first
        # tool call as its opaque ``signature`` (``thinking_blocks`` reads it back).
        self._thinking: dict[Any, dict[str, Any]] = {}
        self._signed: list[dict[str, Any]] = []

    def feed(self, event: SseEvent) -> list[Part]:
        if self._done:
            return []
        message = json_object(event.data)
        if isinstance(message, ErrorReported):
            return [message]
        kind = message.get("type") or event.event
        handler = self._HANDLERS.get(kind)
        if handler is None:  # ping, and event types added after this was written
            return []
        return handler(self, message)

    def feed_events(self, events: Iterable[tuple[str, str, str | None]]) -> list[BatchPart]:
        """``feed`` each event (an ``SseEvent`` or a plain ``(event, data, id)`` tuple), the parts
        concatenated, except that answer fragments in a row come as one ``TextRun``: the
        pipeline's batch entry point.

        Text deltas and pings, nearly every event, are handled here without a call, a list and
        a part each; anything else takes the general path.
        """
        parts: list[BatchPart] = []
        run: list[str] = []  # answer fragments since the last other part
        append = run.append
        handlers = self._HANDLERS
        for event in events:
            if self._done:
                break
            kind, data, _ = event
            try:
                message = fast_loads(data)
            except ValueError:  # JSON only the fallback decoder accepts, or malformed
                message = None
            if message.__class__ is not dict:
                if run:
                    parts.append(TextRun(tuple(run)))
                    run.clear()
                parts += self.feed(SseEvent._make(event))
                continue
            kind = message.get("type") or kind
            if kind == "content_block_delta":
                delta = message.get("delta")
                if (
                    delta.__class__ is dict
                    and delta.get("type") == "text_delta"
                    and (text := delta.get("text")).__class__ is str
                ):
                    if text:
                        append(text)
                    continue
            handler = handlers.get(kind)
            if handler is not None:  # ping, and event types added after this was written
                if run:
                    parts.append(TextRun(tuple(run)))
                    run.clear()
                parts += handler(self, message)
        if run:
            parts.append(TextRun(tuple(run)))
        return parts

    def finish(self, tail: SseTail) -> list[Part]:
        if self._done:
            return []
        error = error_from_stray_text(tail)
        return [error] if error is not None else []

    # -- events ------------------------------------------------------------------------------

    def _message_start(self, event: dict[str, Any]) -> list[Part]:
        message = event.get("message") or {}
        parts: list[Part] = [ResponseIdentified(message.get("id"), message.get("model"))]
        usage = message.get("usage")
        if isinstance(usage, dict):
            parts.append(usage_part(usage))
        return parts

    def _block_start(self, event: dict[str, Any]) -> list[Part]:
        block = event.get("content_block") or {}
        kind = block.get("type")
        index = event.get("index")
        if kind == "text" and block.get("text"):
            return [TextDelta(block["text"])]
        if kind == "thinking":
            text = block.get("thinking") or ""
            self._thinking[index] = {"text": [text], "signature": block.get("signature") or ""}
            return [ReasoningDelta(text)] if text else []
        if kind == "redacted_thinking" and isinstance(block.get("data"), str):
            self._signed.append({"type": "redacted_thinking", "data": block["data"]})
            return []
        if kind == "tool_use":
            self._tool_blocks.add(index)
            signed = json.dumps(self._signed, ensure_ascii=False) if self._signed else None
            self._signed = []
            return [
                ToolCallStarted(f"block:{index}", block.get("id"), block.get("name") or "", signed)
            ]
        return []  # server tools, future block types

    def _block_delta(self, event: dict[str, Any]) -> list[Part]:
        delta = event.get("delta") or {}
        kind = delta.get("type")
        if kind == "text_delta":
            return [TextDelta(delta["text"])] if delta.get("text") else []
        if kind == "thinking_delta":
            text = delta.get("thinking")
            if not text:
                return []
            if (kept := self._thinking.get(event.get("index"))) is not None:
                kept["text"].append(text)
            return [ReasoningDelta(text)]
        if kind == "signature_delta":
            # Sent whole, once, just before the block stops; it replaces any the start gave.
            if (kept := self._thinking.get(event.get("index"))) is not None:
                kept["signature"] = delta.get("signature") or kept["signature"]
            return []
        if kind == "input_json_delta":
            index = event.get("index")
            text = delta.get("partial_json")
            if index in self._tool_blocks and text:
                return [ToolCallArgsDelta(f"block:{index}", text)]
        return []  # citations_delta, server-tool input

    def _block_stop(self, event: dict[str, Any]) -> list[Part]:
        index = event.get("index")
        kept = self._thinking.pop(index, None)
        if kept is not None and kept["signature"]:  # unsigned thinking cannot be sent back
            self._signed.append(
                {
                    "type": "thinking",
                    "thinking": "".join(kept["text"]),
                    "signature": kept["signature"],
                }
            )
        if index in self._tool_blocks:
            return [ToolCallEnded(f"block:{index}")]
        return []

    def _message_delta(self, event: dict[str, Any]) -> list[Part]:
        parts: list[Part] = []
        delta = event.get("delta") or {}
        reason = delta.get("stop_reason")
        if reason:
            parts.append(FinishReported(STOP_REASONS.get(reason, StopReason.OTHER), reason))
        usage = event.get("usage")
        if isinstance(usage, dict):
            parts.append(usage_part(usage))
        return parts

    def _message_stop(self, event: dict[str, Any]) -> list[Part]:
        self._done = True
        return [TerminalSeen()]

    def _error(self, event: dict[str, Any]) -> list[Part]:
        return [error_from_object(event.get("error"))]

    _HANDLERS = {
        "message_start": _message_start,
        "content_block_start": _block_start,
        "content_block_delta": _block_delta,
        "content_block_stop": _block_stop,
        "message_delta": _message_delta,
        "message_stop": _message_stop,
        "error": _error,
    }


def thinking_blocks(signature: str | None) -> list[dict[str, Any]]:
    """The thinking blocks a tool call carries back (``AnthropicParser``), or none."""
    if not signature:
        return []
    try:
        blocks = json.loads(signature)
    except ValueError:
        return []
    if not isinstance(blocks, list):
        return []
    return [
        block
        for block in blocks
        if isinstance(block, dict) and block.get("type") in ("thinking", "redacted_thinking")
    ]
