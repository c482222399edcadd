"""OpenAI Responses API streaming: typed events with sequence numbers and output items."""

from __future__ import annotations

from typing import Any

from desktop_app.generation.parts import (
    ErrorReported,
    FinishReported,
    Part,
    ReasoningDelta,
    RefusalDelta,
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
    error_from_object,
    error_from_stray_text,
    json_object,
    token_count,
)
from desktop_app.wire.sse import SseEvent, SseTail

WIRE = Wire.OPENAI_RESPONSES

INCOMPLETE_REASONS = {
    "max_output_tokens": StopReason.LENGTH,
    "content_filter": StopReason.CONTENT_FILTER,
}

_MAX_GAP = 4096  # skipped numbers remembered, so a late event can still be told from a replay

_TEXT_EVENTS: dict[str, type[TextDelta | RefusalDelta | ReasoningDelta]] = {
    "response.output_text.delta": TextDelta,
    "response.refusal.delta": RefusalDelta,
    "response.reasoning_summary_text.delta": ReasoningDelta,
    "response.reasoning_text.delta": ReasoningDelta,
}


def usage_part(usage: dict[str, Any]) -> UsageReported:
    output = usage.get("output_tokens_details") or {}
    cached = usage.get("input_tokens_details") or {}
    return UsageReported(
        token_count(usage.get("input_tokens")),
        token_count(usage.get("output_tokens")),
        token_count(output.get("reasoning_tokens")) if isinstance(output, dict) else None,
        token_count(cached.get("cached_tokens")) if isinstance(cached, dict) else None,
    )


