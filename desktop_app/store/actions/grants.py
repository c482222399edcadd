"""Standing permissions: "let this tool act without asking", in one conversation or in all.

A grant in every conversation is the person's "Run without asking" setting for the tool (made
in Settings, one tool at a time); a grant in one conversation comes from the confirmation's
"Always allow this tool in this conversation". A grant only skips the question; the tool's
arguments are still validated and its policy still enforced, and every run still goes through
the operation ledger. Which tools a grant may cover at all is the agent's rule, not the store's.
"""

from __future__ import annotations

import builtins
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from desktop_app.store.database import Database


class GrantScope(StrEnum):
    EVERY_CONVERSATION = "every_conversation"  # the tool's "Run without asking" setting
    THIS_CONVERSATION = "this_conversation"


@dataclass(frozen=True, slots=True)
class Grant:
    id: int
    tool: str
    conversation_id: str | None  # None: every conversation
    created_at: float


class GrantStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    @property
    def database(self) -> Database:
        """Where the grants are kept (permission rules are kept beside them)."""
        return self._db

    def grant(self, tool: str, conversation_id: str | None) -> Grant:
        """Idempotent: granting again returns the grant already there (its first date kept)."""
        with self._db.transaction() as connection:
            connection.execute(
                "INSERT INTO grants (tool, conversation_id, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT DO NOTHING",  # the (tool, scope) index; nothing else is ignored
                (tool, conversation_id, self._clock()),
            )
            row = connection.execute(
                "SELECT id, tool, conversation_id, created_at FROM grants"
                " WHERE tool = ? AND conversation_id IS ?",
                (tool, conversation_id),
            ).fetchone()
        return _grant(row)

    def revoke(self, grant_id: int) -> None:
        """Revoking a grant that is already gone is not an error (a double click, two windows)."""
        with self._db.transaction() as connection:
            connection.execute("DELETE FROM grants WHERE id = ?", (grant_id,))

    def list(self) -> builtins.list[Grant]:
        rows = self._db.fetch_all(
            "SELECT id, tool, conversation_id, created_at FROM grants ORDER BY id"
        )
        return [_grant(row) for row in rows]

    def revoke_everywhere(self, tool: str) -> None:
        """Turns the tool's "Run without asking" setting off (its per-conversation grants stay)."""
        with self._db.transaction() as connection:
            connection.execute(
                "DELETE FROM grants WHERE tool = ? AND conversation_id IS NULL", (tool,)
            )

    def scopes(self, tool: str, conversation_id: str | None) -> frozenset[GrantScope]:
        """The grants that let the tool act here without asking; empty: it asks."""
        rows = self._db.fetch_all(
            "SELECT conversation_id IS NULL FROM grants WHERE tool = ?"
            " AND (conversation_id IS NULL OR conversation_id = ?)",
            (tool, conversation_id),
        )
        return frozenset(
            GrantScope.EVERY_CONVERSATION if everywhere else GrantScope.THIS_CONVERSATION
            for (everywhere,) in rows
        )

    def allows(self, tool: str, conversation_id: str | None) -> bool:
        """A grant for every conversation, or for this one. ``None`` asks about the former only."""
        row = self._db.fetch_one(
            "SELECT 1 FROM grants WHERE tool = ?"
            " AND (conversation_id IS NULL OR conversation_id = ?) LIMIT 1",
            (tool, conversation_id),
        )
        return row is not None


def _grant(row: sqlite3.Row) -> Grant:
    return Grant(
        id=row["id"],
        tool=row["tool"],
        conversation_id=row["conversation_id"],
        created_at=row["created_at"],
    )
