"""Request builders for the four wire contracts: where a turn is sent, with which headers.

Pure: an endpoint and a prompt in, an ``HttpRequest`` out. Keys travel only in headers (never
in a URL) and are hidden from every ``repr``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import quote

from desktop_app.generation.prompt import Prompt, ToolCallRecord
from desktop_app.names import Wire
from desktop_app.providers.anthropic import thinking_blocks
from desktop_app.providers.attachment_parts import readable_history, user_content, user_parts
from desktop_app.providers.model_info import ModelInfo, listing_infos
from desktop_app.providers.parameters import Parameters, estimated_tokens, with_parameters
from desktop_app.providers.pricing import ModelPrice

ANTHROPIC_VERSION = "2023-06-01"

DEFAULT_BASE_URLS = {
    Wire.OPENAI_CHAT: "https://api.openai.com/v1",
    Wire.OPENAI_RESPONSES: "https://api.openai.com/v1",
    Wire.ANTHROPIC: "https://api.anthropic.com/v1",
    Wire.GEMINI: "https://generativelanguage.googleapis.com/v1beta",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Endpoint:
    """A model behind a wire contract. ``base_url`` ends before the operation's path
    (``https://api.openai.com/v1``, ``http://localhost:11434/v1`` for Ollama...)."""

    wire: Wire
    model: str
    base_url: str = ""
    api_key: str | None = field(default=None, repr=False)
    max_output_tokens: int | None = None
    show_reasoning: bool = True
    provider_id: str = ""  # the settings entry (or preset) it came from: stored per conversation
    parameters: Parameters = field(default_factory=Parameters)  # unset ones are omitted
    model_info: ModelInfo | None = None  # what is known of the model (limits, capabilities)
    price: ModelPrice | None = None  # what the person says the model costs: a cost figure

    @property
    def effective_parameters(self) -> Parameters:
        if self.parameters.max_output_tokens is None and self.max_output_tokens:
            return replace(self.parameters, max_output_tokens=self.max_output_tokens)
        return self.parameters

    def __post_init__(self) -> None:
        object.__setattr__(self, "wire", Wire(self.wire))  # a stored string names a member

    @property
    def root(self) -> str:
        return (self.base_url or DEFAULT_BASE_URLS[self.wire]).rstrip("/")


@dataclass(frozen=True, slots=True, kw_only=True)
class HttpRequest:
    method: str
    url: str
    headers: dict[str, str] = field(repr=False)
    body: bytes | None = field(default=None, repr=False)
    secret_headers: frozenset[str] = frozenset()

    def redacted_headers(self) -> dict[str, str]:
        return {
            name: ("[redacted]" if name.lower() in self.secret_headers else value)
            for name, value in self.headers.items()
        }

    @property
    def secrets(self) -> tuple[str, ...]:
        """Every secret value in this request, so error texts can be checked against them."""
        return tuple(
            value for name, value in self.headers.items() if name.lower() in self.secret_headers
        )


def _json(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode()


def _auth_headers(endpoint: Endpoint) -> tuple[dict[str, str], frozenset[str]]:
    key = endpoint.api_key
    if endpoint.wire is Wire.ANTHROPIC:
        headers = {"anthropic-version": ANTHROPIC_VERSION}
        if key:
            headers["x-api-key"] = key
        return headers, frozenset({"x-api-key"})
    if endpoint.wire is Wire.GEMINI:
        return ({"x-goog-api-key": key} if key else {}), frozenset({"x-goog-api-key"})
    return ({"authorization": f"Bearer {key}"} if key else {}), frozenset({"authorization"})


def stream_request(endpoint: Endpoint, prompt: Prompt) -> HttpRequest:
    """The streaming request for one model turn."""
    headers, secret = _auth_headers(endpoint)
    headers |= {"content-type": "application/json", "accept": "text/event-stream"}
    readable = readable_history(endpoint.model, prompt.messages)
    if readable is not prompt.messages:
        prompt = replace(prompt, messages=readable)
    path, body = _BODIES[endpoint.wire](endpoint, prompt)
    # Only Anthropic's required max_tokens depends on the prompt's size: measured only there.
    measured = endpoint.wire is Wire.ANTHROPIC and endpoint.model_info is not None
    body = with_parameters(
        endpoint.wire,
        body,
        endpoint.effective_parameters,
        endpoint.model_info,
        prompt_tokens=estimated_tokens(len(_json(body))) if measured else None,
    )
    return HttpRequest(
        method="POST",
        url=endpoint.root + path,
        headers=headers,
        body=_json(body),
        secret_headers=secret,
    )


def models_request(endpoint: Endpoint) -> HttpRequest:
    """Lists the models the endpoint offers (every contract here has such a listing)."""
    headers, secret = _auth_headers(endpoint)
    return HttpRequest(
        method="GET", url=endpoint.root + "/models", headers=headers, secret_headers=secret
    )


def parse_models(wire: Wire, listing: Any) -> list[str]:
    """Model names from a listing response, sorted."""
    return [info.id for info in listing_infos(wire, listing)]


# -- bodies ------------------------------------------------------------------------------------


def _arguments_text(call: ToolCallRecord) -> str:
    return json.dumps(call.arguments, ensure_ascii=False)


def _openai_chat(endpoint: Endpoint, prompt: Prompt) -> tuple[str, dict[str, Any]]:
    messages: list[dict[str, Any]] = (
        [{"role": "system", "content": prompt.system}] if prompt.system else []
    )
    for m in prompt.messages:
        if m.role == "tool":
            messages.append({"role": "tool", "tool_call_id": m.tool_call_id, "content": m.text})
        elif m.tool_calls:
            messages.append(
                {
                    "role": "assistant",
                    "content": m.text or None,
                    "tool_calls": [
                        {
                            "id": c.call_id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": _arguments_text(c)},
                        }
                        for c in m.tool_calls
                    ],
                }
            )
        else:
            messages.append({"role": m.role, "content": user_content(Wire.OPENAI_CHAT, m)})
    body: dict[str, Any] = {
        "model": endpoint.model,
        "messages": messages,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    if prompt.tools:
        body["tools"] = [
            {
                "type": "function",
                "function": {
                    "name": t.name,
                    "description": t.description,
                    "parameters": t.parameters,
                },
            }
            for t in prompt.tools
        ]
    if endpoint.max_output_tokens:
        body["max_tokens"] = endpoint.max_output_tokens
    return "/chat/completions", body


def _openai_responses(endpoint: Endpoint, prompt: Prompt) -> tuple[str, dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for m in prompt.messages:
        if m.role == "tool":
            items.append(
                {"type": "function_call_output", "call_id": m.tool_call_id, "output": m.text}
            )
            continue
        if m.attachments:
            items.append({"role": m.role, "content": user_parts(Wire.OPENAI_RESPONSES, m)})
        elif m.text:
            items.append({"role": m.role, "content": m.text})
        items += [
            {
                "type": "function_call",
                "call_id": c.call_id,
                "name": c.name,
                "arguments": _arguments_text(c),
            }
            for c in m.tool_calls
        ]
    body: dict[str, Any] = {"model": endpoint.model, "input": items, "stream": True}
    if prompt.system:
        body["instructions"] = prompt.system
    if prompt.tools:
        body["tools"] = [
            {
                "type": "function",
                "name": t.name,
                "description": t.description,
                "parameters": t.parameters,
                # Responses would default to strict schemas (every property required), which
                # tool schemas here need not be; arguments are validated on arrival anyway.
                "strict": False,
            }
            for t in prompt.tools
        ]
    if endpoint.max_output_tokens:
        body["max_output_tokens"] = endpoint.max_output_tokens
    return "/responses", body


def _anthropic(endpoint: Endpoint, prompt: Prompt) -> tuple[str, dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    for m in prompt.messages:
        if m.role == "tool":
            block = {
                "type": "tool_result",
                "tool_use_id": m.tool_call_id,
                "content": m.text,
                "is_error": m.is_error,
            }
            # Every result answering one assistant turn goes in a single user message.
            if (
                messages
                and messages[-1]["role"] == "user"
                and isinstance(messages[-1]["content"], list)
            ):
                messages[-1]["content"].append(block)
            else:
                messages.append({"role": "user", "content": [block]})
        elif m.tool_calls:
            # Signed thinking first: with thinking on, the API wants it back before the calls.
            content: list[dict[str, Any]] = thinking_blocks(m.tool_calls[0].signature)
            content += [{"type": "text", "text": m.text}] if m.text else []
            content += [
                {"type": "tool_use", "id": c.call_id, "name": c.name, "input": c.arguments}
                for c in m.tool_calls
            ]
            messages.append({"role": "assistant", "content": content})
        else:
            messages.append({"role": m.role, "content": user_content(Wire.ANTHROPIC, m)})
    body: dict[str, Any] = {
        "model": endpoint.model,
        "messages": messages,
        "max_tokens": endpoint.max_output_tokens or 4096,
        "stream": True,
    }
    if prompt.system:
        body["system"] = prompt.system
    if prompt.tools:
        body["tools"] = [
            {"name": t.name, "description": t.description, "input_schema": t.parameters}
            for t in prompt.tools
        ]
    return "/messages", body


def _gemini(endpoint: Endpoint, prompt: Prompt) -> tuple[str, dict[str, Any]]:
    contents: list[dict[str, Any]] = []
    for m in prompt.messages:
        if m.role == "tool":
            part = {
                "functionResponse": {
                    "name": m.tool_name or "",
                    "response": {"error" if m.is_error else "result": m.text},
                }
            }
            if (
                contents
                and contents[-1]["role"] == "user"
                and "functionResponse" in contents[-1]["parts"][0]
            ):
                contents[-1]["parts"].append(part)
            else:
                contents.append({"role": "user", "parts": [part]})
            continue
        parts: list[dict[str, Any]] = (
            user_parts(Wire.GEMINI, m) if m.attachments else [{"text": m.text}] if m.text else []
        )
        for c in m.tool_calls:
            call_part: dict[str, Any] = {"functionCall": {"name": c.name, "args": c.arguments}}
            if c.signature:
                call_part["thoughtSignature"] = c.signature
            parts.append(call_part)
        contents.append(
            {"role": "model" if m.role == "assistant" else "user", "parts": parts or [{"text": ""}]}
        )
    body: dict[str, Any] = {"contents": contents}
    if prompt.system:
        body["systemInstruction"] = {"parts": [{"text": prompt.system}]}
    if prompt.tools:
        # parametersJsonSchema takes full JSON Schema (additionalProperties included).
        body["tools"] = [
            {
                "functionDeclarations": [
                    {
                        "name": t.name,
                        "description": t.description,
                        "parametersJsonSchema": t.parameters,
                    }
                    for t in prompt.tools
                ]
            }
        ]
    config: dict[str, Any] = {}
    if endpoint.max_output_tokens:
        config["maxOutputTokens"] = endpoint.max_output_tokens
    if endpoint.show_reasoning:
        config["thinkingConfig"] = {"includeThoughts": True}
    if config:
        body["generationConfig"] = config
    model = quote(endpoint.model.removeprefix("models/"), safe="")
    return f"/models/{model}:streamGenerateContent?alt=sse", body


_BODIES = {
    Wire.OPENAI_CHAT: _openai_chat,
    Wire.OPENAI_RESPONSES: _openai_responses,
    Wire.ANTHROPIC: _anthropic,
    Wire.GEMINI: _gemini,
}
