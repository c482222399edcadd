"""A complete, non-streamed reply turned into the stream its wire would have sent.

Some proxies ignore ``stream: true`` and answer with one JSON object (``application/json``).
Rather than a second reader for each wire, the object is rewritten as the events a streaming
server sends for the same answer, and those go through the wire's own parser and the
assembler: so a complete reply is validated exactly like a stream (a tool call without a
name, a missing stop reason, an error object all end the turn the same way).

``as_stream(wire, value)`` returns the SSE text, or ``None`` when ``value`` is not that wire's
complete reply (the caller then says the server did not stream). Pure: no I/O.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from desktop_app.names import Wire


def _data(value: Any) -> str:
    return f"data: {json.dumps(value, ensure_ascii=False, separators=(',', ':'))}\n\n"


def _named(name: str, value: dict[str, Any]) -> str:
    return f"event: {name}\n" + _data({"type": name, **value})


def _dicts(value: Any) -> list[dict[str, Any]]:
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


# -- OpenAI Chat Completions: one chunk carrying the whole message as its delta ----------------


def _openai_chat(value: Any) -> str | None:
    if not isinstance(value, dict):
        return None
    choices = _dicts(value.get("choices"))
    if not choices or not all(isinstance(c.get("message"), dict) for c in choices):
        return None
    chunk: dict[str, Any] = {
        key: value[key] for key in ("id", "model", "created") if key in value
    } | {"object": "chat.completion.chunk"}
    chunk["choices"] = [
        {
            "index": choice.get("index", 0),
            "delta": _chat_delta(choice["message"]),
            "finish_reason": choice.get("finish_reason"),
        }
        for choice in choices
    ]
    if isinstance(value.get("usage"), dict):
        chunk["usage"] = value["usage"]
    return _data(chunk) + "data: [DONE]\n\n"


def _chat_delta(message: dict[str, Any]) -> dict[str, Any]:
    delta = {key: item for key, item in message.items() if key != "tool_calls"}
    calls = _dicts(message.get("tool_calls"))
    if calls:
        delta["tool_calls"] = [{"index": index, **call} for index, call in enumerate(calls)]
    return delta


# -- OpenAI Responses: the output items as announced and finished items, then the ending -------


def _openai_responses(value: Any) -> str | None:
    if not isinstance(value, dict) or not isinstance(value.get("output"), list):
        return None
    status = value.get("status")
    if value.get("object") != "response" and not isinstance(status, str):
        return None
    header = {key: item for key, item in value.items() if key not in ("output", "usage")}
    events = [_named("response.created", {"response": {**header, "status": "in_progress"}})]
    for index, item in enumerate(_dicts(value["output"])):
        events += _responses_item(index, item)
    ending = {"completed": "completed", "incomplete": "incomplete", "failed": "failed"}
    if status in ending:
        events.append(_named(f"response.{ending[status]}", {"response": value}))
    return "".join(events)


def _responses_item(index: int, item: dict[str, Any]) -> list[str]:
    where = {"item_id": item.get("id"), "output_index": index}
    kind = item.get("type")
    if kind == "function_call":
        return [
            _named("response.output_item.added", {"output_index": index, "item": item}),
            _named("response.output_item.done", {"output_index": index, "item": item}),
        ]
    if kind == "reasoning":
        return [
            _named("response.reasoning_summary_text.delta", {**where, "delta": part["text"]})
            for part in _dicts(item.get("summary"))
            if isinstance(part.get("text"), str)
        ]
    if kind == "message":
        names = {"output_text": ("response.output_text.delta", "text")}
        names["refusal"] = ("response.refusal.delta", "refusal")
        events = []
        for part in _dicts(item.get("content")):
            event, field = names.get(str(part.get("type")), ("", ""))
            if event and isinstance(part.get(field), str):
                events.append(_named(event, {**where, "delta": part[field]}))
        return events
    return []  # built-in tools the provider ran itself


# -- Anthropic Messages: a block start, one delta and a stop per content block -----------------

_ANTHROPIC_DELTAS: dict[str, Callable[[dict[str, Any]], list[dict[str, Any]]]] = {
    "text": lambda block: [{"type": "text_delta", "text": block.get("text", "")}],
    "thinking": lambda block: [
        {"type": "thinking_delta", "thinking": block.get("thinking", "")},
        *(
            [{"type": "signature_delta", "signature": block["signature"]}]
            if block.get("signature")
            else []
        ),
    ],
    "tool_use": lambda block: [
        {"type": "input_json_delta", "partial_json": json.dumps(block.get("input", {}))}
    ],
}
_ANTHROPIC_EMPTY: dict[str, dict[str, Any]] = {
    "text": {"text": ""},
    "thinking": {"thinking": ""},
    "tool_use": {"input": {}},
}


def _anthropic(value: Any) -> str | None:
    if not isinstance(value, dict) or value.get("type") != "message":
        return None
    if not isinstance(value.get("content"), list):
        return None
    usage = value.get("usage") if isinstance(value.get("usage"), dict) else {}
    start = {key: item for key, item in value.items() if key not in ("content", "stop_reason")}
    events = [_named("message_start", {"message": {**start, "content": [], "stop_reason": None}})]
    for index, block in enumerate(_dicts(value["content"])):
        kind = str(block.get("type"))
        first = {**block, **_ANTHROPIC_EMPTY.get(kind, {})}
        events.append(_named("content_block_start", {"index": index, "content_block": first}))
        deltas = _ANTHROPIC_DELTAS.get(kind)
        for delta in deltas(block) if deltas is not None else ():
            events.append(_named("content_block_delta", {"index": index, "delta": delta}))
        events.append(_named("content_block_stop", {"index": index}))
    ending = {"stop_reason": value.get("stop_reason"), "stop_sequence": value.get("stop_sequence")}
    events.append(_named("message_delta", {"delta": ending, "usage": usage}))
    events.append(_named("message_stop", {}))
    return "".join(events)


# -- Gemini: a complete answer has the shape of a stream chunk (or a list of them) -------------


def _gemini(value: Any) -> str | None:
    chunks = value if isinstance(value, list) else [value]
    if not chunks or not all(
        isinstance(chunk, dict) and isinstance(chunk.get("candidates"), list) for chunk in chunks
    ):
        return None
    return "".join(_data(chunk) for chunk in chunks)


_CONVERTERS: dict[Wire, Callable[[Any], str | None]] = {
    Wire.OPENAI_CHAT: _openai_chat,
    Wire.OPENAI_RESPONSES: _openai_responses,
    Wire.ANTHROPIC: _anthropic,
    Wire.GEMINI: _gemini,
}


def as_stream(wire: Wire, value: Any) -> str | None:
    """The SSE text a streaming server of ``wire`` sends for the complete reply ``value``."""
    return _CONVERTERS[wire](value)
