"""The remembered facts in a backup (``memories.json``): each with its text, when it was kept,
the conversation it came from and its project (None: global). Backups written before memory
have no such part and restore as before."""

from __future__ import annotations

from typing import Any

from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.store.database import Database
from desktop_app.store.memories import Memory, MemoryStore

MEMORIES = "memories.json"


def memories_document(database: Database) -> list[dict[str, Any]]:
    return [
        {
            "text": memory.text,
            "created_at": memory.created_at,
            "source_conversation_id": memory.source_conversation_id,
            "project_id": memory.project_id,
        }
        for memory in reversed(MemoryStore(database).list())  # the oldest first
    ]


def memories_of(value: object) -> tuple[Memory, ...]:
    """The part read and checked whole; ``ExchangeError`` when it is not shaped as one."""
    if not isinstance(value, list):
        raise ExchangeError(ExchangeProblem.DAMAGED, MEMORIES)
    found = []
    for entry in value:
        ok = (
            isinstance(entry, dict)
            and isinstance(entry.get("text"), str)
            and isinstance(entry.get("created_at"), int | float)
            and not isinstance(entry.get("created_at"), bool)
            and isinstance(entry.get("source_conversation_id"), str | None)
            and isinstance(entry.get("project_id"), str | None)
        )
        if not ok:
            raise ExchangeError(ExchangeProblem.DAMAGED, MEMORIES)
        found.append(
            Memory(
                0,
                entry["text"],
                float(entry["created_at"]),
                entry["source_conversation_id"],
                entry["project_id"],
            )
        )
    return tuple(found)
