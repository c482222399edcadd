"""Permission rules: "let this tool act without asking, but only within this limit": files under
one folder, one web host, one program, for a number of calls, until a time or until Arroyo quits.

The store keeps the rows as written and claims them; what a rule's value may be, and whether a
call fits it, is the agent's judgement (``agent.rule_limits``), made after normalising the call,
never here. A count is spent in the same transaction that records the operation it allowed
(``claim``, called by ``store.actions.ledger``), so a call counted is a call recorded, and runs
once.
"""

from __future__ import annotations

import builtins
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from desktop_app.errors import ArroyoError
from desktop_app.store.database import Database


class LimitKind(StrEnum):
    """What a rule limits a call by; the value's meaning follows the kind."""

    PATH = "path"  # an absolute, resolved folder: files below it (the built-in file tools)
    HOST = "host"  # a host name in ASCII (punycode), lower case, with ":port" if not default
    PROGRAM = "program"  # the resolved absolute path of a program (run_command's argv[0])
    NONE = "none"  # every call of the tool (value empty): only by count, time or conversation


@dataclass(frozen=True, slots=True)
class Rule:
    id: int
    tool: str
    conversation_id: str | None
    kind: str  # a LimitKind value if the row is sound; checked by the agent when loaded
    value: str
    calls_left: int | None
    expires_at: float | None
    until_quit: str | None
    created_at: float


class RuleSpentError(ArroyoError):
    """The rule was used up, expired or revoked between matching a call and claiming it."""


_COLUMNS = (
    "id, tool, conversation_id, limit_kind, limit_value, calls_left, expires_at, until_quit,"
    " created_at"
)


def claim(connection: sqlite3.Connection, rule_id: int, now: float, session: str) -> None:
    """Spends one call of the rule inside the caller's transaction, or raises RuleSpentError
    (the caller's transaction then rolls back: nothing is recorded as allowed by it)."""
    cursor = connection.execute(
        "UPDATE permission_rules SET calls_left = calls_left - 1 WHERE id = ?"
        " AND (calls_left IS NULL OR calls_left > 0)"
        " AND (expires_at IS NULL OR expires_at > ?)"
        " AND (until_quit IS NULL OR until_quit = ?)",
        (rule_id, now, session),
    )
    if cursor.rowcount != 1:
        raise RuleSpentError(f"rule {rule_id} is used up, expired or gone")
    # A rule with no call left is gone: nothing is kept that can never allow anything.
    connection.execute("DELETE FROM permission_rules WHERE id = ? AND calls_left = 0", (rule_id,))


class RuleStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    @property
    def session(self) -> str:
        """What an "until quit" rule is bound to: this process's hold on the database."""
        return self._db.owner_id

    def now(self) -> float:
        return self._clock()

    def add(
        self,
        *,
        tool: str,
        kind: LimitKind,
        value: str,
        conversation_id: str | None = None,
        calls_left: int | None = None,
        expires_at: float | None = None,
        until_quit: bool = False,
    ) -> Rule:
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "INSERT INTO permission_rules (tool, conversation_id, limit_kind, limit_value,"
                " calls_left, expires_at, until_quit, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    tool,
                    conversation_id,
                    kind.value,
                    value,
                    calls_left,
                    expires_at,
                    self.session if until_quit else None,
                    self._clock(),
                ),
            )
            row = connection.execute(
                f"SELECT {_COLUMNS} FROM permission_rules WHERE id = ?", (cursor.lastrowid,)
            ).fetchone()
        return _rule(row)

    def live(self, tool: str | None = None) -> builtins.list[Rule]:
        """The rules that can still allow a call now (any tool, or ``tool``'s), oldest first:
        not expired, not used up, not bound to a process that quit. Their values are unchecked."""
        sql = (
            f"SELECT {_COLUMNS} FROM permission_rules"
            " WHERE (calls_left IS NULL OR calls_left > 0)"
            " AND (expires_at IS NULL OR expires_at > ?) AND (until_quit IS NULL OR until_quit = ?)"
        )
        parameters: tuple[object, ...] = (self._clock(), self.session)
        if tool is not None:
            sql += " AND tool = ?"
            parameters = (*parameters, tool)
        rows = self._db.fetch_all(sql + " ORDER BY id", parameters)
        return [_rule(row) for row in rows]

    def change(
        self, rule_id: int, *, calls_left: int | None, expires_at: float | None, until_quit: bool
    ) -> None:
        """Sets a rule's count and end (Settings, Tools); a rule already gone stays gone."""
        with self._db.transaction() as connection:
            connection.execute(
                "UPDATE permission_rules SET calls_left = ?, expires_at = ?, until_quit = ?"
                " WHERE id = ?",
                (calls_left, expires_at, self.session if until_quit else None, rule_id),
            )

    def revoke(self, rule_id: int) -> None:
        with self._db.transaction() as connection:
            connection.execute("DELETE FROM permission_rules WHERE id = ?", (rule_id,))


def _rule(row: sqlite3.Row) -> Rule:
    return Rule(
        id=row["id"],
        tool=row["tool"],
        conversation_id=row["conversation_id"],
        kind=row["limit_kind"],
        value=row["limit_value"],
        calls_left=row["calls_left"],
        expires_at=row["expires_at"],
        until_quit=row["until_quit"],
        created_at=row["created_at"],
    )
