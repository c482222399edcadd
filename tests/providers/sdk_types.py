"""Request bodies checked against the official SDKs' typed request parameters.

``TypeAdapter`` refuses a config on a TypedDict itself, so the body is wrapped in a list, and
extra keys are forbidden on every nested TypedDict too. Iterable fields (``messages``, ``input``)
are validated lazily by pydantic: ``_drain`` walks them so their items are checked as well.
A body conforms when validating it passes and, read through, it gives back the very same body
(pydantic drops keys it does not know on a nested TypedDict it builds lazily).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from anthropic.types.message_create_params import MessageCreateParamsStreaming
from openai.types.chat.completion_create_params import CompletionCreateParamsStreaming
from openai.types.responses.response_create_params import ResponseCreateParamsStreaming
from pydantic import ConfigDict, TypeAdapter

_STRICT = ConfigDict(extra="forbid", strict=True)
_ADAPTERS = {
    "openai-chat": TypeAdapter(list[CompletionCreateParamsStreaming], config=_STRICT),
    "openai-responses": TypeAdapter(list[ResponseCreateParamsStreaming], config=_STRICT),
    "anthropic": TypeAdapter(list[MessageCreateParamsStreaming], config=_STRICT),
}

# Gemini's generateContent request as documented (ai.google.dev/api/generate-content): the keys
# Arroyo may send at each level.
_GEMINI_KEYS = {
    "": {"contents", "systemInstruction", "tools", "generationConfig"},
    "generationConfig": {"temperature", "topP", "maxOutputTokens", "thinkingConfig"},
    "thinkingConfig": {"includeThoughts", "thinkingBudget", "thinkingLevel"},
}
_GEMINI_TYPES = {
    "temperature": float,
    "topP": float,
    "maxOutputTokens": int,
    "thinkingBudget": int,
    "includeThoughts": bool,
    "thinkingLevel": str,
}


def _drain(value: Any) -> None:
    if isinstance(value, dict):
        for item in value.values():
            _drain(item)
    elif isinstance(value, str | bytes | int | float | bool) or value is None:
        return
    else:
        for item in value:
            _drain(item)


def _check_gemini(body: dict[str, Any], level: str = "") -> None:
    unknown = set(body) - _GEMINI_KEYS[level]
    assert not unknown, f"not in Gemini's documented request ({level or 'top'}): {unknown}"
    for key, value in body.items():
        if key in _GEMINI_TYPES:
            assert isinstance(value, _GEMINI_TYPES[key]), (key, value)
        if key in ("generationConfig", "thinkingConfig"):
            _check_gemini(value, key)
    if level == "thinkingConfig":
        assert body.get("thinkingLevel") in (None, "low", "high")


def validate_body(wire: str, body: bytes | dict[str, Any]) -> dict[str, Any]:
    """The body, once its SDK's request type (or Gemini's documented shape) accepts it."""
    value = json.loads(body) if isinstance(body, bytes) else body
    if wire == "gemini":
        _check_gemini(value)
    else:
        _drain(_ADAPTERS[wire].validate_python([value]))
    return value


def _read_through(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {key: _read_through(item) for key, item in value.items()}
    if isinstance(value, str | bytes):
        return value
    if isinstance(value, Iterable):
        return [_read_through(item) for item in value]
    return value


def assert_conforms(wire: str, body: dict[str, Any]) -> None:
    """``body`` passes its SDK's request type and reads back unchanged."""
    (validated,) = _ADAPTERS[wire].validate_python([body])
    assert _read_through(validated) == body
