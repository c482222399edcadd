"""Conversations brought in from a file: stored whole, with the times they had, at most once.

An imported conversation's id is derived from where it came from (its source id), so a file
imported twice, or an export brought back into the profile it came from, adds nothing the
second time: ``add_imported`` finds the id taken and leaves the store as it was.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from desktop_app.generation.attachment import Attachment
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import classified
from desktop_app.store.message_rows import INSERTED_COLUMNS, NewMessage


@dataclass(frozen=True, slots=True)
class ImportedMessage:
    message: NewMessage
    created_at: float
    attachments: tuple[Attachment, ...] = ()  # the files a person's message carried


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportedConversation:
    id: str  # derived from the source: the same source, the same id
    title: str
    system_prompt: str = ""
    created_at: float
    updated_at: float
    provider_id: str | None = None
    model: str | None = None
    pinned_at: float | None = None
    display_policy: str | None = None  # None: the app's default
    parameters_json: str | None = None  # None: none chosen
    messages: tuple[ImportedMessage, ...] = ()
    # A tree of versions (``versions.py``), when the source kept one: for each message, the
    # index in ``messages`` of the one before it on its branch (None: a first message), always
    # an earlier index. Empty: one branch, in order.
    parents: tuple[int | None, ...] = ()
    shown: int | None = None  # the index of the last message of the branch shown; None: the last

    def check(self) -> None:
        if self.parents and len(self.parents) != len(self.messages):
            raise ValueError(f"{len(self.parents)} parents for {len(self.messages)} messages")
        for index, parent in enumerate(self.parents):
            if parent is not None and not 0 <= parent < index:
                raise ValueError(f"message {index} follows message {parent}")
        if self.shown is not None and not 0 <= self.shown < len(self.messages):
            raise ValueError(f"no message {self.shown} to show")


# Conversations stored per transaction: each commit waits for the disk (synchronous = FULL),
# and a transaction holds the file (and the window's reads of it) until it ends.
BATCH = 25


def add_imported(
    store: ConversationStore, conversations: Sequence[ImportedConversation]
) -> list[str]:
    """Stores the conversations with their messages, a few per transaction, and returns the
    ids of those added. One whose id is already there (deleted ones included) is left out,
    and nothing of it is written. Raises ``DatabaseError``: the batches before stay."""
    for conversation in conversations:
        conversation.check()
        for imported in conversation.messages:
            imported.message.check()
    added: list[str] = []
    database = store._db  # the store's own file, beside its other writes
    files = AttachmentStore(database)
    try:
        for start in range(0, len(conversations), BATCH):
            with database.transaction() as connection:
                for conversation in conversations[start : start + BATCH]:
                    if _insert(connection, conversation, files):
                        added.append(conversation.id)
    except sqlite3.Error as error:  # a full disk, a lock held too long: said, not raised raw
        raise classified(error, database.path) from error
    return added


def _insert(
    connection: sqlite3.Connection, conversation: ImportedConversation, files: AttachmentStore
) -> bool:
    # Only an id already taken is "already here": OR IGNORE would also skip a row that breaks
    # another rule (a NaN time is stored as NULL) and count it so, without a word.
    cursor = connection.execute(
        "INSERT INTO conversations (id, title, system_prompt, created_at,"
        " updated_at, provider_id, model, pinned_at, display_policy, parameters_json)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (id) DO NOTHING",
        (
            conversation.id,
            conversation.title,
            conversation.system_prompt,
            conversation.created_at,
            conversation.updated_at,
            conversation.provider_id,
            conversation.model,
            conversation.pinned_at,
            conversation.display_policy,
            conversation.parameters_json,
        ),
    )
    if cursor.rowcount == 0:
        return False
    # Stored in the given order, each after its parent, so ids grow along every path.
    ids: list[int] = []
    for index, imported in enumerate(conversation.messages):
        parent = _parent(conversation, index)
        row_id = connection.execute(
            f"INSERT INTO messages ({INSERTED_COLUMNS})"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (*_row(conversation.id, imported), None if parent is None else ids[parent]),
        ).lastrowid
        assert row_id is not None
        ids.append(row_id)
        if imported.attachments:
            files.link_in(connection, row_id, imported.attachments)
    if conversation.parents:
        shown = set(_path_to(conversation, conversation.shown))
        connection.executemany(
            "UPDATE messages SET active = 0 WHERE id = ?",
            [(row_id,) for index, row_id in enumerate(ids) if index not in shown],
        )
    return True


def _parent(conversation: ImportedConversation, index: int) -> int | None:
    if conversation.parents:
        return conversation.parents[index]
    return index - 1 if index else None


def _path_to(conversation: ImportedConversation, leaf: int | None) -> list[int]:
    """The indexes from the first message to ``leaf`` (None: the last message)."""
    path: list[int] = []
    index: int | None = len(conversation.messages) - 1 if leaf is None else leaf
    while index is not None and index >= 0:  # parents are earlier: this ends
        path.append(index)
        index = _parent(conversation, index)
    return path


def _row(conversation_id: str, imported: ImportedMessage) -> tuple[object, ...]:
    message = imported.message
    return (
        conversation_id,
        message.role,
        message.content,
        message.generation_id,
        message.tool_calls_json,
        message.tool_call_id,
        imported.created_at,
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
    )
