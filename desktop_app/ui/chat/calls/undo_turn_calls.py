"""Undo this turn's file changes, on the turn's last file-changing card (``agent.undo_turn``).

Offered when a turn changed two or more files through tools whose changes keep a receipt and
some can still be undone. One confirmation for the batch: it lists every file (the last
changed first) with the diff of what comes back, because the person decides on the turn as a
whole; a question per file would invite clicking through, and a "no" in the middle would leave
a half-undone turn nobody chose. Each file is still undone as its own operation in the ledger,
run once. The first refused (the file changed since) stops it: that card says why, the later
changes stay undone, the earlier ones are left as they are, and the last card says where it
stopped.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

import shiboken6
from PySide6.QtCore import QObject

from desktop_app.agent.confirmations import ConfirmationRequest, Confirmer, Decision
from desktop_app.agent.tools import Intent
from desktop_app.agent.undo import CAPTURED_TOOLS, UNDO_TOOL, UndoPreview, UndoResult
from desktop_app.agent.undo_turn import TurnUndo, previews, turn_changes, undo_turn, undoable
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.session.turn_record import ToolState
from desktop_app.store import worker
from desktop_app.store.actions.ledger import Operation
from desktop_app.store.actions.receipts import ReceiptStore
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.services import Services
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

ALL_UNDONE = QT_TRANSLATE_NOOP("UndoCalls", "This turn's file changes were undone.")
STOPPED = QT_TRANSLATE_NOOP(
    "UndoCalls",
    "Stopped at {path}: it changed since this turn. The changes after it were undone; it and "
    "the ones before it were left as they are.",
)
SMALLEST_TURN = 2  # a single change has its card's own Undo


class UndoTurnCalls(QObject):
    """``show`` puts a single undo's result on a card, as the card's own Undo would;
    ``refresh`` looks again at whether a card's Undo is offered."""

    def __init__(
        self,
        services: Services,
        conversation_id: str,
        confirm: Confirmer,
        receipts: ReceiptStore,
        show: Callable[[ToolCard, UndoResult | None], None],
        refresh: Callable[[ToolCard], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.services = services
        self.conversation_id = conversation_id
        self.confirm = confirm
        self.receipts = receipts
        self._show = show
        self._refresh = refresh
        self._turns: dict[str, list[ToolCard]] = {}  # generation -> its file changes' cards
        self._tasks: set[asyncio.Task[None]] = set()

    def attach(self, card: ToolCard) -> None:
        if card.generation_id is None or card.tool not in CAPTURED_TOOLS:
            return
        generation = card.generation_id
        cards = self._turns.setdefault(generation, [])
        # A page painted again (a version switched, a turn regenerated) makes new cards for
        # the same calls: each call keeps one card, the one on the page now.
        cards[:] = [shown for shown in cards if shown.call_id != card.call_id]
        cards.append(card)
        card.destroyed.connect(lambda _gone=None: self._forget(generation, card))
        card.undo_turn_requested.connect(lambda: self._start(card, self._undo(generation)))
        card.state_changed.connect(lambda: self.look(generation))
        self.look(generation)

    def _forget(self, generation: str, card: ToolCard) -> None:
        cards = self._turns.get(generation, [])
        cards[:] = [shown for shown in cards if shown is not card]
        if not cards:
            self._turns.pop(generation, None)

    def look(self, generation: str) -> None:
        cards = self._turns.get(generation)
        if not cards:
            return
        for card in cards[:-1]:
            card.offer_undo_turn(False)
        last = cards[-1]
        if len(cards) < SMALLEST_TURN or last.state is not ToolState.DONE:
            last.offer_undo_turn(False)
        else:
            self._start(last, self._look(generation))

    def _changes(self, generation: str) -> list[Operation]:
        assert self.services.ledger is not None
        return turn_changes(self.services.ledger, self.conversation_id, generation)

    def _undoable(self, generation: str) -> list[Operation]:
        assert self.services.ledger is not None
        return undoable(self.services.ledger, self.receipts, self._changes(generation))

    async def _look(self, generation: str) -> None:
        left = await worker.run(self._undoable, generation)
        cards = self._turns.get(generation)
        if not cards:  # its cards are gone from the page meanwhile
            return
        last = cards[-1]
        _offered, note, path = last.undo_turn_offer
        last.offer_undo_turn(bool(left), note, path)

    async def _undo(self, generation: str) -> None:
        ledger, receipts = self.services.ledger, self.receipts
        if ledger is None:
            return
        cards = self._turns[generation]
        changes = await worker.run(self._changes, generation)
        listed = await worker.run(previews, ledger, receipts, changes)
        if not listed:
            self.look(generation)
            return
        first, path, found = listed[0]
        if isinstance(found, UndoResult):  # the last change is refused: nothing would be undone
            self._report(cards, TurnUndo((), (first, found), tuple(changes)), path)
            return
        if await self.confirm(_request(cards[-1], listed)) is Decision.DENY:
            return
        done = await worker.run(undo_turn, ledger, receipts, changes)
        paths = {op.key: path for op, path, _found in listed}
        stopped = "" if done.stopped is None else paths.get(done.stopped[0].key, "")
        self._report(cards, done, stopped)

    def _report(self, cards: list[ToolCard], done: TurnUndo, path: str) -> None:
        by_call = {card.call_id: card for card in cards}
        stopped_at = None if done.stopped is None else done.stopped[0].tool_call_id
        for card in cards:
            # Not the card it stopped at: what the undo found there (the file changed, say) is
            # more than its records tell, and a look from them, ending later, wiped that note.
            if card.call_id != stopped_at:
                self._refresh(card)
        last = cards[-1]
        if done.stopped is None:
            last.offer_undo_turn(False, ALL_UNDONE)
            return
        operation, result = done.stopped
        stopped_card = by_call.get(operation.tool_call_id)
        if stopped_card is not None:
            self._show(stopped_card, result)
        last.offer_undo_turn(True, STOPPED, path or operation.tool_call_id)

    def _start(self, card: ToolCard, work: Coroutine[Any, Any, None]) -> None:
        card.undo_turn_button.setEnabled(False)  # not pressed twice while it is under way
        task = asyncio.ensure_future(work)
        self._tasks.add(task)

        def ended(finished: asyncio.Task[None]) -> None:
            self._tasks.discard(finished)
            if shiboken6.isValid(card):  # a page painted again meanwhile has new cards
                card.undo_turn_button.setEnabled(True)

        task.add_done_callback(ended)

    def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()


def _request(
    card: ToolCard, listed: list[tuple[Operation, str, UndoPreview | UndoResult]]
) -> ConfirmationRequest:
    """One question for the batch: every file, the last changed first, and each diff (or why
    it would stop there)."""
    paths = [path for _op, path, _found in listed]
    details = "\n".join(
        found.diff if isinstance(found, UndoPreview) else found.message
        for _op, _path, found in listed
    )
    intent = Intent("undo_turn", (("files", ", ".join(paths)),))
    return ConfirmationRequest(
        call=ValidatedToolCall(card.call_id, UNDO_TOOL, {"paths": paths}),
        tool_name=UNDO_TOOL,
        description=intent.english(),
        arguments=tuple(("path", path) for path in paths),
        read_only=False,
        details=details,
        intent=intent,
        once_only=True,
    )
