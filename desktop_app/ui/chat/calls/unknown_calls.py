"""Mark as done and Run again on the cards of one conversation page.

A card whose call ended unknown (live, or as stored) is painted from its call's latest
operation in the ledger, so what the person decided shows again after a restart. Mark as done
and Run again go to ``desktop_app.session.unknown_calls``: the first resolves the ledger row,
the second validates the call again and asks the person again before it runs, once. The same
cards' Undo is handed on to ``ui.chat.undo_calls``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from desktop_app.agent.confirmations import ConfirmationRequest, Confirmer, Decision
from desktop_app.session.turn_record import ToolState
from desktop_app.session.unknown_calls import AgainOutcome, latest, mark_done, run_again
from desktop_app.store import worker
from desktop_app.store.actions.ledger import Operation, OperationStatus
from desktop_app.store.actions.parked import ParkedCalls, ParkedState
from desktop_app.ui.chat.calls.undo_calls import UndoCalls
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.services import Services
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

# How the latest operation of a call stored as unknown is shown; absent: as stored.
_SHOWN: dict[OperationStatus, ToolState] = {
    OperationStatus.SUCCEEDED: ToolState.DONE,
    OperationStatus.FAILED: ToolState.FAILED,
    OperationStatus.UNKNOWN: ToolState.UNKNOWN,
}
# A call parked for an answer, never run yet: denied, or still waiting (approved ones run when
# the turn resumes).
_PARKED_SHOWN = {
    ParkedState.PENDING: ToolState.WAITING,
    ParkedState.APPROVED: ToolState.WAITING,
    ParkedState.DENIED: ToolState.DENIED,
}
_NOT_RUN_AGAIN: dict[AgainOutcome, str] = {
    AgainOutcome.UNAVAILABLE: QT_TRANSLATE_NOOP(
        "UnknownCalls", "Not run again: this tool is not available now."
    ),
    AgainOutcome.INVALID: QT_TRANSLATE_NOOP(
        "UnknownCalls", "Not run again: its arguments no longer fit the tool."
    ),
}


class UnknownCalls(QObject):
    def __init__(
        self,
        services: Services,
        conversation_id: str,
        confirm: Confirmer,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.services = services
        self.conversation_id = conversation_id
        self.confirm = confirm
        self._tasks: set[asyncio.Task[None]] = set()
        self.undo = UndoCalls(services, conversation_id, confirm, self)

    def attach(self, card: ToolCard) -> None:
        """Offers the card's buttons (when the ledger can be asked); a card stored as unknown
        shows what its call's latest operation says."""
        self.undo.attach(card)
        if self.services.ledger is None or card.generation_id is None:
            return
        card.mark_done_requested.connect(lambda: self._start(card, self._mark_done(card)))
        card.run_again_requested.connect(lambda: self._start(card, self._run_again(card)))
        card.allow_settling()
        if card.state is ToolState.UNKNOWN:
            self._show(card, self._latest(card))

    def _latest(self, card: ToolCard) -> Operation | None:
        assert self.services.ledger is not None and card.generation_id is not None
        return latest(self.services.ledger, self.conversation_id, card.generation_id, card.call_id)

    def _show(self, card: ToolCard, operation: Operation | None) -> None:
        if operation is None:
            # Never recorded: it never started (the ledger row comes first), and so nothing
            # is left to settle. A call parked by ``arroyo ask --park`` says it waits.
            card.allow_settling(False)
            parked = ParkedCalls(self.services.conversations.database).of_call(
                self.conversation_id, card.generation_id or "", card.call_id
            )
            if parked is not None:
                card.set_state(_PARKED_SHOWN[parked.state])
            return
        state = _SHOWN.get(operation.status)
        if state is not None:
            card.set_state(state, operation.result if operation.result is not None else None)

    async def _mark_done(self, card: ToolCard) -> None:
        ledger, generation_id = self.services.ledger, card.generation_id
        assert ledger is not None and generation_id is not None
        results = self.services.conversations.database
        await worker.run(
            mark_done, ledger, self.conversation_id, generation_id, card.call_id, results
        )
        self._show(card, await worker.run(self._latest, card))

    def _start(self, card: ToolCard, work: Coroutine[Any, Any, None]) -> None:
        card.set_settling(True)
        task = asyncio.ensure_future(work)
        self._tasks.add(task)

        def ended(done: asyncio.Task[None]) -> None:
            self._tasks.discard(done)
            card.set_settling(False)

        task.add_done_callback(ended)

    async def _run_again(self, card: ToolCard) -> None:
        assert card.generation_id is not None

        async def confirm(request: ConfirmationRequest) -> Decision:
            card.set_state(ToolState.WAITING)
            decision = await self.confirm(request)
            allowed = decision is not Decision.DENY
            card.set_state(ToolState.RUNNING if allowed else ToolState.UNKNOWN)
            return decision

        try:
            loop = self.services.make_loop(self.conversation_id, confirm)
        except ValueError:  # ProviderNotReady among them: the tools cannot be offered now
            self._say(card, AgainOutcome.UNAVAILABLE)
            return
        results = self.services.conversations.database
        again = await run_again(loop, card.generation_id, card.call_id, card.show_progress, results)
        self._show(card, await worker.run(self._latest, card))
        self._say(card, again.outcome, again.output)

    def _say(self, card: ToolCard, outcome: AgainOutcome, detail: str = "") -> None:
        sentence = _NOT_RUN_AGAIN.get(outcome)
        if sentence is not None:
            note = QCoreApplication.translate("UnknownCalls", sentence)
            card.set_state(card.state, f"{note}\n{detail}".strip())

    def stop(self) -> None:
        self.undo.stop()
        for task in list(self._tasks):
            task.cancel()
