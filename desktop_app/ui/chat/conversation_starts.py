"""What a conversation starts as: an assistant chosen on the welcome, or a prompt from the
``/`` list that names an assistant or a model. Applied to the conversation's session, then
shown, as choosing them by hand would."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Protocol

import shiboken6
from PySide6.QtWidgets import QComboBox

from desktop_app.config.assistants import Assistant
from desktop_app.config.prompts import Prompt
from desktop_app.store import worker
from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.composer.assistant_start import apply_assistant
from desktop_app.ui.services import Services


class Pane(Protocol):
    """What of the chat pane a start needs (the pane itself, without importing it)."""

    services: Services
    provider: QComboBox
    starting: asyncio.Task[None] | None

    @property
    def current_page(self) -> ConversationPage | None: ...

    def show_conversation(self, conversation_id: str, opening_at: int | None = None) -> None: ...


class ConversationStarts:
    """The pane's ``starting`` holds the one being applied (tests wait for it)."""

    def __init__(self, pane: Pane) -> None:
        self.pane = pane
        self._started: dict[str, str] = {}  # conversation id: the assistant it started from

    def started_as(self, conversation_id: str) -> str | None:
        return self._started.get(conversation_id)

    def assistant_chosen(self, name: str) -> None:
        page = self.pane.current_page
        assistant = next((a for a in self.pane.services.assistants() if a.name == name), None)
        if page is None or assistant is None:
            return
        self._started[page.conversation_id] = name
        self.pane.starting = asyncio.ensure_future(self._start_with(page, assistant))

    def prompt_chosen(self, prompt: Prompt) -> None:
        """A prompt that names an assistant or a model sets them, as choosing them would."""
        page = self.pane.current_page
        named = next(
            (a for a in self.pane.services.assistants() if a.name == prompt.assistant), None
        )
        if page is not None and named is not None:
            chosen = dataclasses.replace(named, model=prompt.model) if prompt.model else named
            self.pane.starting = asyncio.ensure_future(self._start_with(page, chosen))
        elif page is not None and prompt.model:
            self.pane.starting = asyncio.ensure_future(self._model_for(page, prompt.model))

    async def _model_for(self, page: ConversationPage, model: str) -> None:
        """The prompt's model for the provider chosen now; instructions and parameters stay."""
        models = self.pane.services.models
        current = models.current() if models is not None else None
        if current is not None:
            await worker.settled(page.session.choose_model(current.id, model))
        if shiboken6.isValid(self.pane) and page is self.pane.current_page:
            self.pane.show_conversation(page.conversation_id)

    async def _start_with(self, page: ConversationPage, assistant: Assistant) -> None:
        label = await apply_assistant(assistant, page.session, self.pane.services)
        if not shiboken6.isValid(self.pane) or page is not self.pane.current_page:
            return
        picker = self.pane.provider
        if label is not None and label != picker.currentText():
            picker.setCurrentIndex(picker.findText(label))  # the picker follows
        self.pane.show_conversation(page.conversation_id)  # its system prompt and model, as stored
