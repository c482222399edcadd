"""Find in the open conversation: searches its stored messages, not only those on screen.

The newest match is shown first (the reader is usually at the end); F3 goes to the next one,
Shift+F3 to the previous one, both wrapping around. A match far back is opened with the
messages around it (``ConversationPage.open_at``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.search_field import SearchField

FIND_PAUSE_MS = 150


class FindBar(QWidget):
    closed = Signal()

    def __init__(
        self, services: Services, current_page: Callable[[], ConversationPage | None]
    ) -> None:
        super().__init__()
        self.services = services
        self._current_page = current_page
        self._matches: list[int] = []
        self._at = -1
        self._searched: tuple[str, str] | None = None  # (conversation, query) of the matches
        self.field = SearchField(owns_escape=True)
        self.field.escaped_empty.connect(self.close_bar)
        self.field.returnPressed.connect(self.find_next)
        self._pause = QTimer(self, singleShot=True, interval=FIND_PAUSE_MS)
        self._pause.timeout.connect(self.search_now)
        self.field.textChanged.connect(self._pause.start)
        self.previous_button = QToolButton()
        self.previous_button.setArrowType(Qt.ArrowType.UpArrow)
        self.previous_button.clicked.connect(self.find_previous)
        self.next_button = QToolButton()
        self.next_button.setArrowType(Qt.ArrowType.DownArrow)
        self.next_button.clicked.connect(self.find_next)
        self.status = QLabel()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.field, 1)
        row.addWidget(self.status)
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        self.hide()

    def retranslate(self) -> None:
        self.field.setPlaceholderText(self.tr("Find in this conversation"))
        self.field.setAccessibleName(self.tr("Find in this conversation"))
        self.previous_button.setAccessibleName(self.tr("Previous match (Shift+F3)"))
        self.next_button.setAccessibleName(self.tr("Next match (F3)"))
        self._say()

    def open_bar(self) -> None:
        self.show()
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.field.selectAll()

    def close_bar(self) -> None:
        self.hide()
        self.closed.emit()

    def reset(self) -> None:
        """Another conversation is shown: its matches are searched anew."""
        self._matches, self._at, self._searched = [], -1, None
        self._say()

    def search_now(self) -> None:
        self._pause.stop()
        page = self._current_page()
        query = self.field.text().strip()
        if page is None or not query:
            self.reset()
            return
        self._matches = self.services.conversations.find_in(page.conversation_id, query)
        self._searched = (page.conversation_id, query)
        self._at = len(self._matches) - 1
        self._go()

    def find_next(self) -> None:
        self._step(+1)

    def find_previous(self) -> None:
        self._step(-1)

    def _step(self, step: int) -> None:
        page = self._current_page()
        query = self.field.text().strip()
        if not query:
            self.open_bar()
            return
        if page is None or self._searched != (page.conversation_id, query):
            self.search_now()
            return
        if self._matches:
            self._at = (self._at + step) % len(self._matches)
        self._go()

    def _go(self) -> None:
        page = self._current_page()
        if page is not None and self._matches:
            page.open_at(self._matches[self._at], self.field.text().split())
        self._say()

    def _say(self) -> None:
        if self._searched is None:
            self.status.setText("")
        elif not self._matches:
            self.status.setText(self.tr("No matches"))
        else:
            found = self.tr("%1 of %2").replace("%1", str(self._at + 1))
            self.status.setText(found.replace("%2", str(len(self._matches))))
