"""The one rule for saving what a turn added to a conversation.

Every model round the history kept is stored: an assistant round that asked for tools with its
text and its calls (``tool_calls_json``), each tool result with the call it answers, and the
final answer with how the turn ended (``outcome``, ``outcome_code``) so a restart paints it as it
was. A turn cut off (truncated, failed, cancelled) adds nothing to the history, so a cut-off
answer is never saved as an answer; its generation stays "interrupted" in the generations table.
"""

from __future__ import annotations

import json

from desktop_app.agent.loop import SessionResult
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.store.conversations import ConversationStore


def tool_calls_json(message: Message) -> str | None:
    if not message.tool_calls:
        return None
    calls = [
        {"id": call.call_id, "name": call.name, "arguments": call.arguments}
        for call in message.tool_calls
    ]
    return json.dumps(calls, ensure_ascii=False, sort_keys=True)


def save_rounds(
    conversations: ConversationStore, conversation_id: str, sent: Prompt, result: SessionResult
) -> None:
    outcome = result.outcome
    for message in result.prompt.messages[len(sent.messages) :]:
        if message.role == "assistant" and message.tool_calls:
            conversations.add_message(
                conversation_id,
                "assistant",
                message.text,
                generation_id=message.generation_id,
                tool_calls_json=tool_calls_json(message),
            )
        elif message.role == "assistant":
            if not message.text:
                continue  # an empty answer shows nothing, and would be sent back as nothing
            conversations.add_message(
                conversation_id,
                "assistant",
                message.text,
                generation_id=message.generation_id,
                outcome=outcome.status,
                outcome_code=outcome.code,
            )
        elif message.role == "tool":
            conversations.add_message(
                conversation_id, "tool", message.text, tool_call_id=message.tool_call_id
            )
