"""The remembered facts in a backup (``memories.json``): each with its text, when it was kept,
the conversation it came from and its project (None: global). Backups written before memory
have no such part and restore as before. A project's Arroyo JSON export carries its own facts
under ``memories`` in the same shape."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.store.database import Database
from desktop_app.store.memory.memories import Memory, MemoryStore

MEMORIES = "memories.json"


def memories_document(
    database: Database, redact: Callable[[str], str], project_id: str | None = None
) -> list[dict[str, Any]]:
    """Every fact, the oldest first (a key the app holds taken out, as from conversations);
    only ``project_id``'s when given (a project's export)."""
    return [
        {
            "text": redact(memory.text),
            "created_at": memory.created_at,
            "source_conversation_id": memory.source_conversation_id,
            "project_id": memory.project_id,
        }
        for memory in reversed(MemoryStore(database).list())
        if project_id is None or memory.project_id == project_id
    ]


def memories_in(document: object) -> tuple[Memory, ...]:
    """The facts an Arroyo JSON file carries (a project's export); none in other files."""
    found = document.get("memories", []) if isinstance(document, dict) else []
    return memories_of(found)


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
