"""Rows of an imported conversation, by the rules every import follows.

A tool call that came in a file never ran here: its result is stored as ``imported``, its round
has no generation (so nothing resumes it as a call left pending), and a call the file gives no
result for gets one that says so, so the history never holds a question without an answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from desktop_app.exchange.limits import bounded
from desktop_app.session.turn_record import ToolState
from desktop_app.store.imports import ImportedMessage
from desktop_app.store.message_rows import NewMessage

IMPORTED = ToolState.IMPORTED.value
NO_RESULT = "Not run: imported without a result."


def tool_result(
    call_id: str,
    name: str | None,
    content: str,
    created_at: float,
    *,
    is_error: bool = False,
    action: str | None = None,
) -> ImportedMessage:
    row = NewMessage(
        role="tool",
        content=bounded(content),
        tool_call_id=call_id,
        tool_name=name,
        is_error=is_error,
        tool_state=IMPORTED,
        tool_action=action,
    )
    return ImportedMessage(row, created_at)


def calls_of(row: NewMessage) -> list[dict]:
    return json.loads(row.tool_calls_json) if row.tool_calls_json else []


def every_call_answered(rows: Iterable[ImportedMessage]) -> list[ImportedMessage]:
    """``rows`` with a "not run" result after each call that has none before the next
    message that is not a tool result."""
    answered: list[ImportedMessage] = []
    pending: dict[str, tuple[str, float]] = {}  # call id -> (tool, when it was asked)

    def settle() -> None:
        for call_id, (name, asked_at) in pending.items():
            answered.append(tool_result(call_id, name, NO_RESULT, asked_at, is_error=True))
        pending.clear()

    for imported in rows:
        row = imported.message
        if row.role == "tool":
            pending.pop(row.tool_call_id or "", None)
        else:
            settle()
            for call in calls_of(row):
                pending[call["id"]] = (call["name"], imported.created_at)
        answered.append(imported)
    settle()
    return answered
