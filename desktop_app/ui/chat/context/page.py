"""A page's context: its keeper (``session.context_keeper``) fed with the model's window, the
person's choices and a model for summaries; the markers, the summary card and the question it
shows in the chat; Clear context and Branch from a message's menu.

Measured again when the page opens and after each turn, on the database thread; what was
measured goes to the composer's meter (``PaneContext``).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import logging
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop_app.agent.confirmations import deny_everything
from desktop_app.errors import ArroyoError
from desktop_app.generation.context_fit import Overflow, Plan, corrected
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.session.context_keeper import ContextKeeper, Measured
from desktop_app.session.model_titles import clean_title, title_prompt, wants_title
from desktop_app.store import worker
from desktop_app.store.context.store import ContextStore
from desktop_app.ui.chat.answer.status_line import StatusLine, Step
from desktop_app.ui.chat.context.cards import (
    ContextMarker,
    ContextQuestion,
    MarkerKind,
    SummaryCard,
)
from desktop_app.ui.services import Services


class Page(Protocol):
    """What of a conversation page this needs (``conversation_page.py``, which the chat pane
    imports before this)."""

    conversation_id: str
    session: Any  # its ChatSession
    history_grew: Any  # signals
    busy_changed: Any
    prompt_saved: Any
    versions: Any  # its PageVersions: a message's menu
    follow: Any  # its FollowScroll
    _view: Any  # the answer being written, if any (its status line)
    _built: dict[int, QWidget]
    _messages: QVBoxLayout

    def _stored_end(self) -> int: ...
    def _insert(self, widget: QWidget, at: int | None) -> None: ...


log = logging.getLogger(__name__)


class SummaryFailed(ArroyoError, RuntimeError):
    """The model gave no answer (a summary, a title): the fallback is used instead."""


def model_limits(services: Services, conversation_id: str) -> tuple[int | None, int | None]:
    """The context window and output limit of the model the conversation's next turn goes to."""
    if services.context_limits is not None:
        return services.context_limits(conversation_id)
    models, turn = services.models, services.model_of_turn(conversation_id)
    if models is None or turn is None:
        return None, None
    info = models.about(turn[1])
    return info.context_window, info.max_output_tokens


def default_overflow(services: Services) -> Overflow:
    settings = services.settings
    return Overflow(settings.app.context_overflow) if settings is not None else Overflow.OMIT_OLDEST


async def ask_model(services: Services, conversation_id: str, prompt: Prompt, model: str) -> str:
    """One answer to ``prompt`` from the conversation's provider (its model unless ``model``
    names another), without tools; raises ``SummaryFailed`` when none came."""
    loop = services.make_loop(conversation_id, deny_everything)
    if model:
        loop.endpoint = dataclasses.replace(loop.endpoint, model=model)
    loop.max_turns = 1
    result = await loop.run(prompt)
    turn = result.last_turn
    if result.outcome.status is not TurnStatus.COMPLETED or turn is None or not turn.answer:
        raise SummaryFailed(result.outcome.status.value)
    return turn.answer


