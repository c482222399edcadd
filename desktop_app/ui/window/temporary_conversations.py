"""Temporary conversations in the window: Conversation → New temporary conversation
(Ctrl+Shift+N) opens one kept in memory only (``session.temporary``), marked in the list, above
the chat and in the window's title; Save this conversation copies it into the store, where it
becomes an ordinary one; closing it, or quitting, forgets it (asked first when it has messages).
"""

from __future__ import annotations

import dataclasses
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from desktop_app.session.temporary import WithTemporaries
from desktop_app.store.conversations import ConversationStore
from desktop_app.ui.chat.chat_pane import ChatPane
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.sidebar import ConversationSidebar
from desktop_app.ui.theme import SPACING
from desktop_app.ui.theme.icons import Icon, pixmap

NEW_TEMPORARY_KEYS = "Ctrl+Shift+N"
MARK = "\u23f3"  # an hourglass: the window's title carries no picture, so a character stands in
BANNER_NAME = "temporaryBanner"


class Window(Protocol):
    """What of the main window this needs."""

    services: Services
    chat: ChatPane
    sidebar: ConversationSidebar
    commands: dict[str, QAction]
    _menus: dict[str, QMenu]

    @property
    def composer(self) -> QPlainTextEdit: ...

    @property
    def search(self) -> QLineEdit: ...

    def new_conversation(self) -> None: ...


