"""The stored checkpoint of an answer while its text arrives, so a crash loses at most a moment.

Text is written as a draft row (``ConversationStore.save_draft``): not searched, not sent to the
model. The first delta after a write schedules the next write ``INTERVAL`` seconds later, and
later deltas never push it back, so under a steady stream as under one that stalls, what is
stored is never more than ``INTERVAL`` (plus the write itself) behind what arrived; the turn's
own save replaces the drafts when it ends.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Protocol

from desktop_app.agent.events import (
    AgentEvent,
    DraftCleared,
    ReasoningDelta,
    TextDelta,
    TurnStart,
)
from desktop_app.store.conversations import ConversationStore

log = logging.getLogger(__name__)

INTERVAL = 1.0  # seconds; the promise is "never older than 2 s", the write included


class Handle(Protocol):
    def cancel(self) -> None: ...


# Runs a callback once after a delay: the running asyncio loop's call_later, or a test's.
Schedule = Callable[[float, Callable[[], None]], Handle]


def _asyncio_schedule(delay: float, callback: Callable[[], None]) -> Handle:
    return asyncio.get_running_loop().call_later(delay, callback)


class Checkpoint:
    def __init__(
        self,
        conversations: ConversationStore,
        conversation_id: str,
        *,
        interval: float = INTERVAL,
        schedule: Schedule = _asyncio_schedule,
    ) -> None:
        self._conversations = conversations
        self._conversation_id = conversation_id
        self._interval = interval
        self._schedule = schedule
        self._pending: Handle | None = None
        self._generation: str | None = None
        self._draft_id: int | None = None  # this round's draft row, once written
        self._answer: TextDelta | None = None
        self._reasoning: ReasoningDelta | None = None
        self.writes = 0

    def on_event(self, event: AgentEvent) -> None:
        match event:
            case TurnStart(generation_id=generation_id):
                self.write_now()  # the last of the previous round, then a row for this one
                self._generation, self._draft_id = generation_id, None
                self._answer = self._reasoning = None
            case TextDelta():
                self._answer = event
                self._soon()
            case ReasoningDelta():
                self._reasoning = event
                self._soon()
            case DraftCleared():
                self._answer = self._reasoning = None
                self._soon()

    def _soon(self) -> None:
        if self._pending is None:
            self._pending = self._schedule(self._interval, self.write_now)

    def write_now(self) -> None:
        """Stores what arrived so far, if anything changed since the last write."""
        if self._pending is None:
            return
        self._pending.cancel()  # harmless when it is the call that is running now
        self._pending = None
        answer = self._answer.aggregate if self._answer is not None else ""
        reasoning = self._reasoning.aggregate if self._reasoning is not None else ""
        try:
            self._draft_id = self._conversations.save_draft(
                self._conversation_id,
                answer,
                reasoning,
                generation_id=self._generation,
                message_id=self._draft_id,
            )
            self.writes += 1
        except Exception:  # a checkpoint that cannot be written never breaks the turn
            log.warning("could not store the answer's checkpoint", exc_info=True)

    def close(self) -> None:
        """The turn ended (its own save follows): no write is left scheduled."""
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