class OpenAIResponsesParser:
    def __init__(self) -> None:
        self._last_sequence = -1
        self._missing: set[int] = set()
        self.duplicates_dropped = 0
        self._identified = False
        self._calls: dict[str, str] = {}  # item id -> key; keys also by output index
        self._named: set[str] = set()  # keys of the calls whose name is known
        self._answerable: set[str] = set()  # keys of the calls whose call id is known
        self._done = False

    def feed(self, event: SseEvent) -> list[Part]:
        if self._done or event.data == "[DONE]":  # OpenRouter appends [DONE] after the terminal
            return []
        message = json_object(event.data)
        if isinstance(message, ErrorReported):
            return [message]
        sequence = message.get("sequence_number")
        if isinstance(sequence, int) and not self._first_time(sequence):
            self.duplicates_dropped += 1
            return []
        kind = message.get("type") or event.event
        if "error" in message and kind in (None, "", "message"):
            kind = "error"  # ``data: {"error": {...}}`` with no type, as Chat servers send it
        text_part = _TEXT_EVENTS.get(kind)
        if text_part is not None:
            delta = message.get("delta")
            return [text_part(delta)] if delta and isinstance(delta, str) else []
        handler = self._HANDLERS.get(kind)
        return handler(self, message) if handler is not None else []

    def _first_time(self, sequence: int) -> bool:
        """Events are numbered by 1 within a response (a resumed stream starts later). A number
        seen before is a replay, and counting it again would double text; a late number that
        was skipped is a reordered event, and still counts."""
        last = self._last_sequence
        if sequence > last:
            if last >= 0 and sequence - last - 1 <= _MAX_GAP:
                self._missing.update(range(last + 1, sequence))
            self._last_sequence = sequence
            return True
        if sequence in self._missing:
            self._missing.discard(sequence)
            return True
        return False

    def finish(self, tail: SseTail) -> list[Part]:
        if self._done:
            return []
        error = error_from_stray_text(tail)
        return [error] if error is not None else []

    # -- events ------------------------------------------------------------------------------

    def _lifecycle(self, message: dict[str, Any]) -> list[Part]:
        if self._identified:
            return []
        self._identified = True
        response = message.get("response") or {}
        return [ResponseIdentified(response.get("id"), response.get("model"))]

    def _key(self, message: dict[str, Any]) -> str:
        """The call an event belongs to. Some servers never announce a call with
        ``output_item.added`` and name its item ``id`` rather than ``item_id`` on ``done``: the
        first event seen for an item then registers it, so its events stay one call."""
        item_id = message.get("item_id") or message.get("id")
        by_index = f"output:{message.get('output_index')}"
        if item_id in self._calls:
            return self._calls[item_id]
        if message.get("output_index") is not None and by_index in self._calls:
            return self._calls[by_index]
        key = f"item:{item_id if item_id is not None else message.get('output_index')}"
        if isinstance(item_id, str):
            self._calls[item_id] = key
        if message.get("output_index") is not None:
            self._calls[by_index] = key
        return key

    def _item_added(self, message: dict[str, Any]) -> list[Part]:
        item = message.get("item") or {}
        if item.get("type") != "function_call":
            return []  # messages, reasoning, built-in tools run by the provider
        key = f"item:{item.get('id') or message.get('output_index')}"
        if isinstance(item.get("id"), str):
            self._calls[item["id"]] = key
        self._calls[f"output:{message.get('output_index')}"] = key
        parts: list[Part] = [self._started(key, item)]
        if item.get("arguments"):
            parts.append(ToolCallArgsDelta(key, item["arguments"]))
        return parts

    def _arguments_delta(self, message: dict[str, Any]) -> list[Part]:
        delta = message.get("delta")
        if not delta or not isinstance(delta, str):
            return []
        return [ToolCallArgsDelta(self._key(message), delta)]

    def _arguments_done(self, message: dict[str, Any]) -> list[Part]:
        arguments = message.get("arguments")
        return [
            ToolCallEnded(self._key(message), arguments if isinstance(arguments, str) else None)
        ]

    def _item_done(self, message: dict[str, Any]) -> list[Part]:
        item = message.get("item") or {}
        if item.get("type") != "function_call":
            return []
        key = self._key({"item_id": item.get("id"), "output_index": message.get("output_index")})
        arguments = item.get("arguments")
        return [
            self._started(key, item),
            ToolCallEnded(key, arguments if isinstance(arguments, str) else None),
        ]

    def _terminal(self, message: dict[str, Any]) -> list[Part]:
        self._done = True
        response = message.get("response") or {}
        status = response.get("status") or message.get("type", "").removeprefix("response.")
        parts: list[Part] = [*self._lifecycle(message), *self._calls_completed(response)]
        usage = response.get("usage")
        if isinstance(usage, dict):
            parts.append(usage_part(usage))
        if status == "failed":
            parts.append(error_from_object(response.get("error"), "the response failed"))
            reason = StopReason.ERROR
        elif status == "incomplete":
            details = response.get("incomplete_details") or {}
            reason = INCOMPLETE_REASONS.get(str(details.get("reason")), StopReason.OTHER)
        elif status == "completed" and self._nameless_calls():
            # Arguments with no output item naming their function: nothing could run them.
            parts.append(ErrorReported("malformed_event", "a tool call arrived with no name"))
            reason = StopReason.ERROR
        elif status == "completed" and self._calls_without_id():
            # A result is sent back under the call's id: without one, nothing could answer it.
            parts.append(ErrorReported("malformed_event", "a tool call arrived with no call id"))
            reason = StopReason.ERROR
        elif status == "completed":
            reason = StopReason.TOOL_CALLS if self._calls else StopReason.STOP
        else:
            reason = StopReason.OTHER
        parts += (FinishReported(reason, status), TerminalSeen())
        return parts

    def _calls_completed(self, response: dict[str, Any]) -> list[Part]:
        """Some servers announce a call without its name or call id and only say them in the
        final output: each item there completes the call at the same position (or with the
        same item id), as a repeated start whose empty values overwrite nothing."""
        output = response.get("output")
        parts: list[Part] = []
        for index, item in enumerate(output if isinstance(output, list) else []):
            if not isinstance(item, dict) or item.get("type") != "function_call":
                continue
            item_id = item.get("id")
            key = self._calls.get(item_id) if isinstance(item_id, str) else None
            key = key or self._calls.get(f"output:{index}")
            if key is None:
                continue  # a call no event announced: not one this turn assembled
            parts.append(self._started(key, item))
        return parts

    def _nameless_calls(self) -> bool:
        return any(key not in self._named for key in self._calls.values())

    def _calls_without_id(self) -> bool:
        return any(key not in self._answerable for key in self._calls.values())

    def _started(self, key: str, item: dict[str, Any]) -> ToolCallStarted:
        """A call's name and id as an item gives them, remembering which calls have each."""
        if item.get("name"):
            self._named.add(key)
        if item.get("call_id"):
            self._answerable.add(key)
        return ToolCallStarted(key, item.get("call_id"), item.get("name") or "")

    def _error(self, message: dict[str, Any]) -> list[Part]:
        # Two shapes: fields at the top level (the SDK's model), or nested under "error".
        return [error_from_object(message.get("error") or message)]

    _HANDLERS = {
        "response.created": _lifecycle,
        "response.in_progress": _lifecycle,
        "response.queued": _lifecycle,
        "response.output_item.added": _item_added,
        "response.function_call_arguments.delta": _arguments_delta,
        "response.function_call_arguments.done": _arguments_done,
        "response.output_item.done": _item_done,
        "response.completed": _terminal,
        "response.incomplete": _terminal,
        "response.failed": _terminal,
        "error": _error,
    }
