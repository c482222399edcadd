"""Conversations, their messages, and full-text search over what was said.

Only content the caller has already validated reaches this module; it is stored as given.
Deleting is soft (``deleted_at``) so the UI can undo it; ``purge_deleted`` removes for good.
"""

from __future__ import annotations

import builtins
import sqlite3
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from desktop_app.store.database import Database
from desktop_app.store.fts_query import (
    MATCH_END,
    MATCH_START,
    SNIPPET_ELLIPSIS,
    SNIPPET_WORDS,
    SearchHit,
    plain_words,
)
from desktop_app.store.message_rows import (
    INSERTED_COLUMNS,
    MESSAGE_COLUMNS,
    OUTCOMES,
    ROLES,
    NewMessage,
    StoredMessage,
    stored_message,
)
from desktop_app.store.versions import MessageVersions, Versions, active_leaf

__all__ = [
    "MATCH_END",
    "MATCH_START",
    "OUTCOMES",
    "ROLES",
    "Conversation",
    "ConversationStore",
    "NewMessage",
    "SearchHit",
    "StoredMessage",
    "Versions",
]


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
    pinned_at: float | None = None  # None: not pinned
    parameters_json: str | None = None  # the parameters chosen for it; None: none
    is_temporary: bool = False  # in memory only (``session.temporary``): never remembered

    @property
    def pinned(self) -> bool:
        return self.pinned_at is not None


_CONVERSATION_COLUMNS = (
    "id, title, system_prompt, created_at, updated_at, deleted_at, display_policy, provider_id,"
    " model, pinned_at, parameters_json"
)


