"""Scripted responses: what the model "says", encoded as each wire contract sends it."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# Chinese and Japanese are written without spaces; models stream them a character or two at a
# time, so each of those characters is a piece of its own.
_UNSPACED = "\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef"
_TOKEN = re.compile(rf"\s*(?:[{_UNSPACED}]|[^\s{_UNSPACED}]+)|\s+")


def tokens(text: str) -> list[str]:
    """Word-sized pieces, whitespace attached to the word that follows (as models stream)."""
    return _TOKEN.findall(text)


@dataclass(frozen=True, slots=True, kw_only=True)
class ScriptedCall:
    name: str
    arguments: dict[str, Any]
    call_id: str = "call_1"


@dataclass(frozen=True, slots=True, kw_only=True)
class Script:
    """One model turn. ``finish`` is the unified reason the encoders translate per wire."""

    answer: str = ""
    reasoning: str = ""
    tool_calls: tuple[ScriptedCall, ...] = ()
    finish: str = "stop"  # stop | length | tool_calls | content_filter
    input_tokens: int = 12
    output_tokens: int = 34
    model: str = "arroyo-sim-1"
    response_id: str = "sim-0001"
    args_piece: int = 7  # characters per streamed tool-argument fragment
    extra: dict[str, Any] = field(default_factory=dict)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _data(value: Any) -> bytes:
    return f"data: {_json(value)}\n\n".encode()


def _named(name: str, value: Any) -> bytes:
    return f"event: {name}\ndata: {_json(value)}\n\n".encode()


def _pieces(text: str, size: int) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


# -- OpenAI Chat Completions -------------------------------------------------------------------


def openai_chat(script: Script) -> list[bytes]:
    base = {
        "id": script.response_id,
        "object": "chat.completion.chunk",
        "created": 1,
        "model": script.model,
    }

    def chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
        return _data(
            {
                **base,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
                "usage": None,
            }
        )

    events = [chunk({"role": "assistant", "content": ""})]
    events += [chunk({"reasoning_content": t}) for t in tokens(script.reasoning)]
    events += [chunk({"content": t}) for t in tokens(script.answer)]
    for index, call in enumerate(script.tool_calls):
        arguments = _pieces(_json(call.arguments), script.args_piece)
        events.append(
            chunk(
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "id": call.call_id,
                            "type": "function",
                            "function": {"name": call.name, "arguments": ""},
                        }
                    ]
                }
            )
        )
        events += [
            chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
            for piece in arguments
        ]
    events.append(chunk({}, script.finish))
    events.append(
        _data(
            {
                **base,
                "choices": [],
                "usage": {
                    "prompt_tokens": script.input_tokens,
                    "completion_tokens": script.output_tokens,
                    "total_tokens": script.input_tokens + script.output_tokens,
                },
            }
        )
    )
    events.append(b"data: [DONE]\n\n")
    return events


# -- OpenAI Responses --------------------------------------------------------------------------


def openai_responses(script: Script) -> list[bytes]:
    events: list[dict[str, Any]] = []
    response = {
        "id": script.response_id,
        "object": "response",
        "status": "in_progress",
        "model": script.model,
        "output": [],
    }
    events.append({"type": "response.created", "response": response})
    events.append({"type": "response.in_progress", "response": response})
    index = 0
    if script.reasoning:
        item = {"id": "rs_1", "type": "reasoning", "summary": []}
        events.append({"type": "response.output_item.added", "output_index": index, "item": item})
        events += [
            {
                "type": "response.reasoning_summary_text.delta",
                "item_id": "rs_1",
                "output_index": index,
                "summary_index": 0,
                "delta": t,
            }
            for t in tokens(script.reasoning)
        ]
        events.append({"type": "response.output_item.done", "output_index": index, "item": item})
        index += 1
    if script.answer:
        item = {"id": "msg_1", "type": "message", "role": "assistant", "content": []}
        events.append({"type": "response.output_item.added", "output_index": index, "item": item})
        events += [
            {
                "type": "response.output_text.delta",
                "item_id": "msg_1",
                "output_index": index,
                "content_index": 0,
                "delta": t,
            }
            for t in tokens(script.answer)
        ]
        events.append({"type": "response.output_item.done", "output_index": index, "item": item})
        index += 1
    for call in script.tool_calls:
        item_id = f"fc_{index}"
        arguments = _json(call.arguments)
        item = {
            "id": item_id,
            "type": "function_call",
            "call_id": call.call_id,
            "name": call.name,
            "arguments": "",
        }
        events.append({"type": "response.output_item.added", "output_index": index, "item": item})
        events += [
            {
                "type": "response.function_call_arguments.delta",
                "item_id": item_id,
                "output_index": index,
                "delta": piece,
            }
            for piece in _pieces(arguments, script.args_piece)
        ]
        events.append(
            {
                "type": "response.function_call_arguments.done",
                "item_id": item_id,
                "output_index": index,
                "arguments": arguments,
            }
        )
        events.append(
            {
                "type": "response.output_item.done",
                "output_index": index,
                "item": {**item, "arguments": arguments, "status": "completed"},
            }
        )
        index += 1
    usage = {
        "input_tokens": script.input_tokens,
        "output_tokens": script.output_tokens,
        "total_tokens": script.input_tokens + script.output_tokens,
    }
    if script.finish in ("length", "content_filter"):
        reason = "max_output_tokens" if script.finish == "length" else "content_filter"
        final = {
            "type": "response.incomplete",
            "response": {
                **response,
                "status": "incomplete",
                "incomplete_details": {"reason": reason},
                "usage": usage,
            },
        }
    else:
        final = {
            "type": "response.completed",
            "response": {**response, "status": "completed", "usage": usage},
        }
    events.append(final)
    return [
        _named(event["type"], {**event, "sequence_number": number})
        for number, event in enumerate(events)
    ]


# -- Anthropic Messages ------------------------------------------------------------------------

_ANTHROPIC_STOP = {
    "stop": "end_turn",
    "length": "max_tokens",
    "tool_calls": "tool_use",
    "content_filter": "refusal",
}


def anthropic(script: Script) -> list[bytes]:
    events: list[dict[str, Any]] = [
        {
            "type": "message_start",
            "message": {
                "id": script.response_id,
                "type": "message",
                "role": "assistant",
                "model": script.model,
                "content": [],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": {"input_tokens": script.input_tokens, "output_tokens": 1},
            },
        }
    ]
    index = 0

    def block(start: dict[str, Any], deltas: list[dict[str, Any]]) -> None:
        nonlocal index
        events.append({"type": "content_block_start", "index": index, "content_block": start})
        events.extend({"type": "content_block_delta", "index": index, "delta": d} for d in deltas)
        events.append({"type": "content_block_stop", "index": index})
        index += 1

    if script.reasoning:
        block(
            {"type": "thinking", "thinking": "", "signature": ""},
            [{"type": "thinking_delta", "thinking": t} for t in tokens(script.reasoning)]
            + [{"type": "signature_delta", "signature": "c2lnbmF0dXJl"}],
        )
        events.append({"type": "ping"})
    if script.answer:
        block(
            {"type": "text", "text": ""},
            [{"type": "text_delta", "text": t} for t in tokens(script.answer)],
        )
    for call in script.tool_calls:
        block(
            {"type": "tool_use", "id": call.call_id, "name": call.name, "input": {}},
            [
                {"type": "input_json_delta", "partial_json": p}
                for p in _pieces(_json(call.arguments), script.args_piece)
            ],
        )
    events.append(
        {
            "type": "message_delta",
            "delta": {
                "stop_reason": _ANTHROPIC_STOP.get(script.finish, script.finish),
                "stop_sequence": None,
            },
            "usage": {"output_tokens": script.output_tokens},
        }
    )
    events.append({"type": "message_stop"})
    return [_named(event["type"], event) for event in events]


# -- Gemini --------------------------------------------------------------------------------------

_GEMINI_FINISH = {
    "stop": "STOP",
    "length": "MAX_TOKENS",
    "tool_calls": "STOP",
    "content_filter": "SAFETY",
}


def gemini(script: Script) -> list[bytes]:
    def chunk(parts: list[dict[str, Any]], finish: str | None = None) -> bytes:
        candidate: dict[str, Any] = {"content": {"role": "model", "parts": parts}, "index": 0}
        if finish:
            candidate["finishReason"] = finish
        value = {
            "candidates": [candidate],
            "usageMetadata": {
                "promptTokenCount": script.input_tokens,
                "candidatesTokenCount": script.output_tokens,
                "totalTokenCount": script.input_tokens + script.output_tokens,
            },
            "modelVersion": script.model,
            "responseId": script.response_id,
        }
        # Gemini frames with CRLF and puts a space after colons.
        return f"data: {json.dumps(value, ensure_ascii=False)}\r\n\r\n".encode()

    events = [chunk([{"text": t, "thought": True}]) for t in tokens(script.reasoning)]
    events += [chunk([{"text": t}]) for t in tokens(script.answer)]
    calls = [{"functionCall": {"name": c.name, "args": c.arguments}} for c in script.tool_calls]
    events.append(chunk(calls or [{"text": ""}], _GEMINI_FINISH.get(script.finish, "OTHER")))
    return events


ENCODERS: dict[str, Callable[[Script], list[bytes]]] = {
    "openai-chat": openai_chat,
    "openai-responses": openai_responses,
    "anthropic": anthropic,
    "gemini": gemini,
}


WELCOME = Script(
    reasoning="The person is trying Arroyo offline. I should say what this is and what to try.",
    answer=(
        "Hello! This answer comes from Arroyo's **local simulator**, not from a real model.\n\n"
        "It streams over real HTTP, in the same wire format as the provider you chose, so "
        "you can try everything before entering a key:\n\n"
        "- reasoning shown apart from the answer,\n"
        "- Stop at any moment,\n"
        "- tool calls that always ask first.\n"
    ),
)
