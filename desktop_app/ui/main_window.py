"""The main window: conversations on the left, the chat on the right, the composer below."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.generation.display_policy import DisplayPolicy
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


class MainWindow(QMainWindow):
    def __init__(self, services: Services) -> None:
        super().__init__()
        self.services = services
        self.setWindowTitle(self.tr("Arroyo"))
        self.resize(1100, 720)
        self._pages: dict[str, ConversationPage] = {}
        self._undo: tuple[str, QTimer] | None = None

        self.search = QLineEdit(placeholderText=self.tr("Search conversations"))
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.search.textChanged.connect(self._refresh_list)
        self.conversations = QListWidget()
        self.conversations.setAccessibleName(self.tr("Conversations"))
        self.conversations.currentItemChanged.connect(self._show_selected)
        self.conversations.itemDoubleClicked.connect(lambda item: self.rename_current())
        self.new_button = QPushButton(self.tr("New conversation"))
        self.new_button.setAccessibleName(self.tr("New conversation"))
        self.new_button.clicked.connect(self.new_conversation)
        sidebar = QWidget()
        side = QVBoxLayout(sidebar)
        side.addWidget(self.new_button)
        side.addWidget(self.search)
        side.addWidget(self.conversations)

        self.provider = QComboBox()
        self.provider.setAccessibleName(self.tr("Provider and model"))
        self.provider.addItems(services.provider_names())
        self.provider.currentTextChanged.connect(services.choose_provider)
        if self.provider.count():
            services.choose_provider(self.provider.currentText())
        self.system_prompt = QLineEdit(placeholderText=self.tr("System prompt for this conversation"))
        self.system_prompt.setAccessibleName(self.tr("System prompt"))
        self.system_prompt.editingFinished.connect(self._save_system_prompt)
        self.display_policy = QComboBox()
        self.display_policy.setAccessibleName(self.tr("How answers appear in this conversation"))
        for label, value in ((self.tr("Default display"), None),
                             (self.tr("Word by word"), DisplayPolicy.WORDS.value),
                             (self.tr("Whole sentences"), DisplayPolicy.SENTENCES.value),
                             (self.tr("Whole answer at the end"), DisplayPolicy.WHOLE.value)):
            self.display_policy.addItem(label, value)  # fmt: skip
        self.display_policy.currentIndexChanged.connect(self._save_display_policy)
        settings = QPushButton(self.tr("Settings"))
        settings.setAccessibleName(self.tr("Settings"))
        settings.clicked.connect(services.open_settings)
        top = QHBoxLayout()
        top.addWidget(self.provider, 1)
        top.addWidget(self.system_prompt, 3)
        top.addWidget(self.display_policy)
        top.addWidget(settings)

        self.pages = QStackedWidget()
        self.composer = Composer()
        self.composer.setPlaceholderText(self.tr("Ask anything (Enter sends, Shift+Enter: new line)"))
        self.composer.setAccessibleName(self.tr("Message"))
        self.composer.setFixedHeight(90)
        self.composer.submitted.connect(self.send)
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.clicked.connect(self.send)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop the answer"))
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
        self._actions()
        self._refresh_list()
        if self.conversations.count() == 0:
            self.new_conversation()
        else:
            self.conversations.setCurrentRow(0)

    def _actions(self) -> None:
        for text, keys, slot in (
            (self.tr("New conversation"), QKeySequence.StandardKey.New, self.new_conversation),
            (self.tr("Search"), QKeySequence.StandardKey.Find, self.search.setFocus),
            (self.tr("Stop"), QKeySequence(Qt.Key.Key_Escape), self.stop),
            (self.tr("Focus the message box"), QKeySequence("Ctrl+L"), self.composer.setFocus),
            (self.tr("Settings"), QKeySequence("Ctrl+,"), self.services.open_settings),
            (self.tr("Rename conversation"), QKeySequence(Qt.Key.Key_F2), self.rename_current),
            (self.tr("Delete conversation"), QKeySequence.StandardKey.Delete, self.delete_current),
        ):
            action = QAction(text, self)
            action.setShortcut(keys)
            action.triggered.connect(slot)
            self.addAction(action)
        menu = self.menuBar().addMenu(self.tr("&Conversation"))
        for action in self.actions():
            menu.addAction(action)

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
            self._pages[conversation_id] = page
            self.pages.addWidget(page)
        return page

    def new_conversation(self) -> None:
        conversation_id = self.services.conversations.create(self.tr("New conversation"))
        self.search.clear()
        self._refresh_list(select=conversation_id)
        self.composer.setFocus()

    def rename_current(self) -> None:
        item = self.conversations.currentItem()
        if item is None:
            return
        title, ok = QInputDialog.getText(self, self.tr("Rename"), self.tr("Title"), text=item.text())
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
        timer = QTimer(self, singleShot=True, interval=UNDO_SECONDS * 1000)
        timer.timeout.connect(self._forget_undo)
        timer.start()
        self._undo = (conversation_id, timer)
        undo = QPushButton(self.tr("Undo"))
        undo.setAccessibleName(self.tr("Undo delete"))
        undo.clicked.connect(self.undo_delete)
        self.statusBar().showMessage(self.tr("Conversation deleted."), UNDO_SECONDS * 1000)
        self.statusBar().addPermanentWidget(undo)
        self._undo_button = undo
        self._refresh_list()

    def undo_delete(self) -> None:
        if self._undo is None:
            return
        conversation_id, _ = self._undo
        self.services.conversations.restore(conversation_id)
        self._forget_undo()
        self._refresh_list(select=conversation_id)

    def _forget_undo(self) -> None:
        if self._undo is not None:
            self._undo[1].stop()
            self._undo = None
        button = getattr(self, "_undo_button", None)
        if button is not None:
            self.statusBar().removeWidget(button)
            button.deleteLater()
            self._undo_button = None
        self.statusBar().clearMessage()

    def _refresh_list(self, *_: object, select: str | None = None) -> None:
        query = self.search.text().strip()
        listed = self.services.conversations.list()
        if query:
            hits = {hit.conversation_id for hit in self.services.conversations.search(query)}
            listed = [c for c in listed if c.id in hits or query.lower() in c.title.lower()]
        current = select or self._current_id()
        self.conversations.blockSignals(True)
        self.conversations.clear()
        for conversation in listed:
            item = QListWidgetItem(conversation.title)
            item.setData(Qt.ItemDataRole.UserRole, conversation.id)
            self.conversations.addItem(item)
            if conversation.id == current:
                self.conversations.setCurrentItem(item)
        self.conversations.blockSignals(False)
        if self.conversations.currentItem() is None and self.conversations.count():
            self.conversations.setCurrentRow(0)
        self._show_selected(self.conversations.currentItem())

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
            conversation = self.services.conversations.get(page.conversation_id)
            if conversation and conversation.title == self.tr("New conversation"):
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
