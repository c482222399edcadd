"""A temporary conversation's store: the same schema in an in-memory SQLite database, so its
messages, versions, checkpoints, search index, attachments and tool ledger never reach the disk,
and are gone when it is closed. Tool calls keep their exactly-once rules: the ledger is the
same code over this database. Nothing here knows Qt.

``is_temporary`` is what later features check (memory, titles written by a model...) to leave
such a conversation alone.
"""

from __future__ import annotations

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from desktop_app.store.ledger import OperationLedger


class TemporaryStore:
    """One temporary conversation's stores; ``close`` forgets all of it."""

    is_temporary = True

    def __init__(self, beside: Database) -> None:
        self.database = Database.in_memory(beside)
        self.conversations = ConversationStore(self.database)
        self.generations = GenerationStore(self.database)
        self.ledger = OperationLedger(self.database)
        self.conversation_id = self.conversations.create("")

    def has_messages(self) -> bool:
        return bool(self.conversations.messages(self.conversation_id))

    def close(self) -> None:
        self.database.close()


def is_temporary(database: Database) -> bool:
    """Whether a store's database is a temporary conversation's (kept in memory only)."""
    return database.in_memory_only
