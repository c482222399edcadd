"""OpenAI Chat Completions streaming, and every server that speaks it.

Covers OpenAI, Azure, DeepSeek, Groq, Mistral, OpenRouter, xAI, vLLM, llama.cpp, Ollama,
LM Studio...: ``data: <chunk>`` events ending with ``data: [DONE]``; choice 0 of n; reasoning in
``reasoning_content``, ``reasoning``, typed content arrays or inline ``<think>`` tags; tool
calls keyed by index, by id, or whole; usage wherever the server puts it; in-band errors.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from desktop_app.generation.parts import (
    BatchPart,
    ErrorReported,
    FinishReported,
    Part,
    ReasoningDelta,
    RefusalDelta,
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
    MalformedEvent,
    dumps_compact,
    error_from_object,
    error_from_stray_text,
    fast_loads,
    loads,
    malformed,
    new_part,
    token_count,
)
from desktop_app.providers.think_tags import ThinkTagSplitter
from desktop_app.wire.sse import SseEvent, SseTail

WIRE = Wire.OPENAI_CHAT

FINISH_REASONS = {
    "stop": StopReason.STOP,
    "length": StopReason.LENGTH,
    "tool_calls": StopReason.TOOL_CALLS,
    "function_call": StopReason.TOOL_CALLS,
    "content_filter": StopReason.CONTENT_FILTER,
}


# Top-level keys that can add parts to a chunk beyond its choices (with "object": "error";
# see ``_chunk``).
_NOT_PLAIN = frozenset({"error", "usage", "x_groq"})


def usage_part(usage: dict[str, Any]) -> UsageReported:
    completion = usage.get("completion_tokens_details") or {}
    prompt = usage.get("prompt_tokens_details") or {}
    return UsageReported(
        token_count(usage.get("prompt_tokens")),
        token_count(usage.get("completion_tokens")),
        token_count(completion.get("reasoning_tokens")) if isinstance(completion, dict) else None,
        token_count(prompt.get("cached_tokens")) if isinstance(prompt, dict) else None,
    )


class OpenAIChatParser:
    def __init__(self, *, starts_thinking: bool = False) -> None:
        self._think = ThinkTagSplitter(starts_thinking=starts_thinking)
        self._plain = False  # the splitter has decided: content is all answer from here on
        self._identified = False
        self._done = False
        self._calls_ended = False
        # Tool-call keys: index -> current key, and each key's call id.
        self._key_for_index: dict[Any, str] = {}
        self._call_ids: dict[str, str | None] = {}
        self._last_key: str | None = None

    def feed(self, event: SseEvent) -> list[Part]:
        if self._done:
            return []
        data = event.data
        if data == "[DONE]":
            self._done = True
            return [*self._end_calls(), *self._think.flush(), TerminalSeen()]
        try:
            chunk = fast_loads(data)
        except ValueError:
            try:
                chunk = loads(data)
            except MalformedEvent as exc:
                return [malformed(exc)]
        return self._chunk(event.event, chunk)

    def feed_events(self, events: Iterable[tuple[str, str, str | None]]) -> list[BatchPart]:
        """``feed`` each event (an ``SseEvent`` or a plain ``(event, data, id)`` tuple), the parts
        concatenated, except that answer fragments in a row come as one ``TextRun``: the
        pipeline's batch entry point.

        The commonest chunk by far, one answer fragment and nothing else, is recognised here in
        a few lookups, without a call, a list and a part per event (building the part cost as
        much as the lookups); anything else takes the general path.
        """
        parts: list[BatchPart] = []
        run: list[str] = []  # answer fragments since the last other part
        append = run.append
        plain = self._plain and self._identified and not self._done
        for event in events:
            kind, data, _ = event
            if plain and kind != "error":
                try:
                    chunk = fast_loads(data)
                except ValueError:  # [DONE], or JSON only the fallback decoder accepts
                    if run:
                        parts.append(TextRun(tuple(run)))
                        run.clear()
                    parts += self.feed(SseEvent._make(event))
                    plain = self._plain and self._identified and not self._done
                    continue
                if (
                    chunk.__class__ is dict
                    and _NOT_PLAIN.isdisjoint(chunk)
                    and chunk.get("object") != "error"
                ):
                    # Subscripts and unpacking raise unless choices is one dict whose delta is
                    # a dict with "content": no class checks needed but the last.
                    try:
                        [choice] = chunk["choices"]
                        delta = choice["delta"]
                        if (
                            len(delta) == 1
                            and not choice.get("finish_reason")
                            and choice.get("index", 0) == 0
                            and (content := delta["content"]).__class__ is str
                        ):
                            append(content)
                            continue
                    except (KeyError, TypeError, ValueError):
                        pass
                if run:
                    parts.append(TextRun(tuple(run)))
                    run.clear()
                parts += self._chunk(kind, chunk)
            else:
                if run:
                    parts.append(TextRun(tuple(run)))
                    run.clear()
                parts += self.feed(SseEvent._make(event))
            plain = self._plain and self._identified and not self._done
        if run:
            parts.append(TextRun(tuple(run)))
        return parts

    def finish(self, tail: SseTail) -> list[Part]:
        if self._done:
            return []
        parts: list[Part] = list(self._think.flush())
        error = error_from_stray_text(tail)
        if error is not None:
            parts.append(error)
        return parts

    # -- internals ---------------------------------------------------------------------------

    def _chunk(self, event_type: str, chunk: Any) -> list[Part]:
        if chunk.__class__ is not dict:
            return [malformed(MalformedEvent("event data is not a JSON object"))]
        get = chunk.get
        parts: list[Part] = []
        if get("error") or get("object") == "error" or event_type == "error":
            # Some servers put the error on an ordinary chunk, with a finish reason and usage.
            parts.append(self._error(chunk))
            if not get("choices"):
                return parts
        if not self._identified:
            self._identified = True
            parts.append(ResponseIdentified(get("id"), get("model")))
        choices = get("choices")
        if choices:
            for choice in choices:
                if choice.__class__ is dict and choice.get("index", 0) == 0:
                    delta = choice.get("delta")
                    if delta:
                        content = delta.get("content")
                        # Hot path: a plain answer fragment and nothing else.
                        if content.__class__ is str and len(delta) == 1 and self._plain:
                            parts.append(new_part(TextDelta, (content,)))
                        elif delta.__class__ is dict:
                            self._delta(delta, parts)
                    if choice.get("finish_reason"):
                        self._finish_reason(choice["finish_reason"], parts)
        usage = get("usage")
        if usage is None and "x_groq" in chunk:
            groq = chunk["x_groq"]
            usage = groq.get("usage") if isinstance(groq, dict) else None
        if usage and usage.__class__ is dict:
            parts.append(usage_part(usage))
        return parts

    def _error(self, chunk: dict[str, Any]) -> ErrorReported:
        error = chunk.get("error")
        if error is None:  # vLLM: {"object": "error", "message": ..., "code": ...}
            error = chunk
        return error_from_object(error)

    def _delta(self, delta: dict[str, Any], parts: list[Part]) -> None:
        content = delta.get("content")
        if content:
            if isinstance(content, str):
                if self._plain:
                    parts.append(TextDelta(content))
                else:
                    parts.extend(self._think.feed(content))
                    self._plain = self._think.answering
            elif isinstance(content, list):
                self._typed_content(content, parts)
        reasoning = delta.get("reasoning_content") or delta.get("reasoning")
        if reasoning and isinstance(reasoning, str):
            parts.append(ReasoningDelta(reasoning))
        refusal = delta.get("refusal")
        if refusal and isinstance(refusal, str):
            parts.append(RefusalDelta(refusal))
        calls = delta.get("tool_calls")
        if calls and isinstance(calls, list):
            for fragment in calls:
                if isinstance(fragment, dict):
                    self._tool_fragment(fragment, parts)

    def _finish_reason(self, reason: Any, parts: list[Part]) -> None:
        parts.extend(self._end_calls())
        raw = str(reason)
        parts.append(FinishReported(FINISH_REASONS.get(raw, StopReason.OTHER), raw))

    def _typed_content(self, content: list[Any], parts: list[Part]) -> None:
        """Mistral Magistral: ``[{"type": "thinking", "thinking": [...]}, {"type": "text"}]``."""
        for item in content:
            if not isinstance(item, dict):
                continue
            kind = item.get("type")
            if kind == "text" and isinstance(item.get("text"), str):
                if item["text"]:
                    parts.append(TextDelta(item["text"]))
            elif kind == "thinking":
                for piece in item.get("thinking") or ():
                    text = piece.get("text") if isinstance(piece, dict) else None
                    if isinstance(text, str) and text:
                        parts.append(ReasoningDelta(text))

    def _tool_fragment(self, fragment: dict[str, Any], parts: list[Part]) -> None:
        index = fragment.get("index")
        call_id = fragment.get("id") or None
        key = self._key(index, call_id)
        function = fragment.get("function")
        function = function if isinstance(function, dict) else {}
        name = function.get("name")
        if key not in self._call_ids or call_id or name:
            self._call_ids.setdefault(key, call_id)
            parts.append(ToolCallStarted(key, call_id, name if isinstance(name, str) else ""))
        arguments = function.get("arguments")
        if isinstance(arguments, dict):  # native object arguments, sent whole
            arguments = dumps_compact(arguments)
        if isinstance(arguments, str) and arguments:
            parts.append(ToolCallArgsDelta(key, arguments))
        self._last_key = key

    def _key(self, index: Any, call_id: str | None) -> str:
        """Key fragments by index; by id when a server omits the index; a fragment with
        neither continues the previous call. An index reused with a new id is a new call
        (some servers number every whole call 0)."""
        if index is None:
            if call_id:
                return f"id:{call_id}"
            return self._last_key or "index:0"
        key = self._key_for_index.get(index)
        if key is None:
            key = f"index:{index}"
        elif call_id and self._call_ids.get(key) not in (None, call_id):
            key = f"index:{index}:{call_id}"
        self._key_for_index[index] = key
        return key

    def _end_calls(self) -> list[Part]:
        if self._calls_ended or not self._call_ids:
            return []
        self._calls_ended = True
        return [ToolCallEnded(key) for key in self._call_ids]
