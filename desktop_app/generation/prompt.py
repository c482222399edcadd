"""What is sent to the model: a system prompt, the conversation so far, and the tools on offer."""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from typing import Any, Literal

from desktop_app.generation.attachment import Attachment


@dataclass(frozen=True, slots=True)
class ToolCallRecord:
    """A validated tool call as it is sent back in the history."""

    call_id: str
    name: str
    arguments: dict[str, Any]
    signature: str | None = None  # opaque provider state that must travel back with the call


@dataclass(frozen=True, slots=True)
class Message:
    role: Literal["user", "assistant", "tool"]
    text: str = ""
    _: KW_ONLY
    tool_calls: tuple[ToolCallRecord, ...] = ()  # assistant turns that asked for tools
    tool_call_id: str | None = None  # tool results
    tool_name: str | None = None
    is_error: bool = False
    generation_id: str | None = None  # the generation that produced an assistant message
    attachments: tuple[Attachment, ...] = ()  # the person's files, sent with their message


@dataclass(frozen=True, slots=True)
class ToolDeclaration:
    name: str
    description: str
    parameters: dict[str, Any]


@dataclass(frozen=True, slots=True, kw_only=True)
class Prompt:
    messages: tuple[Message, ...]
    system: str = ""
    tools: tuple[ToolDeclaration, ...] = ()

    @classmethod
    def single(cls, text: str, *, system: str = "") -> Prompt:
        return cls(messages=(Message("user", text),), system=system)

    def followed_by(self, *messages: Message) -> Prompt:
        return Prompt(messages=self.messages + messages, system=self.system, tools=self.tools)
