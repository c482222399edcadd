"""What one running turn shows: agent events turned into calls on its ``MessageView``.

The tracker also keeps the turn's timings (first token, time spent waiting for the person's
approval) and its token usage, for the statistics under the finished answer.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject

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
from desktop_app.generation.assembler import Usage
from desktop_app.generation.channels import Channel, ChannelUpdate
from desktop_app.generation.display_policy import DisplayPolicy, visible
from desktop_app.net.redaction import RedactedChannel, Redactor
from desktop_app.ui.message_view import MessageView
from desktop_app.ui.status_line import StatusLine, Step


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
            case SessionEnd(outcome=outcome):
                if Channel.ANSWER in self._channels:
                    self._answer = self._channels[Channel.ANSWER].close()
                if Channel.REASONING in self._channels:
                    self._reasoning = self._channels[Channel.REASONING].close()
                self.view.finish(outcome, self.answer, self.reasoning, stats=self._stats())

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

    def __init__(self, tracker: TurnTracker) -> None:
        self._tracker = tracker

    @property
    def aggregate(self) -> str:
        return self._tracker.shown_answer()
