"""Versions of a conversation: editing a message or regenerating an answer keeps the old one.

The messages form a tree: each row's ``parent_id`` is the message before it on its branch, and
rows with the same parent are versions of each other ("< 2/3 >" in the window). One root-to-leaf
path is active (``active = 1``): it is what the window shows, what search finds and what the
model is sent. Ids grow along every path, so the active rows ordered by id read as the
conversation does now, and every other read of the store stays a plain filtered query.

Forking never deletes: ``edit_message`` and ``set_aside_from`` take the active branch from a
message on out of the path (a previous version), and the rows stored next hang from the
message before it. ``switch_to_version`` makes the branch of any version the active one again,
down to the newest message written on it.
"""

from __future__ import annotations

import builtins
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from desktop_app.store.database import Database
from desktop_app.store.message_rows import (
    MESSAGE_COLUMNS,
    NewMessage,
    StoredMessage,
    stored_message,
)


@dataclass(frozen=True, slots=True)
class Versions:
    """A message's versions (those with the same parent), oldest first, and which of them is
    on the active branch."""

    ids: tuple[int, ...]
    current: int  # index in ``ids``

    @property
    def count(self) -> int:
        return len(self.ids)

    @property
    def position(self) -> int:
        """1-based, as the window shows it: "2/3"."""
        return self.current + 1

    def neighbour(self, step: int) -> int | None:
        """The id of the version ``step`` away (-1: the previous one); None past either end."""
        index = self.current + step
        return self.ids[index] if 0 <= index < len(self.ids) else None


def active_leaf(connection: sqlite3.Connection, conversation_id: str) -> int | None:
    """The last message of the active branch: the parent of the next message stored."""
    row = connection.execute(
        "SELECT max(id) FROM messages WHERE conversation_id = ? AND active = 1",
        (conversation_id,),
    ).fetchone()
    return row[0] if row else None


_NEWEST_BELOW = """
WITH RECURSIVE below(id) AS (
    SELECT ?
    UNION ALL
    SELECT m.id FROM messages AS m JOIN below ON m.parent_id = below.id
)
SELECT max(id) FROM below
"""

_ACTIVATE_PATH_TO = """
WITH RECURSIVE path(id) AS (
    SELECT ?
    UNION ALL
    SELECT m.parent_id FROM messages AS m JOIN path ON m.id = path.id
    WHERE m.parent_id IS NOT NULL
)
UPDATE messages SET active = 1 WHERE id IN (SELECT id FROM path)
"""


