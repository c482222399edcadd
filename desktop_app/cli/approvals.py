"""``arroyo approvals``: the tool calls a paused ``arroyo ask --park`` left waiting, answered.

``list`` shows each (its id, conversation, tool, the action in words, how long it has waited);
``approve ID`` and ``deny ID`` answer one (the id's first characters are enough). An answer is
a compare-and-set: of two given at once (here and in the window), one is recorded and the other
is told the call was already answered. Nothing runs here: ``arroyo ask --resume`` runs what was
approved, once, through the ledger.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TextIO

from desktop_app.cli.undo import SHORTEST_ID

_ANSWERED = 1  # exit status: another answer came first
_USAGE = 2  # no such call, an ambiguous id, a database that cannot be opened
_VERBS = {"approve": "approved", "deny": "denied"}


def add_command(commands: argparse._SubParsersAction) -> None:
    approvals = commands.add_parser(
        "approvals",
        help="answer the tool calls that wait for your approval (arroyo ask --park)",
        description="List, approve or deny the tool calls a paused arroyo ask --park left "
        "waiting. arroyo ask --resume CONVERSATION then runs what was approved, once.",
    )
    actions = approvals.add_subparsers(dest="approvals_action", required=True)
    listing = actions.add_parser("list", help="the calls that wait, oldest first")
    listing.add_argument("--json", action="store_true", help="as JSON, for scripts")
    for verb in _VERBS:
        answer = actions.add_parser(verb, help=f"{verb} one call (its first characters do)")
        answer.add_argument("id", metavar="ID")


def add_ask_flags(ask: argparse.ArgumentParser) -> None:
    ask.add_argument(
        "--park",
        action="store_true",
        help="ask nobody: calls that need a yes wait for arroyo approvals, and the command "
        "exits with status 3 printing their ids",
    )
    ask.add_argument(
        "--resume",
        metavar="CONVERSATION",
        help="go on with this conversation's paused turn: approved calls run once, denied "
        "ones are refused to the model (no prompt)",
    )


def run_approvals(
    args: argparse.Namespace, out: TextIO = sys.stdout, err: TextIO = sys.stderr
) -> int:
    from desktop_app.paths import database_path
    from desktop_app.store.database import DatabaseError
    from desktop_app.store.startup import open_store

    try:
        with open_store(database_path()) as database:
            if args.approvals_action == "list":
                return _list(database, args.json, out)
            return _answer(database, args.approvals_action, args.id, out, err)
    except DatabaseError as exc:
        print(f"arroyo approvals: {exc}", file=err)
        return _USAGE


def age_in_words(seconds: float) -> str:
    for size, unit in ((86_400, "d"), (3_600, "h"), (60, "min")):
        if seconds >= size:
            return f"{int(seconds // size)} {unit}"
    return f"{max(int(seconds), 0)} s"


def _list(database, as_json: bool, out: TextIO) -> int:
    from desktop_app.store.actions.parked import ParkedCalls
    from desktop_app.wire.terminal_text import strip_control_sequences

    now = time.time()
    calls = ParkedCalls(database).pending()
    if as_json:
        rows = [
            {
                "id": call.key,
                "conversation": call.conversation_id,
                "conversation_title": call.conversation_title,
                "tool": call.tool,
                "action": call.description,
                "arguments": json.loads(call.arguments),
                "age_seconds": round(now - call.created_at, 3),
            }
            for call in calls
        ]
        out.write(json.dumps(rows, ensure_ascii=False, indent=2) + "\n")
        return 0
    if not calls:
        out.write("No tool call is waiting for your approval.\n")
        return 0
    for call in calls:
        # The action's words name what the model chose (a path): no sequence gets through.
        line = (
            f"{call.key[:12]}  {call.conversation_id[:12]}  {call.tool}  {call.description}"
            f"  ({age_in_words(now - call.created_at)} ago)"
        )
        out.write(strip_control_sequences(line) + "\n")
    return 0


def _answer(database, verb: str, given: str, out: TextIO, err: TextIO) -> int:
    from desktop_app.store.actions.parked import AnswerOutcome, ParkedCalls, ParkedState
    from desktop_app.wire.terminal_text import strip_control_sequences

    if len(given.strip()) < SHORTEST_ID:
        print(f"arroyo approvals: give at least {SHORTEST_ID} characters of the id", file=err)
        return _USAGE
    state = ParkedState.APPROVED if verb == "approve" else ParkedState.DENIED
    answered = ParkedCalls(database).answer(given, state)
    if answered.outcome is AnswerOutcome.NOT_FOUND:
        print(f"arroyo approvals: no waiting call has an id starting with {given!r}", file=err)
        return _USAGE
    if answered.outcome is AnswerOutcome.AMBIGUOUS:
        print(f"arroyo approvals: more than one call has an id starting with {given!r}", file=err)
        return _USAGE
    call = answered.call
    assert call is not None  # found: the row as it now is
    said = strip_control_sequences(call.description)
    if answered.outcome is AnswerOutcome.ALREADY_ANSWERED:
        print(
            f"arroyo approvals: {call.key[:12]} was already {call.state.value}; "
            f"this answer was not recorded ({said}).",
            file=err,
        )
        return _ANSWERED
    out.write(
        f"{_VERBS[verb].capitalize()}: {said}. "
        f"`arroyo ask --resume {call.conversation_id}` goes on with the turn.\n"
    )
    return 0
