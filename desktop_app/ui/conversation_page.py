"""One conversation: its messages, its composer state and its running turn.

A page belongs to its conversation, not to what is on screen: switching to another
conversation hides the page and the stream keeps painting into it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.events import AgentEvent
from desktop_app.agent.loop import AgentLoop
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.generation.outcome import AgentStop, TurnOutcome, TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.session.chat_session import ChatSession
from desktop_app.ui.confirm_dialog import ask
from desktop_app.ui.message_view import MessageView
from desktop_app.ui.services import ProviderNotReady, Services
from desktop_app.ui.turn_tracker import TurnTracker
from desktop_app.ui.user_message import OBJECT_NAME as USER_MESSAGE
from desktop_app.ui.user_message import user_message_widget

HISTORY_PAGE = 20  # messages built when a conversation opens, and per "Show earlier messages"


class ConversationPage(QWidget):
    busy_changed = Signal(bool)
    history_grew = Signal()  # earlier messages were shown above the others

    def __init__(self, conversation_id: str, services: Services, parent: QWidget | None = None):
        super().__init__(parent)
        self.conversation_id = conversation_id
        self.services = services
        # Saving, titling and running turns: the page only paints what the session passes on.
        self.session = ChatSession(services.conversations, conversation_id, services.make_loop)
        self.session.on(self._on_event)
        self.titled_by_last_send = False  # the first message named the conversation
        self._task: asyncio.Task | None = None
        self._waiting_for_key: asyncio.Task | None = None  # a send held until the key is read
        self._view: MessageView | None = None
        self._tracker: TurnTracker | None = None
        self._last_prompt_text = ""
        self.clock: Callable[[], float] = time.monotonic  # for the answer's timings
        self._scroll = QScrollArea(self)
        self._scroll.setWidgetResizable(True)
        self._body = QWidget()
        self._messages = QVBoxLayout(self._body)
        self.earlier_button = QPushButton()
        self.earlier_button.clicked.connect(self.show_earlier)
        self._messages.addWidget(self.earlier_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self._messages.addStretch(1)
        self._earliest_id: int | None = None
        self._scroll.setWidget(self._body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._scroll)
        self._load_history()
        self.retranslate()

    def retranslate(self) -> None:
        self._scroll.setAccessibleName(self.tr("Conversation"))
        self._scroll.setAccessibleDescription(self.tr("Your messages and the answers, in order"))
        for bubble in self.findChildren(QWidget, USER_MESSAGE):
            bubble.setAccessibleName(self.tr("Your message"))
        self.earlier_button.setText(self.tr("Show earlier messages"))
        self.earlier_button.setAccessibleName(self.tr("Show earlier messages"))
        self.earlier_button.setAccessibleDescription(
            self.tr("Loads the messages before the first one shown")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def busy(self) -> bool:
        return self._task is not None and not self._task.done()

    # -- history --------------------------------------------------------------------------------

    def _load_history(self) -> None:
        """Opens at the end of the conversation: only the last page of messages is built."""
        for message in self._show_page(insert_at=None):
            if message.role == "user":
                self._last_prompt_text = message.content
        for _ in self.services.generations.interrupted(self.conversation_id):
            view = self._add_message_view()
            view.finish(TurnOutcome(TurnStatus.TRUNCATED, AgentStop.INTERRUPTED), "", "")
            view.retry_requested.connect(self.retry)

    def show_earlier(self) -> None:
        """Builds the page of messages before the earliest shown, keeping the view in place."""
        bar = self._scroll.verticalScrollBar()
        from_bottom = bar.maximum() - bar.value()
        self._show_page(insert_at=1)  # after the button
        self._body.adjustSize()
        bar.setValue(bar.maximum() - from_bottom)
        self.history_grew.emit()

    def focus_chain(self) -> list[QWidget]:
        """The widgets Tab may reach on this page, in the order they are shown."""
        chain: list[QWidget] = []
        for index in range(self._messages.count()):
            item = self._messages.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is None:
                continue
            for candidate in (widget, *widget.findChildren(QWidget)):
                if candidate.focusPolicy() & Qt.FocusPolicy.TabFocus:
                    chain.append(candidate)
        return chain

    def _show_page(self, insert_at: int | None) -> list:
        page = self.services.conversations.recent_messages(
            self.conversation_id, HISTORY_PAGE + 1, before_id=self._earliest_id
        )
        more = len(page) > HISTORY_PAGE
        page = page[-HISTORY_PAGE:]
        if page:
            self._earliest_id = page[0].id
        self.earlier_button.setVisible(more)
        for offset, message in enumerate(page):
            at = None if insert_at is None else insert_at + offset
            if message.role == "user":
                self._add_user_bubble(message.content, at)
            elif message.role == "assistant" and message.content and not message.tool_calls_json:
                self._add_stored_answer(message, at)
        return page

    def _add_stored_answer(self, message, at: int | None) -> None:
        """Painted as it ended: an answer cut at the length limit stays incomplete, with
        Continue. Answers stored before outcomes were kept count as completed."""
        view = self._add_message_view(at)
        view.retry_requested.connect(self.retry)
        view.continue_requested.connect(self.continue_answer)
        view.finish(TurnOutcome.stored(message.outcome, message.outcome_code), message.content, "")

    def _insert(self, widget: QWidget, at: int | None) -> None:
        self._messages.insertWidget(self._messages.count() - 1 if at is None else at, widget)

    def _add_user_bubble(self, text: str, at: int | None = None) -> None:
        bubble = user_message_widget(text, self)
        bubble.setAccessibleName(self.tr("Your message"))
        self._insert(bubble, at)

    def _add_message_view(self, at: int | None = None) -> MessageView:
        view = MessageView(self)
        view.settings_requested.connect(self.services.open_settings)
        view.link_activated.connect(QDesktopServices.openUrl)  # only ever on a click
        self._insert(view, at)
        return view

    # -- turns --------------------------------------------------------------------------------

    def send(self, text: str) -> bool:
        text = text.strip()
        if not text or self.busy:
            return False
        self._add_user_bubble(text)
        self.titled_by_last_send = self.session.add_prompt(text)
        self._last_prompt_text = text
        self._start(self.session.history(), view=None)
        return True

    def retry(self) -> None:
        """Retry the last prompt: the draft is cleared first, so two attempts never mix."""
        if self.busy or not self._last_prompt_text:
            return
        view = self._view
        if view is not None:
            view.clear_draft()
        self._start(self.session.history(), view=view)

    def continue_answer(self) -> None:
        """The model stopped at its length limit: the partial answer is kept as it is (it was
        saved as incomplete) and the model is asked to go on from there."""
        self.send(self.tr("Please continue exactly where you stopped."))

    def stop(self) -> None:
        if self._waiting_for_key is not None and not self._waiting_for_key.done():
            self._waiting_for_key.cancel()  # not started: still waiting for the provider's key
            if self._view is not None:
                self._view.finish(TurnOutcome(TurnStatus.CANCELLED), "", "")
            self.busy_changed.emit(False)
        else:
            self.session.stop()

    def _on_event(self, event: AgentEvent) -> None:
        if self._tracker is not None:
            self._tracker.on_event(event)

    def _start(self, prompt: Prompt, view: MessageView | None, *, waited: bool = False) -> None:
        if view is None:
            view = self._add_message_view()
            view.retry_requested.connect(self.retry)
            view.continue_requested.connect(self.continue_answer)
        self._view = view
        try:
            loop = self.session.open_turn(self._confirm)
        except ProviderNotReady as exc:
            if exc.ready is not None and not waited:  # e.g. the key is still being read
                self._task = asyncio.ensure_future(self._start_when_ready(exc.ready, prompt, view))
                self._waiting_for_key = self._task
                self.busy_changed.emit(True)  # Stop can end the wait
                return
            failed = TurnOutcome(TurnStatus.FAILED, exc.kind)
            view.finish(failed, "", "", needs_settings=True, code_values=exc.values)
            return
        except ValueError as exc:  # the provider's settings cannot be used as they are
            failed = TurnOutcome(TurnStatus.FAILED, message=str(exc))
            view.finish(failed, "", "", needs_settings=True)
            return
        conversation = self.services.conversations.get(self.conversation_id)
        chosen = conversation.display_policy if conversation else None
        policy = DisplayPolicy(chosen) if chosen else self.services.display_policy()
        tracker = TurnTracker(view, policy, self, redact=loop.redact, clock=self.clock)
        self._tracker = tracker
        self._task = asyncio.ensure_future(self._run(loop, prompt, tracker))
        self.busy_changed.emit(True)

    async def _start_when_ready(
        self, ready: Callable[[], Awaitable[None]], prompt: Prompt, view: MessageView
    ) -> None:
        waiting = asyncio.current_task()
        await ready()
        self._waiting_for_key = None
        self._start(prompt, view, waited=True)
        if self._task is waiting:  # not started after all: the view says why
            self._task = None
            self.busy_changed.emit(False)

    async def _run(self, loop: AgentLoop, prompt: Prompt, tracker: TurnTracker) -> None:
        try:
            await self.session.run_turn(loop, prompt)
        finally:
            if self._tracker is tracker:
                self._tracker = None
            tracker.deleteLater()  # it holds the whole answer; the view keeps what it shows
            self.busy_changed.emit(False)

    async def _confirm(self, request: ConfirmationRequest) -> Decision:
        tracker = self._tracker
        if tracker is None:
            return await ask(request, self.window())
        with tracker.awaiting_approval():
            return await ask(request, self.window())