class TemporaryBanner(QFrame):
    """Above the chat while a temporary conversation is shown: its mark and the word, what it
    means, Save this conversation and Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(BANNER_NAME)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.icon = QLabel(self)
        self.word = QLabel(self)
        font = self.word.font()
        font.setBold(True)
        self.word.setFont(font)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.keep_button = QPushButton(self)
        self.close_button = QPushButton(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(SPACING.s, SPACING.xs, SPACING.s, SPACING.xs)
        row.setSpacing(SPACING.s)
        row.addWidget(self.icon)
        row.addWidget(self.word)
        row.addWidget(self.note, 1)
        row.addWidget(self.keep_button)
        row.addWidget(self.close_button)
        self.hide()

    def show_icon(self) -> None:
        side = self.word.fontMetrics().height()
        colour = self.palette().color(self.foregroundRole()).name()
        self.icon.setPixmap(pixmap(Icon.TEMPORARY, colour, side, self.devicePixelRatioF()))
        self.icon.setFixedSize(QSize(side, side))

    def retranslate(self) -> None:
        self.word.setText(self.tr("Temporary"))
        self.note.setText(self.tr("Nothing of this conversation is saved."))
        self.keep_button.setText(self.tr("Save this conversation"))
        self.keep_button.setAccessibleName(self.tr("Save this conversation"))
        self.keep_button.setToolTip(
            self.tr("Keeps it with its messages, as an ordinary conversation")
        )
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleName(self.tr("Close the temporary conversation"))
        self.show_icon()


class TemporaryConversations(QObject):
    """Given the window; adds its actions to the Conversation menu and the banner above the
    chat. Without a store that can hold temporary conversations (a test's), offers nothing."""

    def __init__(self, window: Window) -> None:
        assert isinstance(window, QMainWindow)
        super().__init__(window)
        self._window: QMainWindow = window
        self._host: Window = window
        store = window.services.conversations
        self.store = store if isinstance(store, WithTemporaries) else None
        self._quitting = False
        window.chat.page_services = self._services_for
        self.new_action = QAction(window)
        self.new_action.setObjectName("new_temporary")
        self.new_action.setShortcut(QKeySequence(NEW_TEMPORARY_KEYS))
        self.new_action.triggered.connect(lambda _checked=False: self.new())
        self.keep_action = QAction(window)
        self.keep_action.setObjectName("keep_temporary")
        self.keep_action.triggered.connect(lambda _checked=False: self.keep_current())
        self.close_action = QAction(window)
        self.close_action.setObjectName("close_temporary")
        self.close_action.triggered.connect(lambda _checked=False: self.close_current())
        menu = window._menus["conversation"]  # after New conversation
        after = window.commands["find"]
        for action in (self.new_action, self.keep_action, self.close_action):
            menu.insertAction(after, action)
            window.addAction(action)
        menu.insertSeparator(after)
        self.new_action.setEnabled(self.store is not None)
        self.banner = TemporaryBanner()
        self.banner.keep_button.clicked.connect(lambda _checked=False: self.keep_current())
        self.banner.close_button.clicked.connect(lambda _checked=False: self.close_current())
        column = window.chat.layout()
        assert isinstance(column, QBoxLayout)
        column.insertWidget(column.indexOf(window.chat.header) + 1, self.banner)
        window.sidebar.refreshed.connect(self.follow)  # connected after the window's own: the
        window.sidebar.chosen.connect(lambda _id: self.follow())  # title is marked after it
        window.installEventFilter(self)
        self.retranslate()

    # -- what is shown --------------------------------------------------------------------

    def current(self) -> str | None:
        """The conversation shown, when it is temporary."""
        conversation_id = self._host.sidebar.current_id()
        if self.store is None or conversation_id not in self.store.temporaries:
            return None
        return conversation_id

    def _services_for(self, conversation_id: str) -> Services:
        services = self._host.services
        temporary = self.store.temporary(conversation_id) if self.store is not None else None
        if temporary is None:
            return services
        return dataclasses.replace(
            services,
            conversations=temporary.conversations,
            generations=temporary.generations,
            ledger=temporary.ledger,
        )

    def follow(self) -> None:
        """The banner, the actions and the window's title follow the conversation shown."""
        temporary = self.current() is not None
        self.banner.setVisible(temporary)
        self.keep_action.setEnabled(temporary)
        self.close_action.setEnabled(temporary)
        # Exporting reads attachments from the store on disk, where a temporary one has none.
        self._host.commands["export"].setEnabled(not temporary)
        if temporary:
            title = self._window.windowTitle()
            if not title.startswith(MARK):
                self._window.setWindowTitle(f"{MARK} {self.tr('Temporary')} \u2014 {title}")

    def retranslate(self) -> None:
        self.new_action.setText(self.tr("New &temporary conversation"))
        self.new_action.setStatusTip(self.tr("A conversation that is never saved"))
        self.keep_action.setText(self.tr("Save this conversation"))
        self.keep_action.setStatusTip(self.tr("Keeps the temporary conversation"))
        self.close_action.setText(self.tr("Close the temporary conversation"))
        self.close_action.setStatusTip(self.tr("Forgets the temporary conversation"))
        self.banner.retranslate()
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self._window and event.type() == QEvent.Type.Close:
            return self._before_quit(event)  # type: ignore[arg-type]
        return False

    # -- changes ----------------------------------------------------------------------------

    def new(self) -> str | None:
        if self.store is None:
            return None
        conversation_id = self.store.open_temporary().conversation_id
        window = self._host
        window.search.clear()
        window.sidebar.refresh(select=conversation_id)
        window.composer.setFocus()
        return conversation_id

    def keep_current(self) -> str | None:
        """Copied into the store with its messages and versions; shown again from there."""
        conversation_id = self.current()
        if conversation_id is None or self.store is None:
            return None
        temporary = self.store.temporaries[conversation_id]
        window = self._host
        if any(page.conversation_id == conversation_id for page in window.chat.streaming_pages()):
            self._window.statusBar().showMessage(self.tr("Wait for the answer to end, then save."))
            return None
        from desktop_app.exchange.keeping import keep  # once first used: not at start

        keep(temporary, ConversationStore(self.store.database))
        window.chat.drop_page(conversation_id)
        self.store.close_temporary(conversation_id)
        window.sidebar.refresh(select=conversation_id)
        window.chat.show_conversation(conversation_id)  # its page, now over the store
        self.follow()
        self._window.statusBar().showMessage(self.tr("Saved."), 5000)
        return conversation_id

    def close_current(self) -> None:
        conversation_id = self.current()
        if conversation_id is None or self.store is None:
            return
        if not self.store.temporaries[conversation_id].has_messages():
            self._forget(conversation_id)
            return
        question, discard = self._question(
            self.tr("Discard this temporary conversation?"),
            self.tr("Its messages are not saved anywhere and cannot be brought back."),
        )
        discard.clicked.connect(lambda _checked=False: self._forget(conversation_id))
        question.open()

    def _forget(self, conversation_id: str) -> None:
        if self.store is None or conversation_id not in self.store.temporaries:
            return
        window = self._host
        neighbour = window.sidebar.neighbour_id()
        window.chat.stop_conversation(conversation_id)
        window.chat.drop_page(conversation_id)
        self.store.close_temporary(conversation_id)
        window.sidebar.refresh(select=neighbour)
        if window.sidebar.count() == 0:
            window.new_conversation()
        self.follow()

    def _before_quit(self, event: QCloseEvent) -> bool:
        """Quitting forgets them all; asked first when one has messages."""
        if self._quitting or self.store is None:
            return False
        if not any(store.has_messages() for store in self.store.temporaries.values()):
            return False
        event.ignore()
        question, discard = self._question(
            self.tr("Discard this temporary conversation?"),
            self.tr("Quitting forgets the temporary conversations and their messages."),
        )
        discard.clicked.connect(lambda _checked=False: self._quit_now())
        question.open()
        return True

    def _quit_now(self) -> None:
        self._quitting = True
        self._window.close()

    def _question(self, text: str, detail: str) -> tuple[QMessageBox, QPushButton]:
        question = QMessageBox(self._window)
        question.setIcon(QMessageBox.Icon.Question)
        question.setWindowTitle(self.tr("Temporary conversation"))
        question.setText(text)
        question.setInformativeText(detail)
        discard = question.addButton(self.tr("Discard"), QMessageBox.ButtonRole.AcceptRole)
        cancel = question.addButton(QMessageBox.StandardButton.Cancel)
        question.setDefaultButton(cancel)
        question.setEscapeButton(cancel)
        discard.setObjectName("discard")
        question.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return question, discard
