"""One conversation: its messages, its composer state and its running turn.

A page belongs to its conversation, not to what is on screen: switching to another
conversation hides the page and the stream keeps painting into it."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Future

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.events import AgentEvent
from desktop_app.generation.attachment import Attachment
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.generation.outcome import TurnEnding, TurnOutcome, TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.session.chat_session import ChatSession
from desktop_app.store import worker
from desktop_app.ui.chat import message_highlight, stored_turns, user_message
from desktop_app.ui.chat.answer.citation_links import CitationLinks
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.calls.unknown_calls import UnknownCalls
from desktop_app.ui.chat.follow_scroll import FollowScroll
from desktop_app.ui.chat.history_edges import HistoryEdges
from desktop_app.ui.chat.history_window import HistoryWindow
from desktop_app.ui.chat.page_inspection import PageInspection
from desktop_app.ui.chat.page_versions import PageVersions
from desktop_app.ui.chat.reading_column import ReadingColumn
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.chat.turn_opening import open_turn
from desktop_app.ui.chat.turn_tracker import TurnTracker
from desktop_app.ui.composer import attachment_thumbnails
from desktop_app.ui.dialogs.confirm_dialog import ask
from desktop_app.ui.services import Services

# Messages built when a conversation opens (two screenfuls of ordinary ones), and per step as
# the reader scrolls on towards what is not built yet (``HistoryEdges``): small steps, short stops.
HISTORY_PAGE, HISTORY_STEP = 10, 4


class ConversationPage(QWidget):
    busy_changed = Signal(bool)
    prompt_saved = Signal(str)  # a conversation id whose person's message is stored (re-sort)
    history_grew = Signal()  # earlier messages were shown above the others

    def __init__(self, conversation_id: str, services: Services, opening_at: int | None = None):
        super().__init__()  # opened at the end, or at the stored message ``opening_at``
        self.conversation_id = conversation_id
        self.services = services
        # Saving, titling and running turns: the page only paints what the session passes on.
        self.session = ChatSession(
            services.conversations,
            conversation_id,
            lambda *loop_for: self.inspection.new_loop(*loop_for),
            clock=lambda: self.clock(),  # the answer's timings, live and stored
            memory=services.memory_choice,  # the notes its prompt carries (off by default)
        )
        self.session.on(self._on_event)
        self._task: asyncio.Task | None = None
        self._view: MessageView | None = None
        self._tracker: TurnTracker | None = None
        self._last_prompt_text = ""
        self.clock: Callable[[], float] = time.monotonic  # for the answer's timings
        self.thinking_clock: Callable[[], float] = time.monotonic  # "Thinking… 3 s"
        self._scroll = QScrollArea(self)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)  # a panel, not a box in the window
        self.follow = FollowScroll(self._scroll)  # on the newest content while at the bottom
        self.follow.jump_requested.connect(self.jump_to_latest)
        self._body = ReadingColumn()
        self._messages = self._body.messages
        self.citations = CitationLinks(self, self._messages)
        self.earlier_button = QPushButton()
        self.earlier_button.clicked.connect(self.show_earlier)
        self._messages.addWidget(self.earlier_button, 0, Qt.AlignmentFlag.AlignHCenter)
        # Stored messages go above this button, the turn being written below it.
        self.later_button = QPushButton()
        self.later_button.clicked.connect(self.show_later)
        self._messages.addWidget(self.later_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self._messages.addStretch(1)
        self._history = HistoryWindow(
            services.conversations, conversation_id, HISTORY_PAGE, HISTORY_STEP
        )
        edges = HistoryEdges(self._scroll, self._history, self.show_earlier, self.show_later)
        self.history_grew.connect(edges.wait_for_layout)
        self.versions = PageVersions(self)  # Edit, Regenerate and < 2/3 > under the messages
        self.inspection: PageInspection = PageInspection(services, self)  # Inspect, per answer
        self.unknown_calls = UnknownCalls(services, conversation_id, self._confirm, self)
        self._built: dict[int, QWidget] = {}  # stored message id -> its widget
        self._highlighted: QWidget | None = None
        self._scroll.setWidget(self._body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._scroll)
        self._load_history(opening_at)
        self.retranslate()

    def retranslate(self) -> None:
        self._scroll.setAccessibleName(self.tr("Conversation"))
        self._scroll.setAccessibleDescription(self.tr("Your messages and the answers, in order"))
        for bubble in self.findChildren(QWidget, user_message.OBJECT_NAME):
            bubble.setAccessibleName(self.tr("Your message"))
        self.earlier_button.setText(self.tr("Show earlier messages"))
        self.earlier_button.setAccessibleName(self.tr("Show earlier messages"))
        self.earlier_button.setAccessibleDescription(
            self.tr("Loads the messages before the first one shown")
        )
        self.later_button.setText(self.tr("Show later messages"))
        self.later_button.setAccessibleName(self.tr("Show later messages"))
        self.follow.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def busy(self) -> bool:
        """A turn was started and has not ended (its task is over and the view says how)."""
        return self._task is not None

    # -- history --------------------------------------------------------------------------------

    def _load_history(self, opening_at: int | None) -> None:
        """Opens at the end, or around the message ``opening_at``: only that page is built."""
        history = self._history
        page = history.last_page() if opening_at is None else history.around(opening_at)
        self._last_prompt_text = next((m.content for m in reversed(page) if m.role == "user"), "")
        self._fill(page)

    def show_earlier(self) -> None:
        """Builds the page of messages before the earliest shown; the reader's place stays
        where it was on screen (the first message they saw does not move)."""
        self.follow.keep_in_place(self._first_built())
        self._build(self._history.earlier_page(), at=lambda: 1)  # after the button
        self._show_paging_buttons()
        self.history_grew.emit()

    def show_later(self) -> None:
        """Builds the page after the last message shown (opened far back at a search hit); the
        reader's place stays where it was on screen."""
        self.follow.keep_in_place(self.shown_widgets()[self._stored_end() - 1])  # the last one
        self._build(self._history.later_page(), at=self._stored_end)
        self._show_paging_buttons()
        self.history_grew.emit()

    def jump_to_latest(self) -> None:
        """The newest messages, followed again: built anew when only a window far back is."""
        if self._history.more_after:
            self._rebuild(self._history.last_page)
        self.follow.follow()

    def open_at(self, message_id: int, words: list[str]) -> bool:
        """Shows the stored message ``message_id``, highlighted (``words`` marked), building the
        messages around it when they are not built; False when it is not in this conversation."""
        if message_id not in self._built:
            self._rebuild(lambda: self._history.around(message_id))
        widget = self._built.get(message_id)
        if self._highlighted is not None and self._highlighted is not widget:
            message_highlight.clear(self._highlighted)
        self._highlighted = widget
        if widget is None:
            return False
        message_highlight.highlight(widget, words)
        self.follow.reveal(widget)
        return True

    @property
    def highlighted(self) -> QWidget | None:
        return self._highlighted

    def _rebuild(self, window: Callable[[], list]) -> None:
        """Every message's widget goes; those ``window`` names are built from the store
        instead. The answer being written, if any, stays below them (its prompt is stored)."""
        keep: set[QWidget] = {self.earlier_button, self.later_button}
        if self.busy and self._view is not None:
            keep.add(self._view)
        for index in reversed(range(self._messages.count())):
            item = self._messages.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is None or widget in keep:
                continue
            self._messages.removeWidget(widget)
            if isinstance(widget, MessageView):
                widget.release()
            widget.deleteLater()
        if self._view not in keep:
            self._view = None
        self._built.clear()
        self._highlighted = None
        self._fill(window())
        self.history_grew.emit()

    def _fill(self, page: list) -> None:
        """``page`` built below the stored messages; at the conversation's end, the turns the
        app stopped in the middle of below it."""
        self._build(page, at=self._stored_end)
        self._show_paging_buttons()
        if not self._history.more_after and not self.busy:
            stopped = self.services.generations.interrupted(self.conversation_id)
            stored_turns.add_interrupted(page, [g.id for g in stopped], self._add_message_view)

    def _stored_end(self) -> int:
        return self._messages.indexOf(self.later_button)

    def _first_built(self) -> QWidget | None:
        item = self._messages.itemAt(1)
        widget = item.widget() if item is not None else None
        return widget if widget is not None and widget is not self.later_button else None

    def _show_paging_buttons(self) -> None:
        self.earlier_button.setVisible(self._history.more_before)
        self.later_button.setVisible(self._history.more_after)
        self.follow.set_more_below(self._history.more_after)

    def shown_widgets(self) -> list[QWidget]:
        """The page's widgets in the order they are shown: the messages, rounds and cards."""
        items = (self._messages.itemAt(index) for index in range(self._messages.count()))
        widgets = (item.widget() if item is not None else None for item in items)
        return [widget for widget in widgets if widget is not None]

    def _build(self, page: list, at: Callable[[], int]) -> list:
        """The stored messages of ``page`` painted as their turns happened (rounds, cards,
        answers), in order, from the index ``at`` gives."""
        conversations, conversation_id = self.services.conversations, self.conversation_id
        stored_turns.paint(
            page,
            stored_turns.IndexedFlow(
                at(), self._add_user_bubble, self._add_message_view, self.add_card, self._built
            ),
            lambda calls, after: conversations.tool_results(conversation_id, calls, after),
        )
        self.versions.decorate(page)
        attachment_thumbnails.show_under(self._messages, self._built, self.session.attachments)
        return page

    def _insert(self, widget: QWidget, at: int | None) -> None:
        self._messages.insertWidget(self._messages.count() - 1 if at is None else at, widget)

    def _add_user_bubble(self, text: str, at: int | None = None) -> QWidget:
        bubble = user_message.user_message_widget(text, self)
        bubble.setAccessibleName(self.tr("Your message"))
        self._insert(bubble, at)
        return bubble

    def _add_message_view(self, at: int | None = None) -> MessageView:
        view = MessageView(self, clock=lambda: self.thinking_clock())
        view.settings_requested.connect(self.services.open_settings)
        self.citations.attach(view)  # [n] marks open their passage; other links the browser
        view.retry_requested.connect(self.retry)
        view.continue_requested.connect(self.continue_answer)
        self._insert(view, at)
        return view

    # -- a live turn's flow: each round its own view, each tool call its card -------------------

    def add_view(self) -> MessageView:
        self._view = self._add_message_view()
        return self._view

    def add_card(self, card: ToolCard, at: int | None = None) -> None:
        card.setParent(self)
        self._insert(card, at)
        self.unknown_calls.attach(card)  # Mark as done and Run again, while it is unknown

    # -- turns --------------------------------------------------------------------------------

    def send(self, text: str, attachments: tuple[Attachment, ...] = ()) -> bool:
        text = text.strip()
        if not (text or attachments) or self.busy:
            return False
        if self._history.more_after:  # opened far back: what is sent follows the newest
            self._rebuild(self._history.last_page)
        self.follow.follow()  # a person who sends wants to see what comes back
        self.versions.live_bubble = self._add_user_bubble(text)
        if attachments:
            self._insert(attachment_thumbnails.AttachmentRow(attachments, self), None)
        self._last_prompt_text = text
        # Saving starts now, on the database thread: a Stop pressed at once still keeps it.
        saved = self.session.save_prompt(text, attachments)
        self._launch(None, self.session.history, saved=saved)
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
        self._launch(view, self.session.retry_prompt)

    def continue_answer(self) -> None:
        """The answer stopped short (the length limit, a crash): its text is kept as it is and
        the model is asked to go on from there (``ChatSession.continue_prompt``)."""
        if self.busy:
            return
        text = self.tr("Please continue exactly where you stopped.")
        self.versions.live_bubble = self._add_user_bubble(text)
        self._last_prompt_text = text
        self._launch(None, lambda: self.session.continue_prompt(text))

    def stop(self) -> None:
        self.unknown_calls.stop()
        if self.session.running:
            self.session.stop()
        elif self._task is not None:
            self._task.cancel()  # not started yet: saving the message or reading the key

    def _on_event(self, event: AgentEvent) -> None:
        if self._tracker is not None:
            self._tracker.on_event(event)

    def _launch(
        self,
        view: MessageView | None,
        prompt: Callable[[], Awaitable[Prompt]],
        saved: Future[bool] | None = None,
    ) -> None:
        """The turn runs as a task: the message is saved and the history read on the database
        thread, while the window stays responsive (and Stop can end it at any point)."""
        if view is None:
            view = self._add_message_view()
        self._view = view
        self._task = asyncio.ensure_future(self._turn(saved, prompt, view))
        self._task.add_done_callback(lambda task: self._turn_ended(task, view, saved))
        self.busy_changed.emit(True)

    def _turn_ended(
        self, task: asyncio.Task[None], view: MessageView, saved: Future[bool] | None
    ) -> None:
        self.versions.release_room()  # a turn that ended short of storing gets no actions
        if task.cancelled():  # stopped before the turn began (perhaps before the task ran)
            view.finish(TurnOutcome(TurnStatus.CANCELLED, TurnEnding.CANCELLED), "", "")
            if saved is not None:  # stored all the same, on its thread: the list follows then
                saved.add_done_callback(
                    lambda _: task.get_loop().call_soon_threadsafe(
                        self.prompt_saved.emit, self.conversation_id
                    )
                )
        if self._task is task:
            self._task = None
        self.busy_changed.emit(False)

    async def _turn(
        self,
        saved: Future[bool] | None,
        prompt_of: Callable[[], Awaitable[Prompt]],
        view: MessageView,
    ) -> None:
        if saved is not None:
            await worker.settled(saved)
            self.prompt_saved.emit(self.conversation_id)
        prompt = await prompt_of()
        conversation = await worker.run(self.services.conversations.get, self.conversation_id)
        loop = await open_turn(self.session, self._confirm, view)
        if loop is None:
            return
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
        try:
            await self.session.run_turn(loop, prompt)
            self.versions.turn_ended()
        finally:
            if self._tracker is tracker:
                self._tracker = None
            tracker.deleteLater()  # it holds the whole answer; the view keeps what it shows

    async def _confirm(self, request: ConfirmationRequest) -> Decision:
        card = self._card_of(request)
        tracker = self._tracker
        if tracker is None:
            return await ask(request, self.window(), card)
        with tracker.awaiting_approval(request):
            return await ask(request, self.window(), card)

    def _card_of(self, request: ConfirmationRequest) -> ToolCard | None:
        """The card of the call asked about: the question is placed clear of it."""
        cards = [c for c in self.findChildren(ToolCard) if c.call_id == request.call.call_id]
        return cards[-1] if cards else None
