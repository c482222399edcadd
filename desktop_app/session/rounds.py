"""The one rule for saving what a turn added to a conversation.

Every model round is stored as it happened: an assistant round that asked for tools with its
text, its reasoning and its calls (``tool_calls_json``), each tool result with the call it
answers, the tool's name, whether it is an error and the state its card shows, and the final
answer with its reasoning, how the turn ended (``outcome``, ``outcome_code``), the turn's
statistics and its token usage, so a restart paints the turn as it was.

A stopped answer keeps its text as an answer marked "cancelled". A cut-off (truncated) or failed
turn adds nothing to the history, so a cut-off answer is never saved as an answer: what it had
shown is kept as a draft with its mark (not searched, not sent to the model unless the person
chooses Continue), and so is the mark alone when nothing had been shown.
"""

from __future__ import annotations

import json

from desktop_app.agent.loop import SessionResult
from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.session.turn_record import ToolState, TurnRecord, usage_dict
from desktop_app.store.conversations import ConversationStore, NewMessage

# Endings whose last answer is part of the history (``SessionResult.prompt``).
_ANSWERED = frozenset({TurnStatus.COMPLETED, TurnStatus.INCOMPLETE})


def tool_calls_json(message: Message) -> str | None:
    if not message.tool_calls:
        return None
    calls = [
        {"id": call.call_id, "name": call.name, "arguments": call.arguments}
        | ({"signature": call.signature} if call.signature else {})
        for call in message.tool_calls
    ]
    return json.dumps(calls, ensure_ascii=False, sort_keys=True)


def _json(value: dict | None) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True)


def turn_rows(
    sent: Prompt, result: SessionResult, record: TurnRecord | None = None
) -> list[NewMessage]:
    """What to store for a turn: ``result``'s messages after those that were ``sent``."""
    record = record or TurnRecord()
    outcome = result.outcome
    rows: list[NewMessage] = []
    answer: NewMessage | None = None
    asking = ""
    for message in result.prompt.messages[len(sent.messages) :]:
        generation = message.generation_id or ""
        reasoning = record.reasoning.get(generation, "")
        usage = _json(usage_dict(record.usage.get(generation)))
        if message.role == "assistant" and message.tool_calls:
            asking = generation  # the results that follow answer this round
            rows.append(
                NewMessage(
                    role="assistant",
                    content=message.text,
                    generation_id=message.generation_id,
                    tool_calls_json=tool_calls_json(message),
                    reasoning=reasoning,
                    reasoning_seconds=record.thought.get(generation),
                    usage_json=usage,
                )
            )
        elif message.role == "assistant":
            if not message.text and not reasoning:
                continue  # an empty answer shows nothing, and would be sent back as nothing
            if message.generation_id is not None and result.last_turn is not None:
                reasoning = reasoning or result.last_turn.reasoning
            answer = NewMessage(
                role="assistant",
                content=message.text,
                generation_id=message.generation_id,
                outcome=outcome.status.value,
                outcome_code=outcome.code or None,
                reasoning=reasoning,
                reasoning_seconds=record.thought.get(generation),
                usage_json=usage,
                stats_json=_json(record.stats()),
            )
            rows.append(answer)
        elif message.role == "tool":
            facts = record.tools.get((asking, message.tool_call_id or ""))
            state = facts.state if facts else (ToolState.FAILED if message.is_error else None)
            rows.append(
                NewMessage(
                    role="tool",
                    content=message.text,
                    tool_call_id=message.tool_call_id,
                    tool_name=message.tool_name,
                    is_error=message.is_error,
                    tool_state=(state or ToolState.DONE).value,
                    tool_action=facts.action if facts else None,
                    tool_intent_json=facts.intent.to_json() if facts and facts.intent else None,
                    tool_approval=facts.approval.value if facts and facts.approval else None,
                )
            )
    if outcome.status not in _ANSWERED and answer is None:
        rows.append(_unfinished(result, record, outcome))
    return rows


def _unfinished(result: SessionResult, record: TurnRecord, outcome: TurnOutcome) -> NewMessage:
    """The last round of a turn that did not end with an answer: stopped, cut off, failed."""
    last = result.last_turn
    # A round that completed (it asked for tools, then the loop gave up) is stored already.
    shown = last is not None and last.status not in _ANSWERED
    text = last.answer if last is not None and shown else ""
    reasoning = last.reasoning if last is not None and shown else ""
    return NewMessage(
        role="assistant",
        content=text,
        outcome=outcome.status.value,
        outcome_code=outcome.code or None,
        reasoning=reasoning,
        reasoning_seconds=record.last_thought if reasoning else None,
        usage_json=_json(usage_dict(last.usage if last is not None and shown else None)),
        stats_json=_json(record.stats()),
        # What a person stopped is theirs to keep as said; what broke is not an answer.
        draft=not (outcome.status is TurnStatus.CANCELLED and text),
    )


def save_rounds(
    conversations: ConversationStore,
    conversation_id: str,
    sent: Prompt,
    result: SessionResult,
    record: TurnRecord | None = None,
    *,
    drafts_after: int | None = None,
) -> None:
    """Stores the turn in one transaction; with ``drafts_after``, its checkpoints go."""
    rows = turn_rows(sent, result, record)
    conversations.add_messages(conversation_id, rows, drafts_after=drafts_after)
