"""``arroyo undo --turn MESSAGE_ID`` and ``--last-turn CONVERSATION``: every file change of one
turn undone, the last first, each once (``agent.undo_turn``); stopped at the first refused,
with why and the difference printed. Exit status: 0 all undone (or nothing to undo), 1 stopped,
2 no such turn."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from desktop_app.store.actions.ledger import OperationLedger
    from desktop_app.store.actions.receipts import ReceiptStore
    from desktop_app.store.database import Database

_STOPPED = 1
_NO_TURN = 2


def run_turn(
    args: argparse.Namespace,
    database: Database,
    ledger: OperationLedger,
    receipts: ReceiptStore,
    out: TextIO,
    err: TextIO,
) -> int:
    from desktop_app.agent.undo import UndoOutcome
    from desktop_app.agent.undo_turn import turn_changes, undo_turn
    from desktop_app.store.turn_lookup import last_turn, turn_of_message

    if args.turn is not None:
        turn = turn_of_message(database, args.turn)
        missing = f"no turn has a message {args.turn}"
    else:
        turn = last_turn(database, args.last_turn)
        missing = f"no conversation {args.last_turn!r} with a turn"
    if turn is None:
        print(f"arroyo undo: {missing}", file=err)
        return _NO_TURN
    changes = turn_changes(ledger, *turn)
    if not changes:
        print("This turn changed no file Arroyo can undo.", file=out)
        return 0
    undone = undo_turn(ledger, receipts, changes)
    for _operation, result in undone.done:
        if result.outcome is not UndoOutcome.NO_RECEIPT:
            print(result.message, file=out)
    if undone.stopped is None:
        return 0
    _operation, result = undone.stopped
    print(f"arroyo undo: stopped: {result.message}", file=err)
    if undone.left:
        print(f"arroyo undo: {len(undone.left)} earlier change(s) left as they are", file=err)
    if result.diff:
        print(result.diff, file=out, end="" if result.diff.endswith("\n") else "\n")
    return _STOPPED
