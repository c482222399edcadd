"""The window's chat pane: who answers and how, the conversation's page, and the composer."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.ui.accessibility import name_combo
from desktop_app.ui.conversation_page import ConversationPage
from desktop_app.ui.model_picker import ModelPicker
from desktop_app.ui.services import Services


class Composer(QPlainTextEdit):
    """Enter sends; Shift+Enter starts a new line."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class ChatPane(QWidget):
    """One page per conversation opened, in a stack; the composer sends to the page shown.
    ``send_requested`` is the composer's Enter and the Send button; ``history_grew`` says the
    page shown has new widgets (the window's Tab order follows)."""

    send_requested = Signal()
    history_grew = Signal()

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self._pages: dict[str, ConversationPage] = {}

        self.provider = QComboBox()
        self.provider.addItems(services.provider_names())
        self.provider.currentTextChanged.connect(services.choose_provider)
        if self.provider.count():
            services.choose_provider(self.provider.currentText())
        self.model_picker = ModelPicker(services)  # the conversation's model and parameters
        self.provider.currentTextChanged.connect(lambda _: self.model_picker.provider_changed())
        self.system_prompt = QLineEdit()
        self.display_policy = QComboBox()
        for value in (
            None,
            DisplayPolicy.WORDS.value,
            DisplayPolicy.SENTENCES.value,
            DisplayPolicy.WHOLE.value,
        ):
            self.display_policy.addItem("", value)
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
        self.composer.submitted.connect(self.send_requested.emit)
        self.send_button = QPushButton()
        self.send_button.clicked.connect(lambda _checked=False: self.send_requested.emit())
        self.stop_button = QPushButton()
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        bottom = QHBoxLayout()
        bottom.addWidget(self.composer, 1)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        bottom.addLayout(buttons)

        right = QVBoxLayout(self)
        right.addLayout(top)
        right.addWidget(self.pages, 1)
        right.addWidget(self.model_picker)
        right.addLayout(bottom)

    def retranslate(self) -> None:
        name_combo(
            self.provider, self.tr("Provider and model"), self.tr("Who answers in this window")
        )
        self.system_prompt.setPlaceholderText(self.tr("System prompt for this conversation"))
        self.system_prompt.setAccessibleName(self.tr("System prompt"))
        self.system_prompt.setAccessibleDescription(
            self.tr("Instructions the model gets before every message of this conversation")
        )
        name_combo(
            self.display_policy,
            self.tr("How answers appear in this conversation"),
            self.tr("Word by word, whole sentences only, or the whole answer at the end"),
        )
        labels = (
            self.tr("Default display"),
            self.tr("Word by word"),
            self.tr("Whole sentences"),
            self.tr("Whole answer at the end"),
        )
        for index, label in enumerate(labels):
            self.display_policy.setItemText(index, label)
        self.settings_button.setText(self.tr("Settings"))
        self.settings_button.setAccessibleName(self.tr("Settings"))
        self.settings_button.setAccessibleDescription(
            self.tr("Providers, keys, tools and language")
        )
        self.composer.setPlaceholderText(
            self.tr("Ask anything (Enter sends, Shift+Enter: new line)")
        )
        self.composer.setAccessibleName(self.tr("Message"))
        self.composer.setAccessibleDescription(
            self.tr("Enter or Ctrl+Enter sends; Shift+Enter starts a new line")
        )
        self.send_button.setText(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setAccessibleDescription(self.tr("Sends the message to the model"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop the answer"))
        self.stop_button.setAccessibleDescription(
            self.tr("Stops the answer being written (Escape)")
        )

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
        self.model_picker.provider_changed()

    # -- pages ----------------------------------------------------------------------------------

    @property
    def current_page(self) -> ConversationPage | None:
        page = self.pages.currentWidget()
        return page if isinstance(page, ConversationPage) else None

    def page_for(self, conversation_id: str) -> ConversationPage:
        page = self._pages.get(conversation_id)
        if page is None:
            page = ConversationPage(conversation_id, self.services, self.pages)
            page.busy_changed.connect(lambda busy, p=page: self._busy_changed(p, busy))
            page.history_grew.connect(self.history_grew.emit)
            self._pages[conversation_id] = page
            self.pages.addWidget(page)
        return page

    def show_conversation(self, conversation_id: str) -> None:
        """Its page, its system prompt and display; Send or Stop as its answer stands."""
        page = self.page_for(conversation_id)
        self.pages.setCurrentWidget(page)
        conversation = self.services.conversations.get(conversation_id)
        self.system_prompt.setText(conversation.system_prompt if conversation else "")
        self.display_policy.blockSignals(True)
        index = self.display_policy.findData(conversation.display_policy if conversation else None)
        self.display_policy.setCurrentIndex(max(index, 0))
        self.display_policy.blockSignals(False)
        self.model_picker.show_conversation(page.session)
        self._busy_changed(page, page.busy)

    def streaming_pages(self) -> list[ConversationPage]:
        return [page for page in self._pages.values() if page.busy]

    def stop_conversation(self, conversation_id: str) -> None:
        """Stops the conversation's answer, if one is being written."""
        page = self._pages.get(conversation_id)
        if page is not None and page.busy:
            page.stop()

    def drop_page(self, conversation_id: str) -> None:
        """The conversation is gone for good: so is its page."""
        page = self._pages.pop(conversation_id, None)
        if page is None:
            return
        self.pages.removeWidget(page)
        if page.busy:  # stopped on delete; it goes once its turn has wound down
            page.busy_changed.connect(lambda busy, p=page: busy or p.deleteLater())
        else:
            page.deleteLater()

    # -- sending and stopping ----------------------------------------------------------------

    def send(self) -> tuple[ConversationPage, str] | None:
        """Sends the composer's text to the page shown; the page and the text when it went."""
        page = self.current_page
        if page is None:
            return None
        text = self.composer.toPlainText()
        if not page.send(text):
            return None
        self.composer.clear()
        return page, text

    def stop(self) -> None:
        page = self.current_page
        if page is not None:
            page.stop()

    def _busy_changed(self, page: ConversationPage, busy: bool) -> None:
        if page is self.current_page:
            self.stop_button.setEnabled(busy)
            self.send_button.setEnabled(not busy)
