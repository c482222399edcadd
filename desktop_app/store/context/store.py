"""What a conversation sends of itself, and where it came from: Clear context marks, the
summaries sent in place of older turns (each edit or new summary a new version), the person's
choice for a conversation past the model's window, and the link of a branch to its original."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass

from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.context.schema import CONTEXT_MIGRATION
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.message_rows import NewMessage

__all__ = ["CONTEXT_MIGRATION", "BranchLink", "ContextStore", "Marks", "Summary"]


@dataclass(frozen=True, slots=True)
class Summary:
    id: int
    through: int  # the last message it covers
    text: str
    version: int  # 1 for the first
    versions: int


@dataclass(frozen=True, slots=True)
class Marks:
    clears: tuple[tuple[int, int], ...] = ()  # (mark id, after message id), oldest first
    summary: Summary | None = None

    @property
    def cleared_after(self) -> int:
        return max((after for _, after in self.clears), default=0)


@dataclass(frozen=True, slots=True)
class BranchLink:
    source_id: str
    message_id: int


class ContextStore:
    def __init__(
        self, conversations: ConversationStore, clock: Callable[[], float] = time.time
    ) -> None:
        self.conversations = conversations
        self._db = conversations.database
        self._clock = clock

    # -- marks ----------------------------------------------------------------------------------

    def marks(self, conversation_id: str) -> Marks:
        rows = self._db.fetch_all(
            "SELECT id, kind, message_id, text FROM context_marks WHERE conversation_id = ?"
            " ORDER BY id",
            (conversation_id,),
        )
        clears = tuple((row[0], row[2]) for row in rows if row[1] == "clear")
        summaries = [row for row in rows if row[1] == "summary"]
        summary = None
        if summaries:
            last = summaries[-1]
            summary = Summary(last[0], last[2], last[3], len(summaries), len(summaries))
        return Marks(clears, summary)

    def add_clear(self, conversation_id: str, after_message_id: int) -> int:
        return self._add(conversation_id, "clear", after_message_id, "")

    def remove_mark(self, mark_id: int) -> None:
        with self._db.transaction() as connection:
            connection.execute("DELETE FROM context_marks WHERE id = ?", (mark_id,))

    def add_summary(self, conversation_id: str, through: int, text: str) -> int:
        """A new version of the conversation's summary (a model's, or the person's edit)."""
        return self._add(conversation_id, "summary", through, text)

    def summary_versions(self, conversation_id: str) -> list[Summary]:
        rows = self._db.fetch_all(
            "SELECT id, message_id, text FROM context_marks WHERE conversation_id = ?"
            " AND kind = 'summary' ORDER BY id",
            (conversation_id,),
        )
        return [Summary(r[0], r[1], r[2], n, len(rows)) for n, r in enumerate(rows, 1)]

    def _add(self, conversation_id: str, kind: str, message_id: int, text: str) -> int:
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "INSERT INTO context_marks (conversation_id, kind, message_id, text, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (conversation_id, kind, message_id, text, self._clock()),
            )
            assert cursor.lastrowid is not None
            return cursor.lastrowid

    # -- sizes, for measuring without reading the text -----------------------------------------

    def message_rows(self, conversation_id: str) -> list[tuple[int, str, bool]]:
        """(id, role, draft) of the active messages, oldest first."""
        rows = self._db.fetch_all(
            "SELECT id, role, draft FROM messages WHERE conversation_id = ? AND active = 1"
            " ORDER BY id",
            (conversation_id,),
        )
        return [(row[0], row[1], bool(row[2])) for row in rows]

    def sizes_from(
        self, conversation_id: str, first_id: int
    ) -> list[tuple[int, str, int, int, int]]:
        """(id, role, characters of text, characters of tool calls, files) of the active
        messages from ``first_id`` on."""
        return [
            (row[0], row[1], row[2], row[3], row[4])
            for row in self._db.fetch_all(
                "SELECT m.id, m.role, length(m.content), coalesce(length(m.tool_calls_json), 0),"
                " (SELECT count(*) FROM message_attachments a WHERE a.message_id = m.id)"
                " FROM messages m WHERE m.conversation_id = ? AND m.active = 1 AND m.id >= ?"
                " ORDER BY m.id",
                (conversation_id, first_id),
            )
        ]

    # -- the conversation's choice past the window ------------------------------------------

    def overflow(self, conversation_id: str) -> str | None:
        row = self._db.fetch_one(
            "SELECT overflow FROM conversation_context WHERE conversation_id = ?",
            (conversation_id,),
        )
        return row[0] if row else None

    def set_overflow(self, conversation_id: str, overflow: str | None) -> None:
        with self._db.transaction() as connection:
            connection.execute(
                "INSERT INTO conversation_context (conversation_id, overflow) VALUES (?, ?)"
                " ON CONFLICT (conversation_id) DO UPDATE SET overflow = excluded.overflow",
                (conversation_id, overflow),
            )

    # -- branches -------------------------------------------------------------------------------

    def branch(self, source_id: str, message_id: int, title: str) -> str:
        """A new conversation holding the active history of ``source_id`` up to and including
        ``message_id`` (drafts left out), linked back to it. Attachments are referenced, not
        copied: the new rows point at the same stored files."""
        source = self.conversations.get(source_id)
        rows = [
            m for m in self.conversations.messages(source_id) if m.id <= message_id and not m.draft
        ]
        attachments = AttachmentStore(self._db)
        with self._db.transaction() as connection:
            new_id = self.conversations.create(title, source.system_prompt if source else "")
            copies = [
                NewMessage(
                    **{
                        f.name: getattr(m, f.name)
                        for f in dataclasses.fields(NewMessage)
                        if hasattr(m, f.name)
                    }
                )
                for m in rows
            ]
            ids = self.conversations.add_messages(new_id, copies) if copies else []
            for old, new in zip(rows, ids, strict=True):
                if old.role == "user":
                    attachments.copy_links(old.id, new)
            if source is not None and source.provider_id and source.model:
                self.conversations.set_provider(new_id, source.provider_id, source.model)
            if source is not None and source.parameters_json:
                self.conversations.set_parameters(new_id, source.parameters_json)
            connection.execute(
                "INSERT INTO conversation_context (conversation_id, overflow, branched_from,"
                " branched_at) VALUES (?, ?, ?, ?)",
                (new_id, self.overflow(source_id), source_id, message_id),
            )
        return new_id

    def branch_of(self, conversation_id: str) -> BranchLink | None:
        row = self._db.fetch_one(
            "SELECT branched_from, branched_at FROM conversation_context"
            " WHERE conversation_id = ? AND branched_from IS NOT NULL",
            (conversation_id,),
        )
        return BranchLink(row[0], row[1]) if row else None

    def branch_count(self, conversation_id: str) -> int:
        row = self._db.fetch_one(
            "SELECT count(*) FROM conversation_context c JOIN conversations v"
            " ON v.id = c.conversation_id WHERE c.branched_from = ? AND v.deleted_at IS NULL",
            (conversation_id,),
        )
        return int(row[0]) if row else 0