def _event_loop() -> asyncio.AbstractEventLoop | None:
    """The loop tasks go to: the running one, else the one set for this thread (the window
    is built before qasync's loop runs); None when there is none."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    # Not asyncio.get_event_loop(): where no loop was set, it makes one (and nothing closes it,
    # so its sockets were left to the garbage collector). Only a loop already set is wanted.
    local = getattr(asyncio.get_event_loop_policy(), "_local", None)
    loop = getattr(local, "_loop", None)
    return loop if isinstance(loop, asyncio.AbstractEventLoop) and not loop.is_closed() else None


_FIRST_MEASURED_AFTER = (QEvent.Type.Paint, QEvent.Type.Hide)


class PageContext(QObject):
    measured = Signal(str, int, object)  # conversation id, tokens sent, the window or None
    branched = Signal(str)  # a new conversation, branched from this one

    def __init__(self, page: QWidget, services: Services) -> None:
        super().__init__(page)
        self.widget = page
        self.page: Page = page  # type: ignore[assignment]
        self.services = services
        self.store = ContextStore(services.conversations)
        cid = self.page.conversation_id
        self.keeper = ContextKeeper(
            self.store,
            cid,
            limits=lambda: model_limits(services, cid),
            default_overflow=lambda: default_overflow(services),
            summariser=self._summarise,
            asker=self._ask,
        )
        self.page.session.keep_context(self.keeper)
        self.keeper.listeners.append(self._show)
        self.last: Measured | None = None
        self.question: ContextQuestion | None = None
        self._shown: list[QWidget] = []
        self.measuring = 0  # measurements under way
        self._changes: set[asyncio.Task[None]] = set()
        self.page.history_grew.connect(self._place)
        self.page.busy_changed.connect(self._busy_changed)
        self.page.versions.on_clear_context = self.clear_after
        self.page.versions.on_branch = self.branch_at
        # First measured once the page has painted (or was hidden again before it could):
        # reading a long conversation on the database thread meanwhile would hold the
        # interpreter and the database while the window builds and shows the page. A page
        # already on screen is measured now.
        if page.isVisible():
            self.remeasure()
        else:
            page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Hidden with its whole window (closed, its database perhaps with it): measured when
        # it next paints instead.
        kind = event.type()
        if (
            watched is self.widget
            and kind in _FIRST_MEASURED_AFTER
            and (kind == QEvent.Type.Paint or self.widget.window().isVisible())
        ):
            watched.removeEventFilter(self)
            self.remeasure()
        return False

    def _busy_changed(self, busy: bool) -> None:
        if not busy:  # a turn ended: what it added is measured
            self.remeasure()
            settings = self.services.settings
            if settings is not None and settings.app.model_titles:
                self._run(self._title(settings.app.title_model))

    async def _title(self, model: str) -> None:
        """A model's title after the first answer; a failure leaves the first line, quietly."""
        conversations, cid = self.services.conversations, self.page.conversation_id
        conversation = await worker.run(conversations.get, cid)
        messages = await worker.run(conversations.messages, cid)
        if not wants_title(conversation, messages):
            return
        try:
            title = clean_title(await ask_model(self.services, cid, title_prompt(messages), model))
        except Exception as exc:
            log.info("no title from the model: %s", type(exc).__name__)
            return
        if title:
            await worker.run(conversations.rename, cid, title)
            if shiboken6.isValid(self.widget):
                self.page.prompt_saved.emit(cid)  # the list and the header show it

    def _run(self, work: Coroutine[object, object, None]) -> None:
        """A change on the database thread, then measured again; kept until done."""
        loop = _event_loop()
        if loop is None:
            work.close()
            return
        task = loop.create_task(work)
        self._changes.add(task)
        task.add_done_callback(self._changes.discard)

    # -- measuring ------------------------------------------------------------------------------

    def remeasure(self) -> None:
        """Measured again on the database thread, shown when done: a callback, not a task, so
        a window closed meanwhile leaves nothing waiting. Not at all without an event loop (a
        page built where nothing runs one: its first send measures it)."""
        loop = _event_loop()
        if loop is None:
            return
        self.keeper.refresh_limits()
        self.measuring += 1
        future = worker.submit(self.page.session.measure, with_prompt=False)  # the figures
        future.add_done_callback(lambda done: loop.call_soon_threadsafe(self._measured, done))

    def _measured(self, future: concurrent.futures.Future[Measured]) -> None:
        self.measuring -= 1
        if future.cancelled() or future.exception() is not None:  # the store closed meanwhile
            return
        self._show(future.result())

    def _show(self, measured: Measured) -> None:
        if not shiboken6.isValid(self.widget):
            return
        self.last = measured
        self.measured.emit(self.page.conversation_id, measured.sent_tokens, measured.window)
        self._place()

    # -- what the chat shows --------------------------------------------------------------------

    def _place(self) -> None:
        """The markers and the summary where they belong among the messages built."""
        for widget in self._shown:
            if shiboken6.isValid(widget):
                widget.setParent(None)
                widget.deleteLater()
        self._shown = []
        measured = self.last
        if measured is None or not shiboken6.isValid(self.widget):
            return
        for mark_id, after in measured.marks.clears:
            marker = ContextMarker(MarkerKind.CLEARED, mark_id)
            marker.remove_requested.connect(self._remove_mark)
            self._put_after(after, marker)
        summary = measured.marks.summary
        if measured.plan.summary_used and summary is not None:
            card = SummaryCard(summary.text, summary.version, summary.versions)
            card.saved.connect(lambda text, through=summary.through: self._save(through, text))
            self._put_after(summary.through, card)
        if measured.plan.first_id is not None:
            self._put_after(measured.plan.first_id - 1, ContextMarker(MarkerKind.OMITTED))

    def _put_after(self, message_id: int, widget: QWidget) -> None:
        """Before the first message built after ``message_id``; below the stored messages when
        none is (the mark is at the end); not at all when the page starts after it."""
        page = self.page
        built = page._built
        later = [i for i in built if i > message_id]
        layout = page._messages
        if later:
            index = layout.indexOf(built[min(later)])
        elif any(i <= message_id for i in built):
            index = page._stored_end()
        else:
            index = -1
        if index < 0:
            widget.deleteLater()
            return
        layout.insertWidget(index, widget)
        self._shown.append(widget)

    # -- the person's actions -------------------------------------------------------------------

    def clear_after(self, message_id: int) -> None:
        """Sending starts after ``message_id`` (0: after the newest message)."""
        self._run(self._clear(message_id))

    async def _clear(self, message_id: int) -> None:
        cid = self.page.conversation_id
        if not message_id:
            message_id = await worker.run(self.services.conversations.last_message_id, cid)
        if message_id:
            await worker.run(self.store.add_clear, cid, message_id)
        self.remeasure()

    def _remove_mark(self, mark_id: int) -> None:
        self._run(self._then_remeasure(self.store.remove_mark, mark_id))

    def _save(self, through: int, text: str) -> None:
        cid = self.page.conversation_id
        self._run(self._then_remeasure(self.store.add_summary, cid, through, text))

    async def _then_remeasure(self, change: Callable[..., object], *args: object) -> None:
        await worker.run(change, *args)
        self.remeasure()

    def branch_at(self, message_id: int) -> None:
        self._run(self._branch(message_id))

    async def _branch(self, message_id: int) -> None:
        cid = self.page.conversation_id
        conversation = await worker.run(self.services.conversations.get, cid)
        title = conversation.title if conversation else ""
        new_id = await worker.run(self.store.branch, cid, message_id, title)
        self.branched.emit(new_id)

    # -- a send past the window -----------------------------------------------------------------

    def _say(self, step: Step) -> None:
        """The answer's status line says what the send waits for."""
        view = self.page._view
        if view is not None and shiboken6.isValid(view):
            view.show_status(StatusLine(step))

    async def _summarise(self, prompt: Prompt) -> str:
        self._say(Step.SUMMARISING)
        settings = self.services.settings
        model = settings.app.summary_model if settings is not None else ""
        return await ask_model(self.services, self.page.conversation_id, prompt, model)

    async def _ask(self, plan: Plan) -> Overflow:
        """The question under the message being sent; Stop cancels the wait (and the turn)."""
        future: asyncio.Future[Overflow] = asyncio.get_running_loop().create_future()
        window, _ = self.keeper.limits()
        question = ContextQuestion(corrected(plan.total, self.keeper.ratio), window)

        def chosen(choice: Overflow) -> None:
            if not future.done():
                future.set_result(choice)

        question.chosen.connect(chosen)
        self.page._insert(question, None)
        self.question = question
        self._say(Step.CHOOSING)
        self.page.follow.follow()
        try:
            return await future
        finally:
            self.question = None
            if shiboken6.isValid(question):
                question.setParent(None)
                question.deleteLater()
