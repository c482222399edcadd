"""A temporary conversation's store: the same schema in an in-memory SQLite database, so its
messages, versions, checkpoints, search index, attachments and tool ledger never reach the disk,
and are gone when it is closed. Tool calls keep their exactly-once rules: the ledger is the
same code over this database. Nothing here knows Qt.

``is_temporary`` is what later features check (memory, titles written by a model...) to leave
such a conversation alone.
"""

from __future__ import annotations

import builtins
import dataclasses
from collections.abc import Callable
from typing import Any

from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.conversations import Conversation, ConversationStore, SearchHit
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore


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


# The store's calls that name one conversation first: a temporary one's go to its own store.
_BY_CONVERSATION = (
    "rename",
    "set_system_prompt",
    "set_display_policy",
    "set_provider",
    "set_pinned",
    "set_parameters",
    "get",
    "add_message",
    "add_messages",
    "discard_drafts",
    "last_message_id",
    "messages",
    "tool_results",
    "recent_messages",
    "messages_from",
    "find_in",
)


class WithTemporaries(ConversationStore):
    """The real store, as the window sees it, with the temporary conversations open now: the
    list shows them first (marked ``is_temporary``), a call about one goes to its own store in
    memory, and search finds what is in them without any index on disk. ``empty`` lists only
    real ones: a new conversation never reuses a temporary one."""

    def __init__(self, database: Database) -> None:
        super().__init__(database)
        self.temporaries: dict[str, TemporaryStore] = {}

    def open_temporary(self) -> TemporaryStore:
        store = TemporaryStore(self.database)
        self.temporaries[store.conversation_id] = store
        return store

    def temporary(self, conversation_id: str) -> TemporaryStore | None:
        return self.temporaries.get(conversation_id)

    def close_temporary(self, conversation_id: str) -> None:
        store = self.temporaries.pop(conversation_id, None)
        if store is not None:
            store.close()

    def close_all(self) -> None:
        for conversation_id in list(self.temporaries):
            self.close_temporary(conversation_id)

    def list(self) -> builtins.list[Conversation]:
        return [*self._temporary_conversations(), *super().list()]

    def search(self, query: str, limit: int = 50) -> builtins.list[SearchHit]:
        found = [
            hit
            for store in self.temporaries.values()
            for hit in store.conversations.search(query, limit)
        ]
        return [*found, *super().search(query, limit)][:limit]

    def delete(self, conversation_id: str) -> None:
        if conversation_id in self.temporaries:
            self.close_temporary(conversation_id)  # nothing to undo: it was never kept
        else:
            super().delete(conversation_id)

    def _temporary_conversations(self) -> builtins.list[Conversation]:
        found = []
        for store in reversed(self.temporaries.values()):  # the newest first
            conversation = store.conversations.get(store.conversation_id)
            if conversation is not None:
                found.append(dataclasses.replace(conversation, is_temporary=True))
        return found


def _routed(name: str) -> Callable[..., Any]:
    ordinary = getattr(ConversationStore, name)

    def call(self: WithTemporaries, conversation_id: str, *args: Any, **kwargs: Any) -> Any:
        store = self.temporaries.get(conversation_id)
        if store is None:
            return ordinary(self, conversation_id, *args, **kwargs)
        result = getattr(store.conversations, name)(conversation_id, *args, **kwargs)
        if isinstance(result, Conversation):
            return dataclasses.replace(result, is_temporary=True)
        return result

    call.__name__ = name
    call.__doc__ = ordinary.__doc__
    return call


for _name in _BY_CONVERSATION:
    setattr(WithTemporaries, _name, _routed(_name))
