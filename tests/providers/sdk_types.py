"""Request bodies checked against the official SDKs' typed request parameters.

The SDKs' parameters are TypedDicts whose lists are ``Iterable[...]``: pydantic checks those
lazily and drops keys it does not know, so a body conforms when validating it and reading every
list through gives back the very same body (a misspelt or unknown key, a wrong type or a part
of no known kind all fail)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from anthropic.types.message_create_params import MessageCreateParamsStreaming
from openai.types.chat.completion_create_params import CompletionCreateParamsStreaming
from openai.types.responses.response_create_params import ResponseCreateParamsStreaming
from pydantic import TypeAdapter

SDK_TYPES = {
    "openai-chat": TypeAdapter(CompletionCreateParamsStreaming),
    "openai-responses": TypeAdapter(ResponseCreateParamsStreaming),
    "anthropic": TypeAdapter(MessageCreateParamsStreaming),
}


def _read_through(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {key: _read_through(item) for key, item in value.items()}
    if isinstance(value, str | bytes):
        return value
    if isinstance(value, Iterable):
        return [_read_through(item) for item in value]
    return value


def assert_conforms(wire: str, body: dict[str, Any]) -> None:
    validated = _read_through(SDK_TYPES[wire].validate_python(body))
    assert validated == body
