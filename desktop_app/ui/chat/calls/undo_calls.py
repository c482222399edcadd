"""Undo on the cards of one conversation page.

A done write offers Undo while its receipt (``store.actions.receipts``) still holds the earlier
version; Undo shows what would change and asks, with the confirmation every action gets, then
runs the undo once (``agent.undo``: refused when the file changed since, or is now a folder or
a link). A card whose tool changes things Arroyo cannot capture (commands, MCP tools) says so.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

import shiboken6
from PySide6.QtCore import QObject

from desktop_app.agent.confirmations import ConfirmationRequest, Confirmer, Decision
from desktop_app.agent.tools import Intent
from desktop_app.agent.undo import (
    CAPTURED_TOOLS,
    UNDO_TOOL,
    UndoOutcome,
    UndoPreview,
    UndoResult,
    preview,
    refusal,
)
from desktop_app.agent.undo import undo as run_undo
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.session.turn_record import ToolState
from desktop_app.session.unknown_calls import latest
from desktop_app.store import worker
from desktop_app.store.actions.ledger import Operation
from desktop_app.store.actions.receipts import Eviction, ReceiptStore
from desktop_app.ui.chat.calls.undo_turn_calls import UndoTurnCalls
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.services import Services
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

log = logging.getLogger(__name__)

# Nothing to undo.
READS_ONLY = frozenset({"list_directory", "read_file", "fetch_url", "search_knowledge"})
CANNOT_UNDO = QT_TRANSLATE_NOOP("UndoCalls", "Changes made by this tool cannot be undone by Arroyo")
UNDONE = QT_TRANSLATE_NOOP("UndoCalls", "Undone: the earlier version was put back.")

# Why Undo is not (or no longer) offered, or why an undo was refused; True: offered still.
_NOTES: dict[UndoOutcome, tuple[bool, str]] = {
    UndoOutcome.RESTORED: (False, UNDONE),
    UndoOutcome.ALREADY_UNDONE: (False, UNDONE),
    UndoOutcome.CHANGED: (
        True,
        QT_TRANSLATE_NOOP(
            "UndoCalls", "Not undone: the file changed since this action; nothing was changed."
        ),
    ),
    UndoOutcome.NOT_A_FILE: (
        True,
        QT_TRANSLATE_NOOP(
            "UndoCalls", "Not undone: the path is now a folder or a link; nothing was changed."
        ),
    ),
    UndoOutcome.FAILED: (
        True,
        QT_TRANSLATE_NOOP("UndoCalls", "Not undone: the file could not be restored."),
    ),
    UndoOutcome.NO_RECEIPT: (False, ""),
}
_EVICTED: dict[Eviction | None, str] = {
    Eviction.SIZE: QT_TRANSLATE_NOOP(
        "UndoCalls",
        "Undo no longer available: the earlier version was removed to keep the store under "
        "its limit",
    ),
    Eviction.AGE: QT_TRANSLATE_NOOP(
        "UndoCalls",
        "Undo no longer available: the earlier version was removed after the time the store "
        "keeps it",
    ),
    None: QT_TRANSLATE_NOOP(
        "UndoCalls", "Undo no longer available: the earlier version is missing"
    ),
}


class UndoCalls(QObject):
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
        # The receipts beside the ledger's database (the window's one data folder).
        self.receipts = ReceiptStore(services.conversations.database)
        self._tasks: set[asyncio.Task[None]] = set()
        self.turns = UndoTurnCalls(
            services, conversation_id, confirm, self.receipts, self._show, self._refresh, self
        )

    def attach(self, card: ToolCard) -> None:
        if self.services.ledger is None or card.generation_id is None or card.tool in READS_ONLY:
            return
        card.undo_requested.connect(lambda: self._start(card, self._undo(card)))
        card.state_changed.connect(lambda: self._refresh(card))
        self._refresh(card)
        self.turns.attach(card)

    def _refresh(self, card: ToolCard) -> None:
        if card.state is not ToolState.DONE:
            card.offer_undo(False)
        elif card.tool not in CAPTURED_TOOLS:
            card.offer_undo(False, CANNOT_UNDO)
        else:
            self._start(card, self._look(card))

    def _latest(self, card: ToolCard) -> Operation | None:
        assert self.services.ledger is not None and card.generation_id is not None
        return latest(self.services.ledger, self.conversation_id, card.generation_id, card.call_id)

    async def _look(self, card: ToolCard) -> None:
        ledger, receipts = self.services.ledger, self.receipts
        operation = await worker.run(self._latest, card)
        if operation is None or ledger is None:
            card.offer_undo(False)
            return
        # From the records only: the file itself is looked at when the person asks.
        self._show(card, await worker.run(refusal, ledger, receipts, operation))

    def _show(self, card: ToolCard, result: UndoResult | None) -> None:
        if result is None:
            card.offer_undo(True)
        elif result.outcome is UndoOutcome.UNAVAILABLE:
            card.offer_undo(False, _EVICTED[result.eviction])
        else:
            card.offer_undo(*_NOTES[result.outcome])

    async def _undo(self, card: ToolCard) -> None:
        ledger, receipts = self.services.ledger, self.receipts
        operation = await worker.run(self._latest, card)
        if operation is None or ledger is None:
            return
        found = await worker.run(preview, ledger, receipts, operation)
        if isinstance(found, UndoResult):
            self._show(card, found)
            return
        if await self.confirm(_request(card, found)) is Decision.DENY:
            return
        self._show(card, await worker.run(run_undo, ledger, receipts, operation))
        if card.generation_id is not None and card.tool in CAPTURED_TOOLS:
            self.turns.look(card.generation_id)  # one fewer left for the turn's Undo

    def _start(self, card: ToolCard, work: Coroutine[Any, Any, None]) -> None:
        card.undo_button.setEnabled(False)  # not pressed twice while it is under way
        task = asyncio.ensure_future(work)
        self._tasks.add(task)

        def ended(done: asyncio.Task[None]) -> None:
            self._tasks.discard(done)
            if shiboken6.isValid(card):  # a page painted again meanwhile has new cards
                card.undo_button.setEnabled(True)

        task.add_done_callback(ended)

    def stop(self) -> None:
        self.turns.stop()
        for task in list(self._tasks):
            task.cancel()


def _request(card: ToolCard, found: UndoPreview) -> ConfirmationRequest:
    """The question an undo puts, as any action's: what will change, and the diff."""
    intent = (
        Intent("undo_create", (("path", found.path),))
        if found.removes
        else Intent("undo_write", (("path", found.path), ("size", found.size)))
    )
    return ConfirmationRequest(
        call=ValidatedToolCall(card.call_id, UNDO_TOOL, {"path": found.path}),
        tool_name=UNDO_TOOL,
        description=intent.english(),
        arguments=(("path", found.path),),
        read_only=False,
        details=found.diff,
        intent=intent,
        once_only=True,
    )
