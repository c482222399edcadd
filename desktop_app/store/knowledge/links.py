"""Which knowledge bases a project or a conversation searches: bases are named (their index
lives apart, in ``<data>/knowledge/``), so a link is a name; a base removed since is passed over
when the tool is built. A conversation uses its project's bases and its own."""

from __future__ import annotations

from collections.abc import Iterable

from desktop_app.store.database import Database


class KnowledgeLinks:
    def __init__(self, db: Database) -> None:
        self._db = db

    def of_project(self, project_id: str) -> list[str]:
        rows = self._db.fetch_all(
            "SELECT base FROM project_knowledge WHERE project_id = ? ORDER BY base", (project_id,)
        )
        return [row[0] for row in rows]

    def set_project(self, project_id: str, bases: Iterable[str]) -> None:
        with self._db.transaction() as connection:
            connection.execute("DELETE FROM project_knowledge WHERE project_id = ?", (project_id,))
            connection.executemany(
                "INSERT OR IGNORE INTO project_knowledge (project_id, base) VALUES (?, ?)",
                [(project_id, base) for base in bases],
            )

    def of_conversation(self, conversation_id: str) -> list[str]:
        rows = self._db.fetch_all(
            "SELECT base FROM conversation_knowledge WHERE conversation_id = ? ORDER BY base",
            (conversation_id,),
        )
        return [row[0] for row in rows]

    def set_conversation(self, conversation_id: str, bases: Iterable[str]) -> None:
        with self._db.transaction() as connection:
            connection.execute(
                "DELETE FROM conversation_knowledge WHERE conversation_id = ?", (conversation_id,)
            )
            connection.executemany(
                "INSERT OR IGNORE INTO conversation_knowledge (conversation_id, base) "
                "VALUES (?, ?)",
                [(conversation_id, base) for base in bases],
            )

    def for_turn(self, conversation_id: str) -> list[str]:
        """The bases a turn of this conversation searches: its project's and its own."""
        rows = self._db.fetch_all(
            "SELECT base FROM conversation_knowledge WHERE conversation_id = ?1 UNION "
            "SELECT k.base FROM project_knowledge AS k JOIN conversations AS c "
            "ON c.project_id = k.project_id WHERE c.id = ?1 ORDER BY 1",
            (conversation_id,),
        )
        return [row[0] for row in rows]

    def forget_base(self, base: str) -> None:
        """A removed base leaves every project and conversation."""
        with self._db.transaction() as connection:
            connection.execute("DELETE FROM project_knowledge WHERE base = ?", (base,))
            connection.execute("DELETE FROM conversation_knowledge WHERE base = ?", (base,))
