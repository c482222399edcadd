"""Complete, non-streamed replies: what a proxy that ignored ``stream: true`` sends back.

Each is the wire's documented response object for the same script the streaming encoders
play (``scripts.ENCODERS``), so a test can compare the two paths.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from desktop_app.simulator.scripts import Script

_ANTHROPIC_STOP = {"stop": "end_turn", "length": "max_tokens", "tool_calls": "tool_use"}
_GEMINI_FINISH = {"stop": "STOP", "length": "MAX_TOKENS", "tool_calls": "STOP"}


def _arguments(arguments: dict[str, Any]) -> str:
    return json.dumps(arguments, ensure_ascii=False, separators=(",", ":"))


def openai_chat(script: Script) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": script.answer or None}
    if script.reasoning:
        message["reasoning_content"] = script.reasoning
    if script.tool_calls:
        message["tool_calls"] = [
            {
                "id": call.call_id,
                "type": "function",
                "function": {"name": call.name, "arguments": _arguments(call.arguments)},
            }
            for call in script.tool_calls
        ]
    return {
        "id": script.response_id,
        "object": "chat.completion",
        "created": 1,
        "model": script.model,
        "choices": [{"index": 0, "message": message, "finish_reason": script.finish}],
        "usage": {
            "prompt_tokens": script.input_tokens,
            "completion_tokens": script.output_tokens,
            "total_tokens": script.input_tokens + script.output_tokens,
        },
    }


def openai_responses(script: Script) -> dict[str, Any]:
    output: list[dict[str, Any]] = []
    if script.reasoning:
        summary = [{"type": "summary_text", "text": script.reasoning}]
        output.append({"id": "rs_1", "type": "reasoning", "summary": summary})
    if script.answer:
        content = [{"type": "output_text", "text": script.answer, "annotations": []}]
        output.append({"id": "msg_1", "type": "message", "role": "assistant", "content": content})
    output += [
        {
            "id": f"fc_{index}",
            "type": "function_call",
            "call_id": call.call_id,
            "name": call.name,
            "arguments": _arguments(call.arguments),
            "status": "completed",
        }
        for index, call in enumerate(script.tool_calls)
    ]
    incomplete = script.finish == "length"
    return {
        "id": script.response_id,
        "object": "response",
        "status": "incomplete" if incomplete else "completed",
        "incomplete_details": {"reason": "max_output_tokens"} if incomplete else None,
        "model": script.model,
        "output": output,
        "usage": {
            "input_tokens": script.input_tokens,
            "output_tokens": script.output_tokens,
            "total_tokens": script.input_tokens + script.output_tokens,
        },
    }


def anthropic(script: Script) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if script.reasoning:
        content.append(
            {"type": "thinking", "thinking": script.reasoning, "signature": "c2lnbmF0dXJl"}
        )
    if script.answer:
        content.append({"type": "text", "text": script.answer})
    content += [
        {"type": "tool_use", "id": call.call_id, "name": call.name, "input": call.arguments}
        for call in script.tool_calls
    ]
    return {
        "id": script.response_id,
        "type": "message",
        "role": "assistant",
        "model": script.model,
        "content": content,
        "stop_reason": _ANTHROPIC_STOP.get(script.finish, script.finish),
        "stop_sequence": None,
        "usage": {"input_tokens": script.input_tokens, "output_tokens": script.output_tokens},
    }


def gemini(script: Script) -> dict[str, Any]:
    parts: list[dict[str, Any]] = []
    if script.reasoning:
        parts.append({"text": script.reasoning, "thought": True})
    if script.answer:
        parts.append({"text": script.answer})
    parts += [{"functionCall": {"name": c.name, "args": c.arguments}} for c in script.tool_calls]
    candidate = {
        "content": {"role": "model", "parts": parts},
        "finishReason": _GEMINI_FINISH.get(script.finish, "OTHER"),
        "index": 0,
    }
    return {
        "candidates": [candidate],
        "usageMetadata": {
            "promptTokenCount": script.input_tokens,
            "candidatesTokenCount": script.output_tokens,
            "totalTokenCount": script.input_tokens + script.output_tokens,
        },
        "modelVersion": script.model,
        "responseId": script.response_id,
    }


COMPLETE_ENCODERS: dict[str, Callable[[Script], dict[str, Any]]] = {
    "openai-chat": openai_chat,
    "openai-responses": openai_responses,
    "anthropic": anthropic,
    "gemini": gemini,
}


def complete_body(wire: str, script: Script) -> bytes:
    return json.dumps(COMPLETE_ENCODERS[wire](script), ensure_ascii=False).encode()
