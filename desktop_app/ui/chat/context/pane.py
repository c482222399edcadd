"""The chat pane's part in what is sent: each page's ``PageContext``, the composer's meter fed
from it, the conversation's choice past the window (in its options), Clear context in the
composer's menu, and "Branched from <title>" in the header of a branch."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop_app.generation.context_fit import Overflow
from desktop_app.store import worker
from desktop_app.store.context.store import ContextStore
from desktop_app.ui.chat.context.page import PageContext
from desktop_app.ui.services import Services
from desktop_app.ui.widgets.accessibility import name_combo


class Pane(Protocol):
    """What of the chat pane this needs (``chat_pane.py`` imports this module)."""

    services: Services
    header: Any  # its ConversationHeader
    card: Any  # the composer's card
    model_picker: Any


# None: as Settings says; then the choices in the order Settings lists them.
OVERFLOW_CHOICES: tuple[str | None, ...] = (None, *(choice.value for choice in Overflow))
BRANCH_LINK = "branch"


class PaneContext(QObject):
    open_requested = Signal(str)  # a conversation to show (a branch made, or its original)

    def __init__(self, pane: QWidget) -> None:
        super().__init__(pane)
        self.pane: Pane = pane  # type: ignore[assignment]
        self.store = ContextStore(self.pane.services.conversations)
        self.pages: dict[str, PageContext] = {}
        self._shown = ""
        self._source = ""  # the original of the branch shown
        self._changes: set[asyncio.Task[None]] = set()
        options = self.pane.header.options
        self.overflow = QComboBox(options)
        for value in OVERFLOW_CHOICES:
            self.overflow.addItem("", value)
        self.overflow.currentIndexChanged.connect(self._overflow_chosen)
        self.overflow_caption = QLabel(options)
        self.overflow_caption.setBuddy(self.overflow)
        form = options.layout()
        if isinstance(form, QFormLayout):
            form.addRow(self.overflow_caption, self.overflow)
        self.clear_button = QPushButton()  # in the composer's menu
        self.clear_button.clicked.connect(self._clear_from_composer)
        menu = self.pane.card.menu.layout()
        if menu is not None:
            menu.addWidget(self.clear_button)
        self.branch_link = QLabel(self.pane.header)
        self.branch_link.hide()
        self.branch_link.linkActivated.connect(lambda _link: self.open_requested.emit(self._source))
        row = self.pane.header.layout()
        if isinstance(row, QHBoxLayout):
            row.insertWidget(2, self.branch_link)  # after the title
        self.retranslate()

    def attach(self, page: QWidget, conversation_id: str) -> PageContext:
        context = self.pages.get(conversation_id)
        if context is None:
            context = PageContext(page, self.pane.services)
            context.measured.connect(self.pane.model_picker.show_sent)
            context.branched.connect(self.open_requested.emit)
            context.destroyed.connect(lambda _=None, cid=conversation_id: self._forget(cid))
            self.pages[conversation_id] = context
        return context

    def _forget(self, conversation_id: str) -> None:
        self.pages.pop(conversation_id, None)

    def show(self, conversation_id: str) -> None:
        """The conversation shown now: its choice in the options, its branch link."""
        self._shown = conversation_id
        self.overflow.blockSignals(True)
        index = self.overflow.findData(self.store.overflow(conversation_id))
        self.overflow.setCurrentIndex(max(index, 0))
        self.overflow.blockSignals(False)
        link = self.store.branch_of(conversation_id)
        source = self.pane.services.conversations.get(link.source_id) if link else None
        self._source = source.id if source is not None and source.deleted_at is None else ""
        self._show_link(source.title if source is not None and self._source else "")

    def _show_link(self, title: str) -> None:
        if not title:
            self.branch_link.hide()
            return
        shown = title if len(title) <= 32 else title[:31] + "…"
        escaped = shown.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        text = self.tr("Branched from %1").replace("%1", f'<a href="{BRANCH_LINK}">{escaped}</a>')
        self.branch_link.setText(text)
        self.branch_link.setToolTip(self.tr("Opens the conversation this one was branched from"))
        self.branch_link.setAccessibleName(self.tr("Branched from %1").replace("%1", title))
        self.branch_link.show()

    def retranslate(self) -> None:
        self.overflow_caption.setText(self.tr("&Past the model's context window:"))
        name_combo(
            self.overflow,
            self.tr("What is sent when this conversation no longer fits the model's window"),
            self.tr("Leave out the oldest messages, summarise them, or ask each time"),
        )
        labels = (  # worded as the General page of Settings
            self.tr("As in Settings"),
            self.tr("Leave out the oldest messages"),
            self.tr("Summarise the older messages"),
            self.tr("Stop and ask"),
        )
        for index, label in enumerate(labels):
            self.overflow.setItemText(index, label)
        self.clear_button.setText(self.tr("Clear context here"))
        self.clear_button.setAccessibleName(self.tr("Clear context here"))
        self.clear_button.setToolTip(
            self.tr("The next message starts afresh: earlier messages are not sent")
        )
        if self._shown:
            self.show(self._shown)

    def _overflow_chosen(self, index: int) -> None:
        value = self.overflow.itemData(index)
        if self._shown:
            task = asyncio.ensure_future(self._set_overflow(self._shown, value))
            self._changes.add(task)
            task.add_done_callback(self._changes.discard)

    async def _set_overflow(self, conversation_id: str, value: str | None) -> None:
        await worker.run(self.store.set_overflow, conversation_id, value)
        context = self.pages.get(conversation_id)
        if context is not None and shiboken6.isValid(context):
            context.remeasure()

    def _clear_from_composer(self) -> None:
        self.pane.card.menu.close()
        context = self.pages.get(self._shown)
        if context is not None:
            context.clear_after(0)