class ConversationStore(MessageVersions):
    """Conversations and their messages; the versions of a message come from ``MessageVersions``
    (``versions.py``): every read here is of the active branch unless it says otherwise."""

    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    @property
    def database(self) -> Database:
        return self._db

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

    def set_pinned(self, conversation_id: str, pinned: bool) -> None:
        """Pinned conversations list first; pinning again keeps the first time."""
        self._update(
            conversation_id,
            "pinned_at = CASE WHEN ? THEN coalesce(pinned_at, ?) END",
            (pinned, self._clock()),
        )

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
        """Not deleted: the pinned first (most recently pinned first), then the others most
        recently updated first (then most recently created)."""
        rows = self._db.fetch_all(
            f"SELECT {_CONVERSATION_COLUMNS} FROM conversations WHERE deleted_at IS NULL"
            " ORDER BY pinned_at IS NULL, pinned_at DESC, updated_at DESC, rowid DESC"
        )
        return [Conversation(*row) for row in rows]

    def empty(self) -> builtins.list[Conversation]:
        """Conversations not deleted that have no message yet, most recently created first."""
        rows = self._db.fetch_all(
            f"SELECT {_CONVERSATION_COLUMNS} FROM conversations AS c WHERE deleted_at IS NULL"
            " AND NOT EXISTS (SELECT 1 FROM messages WHERE conversation_id = c.id)"
            " ORDER BY created_at DESC, rowid DESC"
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
        message = NewMessage(
            role=role,
            content=content,
            generation_id=generation_id,
            tool_calls_json=tool_calls_json,
            tool_call_id=tool_call_id,
            outcome=outcome,
            outcome_code=outcome_code,
        )
        return self.add_messages(conversation_id, (message,))[0]

    def add_messages(
        self,
        conversation_id: str,
        messages: Sequence[NewMessage],
        *,
        drafts_after: int | None = None,
    ) -> builtins.list[int]:
        """Stores the messages in order, in one transaction, and returns their ids. With
        ``drafts_after``, the drafts after that message id go in the same transaction: a
        turn's checkpoints give way to what the turn stored."""
        for message in messages:
            message.check()
        now = self._clock()
        ids: builtins.list[int] = []
        with self._db.transaction() as connection:
            # The conversation moves to the top of the list in the same transaction.
            touched = connection.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?", (now, conversation_id)
            )
            if touched.rowcount == 0:
                raise KeyError(conversation_id)
            if drafts_after is not None:
                connection.execute(
                    "DELETE FROM messages WHERE conversation_id = ? AND draft = 1 AND id > ?"
                    " AND active = 1",
                    (conversation_id, drafts_after),
                )
            parent = active_leaf(connection, conversation_id)  # each row follows the one before
            for message in messages:
                cursor = connection.execute(
                    f"INSERT INTO messages ({INSERTED_COLUMNS})"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        conversation_id,
                        message.role,
                        message.content,
                        message.generation_id,
                        message.tool_calls_json,
                        message.tool_call_id,
                        now,
                        message.outcome,
                        message.outcome_code or None,
                        message.reasoning,
                        message.stats_json,
                        message.usage_json,
                        message.tool_name,
                        int(message.is_error),
                        message.tool_state,
                        message.tool_action,
                        int(message.draft),
                        message.tool_intent_json,
                        message.tool_approval,
                        message.reasoning_seconds,
                        parent,
                    ),
                )
                assert cursor.lastrowid is not None
                ids.append(parent := cursor.lastrowid)
        return ids

    # -- drafts: text that is not (yet) an answer ---------------------------------------------

    def save_draft(
        self,
        conversation_id: str,
        content: str,
        reasoning: str,
        *,
        generation_id: str | None,
        message_id: int | None = None,
    ) -> int:
        """The checkpoint of an answer still arriving: a new draft row, or ``message_id``'s
        text replaced. Not indexed for search, and the conversation keeps its place."""
        if message_id is not None:
            with self._db.transaction() as connection:
                cursor = connection.execute(
                    "UPDATE messages SET content = ?, reasoning = ?"
                    " WHERE id = ? AND conversation_id = ? AND draft = 1",
                    (content, reasoning, message_id, conversation_id),
                )
                if cursor.rowcount == 1:
                    return message_id
        draft = NewMessage(
            role="assistant",
            content=content,
            reasoning=reasoning,
            generation_id=generation_id,
            draft=True,
        )
        return self.add_messages(conversation_id, (draft,))[0]

    def discard_drafts(self, conversation_id: str, after_id: int) -> int:
        """Drops the drafts after a message (a retry starts the turn again); returns how many."""
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "DELETE FROM messages WHERE conversation_id = ? AND draft = 1 AND id > ?"
                " AND active = 1",
                (conversation_id, after_id),
            )
            return cursor.rowcount

    def keep_draft(self, message_id: int) -> None:
        """The person chose Continue: the draft's text becomes part of the conversation (sent
        to the model, found by search) with the mark it has."""
        with self._db.transaction() as connection:
            connection.execute("UPDATE messages SET draft = 0 WHERE id = ?", (message_id,))

    def last_message_id(self, conversation_id: str) -> int:
        """The newest message's id; 0 for a conversation without messages."""
        row = self._db.fetch_one(
            "SELECT max(id) FROM messages WHERE conversation_id = ?", (conversation_id,)
        )
        return int(row[0]) if row and row[0] is not None else 0

    def messages(self, conversation_id: str) -> builtins.list[StoredMessage]:
        rows = self._db.fetch_all(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? AND active = 1"
            " ORDER BY id",
            (conversation_id,),
        )
        return [stored_message(row) for row in rows]

    def tool_results(
        self, conversation_id: str, call_ids: Sequence[str], after_id: int = 0
    ) -> dict[str, StoredMessage]:
        """The stored results of these calls, by call id: the first of each after the message
        ``after_id`` (a page of messages may end between a call and its result, and call ids
        repeat across rounds)."""
        if not call_ids:
            return {}
        marks = ", ".join("?" * len(call_ids))
        rows = self._db.fetch_all(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? AND role = 'tool'"
            f" AND tool_call_id IN ({marks}) AND id > ? ORDER BY id DESC",
            (conversation_id, *call_ids, after_id),
        )
        return {message.tool_call_id or "": message for message in map(stored_message, rows)}

    def recent_messages(
        self, conversation_id: str, limit: int, before_id: int | None = None
    ) -> builtins.list[StoredMessage]:
        """The last ``limit`` messages (before ``before_id``, if given), oldest first: a long
        conversation opens at its end and loads earlier pages on demand."""
        rows = self._db.fetch_all(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? AND id < ?"
            " AND active = 1 ORDER BY id DESC LIMIT ?",
            (conversation_id, before_id if before_id is not None else 2**63 - 1, limit),
        )
        return [stored_message(row) for row in reversed(rows)]

    def messages_from(
        self, conversation_id: str, first_id: int, limit: int
    ) -> builtins.list[StoredMessage]:
        """Up to ``limit`` messages from ``first_id`` on (that one included), oldest first:
        the pages after a message opened far back."""
        rows = self._db.fetch_all(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? AND id >= ?"
            " AND active = 1 ORDER BY id LIMIT ?",
            (conversation_id, first_id, limit),
        )
        return [stored_message(row) for row in rows]

    def find_in(self, conversation_id: str, query: str) -> builtins.list[int]:
        """The ids of the conversation's user and assistant messages that hold every word of
        ``query`` (as ``search`` reads it), in the order they were written."""
        match = plain_words(query)
        if not match:
            return []
        rows = self._db.fetch_all(
            "SELECT m.id FROM message_search JOIN messages AS m ON m.id = message_search.rowid"
            " WHERE message_search MATCH ? AND m.conversation_id = ? AND m.active = 1"
            " ORDER BY m.id",
            (match, conversation_id),
        )
        return [row[0] for row in rows]

    def search(self, query: str, limit: int = 50) -> builtins.list[SearchHit]:
        """User and assistant messages of conversations that are not deleted, best first.

        Every word is matched as typed (all of them, in any order): quotes, ``AND``, ``-``,
        ``*`` or ``NEAR`` in the query are words to find, never FTS5 syntax.
        """
        match = plain_words(query)
        if not match:
            return []
        rows = self._db.fetch_all(
            "SELECT m.conversation_id, m.id,"
            "       snippet(message_search, 0, ?, ?, ?, ?)"
            " FROM message_search"
            " JOIN messages AS m ON m.id = message_search.rowid"
            " JOIN conversations AS c ON c.id = m.conversation_id"
            " WHERE message_search MATCH ? AND c.deleted_at IS NULL AND m.active = 1"
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
