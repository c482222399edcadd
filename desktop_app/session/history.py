"""What the model is sent of a stored conversation: what was said and the tool rounds, in the
shape the live loop builds them (``providers.requests`` turns them into each wire's messages).
Drafts (checkpoints, cut-off and failed turns) are never sent."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping

from desktop_app.generation.attachment import Attachment
from desktop_app.generation.context_fit import shorten_result
from desktop_app.generation.prompt import Message, Prompt, ToolCallRecord
from desktop_app.store.conversations import StoredMessage


def _calls(stored: str) -> tuple[ToolCallRecord, ...]:
    return tuple(
        ToolCallRecord(call["id"], call["name"], call.get("arguments") or {}, call.get("signature"))
        for call in json.loads(stored)
    )


def message_of(stored: StoredMessage) -> Message | None:
    """The message a stored row stands for in a prompt; None: nothing to send."""
    if stored.draft:
        return None
    if stored.role == "user":
        return Message("user", stored.content)
    if stored.role == "tool":  # a long result is sent shortened; the store keeps it whole
        return Message(
            "tool",
            shorten_result(stored.content),
            tool_call_id=stored.tool_call_id,
            tool_name=stored.tool_name,
            is_error=stored.is_error,
        )
    if stored.tool_calls_json:
        return Message(
            "assistant",
            stored.content,
            tool_calls=_calls(stored.tool_calls_json),
            generation_id=stored.generation_id,
        )
    if not stored.content:
        return None  # a mark without text (a stop before the first word)
    return Message("assistant", stored.content, generation_id=stored.generation_id)


def prompt_of(
    stored: list[StoredMessage],
    system: str = "",
    attachments: Mapping[int, tuple[Attachment, ...]] | None = None,
) -> Prompt:
    """Tool results whose call is not in the history (a page of an older store) are left out:
    every wire refuses a result that answers nothing. ``attachments``: the files each stored
    message carries, by its id, sent with it on every turn."""
    messages: list[Message] = []
    asked: set[str] = set()
    for row in stored:
        message = message_of(row)
        if message is None:
            continue
        if attachments and row.id in attachments:
            message = dataclasses.replace(message, attachments=attachments[row.id])
        if message.role == "tool" and message.tool_call_id not in asked:
            continue
        asked.update(call.call_id for call in message.tool_calls)
        messages.append(message)
    return Prompt(messages=tuple(messages), system=system)
