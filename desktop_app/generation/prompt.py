"""What is sent to the model: a system prompt and the conversation so far."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Message:
    role: Literal["user", "assistant"]
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Prompt:
    messages: tuple[Message, ...]
    system: str = ""

    @classmethod
    def single(cls, text: str, *, system: str = "") -> Prompt:
        return cls(messages=(Message("user", text),), system=system)
