"""The Activity as records, and as CSV or JSON: one code for ``arroyo activity --csv/--json``
and the window's Activity Export button.

CSV cells that a spreadsheet would read as a formula (starting with = + - @, or a tab or
carriage return that some read past) get a leading apostrophe: a tool's result or a file name
written by a model must not run as a formula when the file is opened."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any, TextIO

from desktop_app.agent.tools import Intent
from desktop_app.store.actions.activity import Activity

Words = Callable[[Activity], str]
COLUMNS = (
    "id",
    "when",
    "conversation",
    "conversation_title",
    "tool",
    "action",
    "said",
    "reason",
    "outcome",
    "status",
    "duration_seconds",
    "result",
)
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def call_text(entry: Activity) -> str:
    """The call as the ledger recorded it: the tool and its confirmed, canonical arguments
    (the tool itself may not be installed any more)."""
    arguments: dict[str, Any] = json.loads(entry.operation.arguments) or {}
    said = ", ".join(
        f"{name}={json.dumps(value, ensure_ascii=False)}" for name, value in arguments.items()
    )
    return f"{entry.operation.tool}({said})"


def said_in_english(entry: Activity) -> str:
    """The action in the words its tool card used (English), else the call itself."""
    intent = Intent.from_json(entry.intent_json)
    if intent is not None:
        try:
            return intent.english()
        except (KeyError, IndexError):  # a code or value of another version
            pass
    return call_text(entry)


def record(
    entry: Activity, said: Words = said_in_english, reason: Words | None = None
) -> dict[str, Any]:
    """One action as data; ``said`` and ``reason`` put it in the window's words."""
    op = entry.operation
    return {
        "id": op.key,
        "when": datetime.fromtimestamp(op.created_at).astimezone().isoformat(timespec="seconds"),
        "conversation": op.conversation_id,
        "conversation_title": entry.conversation_title,
        "tool": op.tool,
        "action": call_text(entry),
        "said": said(entry),
        "arguments": json.loads(op.arguments),
        "approval": op.approval.value if op.approval else None,
        "reason": reason(entry) if reason else entry.reason,
        "rule": op.rule_words,
        "outcome": entry.result.value,
        "status": op.status.value,
        "is_error": op.is_error,
        "result": op.result,
        "duration_seconds": entry.duration,
    }


def write_json(records: Iterable[dict[str, Any]], out: TextIO) -> None:
    json.dump(list(records), out, ensure_ascii=False, indent=2)
    out.write("\n")


def write_csv(records: Iterable[dict[str, Any]], out: TextIO) -> None:
    """Every field quoted (a result holds commas, quotes and line breaks)."""
    writer = csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for entry in records:
        writer.writerow([cell(entry[name]) for name in COLUMNS])


def cell(value: Any) -> str:
    if value is None:
        return ""
    text = f"{value:.3f}" if isinstance(value, float) else str(value)
    return "'" + text if text.startswith(_FORMULA_STARTS) else text
