"""Conversations, their messages, and full-text search over what was said.

Only content the caller has already validated reaches this module; it is stored as given.
Deleting is soft (``deleted_at``) so the UI can undo it; ``purge_deleted`` removes for good.
"""

from __future__ import annotations

import builtins
import sqlite3
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from desktop_app.store.database import Database

ROLES = frozenset({"user", "assistant", "tool"})
# How an answer ended; stored with it so a restart paints it as it was (incomplete: Continue).
OUTCOMES = frozenset({"completed", "incomplete", "truncated", "failed", "cancelled"})

# Around each matched word in a search snippet. Control characters cannot be confused with the
# text's own brackets or markdown; the UI escapes the snippet, then swaps these for its markup.
MATCH_START = "\x02"
MATCH_END = "\x03"
SNIPPET_ELLIPSIS = "…"
SNIPPET_WORDS = 12


@dataclass(frozen=True, slots=True)
class Conversation:
    id: str
    title: str
    system_prompt: str
    created_at: float
    updated_at: float
    deleted_at: float | None
    display_policy: str | None = None  # None: the app's default
    provider_id: str | None = None  # the settings entry (or preset) its last turn used
    model: str | None = None  # the model its last turn used, or the one chosen for its next
    parameters_json: str | None = None  # the parameters chosen for it; None: none


@dataclass(frozen=True, slots=True)
class StoredMessage:
    id: int
    conversation_id: str
    role: str
    content: str
    generation_id: str | None
    tool_calls_json: str | None
    tool_call_id: str | None
    created_at: float
    outcome: str | None = None  # an OUTCOMES value for an answer; None: not recorded
    outcome_code: str | None = None  # why, for the window: a stop reason such as "length"


@dataclass(frozen=True, slots=True)
class SearchHit:
    conversation_id: str
    message_id: int
    snippet: str


_CONVERSATION_COLUMNS = (
    "id, title, system_prompt, created_at, updated_at, deleted_at, display_policy, provider_id,"
    " model, parameters_json"
)
_MESSAGE_COLUMNS = (
    "id, conversation_id, role, content, generation_id, tool_calls_json, tool_call_id, created_at,"
    " outcome, outcome_code"
)


class ConversationStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    def create(self, title: str, system_prompt: str = "") -> str:
        conversation_id = uuid.uuid4().hex
        now = self._clock()
        with self._db.transaction() as connection:
            connection.execute(
                "INSERT INTO conversations (id, title, system_prompt, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (conversation_id, title, system_prompt, now, now),
            )
        return conversation_id

    def rename(self, conversation_id: str, title: str) -> None:
        self._update(conversation_id, "title = ?, updated_at = ?", (title, self._clock()))

    def set_system_prompt(self, conversation_id: str, text: str) -> None:
        self._update(conversation_id, "system_prompt = ?, updated_at = ?", (text, self._clock()))

    def set_display_policy(self, conversation_id: str, policy: str | None) -> None:
        self._update(conversation_id, "display_policy = ?", (policy,))

    def set_provider(self, conversation_id: str, provider_id: str, model: str) -> None:
        """Which provider and model the conversation's turns now go to."""
        self._update(conversation_id, "provider_id = ?, model = ?", (provider_id, model))

    def set_parameters(self, conversation_id: str, parameters_json: str | None) -> None:
        """The parameters its turns send (a JSON object of those set); None: none chosen."""
        self._update(conversation_id, "parameters_json = ?", (parameters_json,))

    def delete(self, conversation_id: str) -> None:
        """Hides the conversation; ``restore`` brings it back where it was in the list.

        ``updated_at`` is left alone for that reason, and deleting twice keeps the first time.
        """
        self._update(conversation_id, "deleted_at = coalesce(deleted_at, ?)", (self._clock(),))

    def restore(self, conversation_id: str) -> None:
        self._update(conversation_id, "deleted_at = NULL", ())

    def purge_deleted(self, older_than_seconds: float) -> int:
        """Removes for good what was deleted at least that long ago; returns how many.

        Messages, search entries, generations, grants and settled operations go with them
        (foreign keys and triggers, declared beside each table in the migrations).
        """
        cutoff = self._clock() - older_than_seconds
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "DELETE FROM conversations WHERE deleted_at IS NOT NULL AND deleted_at <= ?",
                (cutoff,),
            )
            return cursor.rowcount

    def get(self, conversation_id: str) -> Conversation | None:
        """Deleted conversations too: the UI needs them to offer the undo."""
        row = self._db.fetch_one(
            f"SELECT {_CONVERSATION_COLUMNS} FROM conversations WHERE id = ?", (conversation_id,)
        )
        return Conversation(*row) if row else None

    def list(self) -> builtins.list[Conversation]:
        """Not deleted, most recently updated first (then most recently created)."""
        rows = self._db.fetch_all(
            f"SELECT {_CONVERSATION_COLUMNS} FROM conversations WHERE deleted_at IS NULL"
            " ORDER BY updated_at DESC, rowid DESC"
        )
        return [Conversation(*row) for row in rows]

    def add_message(
        self,
        conversation_id: str,
        role: str,
        content: str,
        *,
        generation_id: str | None = None,
        tool_calls_json: str | None = None,
        tool_call_id: str | None = None,
        outcome: str | None = None,
        outcome_code: str | None = None,
    ) -> int:
        if role not in ROLES:
            raise ValueError(f"unknown message role {role!r}; expected one of {sorted(ROLES)}")
        if outcome is not None and outcome not in OUTCOMES:
            raise ValueError(f"unknown outcome {outcome!r}; expected one of {sorted(OUTCOMES)}")
        now = self._clock()
        with self._db.transaction() as connection:
            # The conversation moves to the top of the list in the same transaction.
            touched = connection.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?", (now, conversation_id)
            )
            if touched.rowcount == 0:
                raise KeyError(conversation_id)
            cursor = connection.execute(
                "INSERT INTO messages (conversation_id, role, content, generation_id,"
                " tool_calls_json, tool_call_id, created_at, outcome, outcome_code)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    conversation_id,
                    role,
                    content,
                    generation_id,
                    tool_calls_json,
                    tool_call_id,
                    now,
                    outcome,
                    outcome_code or None,
                ),
            )
            message_id = cursor.lastrowid
        assert message_id is not None
        return message_id

    def messages(self, conversation_id: str) -> builtins.list[StoredMessage]:
        rows = self._db.fetch_all(
            f"SELECT {_MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? ORDER BY id",
            (conversation_id,),
        )
        return [StoredMessage(*row) for row in rows]

    def recent_messages(
        self, conversation_id: str, limit: int, before_id: int | None = None
    ) -> builtins.list[StoredMessage]:
        """The last ``limit`` messages (before ``before_id``, if given), oldest first: a long
        conversation opens at its end and loads earlier pages on demand."""
        rows = self._db.fetch_all(
            f"SELECT {_MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? AND id < ?"
            " ORDER BY id DESC LIMIT ?",
            (conversation_id, before_id if before_id is not None else 2**63 - 1, limit),
        )
        return [StoredMessage(*row) for row in reversed(rows)]

    def search(self, query: str, limit: int = 50) -> builtins.list[SearchHit]:
        """User and assistant messages of conversations that are not deleted, best first.

        Every word is matched as typed (all of them, in any order): quotes, ``AND``, ``-``,
        ``*`` or ``NEAR`` in the query are words to find, never FTS5 syntax.
        """
        match = _plain_words(query)
        if not match:
            return []
        rows = self._db.fetch_all(
            "SELECT m.conversation_id, m.id,"
            "       snippet(message_search, 0, ?, ?, ?, ?)"
            " FROM message_search"
            " JOIN messages AS m ON m.id = message_search.rowid"
            " JOIN conversations AS c ON c.id = m.conversation_id"
            " WHERE message_search MATCH ? AND c.deleted_at IS NULL"
            " ORDER BY message_search.rank"
            " LIMIT ?",
            (MATCH_START, MATCH_END, SNIPPET_ELLIPSIS, SNIPPET_WORDS, match, limit),
        )
        return [SearchHit(*row) for row in rows]

    def _update(self, conversation_id: str, assignments: str, values: tuple[object, ...]) -> None:
        with self._db.transaction() as connection:
            cursor: sqlite3.Cursor = connection.execute(
                f"UPDATE conversations SET {assignments} WHERE id = ?", (*values, conversation_id)
            )
            if cursor.rowcount == 0:
                raise KeyError(conversation_id)


def _plain_words(query: str) -> str:
    """An FTS5 expression matching every word: each one a quoted string, quotes doubled.

    NUL separates words too: FTS5 would take it for the end of the expression, mid-string.
    A lone surrogate (text from a toolkit can carry one) cannot be bound as UTF-8; it becomes
    a word that matches nothing rather than an error.
    """
    text = query.encode("utf-8", "replace").decode("utf-8")
    words = text.replace("\x00", " ").split()
    return " ".join('"' + word.replace('"', '""') + '"' for word in words)
