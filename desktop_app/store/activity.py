"""Every action any conversation ran, read from the operation ledger (``store.ledger``): the
listing behind ``arroyo activity``. Read-only; the ledger stays the one writer of its rows."""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.store.database import Database
from desktop_app.store.ledger import Approval, Operation, OperationLedger, OperationStatus

# Why an action ran, in words, by the ledger's Approval; None: recorded before approvals were
# kept, so the ledger cannot say.
REASONS: dict[Approval | None, str] = {
    Approval.ASKED: "asked: the person approved it",
    Approval.CONVERSATION: "allowed for this conversation",
    Approval.SETTING: 'allowed by the "run without asking" setting',
    Approval.RULE: "allowed by a permission rule",
    None: "not recorded",
}


@dataclass(frozen=True, slots=True)
class Activity:
    operation: Operation

    @property
    def reason(self) -> str:
        """Why it ran; a rule is named as it was when it allowed the action."""
        said = REASONS[self.operation.approval]
        words = self.operation.rule_words
        return f"{said} ({words})" if self.operation.approval is Approval.RULE and words else said

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
    """Oldest first; ``since`` (a Unix time) keeps those confirmed at or after it."""
    operations = OperationLedger(database).all_operations()
    return [Activity(op) for op in operations if since is None or op.created_at >= since]
