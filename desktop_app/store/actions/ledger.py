"""The operation ledger: a tool call the person confirmed runs at most once, and never silently
twice, whatever crashes or retries happen around it.

    confirmed --start--> started --succeed--> succeeded
                                 --fail-----> failed
                                 (process dies: restart; or run cancelled)
                                     --> unknown --resolve--> succeeded | failed

The key is derived from the confirmed intent (conversation, generation, tool call, canonical
arguments), never from a network attempt: a retried request that yields the same call finds the
row already there. ``start`` is the one gate to running the tool: a compare-and-set from
``confirmed`` that exactly one caller can win. Every change is one transaction, on disk
(WAL, synchronous=FULL) when the call returns; so a row seen ``started`` after a restart means
the tool may or may not have acted, and it becomes ``unknown`` for reconciliation rather than
being run again.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from desktop_app.errors import BrokenRule, ContractError
from desktop_app.store import owners
from desktop_app.store.actions.rules import claim
from desktop_app.store.database import Database


class OperationStatus(StrEnum):
    CONFIRMED = "confirmed"
    STARTED = "started"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    UNKNOWN = "unknown"


class Approval(StrEnum):
    """Why a confirmed intent was allowed to run."""

    ASKED = "asked"  # the person answered the question (once, or for the conversation)
    CONVERSATION = "conversation"  # their standing permission in this conversation
    SETTING = "setting"  # their "run without asking" setting for this tool
    RULE = "rule"  # one of their permission rules (store.actions.rules): the row names which


@dataclass(frozen=True, slots=True)
class Operation:
    key: str
    conversation_id: str
    generation_id: str
    tool_call_id: str
    tool: str
    arguments: str  # canonical JSON
    status: OperationStatus
    result: str | None
    is_error: bool
    fingerprint: str | None
    created_at: float
    updated_at: float
    owner: str | None = None  # the Database (process) that started it; see store.owners
    approval: Approval | None = None  # None: recorded before approvals were kept
    rule_id: int | None = None  # the permission rule that allowed it (Approval.RULE)
    rule_words: str | None = None  # that rule in words, as it was when it allowed it


class LedgerError(ContractError):
    """A move the ledger's rules forbid: the row is not in the status the move starts from."""

    kind = BrokenRule.LEDGER_MOVE

    def __init__(self, key: str, status: OperationStatus | None, move: str) -> None:
        found = "no such operation" if status is None else f"the operation is {status.value}"
        super().__init__(f"cannot {move} operation {key[:12]}…: {found}")
        self.key = key
        self.status = status


def idempotency_key(
    conversation_id: str, generation_id: str, tool_call_id: str, canonical_arguments: str
) -> str:
    """sha256 of a JSON array of the four: no choice of values can make two intents collide
    by shifting text from one field to the next. ASCII-escaped, so any string (even one with
    a lone surrogate from a provider's call id) has exactly one encoding."""
    encoded = json.dumps(
        [conversation_id, generation_id, tool_call_id, canonical_arguments],
        ensure_ascii=True,
        separators=(",", ":"),
    )
    return hashlib.sha256(encoded.encode("ascii")).hexdigest()


_COLUMNS = (
    "key, conversation_id, generation_id, tool_call_id, tool, arguments, status, result,"
    " is_error, fingerprint, created_at, updated_at, owner, approval, rule_id, rule_words"
)
_SETTLED = (OperationStatus.SUCCEEDED, OperationStatus.FAILED)