class MessageVersions:
    """The versions part of ``ConversationStore`` (which it is mixed into)."""

    _db: Database
    _clock: Callable[[], float]
    add_messages: Callable[..., list[int]]  # ConversationStore's

    def add_version(
        self, conversation_id: str, after_id: int | None, messages: Sequence[NewMessage]
    ) -> builtins.list[int]:
        """Stores ``messages`` as a branch of their own after ``after_id`` (None: a new first
        message), in one transaction; it becomes the active branch. For an import that brings
        a tree of versions: ``switch_to_version`` then picks the branch to show."""
        with self._db.transaction() as connection:
            connection.execute(
                "UPDATE messages SET active = 0 WHERE conversation_id = ?", (conversation_id,)
            )
            if after_id is not None:
                owner = connection.execute(
                    "SELECT conversation_id FROM messages WHERE id = ?", (after_id,)
                ).fetchone()
                if owner is None or owner[0] != conversation_id:
                    raise KeyError(after_id)
                connection.execute(_ACTIVATE_PATH_TO, (after_id,))
            return self.add_messages(conversation_id, messages)

    def versions_of(self, message_id: int) -> Versions:
        """The versions of a message, itself included (a message never edited has one)."""
        row = self._db.fetch_one(
            "SELECT conversation_id, parent_id FROM messages WHERE id = ?", (message_id,)
        )
        if row is None:
            raise KeyError(message_id)
        rows = self._db.fetch_all(
            "SELECT id, active FROM messages WHERE conversation_id = ? AND parent_id IS ?"
            " ORDER BY id",
            (row[0], row[1]),
        )
        ids = tuple(r[0] for r in rows)
        current = next((i for i, r in enumerate(rows) if r[1]), ids.index(message_id))
        return Versions(ids, current)

    def versions_in(self, conversation_id: str) -> dict[int, Versions]:
        """For each message of the active branch that has other versions, its versions: what
        the window shows "< 2/3 >" on. One query, however long the conversation."""
        rows = self._db.fetch_all(
            "SELECT id, active, parent_id FROM messages WHERE conversation_id = ?"
            " AND coalesce(parent_id, 0) IN (SELECT coalesce(parent_id, 0) FROM messages"
            "   WHERE conversation_id = ? GROUP BY 1 HAVING count(*) > 1)"
            " ORDER BY id",
            (conversation_id, conversation_id),
        )
        groups: dict[int | None, list[tuple[int, bool]]] = {}
        for message_id, active, parent in rows:
            groups.setdefault(parent, []).append((message_id, bool(active)))
        found: dict[int, Versions] = {}
        for members in groups.values():
            ids = tuple(message_id for message_id, _ in members)
            for index, (message_id, active) in enumerate(members):
                if active:
                    found[message_id] = Versions(ids, index)
        return found

    def text_length(self, conversation_id: str) -> int:
        """The characters of the active branch's text (what is sent to the model), counted
        without reading the messages: a long conversation's meter estimate, in one query."""
        row = self._db.fetch_one(
            "SELECT total(length(content)) FROM messages WHERE conversation_id = ? AND active = 1",
            (conversation_id,),
        )
        return int(row[0]) if row else 0

    def message(self, message_id: int) -> StoredMessage | None:
        """One message, whichever version it belongs to."""
        row = self._db.fetch_one(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE id = ?", (message_id,)
        )
        return stored_message(row) if row else None

    def all_messages(self, conversation_id: str) -> builtins.list[StoredMessage]:
        """Every message of every version, oldest first, with its ``parent_id`` and whether it
        is on the active branch: the whole tree, for an export."""
        rows = self._db.fetch_all(
            f"SELECT {MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? ORDER BY id",
            (conversation_id,),
        )
        return [stored_message(row) for row in rows]

    def set_aside_from(self, message_id: int) -> None:
        """The active branch from this message on becomes a previous version (kept, not shown,
        not sent); the next message stored follows the one before it. Regenerate starts here."""
        with self._db.transaction() as connection:
            self._set_aside(connection, message_id)

    def edit_message(self, message_id: int, text: str) -> int:
        """A new version of a person's message, in the same transaction as setting the old one
        (and all that followed it) aside. Returns the new message's id."""
        with self._db.transaction() as connection:
            row = connection.execute(
                "SELECT role FROM messages WHERE id = ? AND active = 1", (message_id,)
            ).fetchone()
            if row is None or row[0] != "user":
                raise ValueError(f"message {message_id} is not a message of the active branch")
            conversation_id = self._set_aside(connection, message_id)
            now = self._clock()
            connection.execute(
                "UPDATE conversations SET updated_at = ? WHERE id = ?", (now, conversation_id)
            )
            cursor = connection.execute(
                "INSERT INTO messages (conversation_id, role, content, created_at, parent_id)"
                " VALUES (?, 'user', ?, ?, ?)",
                (conversation_id, text, now, active_leaf(connection, conversation_id)),
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

    def switch_to_version(self, message_id: int) -> None:
        """This message's branch becomes the active one, down to the newest message written
        on it (the end of that version as it was left)."""
        with self._db.transaction() as connection:
            row = connection.execute(
                "SELECT conversation_id FROM messages WHERE id = ?", (message_id,)
            ).fetchone()
            if row is None:
                raise KeyError(message_id)
            (leaf,) = connection.execute(_NEWEST_BELOW, (message_id,)).fetchone()
            connection.execute("UPDATE messages SET active = 0 WHERE conversation_id = ?", row)
            connection.execute(_ACTIVATE_PATH_TO, (leaf,))

    @staticmethod
    def _set_aside(connection: sqlite3.Connection, message_id: int) -> str:
        row = connection.execute(
            "SELECT conversation_id FROM messages WHERE id = ? AND active = 1", (message_id,)
        ).fetchone()
        if row is None:
            raise KeyError(message_id)
        connection.execute(
            "UPDATE messages SET active = 0 WHERE conversation_id = ? AND id >= ? AND active = 1",
            (row[0], message_id),
        )
        return str(row[0])
