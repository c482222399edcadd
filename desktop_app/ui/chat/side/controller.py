"""Side by side in the window: the composer's "+ model" choice sends the next prompt to two to
four models at once (``session/side_by_side.py`` runs and stores them), their columns stand in
place of the conversation while they answer, and "Use this answer" goes back to it with that
answer shown (the others are its versions, < 1/3 >) and its model the conversation's.

Questions are put one at a time, whichever column asks: each names the column's model.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from desktop_app.agent.confirmations import ConfirmationRequest, Confirmer, Decision
from desktop_app.generation.attachment import Attachment
from desktop_app.session.side_by_side import Column, ModelChoice, SideBySideTurn
from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.chat.side.view import SideBySideView
from desktop_app.ui.composer.side_models import SideModelsChip
from desktop_app.ui.dialogs.confirm_dialog import ask
from desktop_app.ui.services import Services

log = logging.getLogger(__name__)
_DONE = object()  # what a finished column's steps give next


class SideBySide(QObject):
    running_changed = Signal(bool)
    stored = Signal(str)  # a conversation id: its answers are stored (the list re-sorts)
    used = Signal(str)  # a conversation id: an answer was chosen; show the conversation again

    def __init__(self, services: Services, chip: SideModelsChip, conversation: QWidget) -> None:
        super().__init__(conversation)
        self.services = services
        self.chip = chip
        self._conversation_area = conversation  # hidden while the columns stand in its place
        self.view = SideBySideView()
        self.view.hide()
        self.turn: SideBySideTurn | None = None
        self.page: ConversationPage | None = None
        self.task: asyncio.Task[list[Column]] | None = None
        self.using: asyncio.Future[None] | None = None  # "Use this answer" being stored
        self._asking = asyncio.Lock()  # one question at a time, whichever column asks
        chip.setVisible(services.make_column_loop is not None)

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def wanted(self) -> bool:
        """The next prompt goes side by side: models were added on the chip."""
        return bool(self.chip.chosen()) and self.services.make_column_loop is not None

    def send(
        self, page: ConversationPage, text: str, model: ModelChoice, attachments: tuple = ()
    ) -> bool:
        """``model`` (the conversation's) and the chip's models answer ``text`` in columns."""
        make_loop = self.services.make_column_loop
        if self.running or make_loop is None or not text.strip():
            return False
        choices = list(dict.fromkeys([model, *self.chip.chosen()]))
        turn = SideBySideTurn(page.session, make_loop, choices, self._confirmer_for, self._event)
        self.turn, self.page = turn, page
        columns = self.view.start(text, [choice.model for choice in choices])
        for index, column in enumerate(columns):
            column.stop_requested.connect(lambda i=index: turn.stop(i))
            column.use_requested.connect(lambda i=index: self.use(i))
        self.chip.clear()  # for this prompt only
        self.show_for(page.conversation_id)
        self.task = asyncio.ensure_future(self._run(turn, text, tuple(attachments)))
        self.task.add_done_callback(self._ended)
        self.running_changed.emit(True)
        return True

    def stop_all(self) -> None:
        if self.turn is not None and self.running:
            self.turn.stop_all()

    def show_for(self, conversation_id: str | None) -> None:
        """The columns stand in place of their conversation when it is the one shown."""
        mine = self.page is not None and self.page.conversation_id == conversation_id
        self.view.setVisible(mine)
        self._conversation_area.setVisible(not mine)

    def use(self, index: int) -> None:
        turn, page = self.turn, self.page
        if turn is None or page is None or self.running:
            return
        self.using = asyncio.ensure_future(self._use(turn, page, index))

    async def _use(self, turn: SideBySideTurn, page: ConversationPage, index: int) -> None:
        await turn.use(index)
        if not shiboken6.isValid(self):
            return
        self.turn = self.page = None
        self.view.stop_painting()
        self.view.clear()
        self.show_for(None)
        page.versions.show_version(turn.columns[index].first_id or 0)
        self.used.emit(page.conversation_id)

    # -- inside -------------------------------------------------------------------------------

    async def _run(
        self, turn: SideBySideTurn, text: str, attachments: tuple[Attachment, ...]
    ) -> list[Column]:
        columns = await turn.ask(text, attachments)
        if not shiboken6.isValid(self) or self.turn is not turn:
            return columns
        finishing = []
        for column, shown in zip(columns, self.view.columns, strict=True):
            result = column.result
            last = result.prompt.messages[-1] if result and result.prompt.messages else None
            answer = last.text if last is not None and last.role == "assistant" else ""
            if column.problem is not None and column.loop is None:
                shown.fail(str(column.problem))
            shown.paint()  # every column's last words at once; their Markdown below
            finishing.append((shown, answer, column.first_id is not None))
        for shown, answer, usable in finishing:
            # A piece of one column's Markdown per pass of the loop, the window's own events
            # between: four long answers drawn in one go held the window for all four (0.6 to
            # 0.8 s for four of 55 K characters), and the last column's last words waited
            # behind the others.
            steps = shown.finish(answer)
            while True:
                await asyncio.sleep(0)
                if not (shiboken6.isValid(self) and self.turn is turn and shiboken6.isValid(shown)):
                    return columns
                if next(steps, _DONE) is _DONE:
                    break
            shown.use_button.setEnabled(usable)
        self.stored.emit(turn.session.conversation_id)
        return columns

    def _ended(self, _task: asyncio.Task[list[Column]]) -> None:
        """Send may go again once the task is over (``running`` is false from here on)."""
        if not _task.cancelled() and (problem := _task.exception()) is not None:
            log.warning("a side-by-side turn broke: %s", type(problem).__name__)
        if shiboken6.isValid(self):
            self.running_changed.emit(False)

    def _event(self, index: int, event: object) -> None:
        if shiboken6.isValid(self.view) and index < len(self.view.columns):
            self.view.on_event(index, event)  # type: ignore[arg-type]

    def _confirmer_for(self, choice: ModelChoice) -> Confirmer:
        async def confirm(request: ConfirmationRequest) -> Decision:
            asked = dataclasses.replace(request, asked_for=choice.model)
            async with self._asking:
                column = next((c for c in self.view.columns if c.model == choice.model), None)
                card = column.cards.get(request.call.call_id) if column is not None else None
                return await ask(asked, self.view.window(), card)

        return confirm
