"""Before each send: what of the conversation fits the model's window, and what is done with
the rest (``generation.context_fit`` decides; this reads the store and carries it out).

A per-conversation ratio of the tokens the provider reported to the estimate of what was sent
corrects later estimates. Per-message estimates are kept by message id, so measuring a long
conversation again costs a dictionary look-up per message.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from desktop_app.agent.events import AgentEvent, TurnEnd
from desktop_app.generation.context_fit import (
    Entry,
    Overflow,
    Plan,
    corrected,
    input_budget,
    learnt_ratio,
    plan,
    sized,
    text_tokens,
)
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.session.history import message_of, prompt_of
from desktop_app.store import worker
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.context.store import ContextStore, Marks

log = logging.getLogger(__name__)

# What the model is told about a summary sent in place of older turns (not translated: the
# model reads it, not the person).
SUMMARY_HEADING = (
    "A summary of the earlier part of this conversation follows; those turns themselves are "
    "not sent:"
)
SUMMARY_REQUEST = (
    "Summarise the conversation below for the assistant that will continue it. Keep names, "
    "decisions, numbers, code identifiers, open questions and anything the person asked to "
    "remember. Write only the summary, in the conversation's language."
)

# (context window, output limit) of the model a conversation's next turn goes to.
Limits = Callable[[], tuple[int | None, int | None]]
# Sends a prompt to a model and returns its answer's text (raises when it cannot).
Summariser = Callable[[Prompt], Awaitable[str]]


# Asked when the conversation is past the window and its choice is to ask: the way out for
# this send (OMIT_OLDEST, SUMMARISE, or ASK meaning "clear the context before the last turn").
Asker = Callable[[Plan], Awaitable[Overflow]]


@dataclass(frozen=True, slots=True)
class Measured:
    prompt: Prompt | None  # None: measured for the meter only, no message's text read
    plan: Plan
    ratio: float
    choice: Overflow
    marks: Marks
    window: int | None = None  # the model's context window; None: not known

    @property
    def sent_tokens(self) -> int:
        """The tokens sent, as the provider would count them (the learnt ratio applied)."""
        return corrected(self.plan.sent, self.ratio)

    @property
    def total_tokens(self) -> int:
        return corrected(self.plan.total, self.ratio)


def with_summary(system: str, summary: str) -> str:
    block = f"{SUMMARY_HEADING}\n\n{summary}"
    return f"{system}\n\n{block}" if system else block


def transcript(messages: Sequence[Message], earlier_summary: str = "") -> str:
    """The turns to summarise as plain text (tool rounds as their results' first lines)."""
    lines = [f"Earlier summary:\n{earlier_summary}\n"] if earlier_summary else []
    for message in messages:
        text = message.text.strip()
        if message.role == "tool":
            text = text[:500]
        if text:
            lines.append(f"{message.role.upper()}: {text}")
    return "\n\n".join(lines)


class ContextKeeper:
    """One conversation's measuring and fitting; lives as long as the conversation's page."""

    def __init__(
        self,
        store: ContextStore,
        conversation_id: str,
        *,
        limits: Limits,
        default_overflow: Callable[[], Overflow],
        summariser: Summariser | None = None,
        asker: Asker | None = None,
    ) -> None:
        self.store = store
        self.conversation_id = conversation_id
        self.limits = limits
        self.default_overflow = default_overflow
        self.summariser = summariser
        self.asker = asker
        self.ratio = 1.0
        self.last: Measured | None = None
        self.answered: Overflow | None = None  # the question's answer (leave out, summarise)
        self.listeners: list[Callable[[Measured], None]] = []
        self._tokens: dict[int, int] = {}  # message id -> estimated tokens
        self._sent_estimate = 0  # the estimate of the prompt last sent, until its report
        self._window: tuple[int | None, int | None] = (None, None)
        self._files = AttachmentStore(store.conversations.database)

    # -- measuring (on the database thread) -------------------------------------------------

    def choice(self) -> Overflow:
        """The conversation's choice (the app's default when it has none); once the person
        answered the question, their answer, for as long as this keeper lives."""
        stored = self.store.overflow(self.conversation_id)
        choice = Overflow(stored) if stored in set(Overflow) else self.default_overflow()
        return self.answered if choice is Overflow.ASK and self.answered else choice

    def measure(
        self, system: str, choice: Overflow | None = None, *, with_prompt: bool = True
    ) -> Measured:
        """What would be sent now: the plan and the prompt it leads to. The sizes come from
        one query (and only for messages not measured before); the text is read only of the
        messages sent, and not at all without ``with_prompt`` (the meter's measure: its
        figures and markers come from the plan)."""
        conversations = self.store.conversations
        cid = self.conversation_id
        marks = self.store.marks(cid)
        choice = choice or self.choice()
        rows = self.store.message_rows(cid)
        unknown = [i for i, _, draft in rows if not draft and i not in self._tokens]
        if unknown:
            for i, role, length, calls, count in self.store.sizes_from(cid, min(unknown)):
                self._tokens[i] = sized(role, length, calls, count)
        entries = [
            Entry(i, tokens, role == "user")
            for i, role, draft in rows
            if not draft and (tokens := self._tokens.get(i, 0))
        ]
        window, max_output = self._window
        budget = int(input_budget(window, max_output) / self.ratio)
        summary = marks.summary
        result = plan(
            entries,
            budget,
            choice,
            system_tokens=text_tokens(system),
            cleared_after=marks.cleared_after,
            summary_through=summary.through if summary else 0,
            summary_tokens=text_tokens(summary.text) if summary else 0,
        )
        start = marks.cleared_after
        if result.summary_used and summary is not None:
            start = max(start, summary.through)
            system = with_summary(system, summary.text)
        if result.first_id is not None and result.summarise_through is None:
            start = max(start, result.first_id - 1)
        prompt = None
        if with_prompt:
            sent = conversations.messages_from(cid, start + 1, len(rows) + 1) if start else None
            if sent is None:
                sent = conversations.messages(cid)
            files = self._files.of_messages(m.id for m in sent if m.role == "user")
            prompt = prompt_of(sent, system, files)
        measured = Measured(prompt, result, self.ratio, choice, marks, window)
        self.last = measured
        return measured

    # -- a send -----------------------------------------------------------------------------

    def refresh_limits(self) -> None:
        """The window of the model the next turn goes to, read again (it may have changed)."""
        self._window = self.limits()

    async def history(self, read: Callable[[Overflow | None], Measured]) -> Prompt:
        """The prompt to send, fitted to the window: ``read`` measures on the database thread
        (with a choice for this send only, or the conversation's). A summary is asked for
        once and stored; the asker is awaited when the conversation's choice is to ask."""
        self.refresh_limits()
        measured = await worker.run(read, None)
        if measured.plan.blocked:
            chosen = await self._ask(measured.plan)
            if chosen is Overflow.ASK:  # "Clear context here": only the newest turn is sent
                await worker.run(self._clear_before_last_turn)
                measured = await worker.run(read, None)
            else:
                self.answered = chosen
                measured = await worker.run(read, chosen)
        through = measured.plan.summarise_through
        if through is not None:
            try:
                await self._summarise(measured, through)
            except Exception as exc:  # the oldest turns are left out instead (below)
                log.warning("no summary of the older turns: %s", type(exc).__name__)
            measured = await worker.run(read, measured.choice)
            if measured.plan.summarise_through is not None:  # no summary came
                measured = await worker.run(read, Overflow.OMIT_OLDEST)
        self._sent_estimate = measured.plan.sent
        self._announce(measured)
        assert measured.prompt is not None  # ``read`` reads the texts sent
        return measured.prompt

    async def _ask(self, fitting: Plan) -> Overflow:
        if self.asker is None:
            return Overflow.OMIT_OLDEST
        return await self.asker(fitting)

    def _clear_before_last_turn(self) -> None:
        rows = self.store.conversations.messages(self.conversation_id)
        users = [i for i, m in enumerate(rows) if m.role == "user"]
        if users and users[-1] > 0:
            self.store.add_clear(self.conversation_id, rows[users[-1] - 1].id)

    async def _summarise(self, measured: Measured, through: int) -> None:
        """Asks a model for a summary of what will not be sent and stores it as a new version;
        without a summariser, or when it fails, the oldest turns are left out instead."""
        rows = await worker.run(self.store.conversations.messages, self.conversation_id)
        marks = measured.marks
        summary = marks.summary
        start = max(marks.cleared_after, summary.through if summary else 0)
        older = [m for row in rows if start < row.id <= through if (m := message_of(row))]
        request = Prompt(
            messages=(Message("user", transcript(older, summary.text if summary else "")),),
            system=SUMMARY_REQUEST,
        )
        if self.summariser is None:
            return
        text = (await self.summariser(request)).strip()
        if text:
            await worker.run(self.store.add_summary, self.conversation_id, through, text)

    # -- after a send -----------------------------------------------------------------------

    def on_event(self, event: AgentEvent) -> None:
        """The first report of input tokens after a send corrects later estimates."""
        if not isinstance(event, TurnEnd) or event.usage is None or not self._sent_estimate:
            return
        ratio = learnt_ratio(event.usage.input_tokens or 0, self._sent_estimate)
        self._sent_estimate = 0
        if ratio is not None:
            self.ratio = ratio

    def _announce(self, measured: Measured) -> None:
        for listener in list(self.listeners):
            listener(measured)
