"""Tool calls parked for the person's answer: asked for while nobody could be asked
(``arroyo ask --park``), answered later in the terminal or the window, run on resume.

    pending --approve--> approved      (run once, through the ledger, when the turn resumes)
            --deny-----> denied        (the model is told the person declined)

An answer is one compare-and-set from ``pending``: of two answers given at once (the window
and the terminal), exactly one is recorded; the other is told the call was already answered.
Approving runs nothing: the ledger's ``start`` stays the one gate to running a tool.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from desktop_app.store.database import Database


class ParkedState(StrEnum):
    PENDING = "pending"
    APPROVED = "approved"
    DENIED = "denied"


class AnswerOutcome(StrEnum):
    RECORDED = "recorded"  # this answer is the one that counts
    ALREADY_ANSWERED = "already_answered"  # another answer came first; nothing changed
    NOT_FOUND = "not_found"
    AMBIGUOUS = "ambiguous"  # the id's first characters name more than one call


@dataclass(frozen=True, slots=True)
class ParkedCall:
    key: str  # the ledger's idempotency key of the intent
    conversation_id: str
    generation_id: str
    tool_call_id: str
    tool: str
    arguments: str  # the validated call's arguments, canonical JSON
    description: str  # the action in words, as the tool said it
    details: str
    intent_json: str | None
    sends_off: bool
    read_only: bool
    workspace: str
    state: ParkedState
    created_at: float
    answered_at: float | None
    conversation_title: str = ""


@dataclass(frozen=True, slots=True)
class Answered:
    outcome: AnswerOutcome
    call: ParkedCall | None = None  # the call as it is now (its state: whichever answer won)


_COLUMNS = (
    "p.key, p.conversation_id, p.generation_id, p.tool_call_id, p.tool, p.arguments,"
    " p.description, p.details, p.intent_json, p.sends_off, p.read_only, p.workspace, p.state,"
    " p.created_at, p.answered_at, COALESCE(c.title, '') AS title"
)
_FROM = " FROM parked_calls p LEFT JOIN conversations c ON c.id = p.conversation_id"


class ParkedCalls:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    def park(
        self,
        *,
        key: str,
        conversation_id: str,
        generation_id: str,
        tool_call_id: str,
        tool: str,
        arguments: str,
        description: str,
        details: str = "",
        intent_json: str | None = None,
        sends_off: bool = False,
        read_only: bool = False,
        workspace: str = "",
    ) -> ParkedCall:
        """Parks the call, or returns the row already parked under ``key`` unchanged (a
        resume that parks again never turns an answer back into a question)."""
        with self._db.transaction() as connection:
            connection.execute(
                "INSERT INTO parked_calls (key, conversation_id, generation_id, tool_call_id,"
                " tool, arguments, description, details, intent_json, sends_off, read_only,"
                " workspace, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (key) DO NOTHING",
                (
                    key,
                    conversation_id,
                    generation_id,
                    tool_call_id,
                    tool,
                    arguments,
                    description,
                    details,
                    intent_json,
                    int(sends_off),
                    int(read_only),
                    workspace,
                    ParkedState.PENDING.value,
                    self._clock(),
                ),
            )
            row = connection.execute(f"SELECT {_COLUMNS}{_FROM} WHERE p.key = ?", (key,))
            return _parked(row.fetchone())

    def get(self, key: str) -> ParkedCall | None:
        row = self._db.fetch_one(f"SELECT {_COLUMNS}{_FROM} WHERE p.key = ?", (key,))
        return _parked(row) if row else None

    def pending(self) -> list[ParkedCall]:
        """Every call still waiting for an answer, oldest first; a deleted conversation's
        calls are not asked about."""
        rows = self._db.fetch_all(
            f"SELECT {_COLUMNS}{_FROM} WHERE p.state = ? AND c.deleted_at IS NULL"
            " ORDER BY p.created_at, p.rowid",
            (ParkedState.PENDING.value,),
        )
        return [_parked(row) for row in rows]

    def pending_count(self) -> int:
        return len(self.pending())

    def of_conversation(self, conversation_id: str) -> list[ParkedCall]:
        rows = self._db.fetch_all(
            f"SELECT {_COLUMNS}{_FROM} WHERE p.conversation_id = ? ORDER BY p.created_at, p.rowid",
            (conversation_id,),
        )
        return [_parked(row) for row in rows]

    def of_call(
        self, conversation_id: str, generation_id: str, tool_call_id: str
    ) -> ParkedCall | None:
        """The call of this round parked, if it was (a card painted from the store asks)."""
        row = self._db.fetch_one(
            f"SELECT {_COLUMNS}{_FROM} WHERE p.conversation_id = ? AND p.generation_id = ?"
            " AND p.tool_call_id = ? ORDER BY p.created_at DESC LIMIT 1",
            (conversation_id, generation_id, tool_call_id),
        )
        return _parked(row) if row else None

    def answer(self, key_or_prefix: str, state: ParkedState) -> Answered:
        """pending -> ``state`` as one compare-and-set; the id may be its first characters."""
        if state is ParkedState.PENDING:
            raise ValueError("an answer approves or denies")
        prefix = key_or_prefix.strip().lower()
        if not prefix:
            return Answered(AnswerOutcome.NOT_FOUND)
        with self._db.transaction() as connection:
            keys = [
                row[0]
                for row in connection.execute(
                    "SELECT key FROM parked_calls WHERE substr(key, 1, ?) = ? LIMIT 2",
                    (len(prefix), prefix),
                )
            ]
            if not keys:
                return Answered(AnswerOutcome.NOT_FOUND)
            if len(keys) > 1:
                return Answered(AnswerOutcome.AMBIGUOUS)
            cursor = connection.execute(
                "UPDATE parked_calls SET state = ?, answered_at = ? WHERE key = ? AND state = ?",
                (state.value, self._clock(), keys[0], ParkedState.PENDING.value),
            )
            won = cursor.rowcount == 1
            row = connection.execute(f"SELECT {_COLUMNS}{_FROM} WHERE p.key = ?", (keys[0],))
            now = _parked(row.fetchone())
        return Answered(AnswerOutcome.RECORDED if won else AnswerOutcome.ALREADY_ANSWERED, now)


def _parked(row: sqlite3.Row) -> ParkedCall:
    return ParkedCall(
        key=row["key"],
        conversation_id=row["conversation_id"],
        generation_id=row["generation_id"],
        tool_call_id=row["tool_call_id"],
        tool=row["tool"],
        arguments=row["arguments"],
        description=row["description"],
        details=row["details"],
        intent_json=row["intent_json"],
        sends_off=bool(row["sends_off"]),
        read_only=bool(row["read_only"]),
        workspace=row["workspace"],
        state=ParkedState(row["state"]),
        created_at=row["created_at"],
        answered_at=row["answered_at"],
        conversation_title=row["title"],
    )
