"""Side by side: several models answer one prompt, each answer a version of that turn.

The person's message is saved once; each chosen model then gets its own agent loop (a column),
all sent the same history, all sharing one ``SharedCalls`` so that identical tool calls run
once. Each column's rounds are stored by the one rule (``rounds.turn_rows``) as a branch of
its own after the person's message (``add_version``): the versions "< 1/3 >" switches between,
exported with the conversation. The first column's answer is the one shown until the person
chooses another ("Use this answer"), which also makes its model the conversation's.

Columns run together (the window) or one after another (``arroyo ask --model A --model B``).
Nothing here knows Qt.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.events import AgentEvent
from desktop_app.agent.loop import AgentLoop, SessionResult
from desktop_app.agent.shared_calls import SharedCalls
from desktop_app.generation.attachment import Attachment
from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.session.chat_session import ChatSession
from desktop_app.session.rounds import turn_rows
from desktop_app.session.turn_record import TurnRecord
from desktop_app.store import worker

if TYPE_CHECKING:
    from desktop_app.config.file import ProviderEntry
    from desktop_app.config.settings import ProviderSettings
    from desktop_app.net.discovery.model_catalog import ModelCatalog
    from desktop_app.providers.requests import Endpoint

MAX_COLUMNS = 4
MIN_COLUMNS = 2


@dataclass(frozen=True, slots=True)
class ModelChoice:
    """A column's model: the settings entry (provider) and the model's name."""

    provider_id: str
    model: str


def column_entry(settings: ProviderSettings, column: ModelChoice) -> ProviderEntry:
    """The settings entry a column's model is asked through; raises when it is gone."""
    entry = settings.get(column.provider_id)
    if entry is None:
        raise LookupError(f"no provider {column.provider_id!r}")
    return entry


def column_endpoint(
    endpoint: Endpoint, column: ModelChoice | None, catalog: ModelCatalog
) -> Endpoint:
    """A turn's endpoint with a column's model (None: as it is), and what is known of it."""
    if column is None:
        return endpoint
    endpoint = replace(endpoint, model=column.model)
    return replace(endpoint, model_info=catalog.about(endpoint))


# Builds a column's loop: the conversation, the column's model, its confirmer. May raise.
ColumnLoopFactory = Callable[[str, ModelChoice, Confirmer], AgentLoop]
ColumnListener = Callable[[int, AgentEvent], None]


@dataclass(slots=True)
class Column:
    """One model's answer to the turn, while it runs and once stored."""

    index: int
    choice: ModelChoice
    loop: AgentLoop | None = None
    record: TurnRecord = field(default_factory=TurnRecord)
    result: SessionResult | None = None
    problem: BaseException | None = None  # the loop could not be built or broke
    first_id: int | None = None  # its first stored message: its version of the turn

    @property
    def ok(self) -> bool:
        return self.result is not None and self.result.outcome.status is TurnStatus.COMPLETED


class SideBySideTurn:
    """One prompt answered by two to four models."""

    def __init__(
        self,
        session: ChatSession,
        make_loop: ColumnLoopFactory,
        choices: list[ModelChoice] | tuple[ModelChoice, ...],
        confirmer_for: Callable[[ModelChoice], Confirmer],
        listener: ColumnListener | None = None,
    ) -> None:
        if not MIN_COLUMNS <= len(choices) <= MAX_COLUMNS and len(choices) != 1:
            raise ValueError(f"side by side takes {MIN_COLUMNS} to {MAX_COLUMNS} models")
        self.session = session
        self.turn_id = uuid.uuid4().hex
        self.shared = SharedCalls(self.turn_id)
        self.columns = [Column(index, choice) for index, choice in enumerate(choices)]
        self._make_loop = make_loop
        self._confirmer_for = confirmer_for
        self._listener = listener
        self._prompt: Prompt | None = None
        self._user_id = 0
        self.stopped = False

    async def ask(
        self, text: str, attachments: tuple[Attachment, ...] = (), *, together: bool = True
    ) -> list[Column]:
        """Saves the message, runs every column (at once, or in turn) and stores each answer
        as a version of the turn. Returns the columns, each with its result or its problem."""
        self.session.side_turns.append(self.stop_all)  # the session's Stop stops every column
        try:
            await self.session.add_prompt(text, attachments)
            self._user_id = await worker.run(self.session.last_user_message_id)
            self._prompt = await self.session.history()
            if together:
                for column in self.columns:
                    await self._open(column)
                await asyncio.gather(*(self._run(column) for column in self.columns))
            else:
                for column in self.columns:
                    await self._open(column)
                    await self._run(column)
            await worker.run(self._store)
        finally:
            self.session.side_turns.remove(self.stop_all)
        shown = self.columns[0].choice  # the version shown first: its model is the conversation's
        await worker.settled(self.session.choose_model(shown.provider_id, shown.model))
        return self.columns

    def stop(self, index: int) -> None:
        """Stops one column; the others go on."""
        loop = self.columns[index].loop
        if loop is not None:
            loop.abort()

    def stop_all(self) -> None:
        self.stopped = True  # a column not opened yet never starts
        for column in self.columns:
            self.stop(column.index)

    async def use(self, index: int) -> None:
        """ "Use this answer": the column's version becomes the conversation as it reads and is
        sent, and its model the conversation's; the others stay versions."""
        column = self.columns[index]
        if column.first_id is not None:
            await worker.run(self.session.conversations.switch_to_version, column.first_id)
        await worker.settled(
            self.session.choose_model(column.choice.provider_id, column.choice.model)
        )

    # -- inside -----------------------------------------------------------------------------

    async def _open(self, column: Column) -> None:
        choice = column.choice
        confirmer = column.record.confirmer(self._confirmer_for(choice))
        try:
            try:
                loop = self._make_loop(self.session.conversation_id, choice, confirmer)
            except Exception as exc:
                ready = getattr(exc, "ready", None)  # a key still being read: waited for, once
                if ready is None:
                    raise
                await ready()
                loop = self._make_loop(self.session.conversation_id, choice, confirmer)
        except Exception as exc:  # no key, no such provider: this column says so, others go on
            column.problem = exc
            return
        column.record.model = loop.endpoint.model
        column.record.price = loop.endpoint.price
        loop.on(column.record.on_event)
        if self._listener is not None:
            listener = self._listener
            loop.on(lambda event, index=column.index: listener(index, event))
        loop.share_calls(self.shared.seat(loop.endpoint.model, loop.bus))
        column.loop = loop

    async def _run(self, column: Column) -> None:
        if column.loop is None or self._prompt is None:
            return
        if self.stopped:
            column.loop.abort()
        try:
            column.result = await column.loop.run(self._prompt)
        except Exception as exc:
            column.problem = exc

    def _store(self) -> None:
        """Each column's rounds as a branch after the person's message; the first stays shown."""
        conversations = self.session.conversations
        conversation_id = self.session.conversation_id
        assert self._prompt is not None
        for column in self.columns:
            result = column.result
            if result is None:
                failed = TurnOutcome(TurnStatus.FAILED, message=str(column.problem or ""))
                result = SessionResult(failed, self._prompt, None)
            rows = turn_rows(self._prompt, result, column.record)
            if not rows:
                continue
            ids = conversations.add_version(conversation_id, self._user_id, rows)
            column.first_id = ids[0] if ids else None
        first = next((c.first_id for c in self.columns if c.first_id is not None), None)
        if first is not None:
            conversations.switch_to_version(first)
