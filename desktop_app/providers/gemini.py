"""Google Gemini ``streamGenerateContent?alt=sse``: whole response chunks, no end sentinel.

The stream ends with the chunk whose candidate carries ``finishReason`` (or a prompt block).
Function calls arrive whole; thought parts are reasoning; a server in trouble may append a raw
JSON error without SSE framing, which is recovered at the end of the body.
"""

from __future__ import annotations

from typing import Any

from desktop_app.generation.parts import (
    ErrorReported,
    FinishReported,
    Part,
    ReasoningDelta,
    ResponseIdentified,
    StopReason,
    TerminalSeen,
    TextDelta,
    ToolCallArgsDelta,
    ToolCallEnded,
    ToolCallStarted,
    UsageReported,
)
from desktop_app.names import Wire
from desktop_app.providers.common import (
    dumps_compact,
    error_from_object,
    error_from_stray_text,
    json_object,
    token_count,
)
from desktop_app.wire.sse import SseEvent, SseTail

WIRE = Wire.GEMINI

FINISH_REASONS = {
    "STOP": StopReason.STOP,
    "MAX_TOKENS": StopReason.LENGTH,
    "SAFETY": StopReason.CONTENT_FILTER,
    "RECITATION": StopReason.CONTENT_FILTER,
    "BLOCKLIST": StopReason.CONTENT_FILTER,
    "PROHIBITED_CONTENT": StopReason.CONTENT_FILTER,
    "SPII": StopReason.CONTENT_FILTER,
    "IMAGE_SAFETY": StopReason.CONTENT_FILTER,
}


def usage_part(usage: dict[str, Any]) -> UsageReported:
    return UsageReported(
        token_count(usage.get("promptTokenCount")),
        token_count(usage.get("candidatesTokenCount")),
        token_count(usage.get("thoughtsTokenCount")),
        token_count(usage.get("cachedContentTokenCount")),
    )


class GeminiParser:
    def __init__(self) -> None:
        self._identified = False
        self._calls = 0
        self._done = False

    def feed(self, event: SseEvent) -> list[Part]:
        if self._done:
            return []
        chunk = json_object(event.data)
        if isinstance(chunk, ErrorReported):
            return [chunk]
        if chunk.get("error") or event.event == "error":
            return [error_from_object(chunk.get("error"))]

        parts: list[Part] = []
        if not self._identified:
            self._identified = True
            parts.append(ResponseIdentified(chunk.get("responseId"), chunk.get("modelVersion")))
        candidates = chunk.get("candidates")
        reason = None
        if candidates and isinstance(candidates[0], dict):
            candidate = candidates[0]
            content = candidate.get("content")
            if isinstance(content, dict):
                for part in content.get("parts") or ():
                    if isinstance(part, dict):
                        self._part(part, parts)
            reason = candidate.get("finishReason")
        usage = chunk.get("usageMetadata")
        if isinstance(usage, dict):
            parts.append(usage_part(usage))
        if reason:
            unified = FINISH_REASONS.get(reason, StopReason.OTHER)
            if unified is StopReason.STOP and self._calls:
                unified = StopReason.TOOL_CALLS
            parts += (FinishReported(unified, reason), TerminalSeen())
            self._done = True
        else:
            feedback = chunk.get("promptFeedback")
            blocked = feedback.get("blockReason") if isinstance(feedback, dict) else None
            if blocked:
                parts += (FinishReported(StopReason.CONTENT_FILTER, blocked), TerminalSeen())
                self._done = True
        return parts

    def finish(self, tail: SseTail) -> list[Part]:
        if self._done:
            return []
        error = error_from_stray_text(tail)
        return [error] if error is not None else []

    def _part(self, part: dict[str, Any], parts: list[Part]) -> None:
        text = part.get("text")
        if text and isinstance(text, str):
            parts.append(ReasoningDelta(text) if part.get("thought") else TextDelta(text))
        call = part.get("functionCall")
        if isinstance(call, dict):
            key = f"call:{self._calls}"
            self._calls += 1
            args = call.get("args")
            arguments = dumps_compact(args) if args is not None else "{}"
            parts += (
                ToolCallStarted(
                    key, call.get("id"), call.get("name") or "", part.get("thoughtSignature")
                ),
                ToolCallArgsDelta(key, arguments),
                ToolCallEnded(key, arguments),
            )
