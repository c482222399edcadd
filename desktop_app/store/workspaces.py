"""Each conversation's workspace choice, kept in its ``workspace`` column (migration 18)."""

from __future__ import annotations

from pathlib import Path

from desktop_app.store.database import Database
from desktop_app.workspaces import INHERIT, OFF, WorkspaceChoice

_OFF = ""  # a folder is stored absolute, so the empty text cannot be mistaken for one


class ConversationWorkspaces:
    def __init__(self, db: Database) -> None:
        self._db = db

    def get(self, conversation_id: str) -> WorkspaceChoice:
        """The conversation's choice; one never made (or an unknown conversation) inherits."""
        row = self._db.fetch_one(
            "SELECT workspace FROM conversations WHERE id = ?", (conversation_id,)
        )
        stored = row[0] if row is not None else None
        if stored is None:
            return INHERIT
        return OFF if stored == _OFF else WorkspaceChoice.at(Path(stored))

    def set(self, conversation_id: str, choice: WorkspaceChoice) -> None:
        if choice.folder is not None:
            stored: str | None = str(choice.folder.absolute())
        else:
            stored = _OFF if choice.off else None
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "UPDATE conversations SET workspace = ? WHERE id = ?", (stored, conversation_id)
            )
            if cursor.rowcount == 0:
                raise KeyError(conversation_id)
