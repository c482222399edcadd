"""What one running turn shows: agent events turned into calls on its ``MessageView``s.

Each model round keeps its own view: when a round asks for tools, its text and reasoning stay
as they are, a card per call follows it in the flow (waiting, running, then how it ended), and
the next round streams into a new view below. The tracker also keeps the turn's timings (first
token, time spent waiting for the person's approval) and its token usage, for the statistics
under the finished answer.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol

from PySide6.QtCore import QObject

from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.events import (
    AgentEvent,
    AssistantMessage,
    DraftCleared,
    ReasoningDelta,
    RetryWait,
    SessionEnd,
    TextDelta,
    ToolExecutionEnd,
    ToolExecutionStart,
    ToolProgress,
    TurnEnd,
    TurnPhase,
    TurnStart,
)
from desktop_app.generation.channels import Channel, ChannelUpdate
from desktop_app.generation.display_policy import DisplayPolicy, visible
from desktop_app.generation.usage import Usage
from desktop_app.net.redaction import RedactedChannel, Redactor
from desktop_app.session.turn_record import ToolState, ended_state, turn_stats
from desktop_app.ui.chat.answer.answer_origin import show_origin
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.answer.status_line import StatusLine, Step
from desktop_app.ui.chat.tool_card import ToolCard


class TurnFlow(Protocol):
    """Where a turn's later rounds and its tool cards go: the conversation page."""

    def add_view(self) -> MessageView: ...
    def add_card(self, card: ToolCard) -> None: ...


class TurnTracker(QObject):
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
        flow: TurnFlow | None = None,
        stats: Callable[[], dict | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self._flow = flow
        self._recorded_stats = stats  # the conversation service's figures, those it stores
        self.cards: dict[str, ToolCard] = {}
        self._round_settled = False  # the current view's round asked for tools
        self.policy = policy
        self._clock = clock
        # A key the server echoes into the answer or the reasoning is never painted, not even
        # for a frame: with a key in use, the draft is read from redacted copies of the text.
        self._redact = redact if redact else None
        self._channels: dict[Channel, RedactedChannel] = {}
        self.started = clock()
        self.first_token: float | None = None
        self.approval = 0.0  # seconds the person took to answer confirmations: not generating
        self.usage: Usage | None = None
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
            case TextDelta():  # thousands a second: the common case is checked inline
                if self.first_token is None:
                    self._first()
                self._answer = (
                    event if self._redact is None else self._shown_text(Channel.ANSWER, event)
                )
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
            case AssistantMessage(tool_calls=calls, generation_id=generation_id) if (
                calls and self._flow is not None
            ):
                self._settle_round(calls, generation_id)
            case TurnStart() if self._round_settled and self._flow is not None:
                self._next_round(self._flow)
            case ToolExecutionStart(
                call_id=call_id, description=description, intent=intent, approval=approval
            ):
                self.view.show_status(StatusLine(Step.RUNNING))
                if (card := self.cards.get(call_id)) is not None:
                    card.set_action(description, intent)
                    card.set_approval(approval)
                    card.set_state(ToolState.RUNNING)
            case ToolProgress(call_id=call_id, progress=done, total=total, message=message):
                if (card := self.cards.get(call_id)) is not None:
                    card.show_progress(done, total, message)
            case ToolExecutionEnd(call_id=call_id, output=output, error=error, unknown=unknown):
                if (card := self.cards.get(call_id)) is not None:
                    started = card.state is ToolState.RUNNING
                    state = ended_state(
                        started=started, output=output, error=error, unknown=unknown
                    )
                    card.set_state(state, output)
            case TurnStart() | AssistantMessage():
                pass
            case TurnEnd(usage=usage):
                self.usage = usage
            case SessionEnd(outcome=outcome):
                self._close_channels()
                stats = self._stats()
                self.view.finish(outcome, self.answer, self.reasoning, stats=stats)
                show_origin(self.view, self.view.answer, stats)

    def _settle_round(self, calls: tuple[dict, ...], generation_id: str) -> None:
        """The round asked for tools: its text stays in its view, a card per call follows."""
        assert self._flow is not None
        self._close_channels()
        self.view.settle_round(self.answer, self.reasoning)
        self._round_settled = True
        for call in calls:
            state = ToolState.WAITING if call.get("valid", True) else ToolState.INVALID
            card = ToolCard(
                call["id"],
                call["name"],
                call.get("arguments") or {},
                state=state,
                generation_id=generation_id,
            )
            self.cards[call["id"]] = card
            self._flow.add_card(card)

    def _close_channels(self) -> None:
        """The round's text is whole: what redaction held back (a key's possible start) goes."""
        if Channel.ANSWER in self._channels:
            self._answer = self._channels[Channel.ANSWER].close()
        if Channel.REASONING in self._channels:
            self._reasoning = self._channels[Channel.REASONING].close()

    def _next_round(self, flow: TurnFlow) -> None:
        self.view = flow.add_view()
        self._answer = self._reasoning = None
        self._channels.clear()
        self._shown = ""
        self._round_settled = False

    def _shown_text(self, channel: Channel, event: TextDelta | ReasoningDelta):
        if self._redact is None:
            return event
        if channel not in self._channels:
            self._channels[channel] = RedactedChannel(channel, self._redact)
        return self._channels[channel].append(event.delta)

    @contextmanager
    def awaiting_approval(self, request: ConfirmationRequest | None = None) -> Iterator[None]:
        """A confirmation is open: the status says so (and the call's card, with the action in
        words), and the time it takes is not counted as time spent generating."""
        card = self.cards.get(request.call.call_id) if request is not None else None
        if card is not None and request is not None:
            card.set_action(request.description, request.intent)
        view, before = self.view, self.view.status
        hidden = view.draft_marker.isHidden()  # a settled round shows no status of its own
        view.show_status(StatusLine(Step.APPROVAL))
        # The call's card says it waits for the person already: the line under it would repeat it.
        view.draft_marker.setHidden(card is not None)
        asked = self._clock()
        try:
            yield
        finally:
            self.approval += self._clock() - asked
            view.show_status(before)
            view.draft_marker.setHidden(hidden)

    def _first(self) -> None:
        if self.first_token is None:
            self.first_token = self._clock() - self.started

    def _stats(self) -> dict:
        recorded = self._recorded_stats() if self._recorded_stats is not None else None
        if recorded is not None:
            return recorded
        duration = self._clock() - self.started
        return turn_stats(duration, self.first_token, self.approval, self.usage)


class _ShownAnswer:
    """The answer channel as a frame reads it: what the display policy lets through so far."""

    channel = Channel.ANSWER

    def __init__(self, tracker: TurnTracker) -> None:
        self._tracker = tracker

    @property
    def aggregate(self) -> str:
        return self._tracker.shown_answer()
