"""The window's sidebar: a New button, the search field and the list of conversations."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QInputDialog,
    QLineEdit,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.store import worker
from desktop_app.store.conversations import Conversation
from desktop_app.ui.conversation_list import ConversationListModel
from desktop_app.ui.services import Services

# A conversation created before titles were left empty for the window to name was stored
# with this English title; it still counts as untitled.
UNTITLED = ("", "New conversation")

SEARCH_PAUSE_MS = 150


class ConversationSidebar(QWidget):
    """Lists the stored conversations (those the search finds, when there is a search) and
    says which one is chosen; renames the chosen one."""

    chosen = Signal(str)  # a conversation id: show it
    new_requested = Signal()

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        # The list follows the search once typing pauses, not at every key: a search over a big
        # history, and opening its first hit, would otherwise be redone for each letter.
        self._search_pause = QTimer(self)
        self._search_pause.setSingleShot(True)
        self._search_pause.setInterval(SEARCH_PAUSE_MS)
        self._search_pause.timeout.connect(self.search_now)
        self.search.textChanged.connect(self._search_pause.start)
        self._refreshing = False
        self._search_task: asyncio.Task[None] | None = None
        self.model = ConversationListModel(self)
        self.conversations = QListView()
        self.conversations.setModel(self.model)
        self.conversations.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.conversations.selectionModel().currentChanged.connect(self._show_selected)
        self.conversations.doubleClicked.connect(lambda index: self.rename_current())
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda _checked=False: self.new_requested.emit())
        side = QVBoxLayout(self)
        side.addWidget(self.new_button)
        side.addWidget(self.search)
        side.addWidget(self.conversations)

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search conversations"))
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.search.setAccessibleDescription(
            self.tr("Shows the conversations whose title or answers contain the words")
        )
        self.conversations.setAccessibleName(self.tr("Conversations"))
        self.conversations.setAccessibleDescription(
            self.tr("F2 renames the chosen conversation; Delete deletes it")
        )
        self.new_button.setText(self.tr("New conversation"))
        self.new_button.setAccessibleName(self.tr("New conversation"))
        self.new_button.setAccessibleDescription(self.tr("Starts an empty conversation"))
        if self.count():
            self.refresh()  # untitled conversations are named in the new language

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def rename_current(self) -> None:
        row = self.conversations.currentIndex().row()
        if row < 0:
            return
        conversation_id = self.model.id_at(row)
        title, ok = QInputDialog.getText(
            self.window(),
            self.tr("Rename conversation"),
            self.tr("Title:"),
            text=self.model.title_at(row),
        )
        if ok and title.strip():
            self.services.conversations.rename(conversation_id, title.strip())
            self.refresh(select=conversation_id)

    def refresh(self, *_: object, select: str | None = None) -> None:
        """Lists the conversations again. With a search, the list and the full-text search run
        on the database thread and the list follows when they are done; the latest search wins.
        """
        query = self.search.text().strip()
        if not query:
            self._search_task = None  # a search still under way no longer applies
            self._show(self.services.conversations.list(), select)
            return
        self._search_task = asyncio.ensure_future(self._search(query, select))

    async def _search(self, query: str, select: str | None) -> None:
        listed, hits = await worker.run(self._find, query)
        if self._search_task is not asyncio.current_task():
            return  # typed on, cleared or refreshed since: that one shows
        self._search_task = None
        self._show(
            [c for c in listed if c.id in hits or query.lower() in self._title(c).lower()], select
        )

    def _find(self, query: str) -> tuple[list[Conversation], set[str]]:
        conversations = self.services.conversations
        return conversations.list(), {hit.conversation_id for hit in conversations.search(query)}

    @property
    def searching(self) -> bool:
        return self._search_task is not None and not self._search_task.done()

    def _show(self, listed: list[Conversation], select: str | None) -> None:
        current = select or self.current_id()
        self._refreshing = True  # the choice is said once, below, not at each step
        try:
            self.model.set_rows((c.id, self._title(c)) for c in listed)
            row = self.model.row_of(current) if current is not None else -1
            if row >= 0:
                self.choose_row(row)
        finally:
            self._refreshing = False
        if row < 0 and self.count():
            self.choose_row(0)
        self._show_selected(self.conversations.currentIndex())

    def _title(self, conversation: Conversation) -> str:
        return self.tr("New conversation") if conversation.title in UNTITLED else conversation.title

    def search_now(self) -> None:
        """Filters the list by the search text without waiting for typing to pause."""
        self._search_pause.stop()
        self.refresh()

    def count(self) -> int:
        return self.model.rowCount()

    def choose_row(self, row: int) -> None:
        self.conversations.setCurrentIndex(self.model.index(row))

    def current_id(self) -> str | None:
        row = self.conversations.currentIndex().row()
        return self.model.id_at(row) if row >= 0 else None

    def _show_selected(self, index: QModelIndex, *_: object) -> None:
        if index.isValid() and not self._refreshing:
            self.chosen.emit(self.model.id_at(index.row()))
