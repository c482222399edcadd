"""``arroyo undo OPERATION_ID``: put back what a file tool's operation replaced (``--turn`` and
``--last-turn``: every change of a turn, ``cli.undo_turn``).

The id is the ledger key ``arroyo activity`` shows (its first characters are enough when no
other operation starts with them). Refused, with the difference printed, when the file changed
since the operation; refused when the path is now a folder or a link; run once.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from desktop_app.store.actions.ledger import Operation, OperationLedger

SHORTEST_ID = 6  # characters of an operation id that are enough to name it
# Exit statuses: 0 restored; 1 refused (changed, not a file, unavailable, already undone...).
_REFUSED = 1
_USAGE = 2


def add_command(commands: argparse._SubParsersAction) -> None:
    undo = commands.add_parser(
        "undo",
        help="put back the file a tool's operation changed (ids from arroyo activity)",
        description="Restore the exact bytes a file held before a tool's operation changed "
        "it, or remove the file it created. Refused, with the difference shown, when the file "
        "changed since the operation. An operation is undone once.",
    )
    which = undo.add_mutually_exclusive_group(required=True)
    which.add_argument("operation", metavar="OPERATION_ID", nargs="?")
    which.add_argument(
        "--turn",
        metavar="MESSAGE_ID",
        type=int,
        help="undo every file change of the turn this message belongs to, the last first",
    )
    which.add_argument(
        "--last-turn",
        metavar="CONVERSATION",
        help="undo every file change of the conversation's last turn, the last first",
    )


def run_undo(args: argparse.Namespace, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    from desktop_app.agent.undo import UndoOutcome, undo
    from desktop_app.cli.saved import saved_receipt_limits
    from desktop_app.paths import database_path
    from desktop_app.store.actions.ledger import OperationLedger
    from desktop_app.store.actions.receipts import ReceiptStore
    from desktop_app.store.database import DatabaseError
    from desktop_app.store.startup import open_store

    try:
        with open_store(database_path()) as database:
            ledger = OperationLedger(database)
            receipts = ReceiptStore(database, limits=saved_receipt_limits())
            if args.operation is None:
                from desktop_app.cli.undo_turn import run_turn

                return run_turn(args, database, ledger, receipts, out, err)
            operation = _find(ledger, args.operation, err)
            if operation is None:
                return _USAGE
            result = undo(ledger, receipts, operation)
    except DatabaseError as exc:
        print(f"arroyo undo: {exc}", file=err)
        return _USAGE
    if result.outcome is UndoOutcome.RESTORED:
        print(result.message, file=out)
        return 0
    print(f"arroyo undo: {result.message}", file=err)
    if result.diff:
        print(result.diff, file=out, end="" if result.diff.endswith("\n") else "\n")
    return _REFUSED


def _find(ledger: OperationLedger, given: str, err: TextIO) -> Operation | None:
    given = given.strip().lower()
    if len(given) < SHORTEST_ID:
        print(f"arroyo undo: give at least {SHORTEST_ID} characters of the id", file=err)
        return None
    exact = ledger.get(given)
    if exact is not None:
        return exact
    found = [op for op in ledger.all_operations() if op.key.startswith(given)]
    if len(found) == 1:
        return found[0]
    said = "no operation has" if not found else f"{len(found)} operations have"
    print(f"arroyo undo: {said} an id starting with {given!r} (see arroyo activity)", file=err)
    return None
