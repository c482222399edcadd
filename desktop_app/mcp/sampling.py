"""Sampling: a server asks the client's model for a completion. Declined unless the person
allowed it for that server; then each request is shown and confirmed before the model sees it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from desktop_app.errors import ArroyoError
from desktop_app.mcp.errors import McpProblem

USER_REJECTED = -1  # the spec's code for "the person said no"


@dataclass(frozen=True, slots=True)
class SamplingMessage:
    role: str
    text: str  # non-text content is named in brackets: it is shown, never rendered


@dataclass(frozen=True, slots=True)
class SamplingRequest:
    server: str
    messages: tuple[SamplingMessage, ...]
    system_prompt: str
    max_tokens: int

    @classmethod
    def from_params(cls, server: str, params: dict[str, Any]) -> SamplingRequest:
        messages = tuple(
            SamplingMessage(str(item.get("role", "user")), _text_of(item.get("content")))
            for item in params.get("messages") or ()
            if isinstance(item, dict)
        )
        return cls(
            server=server,
            messages=messages,
            system_prompt=str(params.get("systemPrompt") or ""),
            max_tokens=int(params.get("maxTokens") or 0),
        )


@dataclass(frozen=True, slots=True)
class SamplingAnswer:
    text: str
    model: str
    stop_reason: str = "endTurn"

    def as_result(self) -> dict[str, Any]:
        return {
            "role": "assistant",
            "content": {"type": "text", "text": self.text},
            "model": self.model,
            "stopReason": self.stop_reason,
        }


class SamplingDeclined(ArroyoError):
    """The person (or the server's settings) said no: the server gets the spec's refusal."""

    kind = McpProblem.DECLINED


Sampler = Callable[[SamplingRequest], Awaitable[SamplingAnswer]]


def _text_of(content: Any) -> str:
    parts = content if isinstance(content, list) else [content]
    said = []
    for part in parts:
        if not isinstance(part, dict):
            continue
        kind = str(part.get("type", ""))
        said.append(str(part.get("text", "")) if kind == "text" else f"[{kind}]")
    return "\n".join(said)
