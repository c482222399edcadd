"""Every action any conversation ran, read from the operation ledger (``store.actions.ledger``): the
listing behind ``arroyo activity`` and the window's Activity. Read-only; the ledger stays the
one writer of its rows."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from desktop_app.store.actions.ledger import Approval, Operation, OperationLedger, OperationStatus
from desktop_app.store.database import Database

# Why an action ran, in words, by the ledger's Approval; None: recorded before approvals were
# kept, so the ledger cannot say.
REASONS: dict[Approval | None, str] = {
    Approval.ASKED: "asked: the person approved it",
    Approval.CONVERSATION: "allowed for this conversation",
    Approval.SETTING: 'allowed by the "run without asking" setting',
    Approval.RULE: "allowed by a permission rule",
    None: "not recorded",
}
UNDO_TOOL = "undo"  # agent.undo's operations: their call id is the key of the one they undid


class Result(StrEnum):
    """An action's result as the Activity says it."""

    DONE = "done"
    FAILED = "failed"
    REFUSED = "refused"  # the tool refused to act (nothing the ledger records today)
    UNDONE = "undone"  # done, then put back by an undo
    RUNNING = "running"  # confirmed or started, no outcome yet
    UNKNOWN = "unknown"  # interrupted: whether it acted is not known


_RESULTS: dict[OperationStatus, Result] = {
    OperationStatus.CONFIRMED: Result.RUNNING,
    OperationStatus.STARTED: Result.RUNNING,
    OperationStatus.SUCCEEDED: Result.DONE,
    OperationStatus.FAILED: Result.FAILED,
    OperationStatus.UNKNOWN: Result.UNKNOWN,
}


@dataclass(frozen=True, slots=True)
class Activity:
    operation: Operation
    conversation_title: str = ""  # "" for a conversation deleted for good
    intent_json: str | None = None  # the action as a code, as its tool card stored it
    undone: bool = False  # an undo of it succeeded

    @property
    def reason(self) -> str:
        """Why it ran; a rule is named as it was when it allowed the action."""
        said = REASONS.get(self.operation.approval, str(self.operation.approval))
        words = self.operation.rule_words
        return f"{said} ({words})" if self.operation.approval is Approval.RULE and words else said

    @property
    def result(self) -> Result:
        if self.undone:
            return Result.UNDONE
        return _RESULTS[self.operation.status]

    @property
    def duration(self) -> float | None:
        """Seconds from confirmation to its outcome; None while it has none. The ledger keeps
        when a row was confirmed and last moved, and a call is started right after it is
        confirmed, so this is the run's duration within the store's write time."""
        settled = (OperationStatus.SUCCEEDED, OperationStatus.FAILED, OperationStatus.UNKNOWN)
        if self.operation.status not in settled:
            return None
        return max(0.0, self.operation.updated_at - self.operation.created_at)


def activity(database: Database, since: float | None = None) -> list[Activity]:
    """Oldest first; ``since`` (a Unix time) keeps those confirmed at or after it. Three reads
    (operations, titles, stored intents) joined here: no per-row query."""
    operations = OperationLedger(database).all_operations()
    titles = {
        row["id"]: row["title"] for row in database.fetch_all("SELECT id, title FROM conversations")
    }
    intents = {
        (row["conversation_id"], row["tool_call_id"]): row["tool_intent_json"]
        for row in database.fetch_all(
            "SELECT conversation_id, tool_call_id, tool_intent_json FROM messages"
            " WHERE role = 'tool' AND tool_intent_json IS NOT NULL ORDER BY id"
        )
    }
    undone = {
        (op.conversation_id, op.tool_call_id)
        for op in operations
        if op.tool == UNDO_TOOL and op.status is OperationStatus.SUCCEEDED
    }
    return [
        Activity(
            op,
            titles.get(op.conversation_id, ""),
            intents.get((op.conversation_id, op.tool_call_id)),
            (op.conversation_id, op.key) in undone,
        )
        for op in operations
        if since is None or op.created_at >= since
    ]
