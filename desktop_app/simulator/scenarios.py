"""What the simulator sends for one request: a script or a raw body, and the faults to apply."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from enum import Enum

from desktop_app.simulator.scripts import ENCODERS, Script

# In-band error shapes, by the name tests use to ask for them (see CONTRACTS.md).
INBAND_ERRORS: dict[str, bytes] = {
    "openai": b'data: {"error":{"message":"The server had an error while processing your request.","type":"server_error","code":"server_error"}}\n\ndata: [DONE]\n\n',
    "groq-event": b'event: error\ndata: {"error":{"message":"Tool call validation failed","type":"invalid_request_error","code":"tool_use_failed"}}\n\n',
    "openrouter": b'data: {"id":"gen-1","choices":[{"index":0,"delta":{"content":""},"finish_reason":"error"}],"error":{"code":502,"message":"Upstream provider returned an error"}}\n\ndata: [DONE]\n\n',
    "vllm": b'data: {"object":"error","message":"CUDA out of memory","type":"InternalServerError","code":500}\n\n',
    "anthropic": b'event: error\ndata: {"type":"error","error":{"details":null,"type":"overloaded_error","message":"Overloaded"},"request_id":"req_sim"}\n\n',
    "responses": b'event: error\ndata: {"type":"error","sequence_number":900,"error":{"type":"server_error","code":"server_error","message":"The model failed to respond.","param":null}}\n\nevent: response.failed\ndata: {"type":"response.failed","sequence_number":901,"response":{"id":"sim-0001","status":"failed","error":{"code":"server_error","message":"The model failed to respond."}}}\n\n',
    "gemini-tail": b'{\n  "error": {\n    "code": 503,\n    "message": "The model is overloaded. Please try again later.",\n    "status": "UNAVAILABLE"\n  }\n}\n',
    "gemini-data": b'data: {"error":{"code":429,"message":"Resource has been exhausted","status":"RESOURCE_EXHAUSTED"}}\r\n\r\n',
}

# Error bodies for HTTP failures, shaped as each provider shapes them.
HTTP_ERROR_MESSAGES = {
    400: "Invalid request: messages must not be empty.",
    401: "Incorrect API key provided.",
    403: "This key is not allowed to use this model.",
    404: "The model does not exist or you do not have access to it.",
    413: "Request too large for this model.",
    429: "Rate limit reached for requests. Please try again later.",
    500: "The server had an error while processing your request.",
    503: "The service is temporarily unavailable.",
    529: "Overloaded",
}


def error_body(wire: str, status: int, message: str | None = None) -> bytes:
    message = message or HTTP_ERROR_MESSAGES.get(status, "Error")
    if wire == "anthropic":
        kind = "overloaded_error" if status == 529 else "api_error"
        value = {"type": "error", "error": {"type": kind, "message": message}}
    elif wire == "gemini":
        value = {"error": {"code": status, "message": message, "status": "UNAVAILABLE"}}
    else:
        value = {
            "error": {
                "message": message,
                "type": "invalid_request_error",
                "param": None,
                "code": str(status),
            }
        }
    return json.dumps(value).encode()


def sse_error_body(wire: str, status: int, message: str | None = None) -> bytes:
    """An HTTP error whose body is framed as SSE, as some proxies send it after a failed start."""
    return b"data: " + error_body(wire, status, message) + b"\n\ndata: [DONE]\n\n"


class Unannounced(Enum):
    """A Responses server that never sends ``output_item.added`` for a tool call: its argument
    deltas carry ``item_id``, its ``function_call_arguments.done`` carries ``id``."""

    NAMED = "named"  # the finished output item still names the function
    NAMELESS = "nameless"  # no output item at all: nothing names the function


@dataclass(frozen=True, slots=True, kw_only=True)
class Scenario:
    """One response. Content comes from ``body`` (served as is) or ``script`` (encoded for the
    request's wire); the rest are faults, all off by default."""

    script: Script | None = None
    body: bytes | None = None
    status: int = 200
    headers_delay: float = 0.0  # seconds before the response line is sent
    error_message: str | None = None
    retry_after: str | None = None
    error_as_sse: bool = False  # the error body of a failed status framed as SSE events
    unstreamed: bool = False  # one complete JSON reply (application/json), not a stream
    # Faults on the events.
    drop_terminal: bool = False
    duplicate: tuple[int, ...] = ()  # events (by position) sent twice
    swap: tuple[int, int] | None = None  # two events sent in each other's place
    inband_error: str | None = None  # a key of INBAND_ERRORS, sent instead of the ending
    notice: str | None = None  # "[notice]" inside normal content, then a normal finish
    invalid_utf8: bool = False  # bytes that are not UTF-8 inside the first answer fragment
    endless_event: bool = False  # after the first events, one event that never ends
    unannounced_calls: Unannounced | None = None  # Responses only
    # Faults on the bytes.
    chunk_size: int | None = None  # bytes per write; None: one event per write
    random_chunks: int | None = None  # seed for random write sizes of 1..64 bytes
    cut_at: int | None = None  # close the connection after this many body bytes
    events_per_second: float | None = None
    stall_after: int | None = None  # events sent before stalling
    stall_seconds: float = 0.0

    def events(self, wire: str) -> list[bytes]:
        if self.body is not None:
            return [self.body]
        script = self.script or Script(answer="Hello from the simulator.")
        events = ENCODERS[wire](script)
        if self.notice is not None:
            events = _with_notice(wire, events, self.notice)
        if self.invalid_utf8:
            events = _with_invalid_utf8(events)
        if self.unannounced_calls is not None:
            events = _unannounced(events, self.unannounced_calls)
        if self.inband_error is not None:
            events = _ending_removed(wire, events) + [INBAND_ERRORS[self.inband_error]]
        if self.drop_terminal:
            events = _ending_removed(wire, events, only_terminal=True)
        for position in sorted(self.duplicate, reverse=True):
            events.insert(position, events[position])
        if self.swap is not None:
            a, b = self.swap
            events[a], events[b] = events[b], events[a]
        return events

    def writes(self, wire: str) -> list[bytes]:
        """The body as the socket writes go out (before pacing, stalls and cuts)."""
        events = self.events(wire)
        if self.chunk_size is None and self.random_chunks is None:
            return events
        body = b"".join(events)
        if self.chunk_size is not None:
            size = self.chunk_size
            return [body[i : i + size] for i in range(0, len(body), size)]
        rng = random.Random(self.random_chunks)
        writes, i = [], 0
        while i < len(body):
            size = rng.randint(1, 64)
            writes.append(body[i : i + size])
            i += size
        return writes


def _is_terminal(wire: str, event: bytes) -> bool:
    if wire == "openai-chat":
        return event.startswith(b"data: [DONE]")
    if wire == "anthropic":
        return event.startswith(b"event: message_stop")
    if wire == "openai-responses":
        return event.startswith((b"event: response.completed", b"event: response.incomplete"))
    return b"finishReason" in event


def _ending_removed(wire: str, events: list[bytes], *, only_terminal: bool = False) -> list[bytes]:
    """Without the terminal event (and, unless ``only_terminal``, what closes the answer)."""
    kept = [event for event in events if not _is_terminal(wire, event)]
    if only_terminal or wire != "openai-chat":
        return kept
    return [e for e in kept if b'"finish_reason":"' not in e and b'"choices":[]' not in e]


def _with_notice(wire: str, events: list[bytes], notice: str) -> list[bytes]:
    """A compatible service's way to end a failed generation: a bracketed notice in the
    content, then a normal finish. Nothing on the wire marks it as an error."""
    if wire != "openai-chat":
        raise ValueError("notices are an OpenAI-compatible server behaviour")
    chunk = {
        "id": "sim-0001",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": {"content": notice}, "finish_reason": None}],
    }
    finish = next(i for i, e in enumerate(events) if b'"finish_reason":"' in e)
    encoded = f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode()
    return events[:finish] + [encoded] + events[finish:]


def _with_invalid_utf8(events: list[bytes]) -> list[bytes]:
    for i, event in enumerate(events):
        for marker in (b'"content":"', b'"text":"', b'"text": "', b'"delta":"'):
            at = event.find(marker)
            if at >= 0 and event[at + len(marker) : at + len(marker) + 1] not in (b'"', b""):
                cut = at + len(marker)
                return [*events[:i], event[:cut] + b"\xff\xfe" + event[cut:], *events[i + 1 :]]
    raise ValueError("no answer fragment to corrupt")


def _unannounced(events: list[bytes], how: Unannounced) -> list[bytes]:
    kept = []
    for event in events:
        head, _, data = event.partition(b"data: ")
        value = json.loads(data)
        kind = value.get("type")
        is_call = (value.get("item") or {}).get("type") == "function_call"
        if kind == "response.output_item.added" and is_call:
            continue
        if kind == "response.output_item.done" and is_call and how is Unannounced.NAMELESS:
            continue
        if kind == "response.function_call_arguments.done":
            value["id"] = value.pop("item_id")
            value.pop("output_index", None)
        kept.append(head + b"data: " + json.dumps(value).encode() + b"\n\n")
    return kept
