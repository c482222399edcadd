"""The main window: conversations on the left, the chat on the right, the composer below."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.ui.accessibility import name_combo
from desktop_app.ui.conversation_page import ConversationPage
from desktop_app.ui.services import Services

UNDO_SECONDS = 10


class Composer(QPlainTextEdit):
    """Enter sends; Shift+Enter starts a new line."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.submitted.emit()
            return
        super().keyPressEvent(event)


# A conversation created before titles were left empty for the window to name was stored
# with this English title; it still counts as untitled.
_UNTITLED = ("", "New conversation")


@dataclass(frozen=True, slots=True)
class _Command:
    """One thing the window can do from a menu and the keyboard."""

    name: str  # the QAction's object name, and the attribute ``MainWindow.commands`` keys
    menu: str  # "conversation" | "message"
    keys: tuple[QKeySequence | QKeySequence.StandardKey, ...]  # first is the one menus show
    slot: Callable[[], object]
    # Only while this widget (or a child) has the focus: a key that means something else in a
    # text field (Delete) must not act on the conversation list from there.
    scope: QWidget | None = None


SEARCH_PAUSE_MS = 150


class MainWindow(QMainWindow):
    def __init__(self, services: Services) -> None:
        super().__init__()
        self.services = services
        self.resize(1100, 720)
        self._pages: dict[str, ConversationPage] = {}
        self._undo: tuple[str, QTimer] | None = None
        self._undo_button: QPushButton | None = None

        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        # The list follows the search once typing pauses, not at every key: a search over a big
        # history, and opening its first hit, would otherwise be redone for each letter.
        self._search_pause = QTimer(self)
        self._search_pause.setSingleShot(True)
        self._search_pause.setInterval(SEARCH_PAUSE_MS)
        self._search_pause.timeout.connect(self.search_now)
        self.search.textChanged.connect(self._search_pause.start)
        self.conversations = QListWidget()
        self.conversations.currentItemChanged.connect(self._show_selected)
        self.conversations.itemDoubleClicked.connect(lambda item: self.rename_current())
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_conversation)
        sidebar = QWidget()
        side = QVBoxLayout(sidebar)
        side.addWidget(self.new_button)
        side.addWidget(self.search)
        side.addWidget(self.conversations)

        self.provider = QComboBox()
        self.provider.addItems(services.provider_names())
        self.provider.currentTextChanged.connect(services.choose_provider)
        if self.provider.count():
            services.choose_provider(self.provider.currentText())
        self.system_prompt = QLineEdit()
        self.system_prompt.editingFinished.connect(self._save_system_prompt)
        self.display_policy = QComboBox()
        for value in (None, DisplayPolicy.WORDS.value, DisplayPolicy.SENTENCES.value,
                      DisplayPolicy.WHOLE.value):  # fmt: skip
            self.display_policy.addItem("", value)
        self.display_policy.currentIndexChanged.connect(self._save_display_policy)
        self.settings_button = QPushButton()
        self.settings_button.clicked.connect(services.open_settings)
        top = QHBoxLayout()
        top.addWidget(self.provider, 1)
        top.addWidget(self.system_prompt, 3)
        top.addWidget(self.display_policy)
        top.addWidget(self.settings_button)

        self.pages = QStackedWidget()
        self.composer = Composer()
        self.composer.setTabChangesFocus(True)  # Tab leaves the box; a tab character is rare
        self.composer.setFixedHeight(90)
        self.composer.submitted.connect(self.send)
        self.send_button = QPushButton()
        self.send_button.clicked.connect(self.send)
        self.stop_button = QPushButton()
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        bottom = QHBoxLayout()
        bottom.addWidget(self.composer, 1)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        bottom.addLayout(buttons)

        chat = QWidget()
        right = QVBoxLayout(chat)
        right.addLayout(top)
        right.addWidget(self.pages, 1)
        right.addLayout(bottom)
        splitter = QSplitter()
        splitter.addWidget(sidebar)
        splitter.addWidget(chat)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 840])
        self.setCentralWidget(splitter)
        self.commands: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        self._actions()
        self.retranslate()
        self._refresh_list()
        if self.conversations.count() == 0:
            self.new_conversation()
        else:
            self.conversations.setCurrentRow(0)

    def _actions(self) -> None:
        standard = QKeySequence.StandardKey
        for command in (
            _Command("new_conversation", "conversation", (standard.New,), self.new_conversation),
            _Command("search", "conversation", (standard.Find,), self.focus_search),
            _Command("rename", "conversation", (QKeySequence(Qt.Key.Key_F2),), self.rename_current),
            _Command("delete", "conversation", (standard.Delete,), self.delete_current,
                     scope=self.conversations),
            _Command("settings", "conversation", (QKeySequence("Ctrl+,"), standard.Preferences),
                     self.services.open_settings),
            _Command("quit", "conversation", (QKeySequence("Ctrl+Q"), standard.Quit), self.close),
            _Command("send", "message", (QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")),
                     self.send),
            _Command("stop", "message", (QKeySequence(Qt.Key.Key_Escape),), self.stop),
            _Command("focus_composer", "message", (QKeySequence("Ctrl+L"),), self.focus_composer),
        ):  # fmt: skip
            action = QAction(self)
            action.setObjectName(command.name)
            action.setShortcuts(_unique(command.keys))
            action.triggered.connect(command.slot)
            if command.scope is not None:
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                command.scope.addAction(action)
            else:
                self.addAction(action)
            self.commands[command.name] = action
            menu = self._menus.get(command.menu)
            if menu is None:
                menu = self._menus[command.menu] = self.menuBar().addMenu("")
            elif command.name in ("settings", "quit"):
                menu.addSeparator()
            menu.addAction(action)

    def _tab_order(self) -> None:
        """Sidebar search, conversation list, the chat, the composer, Send; then the rest.

        The chat is every widget of the current page that Tab may reach, in the order they
        are shown; a container that takes no focus itself does not carry its children along,
        so they are listed, and again when the page changes or gains messages."""
        page = self.current_page
        chat = [] if page is None else page.focus_chain()
        chain = [self.search, self.conversations, *chat, self.composer,
                 self.send_button, self.stop_button, self.provider, self.system_prompt,
                 self.display_policy, self.settings_button, self.new_button]  # fmt: skip
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def retranslate(self) -> None:
        """Every text of the window, again, in the current language."""
        self.setWindowTitle(self.tr("Arroyo"))
        self.search.setPlaceholderText(self.tr("Search conversations"))
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.search.setAccessibleDescription(
            self.tr("Shows the conversations whose title or answers contain the words"))
        self.conversations.setAccessibleName(self.tr("Conversations"))
        self.conversations.setAccessibleDescription(
            self.tr("F2 renames the chosen conversation; Delete deletes it"))
        self.new_button.setText(self.tr("New conversation"))
        self.new_button.setAccessibleName(self.tr("New conversation"))
        self.new_button.setAccessibleDescription(self.tr("Starts an empty conversation"))
        name_combo(self.provider, self.tr("Provider and model"), self.tr("Who answers in this window"))
        self.system_prompt.setPlaceholderText(self.tr("System prompt for this conversation"))
        self.system_prompt.setAccessibleName(self.tr("System prompt"))
        self.system_prompt.setAccessibleDescription(
            self.tr("Instructions the model gets before every message of this conversation"))
        name_combo(self.display_policy, self.tr("How answers appear in this conversation"),
                   self.tr("Word by word, whole sentences only, or the whole answer at the end"))
        for index, label in enumerate((self.tr("Default display"), self.tr("Word by word"),
                                       self.tr("Whole sentences"),
                                       self.tr("Whole answer at the end"))):  # fmt: skip
            self.display_policy.setItemText(index, label)
        self.settings_button.setText(self.tr("Settings"))
        self.settings_button.setAccessibleName(self.tr("Settings"))
        self.settings_button.setAccessibleDescription(
            self.tr("Providers, keys, tools and language"))
        self.composer.setPlaceholderText(
            self.tr("Ask anything (Enter sends, Shift+Enter: new line)"))
        self.composer.setAccessibleName(self.tr("Message"))
        self.composer.setAccessibleDescription(
            self.tr("Enter or Ctrl+Enter sends; Shift+Enter starts a new line"))
        self.send_button.setText(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setAccessibleDescription(self.tr("Sends the message to the model"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop the answer"))
        self.stop_button.setAccessibleDescription(self.tr("Stops the answer being written (Escape)"))
        self._menus["conversation"].setTitle(self.tr("&Conversation"))
        self._menus["message"].setTitle(self.tr("&Message"))
        texts = {
            "new_conversation": (self.tr("&New conversation"), self.tr("Starts an empty conversation")),
            "search": (self.tr("&Search conversations"), self.tr("Moves to the search field")),
            "rename": (self.tr("&Rename…"), self.tr("Renames the chosen conversation")),
            "delete": (self.tr("&Delete"), self.tr("Deletes the chosen conversation; it can be undone for a few seconds")),
            "settings": (self.tr("Se&ttings…"), self.tr("Providers, keys, tools and language")),
            "quit": (self.tr("&Quit"), self.tr("Closes Arroyo")),
            "send": (self.tr("&Send"), self.tr("Sends the message to the model")),
            "stop": (self.tr("S&top"), self.tr("Stops the answer being written")),
            "focus_composer": (self.tr("&Write a message"), self.tr("Moves to the message box")),
        }  # fmt: skip
        for name, (text, description) in texts.items():
            self.commands[name].setText(text)
            self.commands[name].setToolTip(description)
            self.commands[name].setStatusTip(description)
        if self._undo_button is not None:
            self._undo_button.setText(self.tr("Undo"))
            self._undo_button.setAccessibleName(self.tr("Undo delete"))
            self._undo_button.setAccessibleDescription(
                self.tr("Brings the deleted conversation back"))
        if self.conversations.count():
            self._refresh_list()  # untitled conversations are named in the new language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def focus_composer(self) -> None:
        self.composer.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def reload_providers(self) -> None:
        current = self.provider.currentText()
        self.provider.blockSignals(True)
        self.provider.clear()
        self.provider.addItems(self.services.provider_names())
        self.provider.blockSignals(False)
        index = self.provider.findText(current)
        self.provider.setCurrentIndex(max(index, 0))
        self.services.choose_provider(self.provider.currentText())

    # -- conversations --------------------------------------------------------------------------

    @property
    def current_page(self) -> ConversationPage | None:
        page = self.pages.currentWidget()
        return page if isinstance(page, ConversationPage) else None

    def page_for(self, conversation_id: str) -> ConversationPage:
        page = self._pages.get(conversation_id)
        if page is None:
            page = ConversationPage(conversation_id, self.services, self.pages)
            page.busy_changed.connect(lambda busy, p=page: self._busy_changed(p, busy))
            page.history_grew.connect(self._tab_order)
            self._pages[conversation_id] = page
            self.pages.addWidget(page)
        return page

    def new_conversation(self) -> None:
        conversation_id = self.services.conversations.create("")  # named by its first message
        self.search.clear()
        self._refresh_list(select=conversation_id)
        self.composer.setFocus()

    def rename_current(self) -> None:
        item = self.conversations.currentItem()
        if item is None:
            return
        title, ok = QInputDialog.getText(self, self.tr("Rename conversation"), self.tr("Title:"),
                                         text=item.text())  # fmt: skip
        if ok and title.strip():
            self.services.conversations.rename(item.data(Qt.ItemDataRole.UserRole), title.strip())
            self._refresh_list(select=item.data(Qt.ItemDataRole.UserRole))

    def delete_current(self) -> None:
        item = self.conversations.currentItem()
        if item is None:
            return
        conversation_id = item.data(Qt.ItemDataRole.UserRole)
        page = self._pages.get(conversation_id)
        if page is not None and page.busy:
            page.stop()
        self.services.conversations.delete(conversation_id)
        self._forget_undo()  # an earlier deletion can no longer be undone
        timer = QTimer(self, singleShot=True, interval=UNDO_SECONDS * 1000)
        timer.timeout.connect(self._forget_undo)
        timer.start()
        self._undo = (conversation_id, timer)
        undo = QPushButton()
        undo.clicked.connect(self.undo_delete)
        self.statusBar().showMessage(self.tr("Conversation deleted."), UNDO_SECONDS * 1000)
        self.statusBar().addPermanentWidget(undo)
        self._undo_button = undo
        self.retranslate()  # names the Undo button and refreshes the list

    def undo_delete(self) -> None:
        if self._undo is None:
            return
        conversation_id, _ = self._undo
        self.services.conversations.restore(conversation_id)
        self._end_undo()
        self._refresh_list(select=conversation_id)

    def _forget_undo(self) -> None:
        """The deletion is final: the conversation's page goes too."""
        if self._undo is not None:
            self._drop_page(self._undo[0])
        self._end_undo()

    def _end_undo(self) -> None:
        if self._undo is not None:
            self._undo[1].stop()
            self._undo[1].deleteLater()
            self._undo = None
        self._forget_undo_button()
        self.statusBar().clearMessage()

    def _drop_page(self, conversation_id: str) -> None:
        page = self._pages.pop(conversation_id, None)
        if page is None:
            return
        self.pages.removeWidget(page)
        if page.busy:  # stopped on delete; it goes once its turn has wound down
            page.busy_changed.connect(lambda busy, p=page: busy or p.deleteLater())
        else:
            page.deleteLater()

    def _forget_undo_button(self) -> None:
        if self._undo_button is not None:
            self.statusBar().removeWidget(self._undo_button)
            self._undo_button.deleteLater()
            self._undo_button = None

    def _refresh_list(self, *_: object, select: str | None = None) -> None:
        query = self.search.text().strip()
        listed = self.services.conversations.list()
        if query:
            hits = {hit.conversation_id for hit in self.services.conversations.search(query)}
            listed = [c for c in listed if c.id in hits or query.lower() in self._title(c).lower()]
        current = select or self._current_id()
        self.conversations.blockSignals(True)
        self.conversations.clear()
        for conversation in listed:
            item = QListWidgetItem(self._title(conversation))
            item.setData(Qt.ItemDataRole.UserRole, conversation.id)
            self.conversations.addItem(item)
            if conversation.id == current:
                self.conversations.setCurrentItem(item)
        self.conversations.blockSignals(False)
        if self.conversations.currentItem() is None and self.conversations.count():
            self.conversations.setCurrentRow(0)
        self._show_selected(self.conversations.currentItem())

    def _title(self, conversation) -> str:  # noqa: ANN001 - a stored conversation
        return self.tr("New conversation") if conversation.title in _UNTITLED else conversation.title

    def search_now(self) -> None:
        """Filters the list by the search text without waiting for typing to pause."""
        self._search_pause.stop()
        self._refresh_list()

    def _current_id(self) -> str | None:
        item = self.conversations.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _show_selected(self, item: QListWidgetItem | None, *_: object) -> None:
        if item is None:
            return
        conversation_id = item.data(Qt.ItemDataRole.UserRole)
        page = self.page_for(conversation_id)
        self.pages.setCurrentWidget(page)
        conversation = self.services.conversations.get(conversation_id)
        self.system_prompt.setText(conversation.system_prompt if conversation else "")
        self.display_policy.blockSignals(True)
        index = self.display_policy.findData(conversation.display_policy if conversation else None)
        self.display_policy.setCurrentIndex(max(index, 0))
        self.display_policy.blockSignals(False)
        self._busy_changed(page, page.busy)
        self._tab_order()

    def _save_system_prompt(self) -> None:
        conversation_id = self._current_id()
        if conversation_id is not None:
            self.services.conversations.set_system_prompt(conversation_id, self.system_prompt.text())

    def _save_display_policy(self) -> None:
        conversation_id = self._current_id()
        if conversation_id is not None:
            self.services.conversations.set_display_policy(
                conversation_id, self.display_policy.currentData()
            )

    # -- sending and stopping ----------------------------------------------------------------

    def send(self) -> None:
        page = self.current_page
        if page is None:
            return
        text = self.composer.toPlainText()
        if page.send(text):
            self.composer.clear()
            self._tab_order()  # the new answer's buttons belong to the chat
            conversation = self.services.conversations.get(page.conversation_id)
            if conversation and conversation.title in _UNTITLED:
                self.services.conversations.rename(page.conversation_id, text.strip()[:60])
                self._refresh_list(select=page.conversation_id)

    def stop(self) -> None:
        page = self.current_page
        if page is not None:
            page.stop()

    def _busy_changed(self, page: ConversationPage, busy: bool) -> None:
        if page is self.current_page:
            self.stop_button.setEnabled(busy)
            self.send_button.setEnabled(not busy)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        streaming = [page for page in self._pages.values() if page.busy]
        if streaming:
            answer = QMessageBox.question(
                self, self.tr("Quit Arroyo?"),
                self.tr("An answer is still arriving. Quit and stop it?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )  # fmt: skip
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
            for page in streaming:
                page.stop()
        self._forget_undo()
        event.accept()


def _unique(keys: tuple[QKeySequence | QKeySequence.StandardKey, ...]) -> list[QKeySequence]:
    """The explicit keys first, then the platform's own for the same command, once each."""
    found: list[QKeySequence] = []
    for key in keys:
        sequences = QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey) else [key]
        for sequence in sequences:
            if not sequence.isEmpty() and sequence not in found:
                found.append(sequence)
    return found
