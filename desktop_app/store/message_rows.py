"""A message as stored and as read back, and the columns they map to.

Only content the caller has already validated reaches the store; it is stored as given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

ROLES = frozenset({"user", "assistant", "tool"})
# How an answer ended; stored with it so a restart paints it as it was (incomplete: Continue).
OUTCOMES = frozenset({"completed", "incomplete", "truncated", "failed", "cancelled"})


@dataclass(frozen=True, slots=True)
class StoredMessage:
    id: int
    conversation_id: str
    role: str
    content: str
    generation_id: str | None
    tool_calls_json: str | None
    tool_call_id: str | None
    created_at: float
    outcome: str | None = None  # an OUTCOMES value for an answer; None: not recorded
    outcome_code: str | None = None  # why, for the window: a stop reason such as "length"
    reasoning: str = ""
    stats_json: str | None = None  # the turn's timings and token figures, under its answer
    usage_json: str | None = None  # this round's token usage
    tool_name: str | None = None  # a tool result: the tool that gave it
    is_error: bool = False  # a tool result that is an error (sent back to the model as one)
    tool_state: str | None = None  # a tool result as its card shows it: done, denied...
    tool_action: str | None = None  # the action in words, as the person was shown it
    draft: bool = False  # not an answer: never searched, never sent to the model
    parent_id: int | None = None  # the message before it on its branch; None: the first
    active: bool = True  # on the branch shown and sent; False: part of a previous version
    tool_intent_json: str | None = None  # the action as a code (agent.tools.Intent as JSON)
    tool_approval: str | None = None  # why it ran: a ledger.Approval value; None: not run
    reasoning_seconds: float | None = None  # how long the model reasoned; None: not known


@dataclass(frozen=True, slots=True, kw_only=True)
class NewMessage:
    """A message to store; see ``StoredMessage`` for what each field means."""

    role: str
    content: str
    generation_id: str | None = None
    tool_calls_json: str | None = None
    tool_call_id: str | None = None
    outcome: str | None = None
    outcome_code: str | None = None
    reasoning: str = ""
    stats_json: str | None = None
    usage_json: str | None = None
    tool_name: str | None = None
    is_error: bool = False
    tool_state: str | None = None
    tool_action: str | None = None
    draft: bool = False
    tool_intent_json: str | None = None
    tool_approval: str | None = None
    reasoning_seconds: float | None = None

    def check(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"unknown message role {self.role!r}; expected one of {sorted(ROLES)}")
        if self.outcome is not None and self.outcome not in OUTCOMES:
            raise ValueError(
                f"unknown outcome {self.outcome!r}; expected one of {sorted(OUTCOMES)}"
            )


MESSAGE_COLUMNS = (
    "id, conversation_id, role, content, generation_id, tool_calls_json, tool_call_id, created_at,"
    " outcome, outcome_code, reasoning, stats_json, usage_json, tool_name, is_error, tool_state,"
    " tool_action, draft, parent_id, active, tool_intent_json, tool_approval, reasoning_seconds"
)
# SQLite's 0 and 1, read back as bool
IS_ERROR_COLUMN, DRAFT_COLUMN, ACTIVE_COLUMN = 14, 17, 19
INSERTED_COLUMNS = (
    "conversation_id, role, content, generation_id, tool_calls_json, tool_call_id, created_at,"
    " outcome, outcome_code, reasoning, stats_json, usage_json, tool_name, is_error, tool_state,"
    " tool_action, draft, tool_intent_json, tool_approval, reasoning_seconds, parent_id"
)


def stored_message(row: Sequence[Any]) -> StoredMessage:
    values = list(row)
    values[IS_ERROR_COLUMN] = bool(values[IS_ERROR_COLUMN])
    values[DRAFT_COLUMN] = bool(values[DRAFT_COLUMN])
    values[ACTIVE_COLUMN] = bool(values[ACTIVE_COLUMN])
    return StoredMessage(*values)
