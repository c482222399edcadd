"""One conversation: its messages, its composer state and its running turn.

A page belongs to its conversation, not to what is on screen: switching to another
conversation hides the page and the stream keeps painting into it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.events import (
    AgentEvent,
    DraftCleared,
    ReasoningDelta,
    RetryWait,
    SessionEnd,
    TextDelta,
    ToolExecutionEnd,
    ToolExecutionStart,
    TurnEnd,
    TurnPhase,
    TurnStart,
)
from desktop_app.agent.loop import AgentLoop
from desktop_app.generation.channels import Channel, ChannelUpdate
from desktop_app.generation.display_policy import DisplayPolicy, visible
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.net.redaction import RedactedChannel, Redactor
from desktop_app.ui.confirm_dialog import ask
from desktop_app.ui.message_view import MessageView
from desktop_app.ui.services import Services
from desktop_app.ui.status_line import StatusLine, Step
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
        self._loop: AgentLoop | None = None
        self._task: asyncio.Task | None = None
        self._view: MessageView | None = None
        self._tracker: _TurnTracker | None = None
        self._last_prompt_text = ""
        self.clock: Callable[[], float] = time.monotonic  # for the answer's timings
        self._scroll = QScrollArea(self)
        self._scroll.setWidgetResizable(True)
        body = QWidget()
        self._messages = QVBoxLayout(body)
        self.earlier_button = QPushButton()
        self.earlier_button.clicked.connect(self.show_earlier)
        self._messages.addWidget(self.earlier_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self._messages.addStretch(1)
        self._earliest_id: int | None = None
        self._scroll.setWidget(body)
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
            view.finish("truncated", "", "", code="interrupted")
            view.retry_requested.connect(self.retry)

    def show_earlier(self) -> None:
        """Builds the page of messages before the earliest shown, keeping the view in place."""
        bar = self._scroll.verticalScrollBar()
        from_bottom = bar.maximum() - bar.value()
        self._show_page(insert_at=1)  # after the button
        self._scroll.widget().adjustSize()
        bar.setValue(bar.maximum() - from_bottom)
        self.history_grew.emit()

    def focus_chain(self) -> list[QWidget]:
        """The widgets Tab may reach on this page, in the order they are shown."""
        chain: list[QWidget] = []
        for index in range(self._messages.count()):
            widget = self._messages.itemAt(index).widget()
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
            elif message.role == "assistant" and message.content:
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
        self.services.conversations.add_message(self.conversation_id, "user", text)
        self._last_prompt_text = text
        self._start(self._history(), view=None)
        return True

    def retry(self) -> None:
        """Retry the last prompt: the draft is cleared first, so two attempts never mix."""
        if self.busy or not self._last_prompt_text:
            return
        view = self._view
        if view is not None:
            view.clear_draft()
        self._start(self._history(), view=view)

    def continue_answer(self) -> None:
        """The model stopped at its length limit: the partial answer is kept as it is (it was
        saved as incomplete) and the model is asked to go on from there."""
        self.send(self.tr("Please continue exactly where you stopped."))

    def stop(self) -> None:
        if self._loop is not None:
            self._loop.abort()

    def _history(self) -> Prompt:
        conversation = self.services.conversations.get(self.conversation_id)
        messages = tuple(
            Message(m.role, m.content)
            for m in self.services.conversations.messages(self.conversation_id)
            if m.role in ("user", "assistant") and m.content
        )
        return Prompt(messages=messages, system=conversation.system_prompt if conversation else "")

    def _start(self, prompt: Prompt, view: MessageView | None) -> None:
        if view is None:
            view = self._add_message_view()
            view.retry_requested.connect(self.retry)
            view.continue_requested.connect(self.continue_answer)
        self._view = view
        try:
            loop = self.services.make_loop(self.conversation_id, self._confirm)
        except ValueError as exc:
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
        self._loop = loop
        conversation = self.services.conversations.get(self.conversation_id)
        chosen = conversation.display_policy if conversation else None
        policy = DisplayPolicy(chosen) if chosen else self.services.display_policy()
        tracker = _TurnTracker(view, policy, self, redact=loop.redact, clock=self.clock)
        self._tracker = tracker
        loop.on(tracker.on_event)
        self._task = asyncio.ensure_future(self._run(loop, prompt, tracker))
        self.busy_changed.emit(True)

    async def _run(self, loop: AgentLoop, prompt: Prompt, tracker: _TurnTracker) -> None:
        try:
            result = await loop.run(prompt)
            outcome = _OUTCOMES.get(result.reason, "failed")
            for message in result.prompt.messages[len(prompt.messages) :]:
                if message.role == "assistant" and message.text and not message.tool_calls:
                    self.services.conversations.add_message(
                        self.conversation_id,
                        "assistant",
                        message.text,
                        generation_id=message.generation_id,
                        outcome=outcome,
                        outcome_code=result.code,
                    )
        finally:
            self._loop = None
            tracker.deleteLater()  # it holds the whole answer; the view keeps what it shows
            self.busy_changed.emit(False)

    async def _confirm(self, request: ConfirmationRequest) -> Decision:
        tracker = self._tracker
        if tracker is None:
            return await ask(request, self.window())
        with tracker.awaiting_approval():
            return await ask(request, self.window())


class _TurnTracker(QObject):
    """Turns agent events into what one MessageView shows.

    A delta only hands the view something to read: the answer's text is joined, and the
    display policy applied to it, when a frame is painted, not once per delta."""

    def __init__(
        self,
        view: MessageView,
        policy: DisplayPolicy,
        parent: QObject,
        redact: Redactor | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.policy = policy
        self._clock = clock
        # A key the server echoes into the answer or the reasoning is never painted, not even
        # for a frame: with a key in use, the draft is read from redacted copies of the text.
        self._redact = redact if redact else None
        self._channels: dict[Channel, RedactedChannel] = {}
        self.started = clock()
        self.first_token: float | None = None
        self.approval = 0.0  # seconds the person took to answer confirmations: not generating
        self.usage = None
        self._answer: TextDelta | ChannelUpdate | None = None
        self._reasoning: ReasoningDelta | ChannelUpdate | None = None
        self._shown = ""  # what the policy has let through never shrinks
        self._shown_answer = _ShownAnswer(self)

    @property
    def answer(self) -> str:
        return self._answer.aggregate if self._answer is not None else ""

    @property
    def reasoning(self) -> str:
        return self._reasoning.aggregate if self._reasoning is not None else ""

    def shown_answer(self) -> str:
        shown = visible(self.answer, self.policy, finished=False)
        if len(shown) > len(self._shown):
            self._shown = shown
        return self._shown

    def on_event(self, event: AgentEvent) -> None:
        match event:
            case TextDelta():
                self._first()
                self._answer = self._shown_text(Channel.ANSWER, event)
                if self.policy is not DisplayPolicy.WHOLE:  # it would only ever paint nothing
                    self.view.apply(self._shown_answer)
            case ReasoningDelta():
                self._first()
                self._reasoning = update = self._shown_text(Channel.REASONING, event)
                self.view.apply(update if isinstance(update, ChannelUpdate) else event.update)
            case DraftCleared():
                self._answer = self._reasoning = None
                self._channels.clear()
                self._shown = ""
                self.view.clear_draft()
            case TurnPhase(phase=phase):
                self.view.show_status(StatusLine.for_phase(phase))
            case RetryWait(attempt=attempt, of=of, delay=delay, code=code):
                self.view.show_status(StatusLine.retry(attempt, of, delay, code))
            case ToolExecutionStart():
                self.view.show_status(StatusLine(Step.RUNNING))
            case TurnStart() | ToolExecutionEnd():
                pass
            case TurnEnd(usage=usage):
                self.usage = usage
            case SessionEnd(status=status, reason=reason, message=message, code=code):
                if Channel.ANSWER in self._channels:
                    self._answer = self._channels[Channel.ANSWER].close()
                if Channel.REASONING in self._channels:
                    self._reasoning = self._channels[Channel.REASONING].close()
                self.view.finish(
                    _OUTCOMES.get(reason, "failed" if status == "error" else status),
                    self.answer,
                    self.reasoning,
                    message=message or "",
                    code=code,
                    stats=self._stats(),
                )

    def _shown_text(self, channel: Channel, event: TextDelta | ReasoningDelta):
        if self._redact is None:
            return event
        if channel not in self._channels:
            self._channels[channel] = RedactedChannel(channel, self._redact)
        return self._channels[channel].append(event.delta)

    @contextmanager
    def awaiting_approval(self) -> Iterator[None]:
        """A confirmation is open: the status says so, and the time it takes is not counted
        as time spent generating."""
        before = self.view.status
        self.view.show_status(StatusLine(Step.APPROVAL))
        asked = self._clock()
        try:
            yield
        finally:
            self.approval += self._clock() - asked
            self.view.show_status(before)

    def _first(self) -> None:
        if self.first_token is None:
            self.first_token = self._clock() - self.started

    def _stats(self) -> dict:
        duration = self._clock() - self.started
        generating = duration - self.approval
        stats: dict = {"duration": duration}
        if self.first_token is not None:
            stats["time_to_first_token"] = self.first_token
        if self.usage is not None:
            stats["input_tokens"] = self.usage.input_tokens
            stats["output_tokens"] = self.usage.output_tokens
            if self.usage.output_tokens and generating > 0:
                stats["tokens_per_second"] = self.usage.output_tokens / generating
        if self.approval:
            stats["waiting_for_approval"] = self.approval
        return stats


class _ShownAnswer:
    """The answer channel as a frame reads it: what the display policy lets through so far."""

    channel = Channel.ANSWER

    def __init__(self, tracker: _TurnTracker) -> None:
        self._tracker = tracker

    @property
    def aggregate(self) -> str:
        return self._tracker.shown_answer()


_OUTCOMES = {
    "completed": "completed",
    "incomplete": "incomplete",
    "truncated": "truncated",
    "failed": "failed",
    "cancelled": "cancelled",
    "max_turns": "failed",
}
