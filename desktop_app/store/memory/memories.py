"""Memories: short facts the person agreed, one by one, to have remembered across
conversations (the remember tool asks every time; Settings, Memory lists, edits and deletes
them). A fact is global (``project_id`` None) or belongs to one project."""

from __future__ import annotations

import builtins
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from desktop_app.store.database import Database

MAX_FACT_CHARS = 500  # the remember tool refuses longer facts; an edit is held to it too


@dataclass(frozen=True, slots=True)
class Memory:
    id: int
    text: str
    created_at: float
    source_conversation_id: str | None = None  # None: purged since, or restored without it
    project_id: str | None = None  # None: global
    source_title: str | None = None  # the source conversation's title, when it is still here


_SELECT = (
    "SELECT m.id, m.text, m.created_at, m.source_conversation_id, m.project_id, c.title"
    " FROM memories m LEFT JOIN conversations c ON c.id = m.source_conversation_id"
)


class MemoryStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    @property
    def database(self) -> Database:
        return self._db

    def add(
        self,
        text: str,
        source_conversation_id: str | None,
        project_id: str | None = None,
        created_at: float | None = None,
    ) -> int:
        when = self._clock() if created_at is None else created_at
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "INSERT INTO memories (text, created_at, source_conversation_id, project_id)"
                " VALUES (?, ?, ?, ?)",
                (text, when, source_conversation_id, project_id),
            )
            return int(cursor.lastrowid or 0)

    def list(self) -> builtins.list[Memory]:
        """Every fact, the newest first."""
        return [_memory(row) for row in self._db.fetch_all(f"{_SELECT} ORDER BY m.id DESC")]

    def get(self, memory_id: int) -> Memory | None:
        row = self._db.fetch_one(f"{_SELECT} WHERE m.id = ?", (memory_id,))
        return _memory(row) if row is not None else None

    def visible_to(
        self, project_id: str | None, *, per_project: bool, before: float | None = None
    ) -> builtins.list[Memory]:
        """The facts a conversation may be given, the newest first: every one (global scope),
        or the global ones and its project's (per project); only those kept before ``before``
        when given (the conversation's first message: its prompt stays as it began)."""
        where: list[str] = ["1"]
        values: list[object] = []
        if per_project:
            where.append("(m.project_id IS NULL OR m.project_id IS ?)")
            values.append(project_id)
        if before is not None:
            where.append("m.created_at <= ?")
            values.append(before)
        rows = self._db.fetch_all(
            f"{_SELECT} WHERE {' AND '.join(where)} ORDER BY m.created_at DESC, m.id DESC",
            values,
        )
        return [_memory(row) for row in rows]

    def holds(self, text: str, source_conversation_id: str) -> bool:
        """Whether this conversation's fact is kept (an interrupted remember, checked again)."""
        row = self._db.fetch_one(
            "SELECT 1 FROM memories WHERE text = ? AND source_conversation_id IS ?",
            (text, source_conversation_id),
        )
        return row is not None

    def edit(self, memory_id: int, text: str) -> None:
        with self._db.transaction() as connection:
            connection.execute("UPDATE memories SET text = ? WHERE id = ?", (text, memory_id))

    def delete(self, memory_id: int) -> None:
        with self._db.transaction() as connection:
            connection.execute("DELETE FROM memories WHERE id = ?", (memory_id,))

    def delete_all(self) -> int:
        with self._db.transaction() as connection:
            return connection.execute("DELETE FROM memories").rowcount

    def adopt(self, memories: Iterable[Memory]) -> int:
        """Adds restored facts this profile lacks (the same text kept at the same moment is
        the same fact); a link to a conversation not here is dropped, and a fact of a project
        not here is left out (it must not become global). How many were added."""
        added = 0
        with self._db.transaction() as connection:
            for memory in memories:
                same = connection.execute(
                    "SELECT 1 FROM memories WHERE text = ? AND created_at = ?",
                    (memory.text, memory.created_at),
                ).fetchone()
                project_missing = (
                    memory.project_id is not None
                    and connection.execute(
                        "SELECT 1 FROM projects WHERE id = ?", (memory.project_id,)
                    ).fetchone()
                    is None
                )
                if same is not None or project_missing:
                    continue
                connection.execute(
                    "INSERT INTO memories (text, created_at, source_conversation_id, project_id)"
                    " VALUES (?, ?, (SELECT id FROM conversations WHERE id = ?), ?)",
                    (
                        memory.text,
                        memory.created_at,
                        memory.source_conversation_id,
                        memory.project_id,
                    ),
                )
                added += 1
        return added


def _memory(row: Iterable[object]) -> Memory:
    memory_id, text, created_at, source, project, title = row
    return Memory(
        int(memory_id),  # type: ignore[call-overload]
        str(text),
        float(created_at),  # type: ignore[arg-type]
        source if isinstance(source, str) else None,
        project if isinstance(project, str) else None,
        title if isinstance(title, str) else None,
    )
