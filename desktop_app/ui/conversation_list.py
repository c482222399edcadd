"""The conversations the sidebar lists, as a Qt item model: one row per conversation."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class ConversationListModel(QAbstractListModel):
    """Rows of ``(id, title)``; the title is what the list shows, the id is under ``ID_ROLE``.
    The sidebar replaces every row at once (``set_rows``): a refresh is one model reset."""

    ID_ROLE = Qt.ItemDataRole.UserRole

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, str]] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's name
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        conversation_id, title = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return title
        if role == self.ID_ROLE:
            return conversation_id
        return None

    def set_rows(self, rows: Iterable[tuple[str, str]]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_of(self, conversation_id: str) -> int:
        """The conversation's row; -1 when it is not listed."""
        return next(
            (row for row, (found, _) in enumerate(self._rows) if found == conversation_id), -1
        )

    def id_at(self, row: int) -> str:
        return self._rows[row][0]

    def title_at(self, row: int) -> str:
        return self._rows[row][1]
