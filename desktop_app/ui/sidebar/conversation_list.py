"""The conversations the sidebar lists, as a Qt item model: one row per conversation.

Group names (Today, Yesterday...) are not rows of their own: the first row of a group carries
its group's name (``HEADER_ROLE``) and the delegate paints it above the row, so the keyboard
moves from conversation to conversation and a row is always something that can be opened.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from desktop_app.store.conversations import MATCH_END, MATCH_START

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class ListRow:
    id: str
    title: str  # one line
    header: str = ""  # the group's name, on the group's first row only
    snippet: str = ""  # the matched words in context (store.conversations' markers around them)
    hit_message_id: int | None = None  # the message the snippet is from
    pinned: bool = False
    temporary: bool = False  # kept in memory only: drawn with its mark


class ConversationListModel(QAbstractListModel):
    """Rows of ``ListRow``; the title is what the list shows, the id is under ``ID_ROLE``.
    The sidebar replaces every row at once (``set_rows``): a refresh is one model reset."""

    ID_ROLE = Qt.ItemDataRole.UserRole
    HEADER_ROLE = Qt.ItemDataRole.UserRole + 1
    SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 2
    TEMPORARY_ROLE = Qt.ItemDataRole.UserRole + 3

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[ListRow] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's name
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        values = {
            Qt.ItemDataRole.DisplayRole: row.title,
            Qt.ItemDataRole.AccessibleDescriptionRole: _plain(row.snippet) or None,
            self.ID_ROLE: row.id,
            self.HEADER_ROLE: row.header,
            self.SNIPPET_ROLE: row.snippet,
            self.TEMPORARY_ROLE: row.temporary,
        }
        return values.get(role)

    def set_rows(self, rows: Iterable[ListRow | tuple[str, str]]) -> None:
        self.beginResetModel()
        self._rows = [row if isinstance(row, ListRow) else ListRow(*row) for row in rows]
        self.endResetModel()

    def row_of(self, conversation_id: str) -> int:
        """The conversation's row; -1 when it is not listed."""
        return next((n for n, row in enumerate(self._rows) if row.id == conversation_id), -1)

    def id_at(self, row: int) -> str:
        return self._rows[row].id

    def title_at(self, row: int) -> str:
        return self._rows[row].title

    def row_at(self, row: int) -> ListRow:
        return self._rows[row]


def _plain(snippet: str) -> str:
    return snippet.replace(MATCH_START, "").replace(MATCH_END, "")
