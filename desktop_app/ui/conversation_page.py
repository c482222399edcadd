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
from desktop_app.generation.prompt import Prompt
from desktop_app.session.chat_session import ChatSession
from desktop_app.ui import stored_turns
from desktop_app.ui.confirm_dialog import ask
from desktop_app.ui.message_view import MessageView
from desktop_app.ui.services import Services
from desktop_app.ui.tool_card import ToolCard
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
        self.session = ChatSession(
            services.conversations,
            conversation_id,
            services.make_loop,
            clock=lambda: self.clock(),  # the answer's timings, live and stored
        )
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
        page = self._show_page(insert_at=None)
        for message in page:
            if message.role == "user":
                self._last_prompt_text = message.content
        drafted = {m.generation_id for m in page if m.draft}  # shown with their text already
        for generation in self.services.generations.interrupted(self.conversation_id):
            if generation.id in drafted:
                continue
            view = self._add_message_view()
            view.finish("truncated", "", "", code="interrupted")

    def show_earlier(self) -> None:
        """Builds the page of messages before the earliest shown, keeping the view in place."""
        bar = self._scroll.verticalScrollBar()
        from_bottom = bar.maximum() - bar.value()
        self._show_page(insert_at=1)  # after the button
        self._body.adjustSize()
        bar.setValue(bar.maximum() - from_bottom)
        self.history_grew.emit()

    def shown_widgets(self) -> list[QWidget]:
        """The page's widgets in the order they are shown: the messages, rounds and cards."""
        items = (self._messages.itemAt(index) for index in range(self._messages.count()))
        widgets = (item.widget() if item is not None else None for item in items)
        return [widget for widget in widgets if widget is not None]

    def focus_chain(self) -> list[QWidget]:
        """The widgets Tab may reach on this page, in the order they are shown."""
        chain: list[QWidget] = []
        for widget in self.shown_widgets():
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
        conversations, conversation_id = self.services.conversations, self.conversation_id
        stored_turns.paint(
            page,
            _PageFlow(self, insert_at),
            lambda calls: conversations.tool_results(conversation_id, calls),
        )
        return page

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
        view.retry_requested.connect(self.retry)
        view.continue_requested.connect(self.continue_answer)
        self._insert(view, at)
        return view

    # -- a live turn's flow: each round its own view, each tool call its card -------------------

    def add_view(self) -> MessageView:
        self._view = self._add_message_view()
        return self._view

    def add_card(self, card: ToolCard) -> None:
        card.setParent(self)
        self._insert(card, None)

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
        # The view whose Retry was pressed, when it is the last one (a turn reopened after a
        # restart): the attempt replaces what it showed.
        views = [w for w in self.shown_widgets() if isinstance(w, MessageView)]
        asking = self.sender()
        last = isinstance(asking, MessageView) and bool(views) and asking is views[-1]
        view = asking if isinstance(asking, MessageView) and last else self._view
        if view is not None:
            view.clear_draft()
        self._start(self.session.retry_prompt(), view=view)

    def continue_answer(self) -> None:
        """The answer stopped short (the length limit, a crash): its text is kept as it is and
        the model is asked to go on from there (``ChatSession.continue_prompt``)."""
        if self.busy:
            return
        text = self.tr("Please continue exactly where you stopped.")
        self._add_user_bubble(text)
        self._last_prompt_text = text
        self._start(self.session.continue_prompt(text), view=None)

    def stop(self) -> None:
        if self._waiting_for_key is not None and not self._waiting_for_key.done():
            self._waiting_for_key.cancel()  # not started: still waiting for the provider's key
            if self._view is not None:
                self._view.finish("cancelled", "", "")
            self.busy_changed.emit(False)
        else:
            self.session.stop()

    def _on_event(self, event: AgentEvent) -> None:
        if self._tracker is not None:
            self._tracker.on_event(event)

    def _start(self, prompt: Prompt, view: MessageView | None, *, waited: bool = False) -> None:
        if view is None:
            view = self._add_message_view()
        self._view = view
        try:
            loop = self.session.open_turn(self._confirm)
        except ValueError as exc:
            ready = getattr(exc, "ready", None)
            if ready is not None and not waited:  # e.g. the key is still being read
                self._task = asyncio.ensure_future(self._start_when_ready(ready, prompt, view))
                self._waiting_for_key = self._task
                self.busy_changed.emit(True)  # Stop can end the wait
                return
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
            return
        conversation = self.services.conversations.get(self.conversation_id)
        chosen = conversation.display_policy if conversation else None
        policy = DisplayPolicy(chosen) if chosen else self.services.display_policy()
        tracker = TurnTracker(
            view,
            policy,
            self,
            redact=loop.redact,
            clock=self.clock,
            flow=self,
            stats=self.session.turn_stats,
        )
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
        with tracker.awaiting_approval(request):
            return await ask(request, self.window())


class _PageFlow:
    """Stored turns painted into a page, from ``at`` on (None: at the end)."""

    def __init__(self, page: ConversationPage, at: int | None) -> None:
        self._page = page
        self._at = at

    def _next(self) -> int | None:
        at = self._at
        if at is not None:
            self._at = at + 1
        return at

    def add_user(self, text: str) -> None:
        self._page._add_user_bubble(text, self._next())

    def add_view(self) -> MessageView:
        return self._page._add_message_view(self._next())

    def add_card(self, card: ToolCard) -> None:
        card.setParent(self._page)
        self._page._insert(card, self._next())
