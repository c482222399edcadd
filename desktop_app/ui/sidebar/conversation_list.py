"""The conversations the sidebar lists, as a Qt item model: one row per conversation, and one
per project (its conversations under it while it is unfolded) and for the "Archived" fold.

Group names (Today, Yesterday...) are not rows of their own: the first row of a group carries
its group's name (``HEADER_ROLE``) and the delegate paints it above the row, so the keyboard
moves from row to row and a row is always something that can be opened or unfolded.

Conversations are dragged onto a project (or onto a conversation outside any project, to take
them out): ``dropMimeData`` says so with ``moved``; the sidebar moves them in the store.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from desktop_app.store.conversations import MATCH_END, MATCH_START

Index = QModelIndex | QPersistentModelIndex
MIME_TYPE = "application/x-arroyo-conversations"  # the dragged conversations' ids, one a line


class RowKind(enum.Enum):
    CONVERSATION = "conversation"
    PROJECT = "project"
    ARCHIVE = "archive"  # the fold that holds the archived projects


_NOWHERE = object()  # a drop target that takes no conversations


@dataclass(frozen=True, slots=True)
class ListRow:
    id: str
    title: str  # one line
    header: str = ""  # the group's name, on the group's first row only
    snippet: str = ""  # the matched words in context (store.conversations' markers around them)
    hit_message_id: int | None = None  # the message the snippet is from
    pinned: bool = False
    kind: RowKind = RowKind.CONVERSATION
    project_id: str | None = None  # a conversation's project; a project row's own id
    depth: int = 0  # how far in it is drawn: a conversation in a project is one step in
    folded: bool = False  # a project's or the archive's: what it holds is hidden
    count: int = 0  # a project's conversations
    temporary: bool = False  # kept in memory only: drawn with its mark


class ConversationListModel(QAbstractListModel):
    """Rows of ``ListRow``; the title is what the list shows, the id is under ``ID_ROLE``.
    The sidebar replaces every row at once (``set_rows``): a refresh is one model reset."""

    ID_ROLE = Qt.ItemDataRole.UserRole
    HEADER_ROLE = Qt.ItemDataRole.UserRole + 1
    SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 2
    ROW_ROLE = Qt.ItemDataRole.UserRole + 3  # the whole ``ListRow``
    TEMPORARY_ROLE = Qt.ItemDataRole.UserRole + 4

    moved = Signal(list, object)  # conversation ids, the project id they go to (None: none)

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
            Qt.ItemDataRole.AccessibleDescriptionRole: self._description(row),
            self.ID_ROLE: row.id,
            self.HEADER_ROLE: row.header,
            self.SNIPPET_ROLE: row.snippet,
            self.ROW_ROLE: row,
        }
        return values.get(role)

    def _description(self, row: ListRow) -> str | None:
        """What a screen reader says after the title: the snippet, or what a fold row is."""
        if row.kind is RowKind.PROJECT:
            return self.tr("Project, folded") if row.folded else self.tr("Project, open")
        if row.kind is RowKind.ARCHIVE:
            if row.folded:
                return self.tr("Archived projects, folded")
            return self.tr("Archived projects, open")
        return _plain(row.snippet) or None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if not index.isValid():
            return flags | Qt.ItemFlag.ItemIsDropEnabled  # below the rows: out of its project
        kind = self._rows[index.row()].kind
        if kind is RowKind.CONVERSATION:
            return flags | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled
        if kind is RowKind.PROJECT:
            return flags | Qt.ItemFlag.ItemIsDropEnabled
        return flags

    # -- drag and drop ------------------------------------------------------------------------

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        ids = [
            self._rows[index.row()].id
            for index in indexes
            if index.isValid() and self._rows[index.row()].kind is RowKind.CONVERSATION
        ]
        data = QMimeData()
        data.setData(MIME_TYPE, "\n".join(dict.fromkeys(ids)).encode())
        return data

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return data.hasFormat(MIME_TYPE) and self._target(row, parent) is not _NOWHERE

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        """Dropped on a project: into it; on a conversation: into that one's project (none for
        one outside projects). The rows stay: the sidebar lists again once they are moved."""
        if action == Qt.DropAction.IgnoreAction or not data.hasFormat(MIME_TYPE):
            return False
        target = self._target(row, parent)
        ids = [i for i in bytes(data.data(MIME_TYPE).data()).decode().split("\n") if i]
        if target is _NOWHERE or not ids:
            return False
        self.moved.emit(ids, target)
        return True

    def _target(self, row: int, parent: Index) -> object:
        """The project a drop there puts conversations in (None: none), or ``_NOWHERE``."""
        number = parent.row() if parent.isValid() else row
        if not 0 <= number < len(self._rows):
            return None  # the empty space below the list
        target = self._rows[number]
        if target.kind is RowKind.ARCHIVE:
            return _NOWHERE
        return target.project_id

    def set_rows(self, rows: Iterable[ListRow | tuple[str, str]]) -> None:
        self.beginResetModel()
        self._rows = [row if isinstance(row, ListRow) else ListRow(*row) for row in rows]
        self.endResetModel()

    def row_of(self, conversation_id: str) -> int:
        """The row of the conversation (or project) with this id; -1 when it is not listed."""
        return next((n for n, row in enumerate(self._rows) if row.id == conversation_id), -1)

    def id_at(self, row: int) -> str:
        return self._rows[row].id

    def title_at(self, row: int) -> str:
        return self._rows[row].title

    def row_at(self, row: int) -> ListRow:
        return self._rows[row]


def _plain(snippet: str) -> str:
    return snippet.replace(MATCH_START, "").replace(MATCH_END, "")
