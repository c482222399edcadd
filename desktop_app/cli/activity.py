"""``arroyo activity``: every action of every conversation from the operation ledger, when it
ran, the tool, the action, why it ran, its result and how long it took."""

from __future__ import annotations

import argparse
import sys
from datetime import datetime
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from desktop_app.store.actions.activity import Activity

RESULT_CHARACTERS = 200  # a listing line keeps the start of a long result
ID_CHARACTERS = 12  # of an operation's id: enough to name it to arroyo undo


def add_command(commands: argparse._SubParsersAction) -> None:
    activity = commands.add_parser(
        "activity",
        help="every action tools took, in every conversation, and why each ran",
        description="List every tool action recorded in the ledger, oldest first: when, the "
        "tool, its arguments, why it ran (asked, allowed for the conversation, by the run "
        "without asking setting, or by which permission rule), its state, result and duration.",
    )
    activity.add_argument(
        "--since", metavar="DATE", type=_date, help="only those from DATE on (YYYY-MM-DD[THH:MM])"
    )
    shape = activity.add_mutually_exclusive_group()
    shape.add_argument("--json", action="store_true", help="one JSON array, for scripts")
    shape.add_argument(
        "--csv", action="store_true", help="CSV, every field quoted, safe to open in a spreadsheet"
    )


def _date(text: str) -> float:
    try:
        return datetime.fromisoformat(text).timestamp()
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date: {text!r} (YYYY-MM-DD)") from None


def run_activity(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    from desktop_app.paths import database_path
    from desktop_app.store.actions.activity import activity
    from desktop_app.store.database import DatabaseError
    from desktop_app.store.startup import open_store

    try:
        with open_store(database_path()) as database:
            entries = activity(database, args.since)
    except DatabaseError as exc:
        print(f"arroyo activity: {exc}", file=sys.stderr)
        return 2
    if args.json or args.csv:
        from desktop_app.exchange.activity_export import record, write_csv, write_json

        (write_csv if args.csv else write_json)((record(entry) for entry in entries), out)
        return 0
    for entry in entries:
        print(_line(entry), file=out)
    if not entries:
        print("No tool has acted yet.", file=out)
    return 0


def _line(entry: Activity) -> str:
    from desktop_app.exchange.activity_export import call_text
    from desktop_app.wire.terminal_text import strip_control_sequences

    op = entry.operation
    when = datetime.fromtimestamp(op.created_at).strftime("%Y-%m-%d %H:%M:%S")
    took = "" if entry.duration is None else f" in {entry.duration:.2f} s"
    result = strip_control_sequences((op.result or "").replace("\n", " "))[:RESULT_CHARACTERS]
    action = strip_control_sequences(call_text(entry))
    # The id's start is enough for arroyo undo.
    return (
        f"{when}  {op.key[:ID_CHARACTERS]}  {action}\n"
        f"    {entry.reason}; {op.status.value}{took}: {result}"
    )
