"""Helpers shared by the provider parsers: JSON decoding and in-band error shapes."""

from __future__ import annotations

import json
from typing import Any

import orjson

from desktop_app.errors import BrokenRule, ContractError
from desktop_app.generation.parts import ErrorReported
from desktop_app.wire.sse import SseTail

# The hot path calls orjson directly and falls back to ``loads`` on any ValueError.
fast_loads = orjson.loads
# Builds a part without the NamedTuple constructor's Python-level __new__: one part is made
# per event, and this halves its cost. ``new_part(TextDelta, (text,))``.
new_part = tuple.__new__


class MalformedEvent(ContractError, ValueError):
    """An event's data is not the JSON its contract promises."""

    kind = BrokenRule.MALFORMED_EVENT


def loads(data: str) -> Any:
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        pass
    # orjson refuses a few things the standard library accepts (lone surrogates, NaN).
    try:
        return json.loads(data)
    except ValueError as exc:
        raise MalformedEvent(f"event data is not valid JSON: {exc}") from None


def json_object(data: str) -> dict[str, Any] | ErrorReported:
    """An event's data as the JSON object its contract promises, or the error saying why not."""
    try:
        value = loads(data)
    except MalformedEvent as exc:
        return malformed(exc)
    if not isinstance(value, dict):
        return malformed(MalformedEvent("event data is not a JSON object"))
    return value


def token_count(value: Any) -> int | None:
    """A usage count, if the wire sent one (JSON ``true`` is not a count)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def dumps_compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def malformed(exc: Exception) -> ErrorReported:
    return ErrorReported("malformed_event", str(exc))


def error_from_object(
    error: Any, fallback: str = "the provider reported an error"
) -> ErrorReported:
    """``{"error": {...}}`` in any of its shapes: nested object, plain string, or flat fields."""
    if isinstance(error, dict):
        code = error.get("code")
        if code is None:
            code = error.get("type") or error.get("status")
        message = error.get("message") or error.get("error") or fallback
        return ErrorReported(None if code is None else str(code), str(message))
    if isinstance(error, str) and error:
        return ErrorReported(None, error)
    return ErrorReported(None, fallback)


def error_from_stray_text(tail: SseTail) -> ErrorReported | None:
    """Some servers append a raw (often pretty-printed) JSON error after the last event,
    without ``data:`` framing, then close. Recover it instead of calling the turn short."""
    text = tail.stray_text.strip()
    if not text.startswith("{"):
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None
    if isinstance(value, dict) and "error" in value:
        return error_from_object(value["error"])
    return None