class OperationLedger:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    def confirm(
        self,
        *,
        key: str,
        conversation_id: str,
        generation_id: str,
        tool_call_id: str,
        tool: str,
        arguments: str,
        approval: Approval,
        rule: tuple[int, str] | None = None,
    ) -> Operation:
        """Records the confirmed intent; if it is already recorded, returns that row unchanged
        (whatever its status: a caller must look before running).

        ``rule`` (id, words) is the permission rule that allowed it: a new row spends one of the
        rule's calls in this same transaction, or, if the rule is used up, expired or gone,
        nothing is recorded and ``store.actions.rules.RuleSpentError`` is raised.

        ON CONFLICT DO NOTHING rather than INSERT OR IGNORE: only the key's conflict is
        expected; a NOT NULL or CHECK failure must raise, not vanish.
        """
        expected = idempotency_key(conversation_id, generation_id, tool_call_id, arguments)
        if key != expected:
            # A key made from anything else (a request id, a retry count) would let one intent
            # run twice; refuse it here rather than trust every caller.
            raise ValueError("key is not idempotency_key() of this intent")
        now = self._clock()
        if (rule is not None) != (approval is Approval.RULE):
            raise ValueError("an operation a rule allowed names its rule, and no other does")
        rule_id, rule_words = rule if rule is not None else (None, None)
        # The approval column's CHECK predates rules: a rule's row says 'setting' there.
        stored = Approval.SETTING if approval is Approval.RULE else approval
        with self._db.transaction() as connection:
            inserted = connection.execute(
                f"INSERT INTO operations ({_COLUMNS})"
                " VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0, NULL, ?, ?, NULL, ?, ?, ?)"
                " ON CONFLICT (key) DO NOTHING",
                (
                    key,
                    conversation_id,
                    generation_id,
                    tool_call_id,
                    tool,
                    arguments,
                    OperationStatus.CONFIRMED.value,
                    now,
                    now,
                    stored.value,
                    rule_id,
                    rule_words,
                ),
            )
            if inserted.rowcount == 1 and rule_id is not None:
                claim(connection, rule_id, now, self._db.owner_id)
            row = connection.execute(
                f"SELECT {_COLUMNS} FROM operations WHERE key = ?", (key,)
            ).fetchone()
        return _operation(row)

    def get(self, key: str) -> Operation | None:
        row = self._db.fetch_one(f"SELECT {_COLUMNS} FROM operations WHERE key = ?", (key,))
        return _operation(row) if row else None

    def start(self, key: str) -> bool:
        """True for exactly one caller, who must then run the tool; False for everyone else
        (already started, finished or unknown), who must not. A key never confirmed raises
        LedgerError. The row records this Database's liveness lock as its owner."""
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "UPDATE operations SET status = ?, updated_at = ?, owner = ?"
                " WHERE key = ? AND status = ?",
                (
                    OperationStatus.STARTED.value,
                    self._clock(),
                    self._db.owner_id,
                    key,
                    OperationStatus.CONFIRMED.value,
                ),
            )
            if cursor.rowcount == 1:
                return True
            if connection.execute("SELECT 1 FROM operations WHERE key = ?", (key,)).fetchone():
                return False
        raise LedgerError(key, None, "start")

    def succeed(self, key: str, result: str, fingerprint: str | None = None) -> None:
        self._settle(key, OperationStatus.STARTED, OperationStatus.SUCCEEDED, result, fingerprint)

    def fail(self, key: str, result: str) -> None:
        self._settle(key, OperationStatus.STARTED, OperationStatus.FAILED, result, None)

    def mark_unknown(self, key: str) -> None:
        """started -> unknown while the process lives: the run was stopped midway (cancelled),
        so whether its effect happened is not known."""
        self._move(key, OperationStatus.STARTED, OperationStatus.UNKNOWN, "mark unknown")

    def mark_unknown_after_restart(self) -> list[Operation]:
        """At start-up, before any tool runs: a ``started`` row whose owner is gone belongs to a
        process that died between starting the tool and recording its outcome. Those become
        unknown and are returned. Rows of owners still alive (a terminal command, another
        window) are running right now and are left alone.
        """
        now = self._clock()
        folder = self._db.owners_folder
        with self._db.transaction() as connection:
            started = connection.execute(
                "SELECT key, owner FROM operations WHERE status = ? ORDER BY created_at, key",
                (OperationStatus.STARTED.value,),
            ).fetchall()
            abandoned = [
                (key, owner) for key, owner in started if not owners.is_alive(folder, owner)
            ]
            connection.executemany(
                "UPDATE operations SET status = ?, updated_at = ?"
                " WHERE key = ? AND status = ? AND owner IS ?",
                [
                    (OperationStatus.UNKNOWN.value, now, key, OperationStatus.STARTED.value, owner)
                    for key, owner in abandoned
                ],
            )
            rows = [
                connection.execute(
                    f"SELECT {_COLUMNS} FROM operations WHERE key = ?", (key,)
                ).fetchone()
                for key, _owner in abandoned
            ]
        return [_operation(row) for row in rows]

    def resolve_unknown(
        self,
        key: str,
        *,
        status: OperationStatus | str,
        result: str,
        fingerprint: str | None = None,
    ) -> None:
        """After reconciliation (the tool looked at the world) or the person's decision."""
        outcome = OperationStatus(status)
        if outcome not in _SETTLED:
            raise ValueError(f"an unknown operation resolves to succeeded or failed, not {outcome}")
        self._settle(key, OperationStatus.UNKNOWN, outcome, result, fingerprint)

    def unknown(self) -> list[Operation]:
        rows = self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM operations WHERE status = ? ORDER BY created_at, key",
            (OperationStatus.UNKNOWN.value,),
        )
        return [_operation(row) for row in rows]

    def for_call(self, conversation_id: str, tool_call_id: str) -> list[Operation]:
        """Every operation recorded for this tool call id in this conversation, oldest first
        (a call run again is recorded anew, under a generation id of its own)."""
        rows = self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM operations WHERE conversation_id = ? AND tool_call_id = ?"
            " ORDER BY created_at, rowid",
            (conversation_id, tool_call_id),
        )
        return [_operation(row) for row in rows]

    def for_generation(self, conversation_id: str, generation_id: str) -> list[Operation]:
        """Every operation of one turn, oldest first: its generation's, and its calls' runs
        again (``<generation>/again/<key>``, see ``session.unknown_calls``)."""
        rows = self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM operations WHERE conversation_id = ?"
            " AND (generation_id = ? OR substr(generation_id, 1, ?) = ?)"
            " ORDER BY created_at, rowid",
            (conversation_id, generation_id, len(generation_id) + 7, generation_id + "/again/"),
        )
        return [_operation(row) for row in rows]

    def all_operations(self) -> list[Operation]:
        """Every operation of every conversation, oldest first (``store.actions.activity``)."""
        rows = self._db.fetch_all(f"SELECT {_COLUMNS} FROM operations ORDER BY created_at, rowid")
        return [_operation(row) for row in rows]

    def _settle(
        self,
        key: str,
        source: OperationStatus,
        outcome: OperationStatus,
        result: str,
        fingerprint: str | None,
    ) -> None:
        move = "resolve" if source is OperationStatus.UNKNOWN else f"mark {outcome.value}"
        is_error = int(outcome is OperationStatus.FAILED)
        self._move(
            key, source, outcome, move, result=result, is_error=is_error, fingerprint=fingerprint
        )

    def _move(
        self,
        key: str,
        source: OperationStatus,
        target: OperationStatus,
        move: str,
        **columns: object,
    ) -> None:
        """source -> target (and the given columns) as one compare-and-set; else LedgerError."""
        assignments = "".join(f", {name} = ?" for name in columns)  # names from this module only
        with self._db.transaction() as connection:
            cursor = connection.execute(
                f"UPDATE operations SET status = ?, updated_at = ?{assignments}"
                " WHERE key = ? AND status = ?",
                (target.value, self._clock(), *columns.values(), key, source.value),
            )
            if cursor.rowcount == 1:
                return
            row = connection.execute("SELECT status FROM operations WHERE key = ?", (key,))
            found = row.fetchone()
        raise LedgerError(key, OperationStatus(found[0]) if found else None, move)


def _operation(row: sqlite3.Row) -> Operation:
    return Operation(
        key=row["key"],
        conversation_id=row["conversation_id"],
        generation_id=row["generation_id"],
        tool_call_id=row["tool_call_id"],
        tool=row["tool"],
        arguments=row["arguments"],
        status=OperationStatus(row["status"]),
        result=row["result"],
        is_error=bool(row["is_error"]),
        fingerprint=row["fingerprint"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        owner=row["owner"],
        approval=(
            Approval.RULE
            if row["rule_id"] is not None
            else Approval(row["approval"])
            if row["approval"] is not None
            else None
        ),
        rule_id=row["rule_id"],
        rule_words=row["rule_words"],
    )
