"""Undoing every file change of one turn, the last first (``agent.undo`` does each one).

A turn is one generation: the operations its tool calls ran (a call run again counts by its
latest run). The changes are undone in the reverse of the order they were made, each as its own
undo operation in the ledger (run once), so a file the turn wrote twice comes back through its
versions. The first change that cannot be undone (the file changed since, is now a folder or a
link, its earlier version is gone) stops the batch there: the changes after it stay undone, the
ones before it are left as they are, and the refusal (with its diff) says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.agent.undo import (
    CAPTURED_TOOLS,
    UndoOutcome,
    UndoPreview,
    UndoResult,
    preview,
    refusal,
    undo,
)
from desktop_app.store.actions.ledger import Operation, OperationLedger, OperationStatus
from desktop_app.store.actions.receipts import ReceiptStore

AGAIN = "/again/"  # ``session.unknown_calls``: a run again's generation is <turn>/again/<key>
# Outcomes that do not stop a turn's undo: done now, done before, or nothing was changed.
_PASSED = frozenset({UndoOutcome.RESTORED, UndoOutcome.ALREADY_UNDONE, UndoOutcome.NO_RECEIPT})


@dataclass(frozen=True, slots=True)
class TurnUndo:
    done: tuple[tuple[Operation, UndoResult], ...]  # in the order they ran: the last change first
    stopped: tuple[Operation, UndoResult] | None = None  # the change it stopped at, refused
    left: tuple[Operation, ...] = ()  # the earlier changes, not tried after the stop

    @property
    def complete(self) -> bool:
        return self.stopped is None


def turn_changes(
    ledger: OperationLedger, conversation_id: str, generation_id: str
) -> list[Operation]:
    """The turn's file changes a receipt may hold, in the order they were made. A call run
    again counts by its later run (its generation names the run it replaced); calls are not
    told apart by their ids, which some models repeat within a turn."""
    operations = ledger.for_generation(conversation_id, generation_id)
    replaced = {
        op.generation_id.split(AGAIN, 1)[1] for op in operations if AGAIN in op.generation_id
    }
    return [
        operation
        for operation in operations
        if operation.key not in replaced
        and operation.tool in CAPTURED_TOOLS
        and operation.status is OperationStatus.SUCCEEDED
    ]


def undoable(
    ledger: OperationLedger, receipts: ReceiptStore, changes: list[Operation]
) -> list[Operation]:
    """The changes an undo may still be offered for, from the records alone."""
    return [op for op in changes if refusal(ledger, receipts, op) is None]


def previews(
    ledger: OperationLedger, receipts: ReceiptStore, changes: list[Operation]
) -> list[tuple[Operation, str, UndoPreview | UndoResult]]:
    """What undoing each change would do now (with its file's path), the last first, for the
    one confirmation. A file
    the turn changed more than once is previewed at its last change (the earlier ones only
    apply once the later is undone)."""
    seen: set[str] = set()
    found: list[tuple[Operation, str, UndoPreview | UndoResult]] = []
    for operation in reversed(undoable(ledger, receipts, changes)):
        receipt = receipts.get(operation.key)
        if receipt is None or receipt.path in seen:
            continue
        seen.add(receipt.path)
        found.append((operation, receipt.path, preview(ledger, receipts, operation)))
    return found


def undo_turn(
    ledger: OperationLedger, receipts: ReceiptStore, changes: list[Operation]
) -> TurnUndo:
    """Undoes ``changes`` (as ``turn_changes`` gives them) the last first, each once, stopping
    at the first refused; blocking (files and the database)."""
    done: list[tuple[Operation, UndoResult]] = []
    pending = list(changes)
    while pending:
        operation = pending.pop()
        result = undo(ledger, receipts, operation)
        if result.outcome not in _PASSED:
            return TurnUndo(tuple(done), (operation, result), tuple(pending))
        done.append((operation, result))
    return TurnUndo(tuple(done))
