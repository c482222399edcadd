"""One conversation: its messages, its composer state and its running turn.

A page belongs to its conversation, not to what is on screen: switching to another
conversation hides the page and the stream keeps painting into it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Future

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.events import AgentEvent
from desktop_app.agent.loop import AgentLoop
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.session.chat_session import ChatSession
from desktop_app.store import worker
from desktop_app.ui.confirm_dialog import ask
from desktop_app.ui.message_view import MessageView
from desktop_app.ui.services import Services
from desktop_app.ui.turn_tracker import TurnTracker
from desktop_app.ui.user_message import OBJECT_NAME as USER_MESSAGE
from desktop_app.ui.user_message import user_message_widget

HISTORY_PAGE = 20  # messages built when a conversation opens, and per "Show earlier messages"


class ConversationPage(QWidget):
    busy_changed = Signal(bool)
    titled = Signal(str)  # a conversation id: its first message named it
    history_grew = Signal()  # earlier messages were shown above the others

    def __init__(self, conversation_id: str, services: Services, parent: QWidget | None = None):
        super().__init__(parent)
        self.conversation_id = conversation_id
        self.services = services
        # Saving, titling and running turns: the page only paints what the session passes on.
        self.session = ChatSession(services.conversations, conversation_id, services.make_loop)
        self.session.on(self._on_event)
        self._task: asyncio.Task | None = None
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
        """A turn was started and has not ended (its task is over and the view says how)."""
        return self._task is not None

    # -- history --------------------------------------------------------------------------------

    def _load_history(self) -> None:
        """Opens at the end of the conversation: only the last page of messages is built."""
        for message in self._show_page(insert_at=None):
            if message.role == "user":
                self._last_prompt_text = message.content
        for _ in self.services.generations.interrupted(self.conversation_id):
            view = self._add_message_view()
            view.finish("truncated", "", "", code="interrupted")
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
        view.finish(
            message.outcome or "completed", message.content, "", code=message.outcome_code or ""
        )

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
        self._last_prompt_text = text
        self._launch(text, view=None)
        return True

    def retry(self) -> None:
        """Retry the last prompt: the draft is cleared first, so two attempts never mix."""
        if self.busy or not self._last_prompt_text:
            return
        view = self._view
        if view is not None:
            view.clear_draft()
        self._launch(None, view=view)

    def continue_answer(self) -> None:
        """The model stopped at its length limit: the partial answer is kept as it is (it was
        saved as incomplete) and the model is asked to go on from there."""
        self.send(self.tr("Please continue exactly where you stopped."))

    def stop(self) -> None:
        if self.session.running:
            self.session.stop()
        elif self._task is not None:
            self._task.cancel()  # not started yet: saving the message or reading the key

    def _on_event(self, event: AgentEvent) -> None:
        if self._tracker is not None:
            self._tracker.on_event(event)

    def _launch(self, text: str | None, view: MessageView | None) -> None:
        """The turn runs as a task: the message is saved and the history read on the database
        thread, while the window stays responsive (and Stop can end it at any point)."""
        if view is None:
            view = self._add_message_view()
            view.retry_requested.connect(self.retry)
            view.continue_requested.connect(self.continue_answer)
        self._view = view
        # Saving starts now, on the database thread: a Stop pressed at once still keeps it.
        saved = self.session.save_prompt(text) if text is not None else None
        self._task = asyncio.ensure_future(self._turn(saved, view))
        self._task.add_done_callback(lambda task: self._turn_ended(task, view, saved))
        self.busy_changed.emit(True)

    def _turn_ended(
        self, task: asyncio.Task[None], view: MessageView, saved: Future[bool] | None
    ) -> None:
        if task.cancelled():  # stopped before the turn began (perhaps before the task ran)
            view.finish("cancelled", "", "")
            if saved is not None:
                self.titled.emit(self.conversation_id)  # the list shows it once it is saved
        if self._task is task:
            self._task = None
        self.busy_changed.emit(False)

    async def _turn(self, saved: Future[bool] | None, view: MessageView) -> None:
        if saved is not None and await worker.settled(saved):
            self.titled.emit(self.conversation_id)  # named by this first message
        prompt = await self.session.history()
        conversation = await worker.run(self.services.conversations.get, self.conversation_id)
        loop = await self._open_turn(view)
        if loop is None:
            return
        chosen = conversation.display_policy if conversation else None
        policy = DisplayPolicy(chosen) if chosen else self.services.display_policy()
        tracker = TurnTracker(view, policy, self, redact=loop.redact, clock=self.clock)
        self._tracker = tracker
        try:
            await self.session.run_turn(loop, prompt)
        finally:
            if self._tracker is tracker:
                self._tracker = None
            tracker.deleteLater()  # it holds the whole answer; the view keeps what it shows

    async def _open_turn(self, view: MessageView) -> AgentLoop | None:
        """The loop for the turn; None when no provider can take it (the view says why). A key
        still being read is waited for, once."""
        for waited in (False, True):
            try:
                return self.session.open_turn(self._confirm)
            except ValueError as exc:
                ready: Callable[[], Awaitable[None]] | None = getattr(exc, "ready", None)
                if ready is not None and not waited:
                    await ready()
                    continue
                code, values = getattr(exc, "code", ""), getattr(exc, "values", ())
                view.finish(
                    "failed",
                    "",
                    "",
                    message="" if code else str(exc),
                    needs_settings=True,
                    code=code,
                    code_values=values,
                )
                return None
        return None

    async def _confirm(self, request: ConfirmationRequest) -> Decision:
        tracker = self._tracker
        if tracker is None:
            return await ask(request, self.window())
        with tracker.awaiting_approval():
            return await ask(request, self.window())
