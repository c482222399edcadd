"""The window's chat pane: who answers and how, the conversation's page, and the composer."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from desktop_app.session.side_by_side import ModelChoice
from desktop_app.ui.chat.answer import math_render
from desktop_app.ui.chat.context.pane import PaneContext
from desktop_app.ui.chat.conversation_header import ConversationHeader
from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.chat.conversation_starts import ConversationStarts
from desktop_app.ui.chat.find_bar import FindBar
from desktop_app.ui.chat.reading_column import ReadingColumn
from desktop_app.ui.chat.send_gate import SendGate, conversation_provider_row
from desktop_app.ui.chat.side.controller import SideBySide
from desktop_app.ui.chat.welcome import Greeting, WelcomePanel
from desktop_app.ui.composer.attachment_strip import AttachmentStrip
from desktop_app.ui.composer.card import ComposerCard, MessageBox
from desktop_app.ui.composer.model_picker import ModelPicker
from desktop_app.ui.composer.provider_labels import shown_label
from desktop_app.ui.composer.side_models import SideModelsChip, model_options
from desktop_app.ui.composer.workspace_chip import WorkspaceChip
from desktop_app.ui.services import Services
from desktop_app.ui.widgets.accessibility import name_combo

Composer = MessageBox  # the message box, by the name the window knows it


class ChatPane(QWidget):
    """One page per conversation opened, in a stack; the composer sends to the page shown.
    ``send_requested`` is the composer's Enter and the Send button; ``history_grew`` says the
    page shown has new widgets (the window's Tab order follows); ``prompt_saved`` and
    ``turn_ended`` that a conversation has something new stored (the list re-sorts, and shows
    the title a first message gave)."""

    send_requested = Signal()
    history_grew = Signal()
    turn_ended = Signal(str)  # a conversation's answer is stored: the list re-sorts
    prompt_saved = Signal(str)  # a conversation id: the person's message is stored

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        # What a conversation's page works with (a temporary one's: its stores in memory).
        self.page_services: Callable[[str], Services] = lambda conversation_id: services
        self._pages: dict[str, ConversationPage] = {}

        self.header = ConversationHeader(self)
        self.provider = self.header.provider
        self._fill_providers()
        # The entry's label, in the item's data, is who answers; its text is only what is shown.
        self.provider.currentIndexChanged.connect(self._provider_chosen)
        if self.provider.count():
            services.choose_provider(self.chosen_provider())
        self.model_picker = ModelPicker(services)  # the conversation's model and parameters
        self.provider.currentIndexChanged.connect(lambda _: self.model_picker.provider_changed())
        self.provider.activated.connect(self._provider_picked)
        self.provider.currentIndexChanged.connect(lambda _: self.check_send())  # its model shown
        self.system_prompt = self.header.options.system_prompt
        self.display_policy = self.header.options.display_policy
        self.settings_button = self.header.settings_button
        self.settings_button.clicked.connect(services.open_settings)

        self.pages = QStackedWidget()
        self.welcome = WelcomePanel(self.pages)
        self.welcome.prompt_chosen.connect(self._suggestion_chosen)
        self.starting: asyncio.Task[None] | None = None  # an assistant or prompt being applied
        self.starts = ConversationStarts(self)
        self.welcome.assistants.chosen.connect(self.starts.assistant_chosen)
        self.find_bar = FindBar(services, lambda: self.current_page)
        self.find_bar.closed.connect(self.focus_composer)
        self.attachments = AttachmentStrip()  # files picked, dropped or pasted
        self.card = ComposerCard(self.model_picker, self.attachments)
        self.composer = self.card.box
        self.card.slash.library = lambda: services.settings.app.prompts if services.settings else ()
        self.card.slash.chosen.connect(self.starts.prompt_chosen)
        self.composer.submitted.connect(self.send_requested.emit)
        self.send_button = self.card.send_button
        self.send_button.clicked.connect(lambda _checked=False: self.send_requested.emit())
        self.stop_button = self.card.stop_button
        self.stop_button.clicked.connect(self.stop)
        self.attachments.watch(self.composer)
        self.send_gate = SendGate(services)  # why Send is disabled, in words
        self.workspace_chip = WorkspaceChip(services.workspaces)  # the conversation's folder
        self.model_picker.combo.currentTextChanged.connect(lambda _text: self.check_send())

        right = QVBoxLayout(self)
        right.addWidget(self.header)
        right.addWidget(self.find_bar)
        right.addWidget(self.pages, 1)
        right.addWidget(self.send_gate)
        self.side_chip = SideModelsChip(self._other_models)  # "+ model"
        self.card.chips.add(self.side_chip)
        self.card.chips.add(self.workspace_chip)
        right.addWidget(self.card)
        self.side = SideBySide(services, self.side_chip, self.pages)  # several models answer
        right.insertWidget(right.indexOf(self.pages) + 1, self.side.view, 1)
        self.side.running_changed.connect(lambda _running: self.check_send())
        self.side.stored.connect(self.turn_ended.emit)
        self.side.used.connect(self.show_conversation)
        self.context = PaneContext(self)  # what is sent, its meter, branches

    def retranslate(self) -> None:
        name_combo(
            self.provider, self.tr("Provider and model"), self.tr("Who answers in this window")
        )
        for index in range(self.provider.count()):
            self.provider.setItemText(index, shown_label(str(self.provider.itemData(index))))
        self.provider.setPlaceholderText(self.tr("Choose a provider"))  # its own was removed
        self._retranslate_options()
        self.settings_button.setText(self.tr("Settings"))
        self.settings_button.setAccessibleName(self.tr("Settings"))
        self.settings_button.setAccessibleDescription(
            self.tr("Providers, keys, tools and language")
        )
        self.card.retranslate()
        self.side_chip.retranslate()
        self.side.view.retranslate()
        self.check_send()  # Send's tooltip: why it cannot go, or its name, in these words
        self.find_bar.retranslate()
        self.attachments.retranslate()
        self.context.retranslate()

    def _retranslate_options(self) -> None:
        header = self.header
        header.sidebar_toggle.setText(self.tr("Conversations"))
        header.sidebar_toggle.setAccessibleName(self.tr("Show the conversations"))
        header.sidebar_toggle.setToolTip(self.tr("Shows or hides the list of conversations"))
        header.title.setAccessibleName(self.tr("Conversation title"))
        header.options_button.setText(self.tr("Options"))
        header.options_button.setAccessibleName(self.tr("Conversation settings"))
        header.options_button.setToolTip(
            self.tr("The system prompt and how answers appear, for this conversation")
        )
        options = header.options
        options.prompt_caption.setText(self.tr("S&ystem prompt:"))
        options.prompt_hint.setText(
            self.tr("Instructions the model gets before every message of this conversation")
        )
        self.system_prompt.setPlaceholderText(self.tr("System prompt for this conversation"))
        self.system_prompt.setAccessibleName(self.tr("System prompt"))
        self.system_prompt.setAccessibleDescription(
            self.tr("Instructions the model gets before every message of this conversation")
        )
        options.display_caption.setText(self.tr("&Show answers:"))
        name_combo(
            self.display_policy,
            self.tr("How answers appear in this conversation"),
            self.tr("Word by word, whole sentences only, or the whole answer at the end"),
        )
        labels = (  # worded as the General page of Settings
            self.tr("As in Settings"),
            self.tr("Word by word"),
            self.tr("Sentence by sentence"),
            self.tr("The whole answer at once"),
        )
        for index, label in enumerate(labels):
            self.display_policy.setItemText(index, label)

    def _other_models(self) -> list[tuple[str, ModelChoice]]:
        """The models "+ model" offers: all but the one the conversation already asks."""
        shown = self.model_picker.combo.currentText()
        return [option for option in model_options(self.services) if option[1].model != shown]

    def show_title(self, title: str) -> None:
        self.header.title.setText(title)

    def focus_composer(self) -> None:
        self.composer.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def chosen_provider(self) -> str:
        """The label of the settings entry chosen to answer (its identity)."""
        return str(self.provider.currentData() or "")

    def _provider_chosen(self, _index: int) -> None:
        self.services.choose_provider(self.chosen_provider())
        self._welcome_provider()  # the first start names who answers
        self.workspace_chip.retranslate()  # the default folder follows the provider (the Demo's)

    def _welcome_provider(self) -> None:
        label = self.chosen_provider()
        self.welcome.show_provider("" if self.services.is_demo(label) else label)

    def _provider_picked(self, _index: int) -> None:
        """The person chose who answers: the open conversation keeps that choice."""
        current = self.services.models.current() if self.services.models else None
        if self.current_page is not None and current is not None:
            self.current_page.session.choose_model(current.id, "")

    def _show_conversation_provider(self, conversation_id: str) -> None:
        conversation = self.services.conversations.get(conversation_id)
        row = conversation_provider_row(self.services, self.provider, conversation)
        if row is None:  # none stored yet: the window's choice, or the first provider
            row = max(self.provider.currentIndex(), 0) if self.provider.count() else -1
        if row != self.provider.currentIndex():
            self.provider.blockSignals(True)
            self.provider.setCurrentIndex(row)
            self.provider.blockSignals(False)
            self.services.choose_provider(self.chosen_provider())

    def check_send(self) -> None:
        page = self.current_page
        shown = self.model_picker.combo.currentText() if self.model_picker.isEnabled() else None
        self.send_gate.check(page.conversation_id if page else None, shown, self.send_button)
        busy = (page and page.busy) or self.side.running
        self.send_button.setEnabled(self.send_gate.open and not busy)

    def _fill_providers(self) -> None:
        for label in self.services.provider_names():
            self.provider.addItem(shown_label(label), label)

    def reload_providers(self) -> None:
        current = self.chosen_provider()
        self.provider.blockSignals(True)
        self.provider.clear()
        self._fill_providers()
        self.provider.blockSignals(False)
        index = self.provider.findData(current)
        self.provider.setCurrentIndex(max(index, 0))
        if self.current_page is not None:  # a removed provider is not replaced silently
            self._show_conversation_provider(self.current_page.conversation_id)
        self.services.choose_provider(self.chosen_provider())
        self.workspace_chip.retranslate()  # Settings may have chosen another folder
        self.model_picker.provider_changed()
        self.check_send()
        self.show_welcome_if_empty()  # assistants added or renamed in the settings are offered

    # -- pages ----------------------------------------------------------------------------------

    @property
    def current_page(self) -> ConversationPage | None:
        page = self.pages.currentWidget()
        return page if isinstance(page, ConversationPage) else None

    def page_for(self, conversation_id: str, opening_at: int | None = None) -> ConversationPage:
        """The conversation's page; a new one opens at the stored message ``opening_at`` (a
        search hit) when given, at the conversation's end otherwise."""
        page = self._pages.get(conversation_id)
        if page is None:
            page = ConversationPage(
                conversation_id, self.page_services(conversation_id), opening_at
            )
            self.adopt_page(page)
        return page

    def adopt_page(self, page: ConversationPage) -> bool:
        """A page joins the window, perhaps one built elsewhere (the quick ask box) with its
        answer still arriving; False when the window has that conversation's page already."""
        if page.conversation_id in self._pages:
            return False
        page.busy_changed.connect(lambda busy, p=page: self._busy_changed(p, busy))
        page.history_grew.connect(self.history_grew.emit)
        page.prompt_saved.connect(self.prompt_saved.emit)
        self._pages[page.conversation_id] = page
        self.pages.addWidget(page)
        self.context.attach(page, page.conversation_id)
        return True

    def show_conversation(self, conversation_id: str, opening_at: int | None = None) -> None:
        """Its page, its system prompt and display; Send or Stop as its answer stands. A page
        built now is built around ``opening_at`` when given (``page_for``)."""
        page = self.page_for(conversation_id, opening_at)
        if page is not self.current_page:
            self.find_bar.reset()
        self.pages.setCurrentWidget(page)
        conversation = self.services.conversations.get(conversation_id)
        self.header.options.show_values(
            conversation.system_prompt if conversation else "",
            conversation.display_policy if conversation else None,
        )
        self._show_conversation_provider(conversation_id)  # its own, across restarts
        self.model_picker.show_conversation(page.session)
        self.workspace_chip.show_conversation(conversation_id)
        self.context.show(conversation_id)
        self._show_busy(page, page.busy)
        self.show_welcome_if_empty()
        self.side.show_for(conversation_id)  # its columns, while they stand in its place

    def show_welcome_if_empty(self) -> None:
        """The welcome lies over a conversation that has nothing in it yet."""
        page = self.current_page
        empty = (
            page is not None
            and not page.busy
            and not _column_of(page).has_messages()
            and any(c.id == page.conversation_id for c in self.services.conversations.empty())
        )
        self.welcome.setVisible(empty)
        self._welcome_provider()
        if empty and page is not None:
            names = [assistant.name for assistant in self.services.assistants()]
            self.welcome.assistants.show_names(names, self.starts.started_as(page.conversation_id))
            self.welcome.raise_()

    def _suggestion_chosen(self, text: str) -> None:
        self.composer.setPlainText(text)
        self.send_requested.emit()
        # The clicked suggestion hides with the welcome: the focus would pass to whatever
        # follows it (the model box, its text selected), not to where the next message goes.
        self.composer.setFocus()

    def streaming_pages(self) -> list[ConversationPage]:
        """Pages whose answer is being written, side by side too (their Stop stops it)."""
        side = self.side.page if self.side.running else None
        return [page for page in self._pages.values() if page.busy or page is side]

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
        if not self.send_gate.open:  # the line above the composer says why
            return None
        text = self.composer.toPlainText()
        refusal = self.attachments.refusal(self.services.model_of_turn(page.conversation_id))
        if refusal is not None or self.attachments.reading:  # the message and files stay
            self.attachments.say(refusal or self.tr("Still reading the attached files…"))
            return None
        if self.side.wanted():  # two to four models, in columns
            current = self.services.models.current() if self.services.models else None
            model = ModelChoice(
                current.id if current else "", self.model_picker.combo.currentText()
            )
            sent = self.side.send(page, text, model, tuple(self.attachments.files))
        else:
            sent = page.send(text, tuple(self.attachments.files))
        if not sent:
            return None
        math_render.load_soon()  # the answer may hold formulas
        self.attachments.take()
        self.composer.clear()
        self.welcome.greet(Greeting.EMPTY)  # the first start is over
        self.show_welcome_if_empty()
        return page, text

    def stop(self) -> None:
        self.side.stop_all()
        page = self.current_page
        if page is not None:
            page.stop()

    def _busy_changed(self, page: ConversationPage, busy: bool) -> None:
        if not busy:
            self.turn_ended.emit(page.conversation_id)
        self._show_busy(page, busy)
        if page is self.current_page:
            self.show_welcome_if_empty()

    def _show_busy(self, page: ConversationPage, busy: bool) -> None:
        if page is self.current_page:
            self.stop_button.setEnabled(busy)
            self.stop_button.setVisible(busy)  # beside Send while an answer is written
            self.check_send()


def _column_of(page: ConversationPage) -> ReadingColumn:
    column = page.findChild(ReadingColumn)
    assert column is not None  # every page reads in one
    return column
