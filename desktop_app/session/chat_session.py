"""``ChatSession``: one conversation's life, the same for the window and ``arroyo ask``.

It titles the conversation, saves the person's message, runs the agent loop for a turn and
saves what the turn added, by one rule (``rounds.py``), with a checkpoint of the text while it
arrives (``checkpoint.py``). Retry and Continue live here too, and so do Edit and Regenerate:
each keeps what it replaces as a previous version (``store/versions.py``). Front ends listen to
the agent's events through it and paint them their own way; neither writes messages to the
store itself.
Its store calls run on the database thread (``store.worker``) and are awaited: under qasync the
event loop is the window's thread, which must not wait for the disk.
"""

from __future__ import annotations

import concurrent.futures
import logging
import time
from collections.abc import Callable, Sequence
from typing import Any

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.events import AgentEvent
from desktop_app.agent.loop import AgentLoop, SessionResult
from desktop_app.config.memory import MemoryChoice
from desktop_app.generation.attachment import Attachment
from desktop_app.generation.context_fit import Overflow
from desktop_app.generation.prompt import Prompt
from desktop_app.providers.parameters import Parameters
from desktop_app.session.checkpoint import Checkpoint, Schedule
from desktop_app.session.context_keeper import ContextKeeper, Measured
from desktop_app.session.history import prompt_of
from desktop_app.session.memory import memory_note
from desktop_app.session.projects import system_prompt
from desktop_app.session.rounds import save_rounds
from desktop_app.session.turn_record import TurnRecord
from desktop_app.store import worker
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.conversations import ConversationStore, StoredMessage
from desktop_app.store.projects import ProjectStore

log = logging.getLogger(__name__)

TITLE_LENGTH = 60
UNTITLED = frozenset({"", "New conversation"})  # titles that mean "named by its first message"

Listener = Callable[[AgentEvent], None]
# Builds the loop for one turn of a conversation; may raise (no provider, no key).
LoopFactory = Callable[[str, Confirmer], AgentLoop]


def first_line(text: str) -> str:
    """The first line with text in it, trimmed; "" when there is none. Titles are one line
    wherever they come from (a first message, a list row, an imported file)."""
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def title_of(text: str) -> str:
    """A conversation's title from its first message: its first line, cut at
    ``TITLE_LENGTH`` characters."""
    return first_line(text)[:TITLE_LENGTH].strip()


class ChatSession:
    def __init__(
        self,
        conversations: ConversationStore,
        conversation_id: str,
        make_loop: LoopFactory,
        *,
        clock: Callable[[], float] = time.monotonic,
        schedule: Schedule | None = None,
        memory: Callable[[], MemoryChoice] = MemoryChoice,
    ) -> None:
        self.conversations = conversations
        self._memory = memory  # the person's memory choice as it is now (off by default)
        self.conversation_id = conversation_id
        self._make_loop = make_loop
        self._clock = clock
        self._schedule = schedule  # None: the running asyncio loop's call_later
        self._listeners: list[Listener] = []
        self._loop: AgentLoop | None = None
        self._provider_recorded: tuple[str, str] | None = None  # as last written to the store
        self._record: TurnRecord | None = None
        self._checkpoint: Checkpoint | None = None
        # Turns run beside this session's own (side by side): Stop stops them too.
        self.side_turns: list[Callable[[], None]] = []
        self.attachments = AttachmentStore(conversations.database)
        self.context: ContextKeeper | None = None  # None: everything is sent, as stored

    def keep_context(self, keeper: ContextKeeper) -> None:
        """Each send is fitted to the model's window by ``keeper`` (``context_keeper.py``)."""
        self.context = keeper
        self.on(keeper.on_event)

    @classmethod
    def start(
        cls,
        conversations: ConversationStore,
        make_loop: LoopFactory,
        *,
        system_prompt: str = "",
        memory: Callable[[], MemoryChoice] = MemoryChoice,
    ) -> ChatSession:
        """A new, untitled conversation: its first message names it."""
        created = conversations.create("", system_prompt)
        return cls(conversations, created, make_loop, memory=memory)

    def on(self, listener: Listener) -> None:
        """Every agent event of every turn of this conversation, as the loop emits it."""
        self._listeners.append(listener)

    @property
    def running(self) -> bool:
        return self._loop is not None or bool(self.side_turns)

    def turn_stats(self) -> dict | None:
        """The running turn's figures (timings, tokens), as they are stored with its answer."""
        return self._record.stats() if self._record is not None else None

    # -- the person's message -----------------------------------------------------------------

    async def add_prompt(self, text: str, attachments: tuple[Attachment, ...] = ()) -> bool:
        """Saves the person's message and the files it carries; an untitled conversation is
        named by it. True when the title changed (the conversation list shows it)."""
        return await worker.settled(self.save_prompt(text, attachments))

    def save_prompt(
        self, text: str, attachments: tuple[Attachment, ...] = ()
    ) -> concurrent.futures.Future[bool]:
        """``add_prompt`` started at once, for a caller that may be stopped before it awaits:
        the message shown is saved whatever happens to the turn it starts."""
        return worker.submit(self._add_prompt, text, attachments)

    def _add_prompt(self, text: str, attachments: tuple[Attachment, ...] = ()) -> bool:
        with self.conversations.database.transaction():
            message_id = self.conversations.add_message(self.conversation_id, "user", text)
            self.attachments.link(message_id, attachments)
        conversation = self.conversations.get(self.conversation_id)
        if conversation is None or conversation.title not in UNTITLED:
            return False
        title = title_of(text)
        if not title:
            return False
        self.conversations.rename(self.conversation_id, title)
        return True

    async def history(self) -> Prompt:
        """What the model is sent: the system prompt, what was said and the tool rounds, as
        they happened; never a draft (``history.py``); fitted to the window when kept."""
        if self.context is not None:
            return await self.context.history(self.measure)
        return await worker.run(self._history)

    def measure(self, choice: Overflow | None = None, *, with_prompt: bool = True) -> Measured:
        """What would be sent now, fitted to the window (on the database thread); without
        ``with_prompt``, the figures only, for the meter (no message's text read)."""
        assert self.context is not None
        conversation = self.conversations.get(self.conversation_id)
        # The notes rank facts by the first message: read only when memory is on.
        stored = self.conversations.messages(self.conversation_id) if self._memory().enabled else ()
        system = self._system(conversation, stored)
        return self.context.measure(system, choice, with_prompt=with_prompt)

    def _history(self) -> Prompt:
        conversation = self.conversations.get(self.conversation_id)
        stored = self.conversations.messages(self.conversation_id)
        return prompt_of(
            stored,
            self._system(conversation, stored),
            self.attachments.of_messages(m.id for m in stored if m.role == "user"),
        )

    def _system(self, conversation: Any, stored: Sequence[StoredMessage]) -> str:
        """The whole system prompt: the project's instructions, the conversation's own, and
        the quoted notes of memory; the same whether or not the history is fitted."""
        project = ProjectStore(self.conversations.database).project_of(self.conversation_id)
        notes = memory_note(
            self.conversations.database,
            conversation,
            project.id if project is not None else None,
            stored,
            self._memory(),
        )
        own = system_prompt(project, conversation.system_prompt if conversation else "")
        return "\n\n".join(part for part in (own, notes) if part)

    # -- after a turn that did not end well ---------------------------------------------------

    def last_user_message_id(self) -> int:
        """The person's last message on the branch shown; 0: none yet."""
        users = [
            m.id for m in self.conversations.messages(self.conversation_id) if m.role == "user"
        ]
        return users[-1] if users else 0

    def trailing_draft(self) -> StoredMessage | None:
        """The draft the last turn left (cut off, failed, interrupted by a crash), if any."""
        recent = self.conversations.recent_messages(self.conversation_id, 1)
        return recent[0] if recent and recent[0].draft else None

    async def retry_prompt(self) -> Prompt:
        """Retry: what the last turn left unfinished goes, and the same history is sent again
        (tool rounds it completed stay: their results are not asked for twice)."""
        await worker.run(self._discard_unfinished)
        return await self.history()

    def _discard_unfinished(self) -> None:
        self.conversations.discard_drafts(
            self.conversation_id, after_id=self.last_user_message_id()
        )

    async def continue_prompt(self, text: str) -> Prompt:
        """Continue: an unfinished answer's text is kept as said (sent to the model from now
        on), then ``text`` asks the model to go on from there."""
        await worker.run(self._keep_trailing_draft)
        await self.add_prompt(text)
        return await self.history()

    def _keep_trailing_draft(self) -> None:
        draft = self.trailing_draft()
        if draft is not None and draft.content:
            self.conversations.keep_draft(draft.id)

    async def retry(self, confirmer: Confirmer) -> SessionResult:
        prompt = await self.retry_prompt()
        return await self.run_turn(self.open_turn(confirmer), prompt)

    async def continue_turn(self, text: str, confirmer: Confirmer) -> SessionResult:
        prompt = await self.continue_prompt(text)
        return await self.run_turn(self.open_turn(confirmer), prompt)

    # -- versions: edit a message, regenerate an answer ---------------------------------------

    def apply_edit(self, message_id: int, text: str) -> None:
        """The person's message ``message_id`` said as ``text`` instead; the old one and every
        turn after it become a previous version (the store's part of ``edit_prompt``). The new
        version carries the same files."""
        with self.conversations.database.transaction():
            edited = self.conversations.edit_message(message_id, text)
            self.attachments.copy_links(message_id, edited)

    def set_aside(self, answer_id: int) -> None:
        """``answer_id`` becomes a previous version (the store's part of ``regenerate_prompt``)."""
        self.conversations.set_aside_from(answer_id)

    async def edit_prompt(self, message_id: int, text: str) -> Prompt:
        """Edit: ``apply_edit``, then what the model is sent next."""
        await worker.run(self.apply_edit, message_id, text)
        return await self.history()

    async def regenerate_prompt(self, answer_id: int) -> Prompt:
        """Regenerate: ``answer_id`` becomes a previous version. Tool rounds of its turn that
        ran before it stay (their calls and recorded results are sent as they are): the model
        is asked from after the last of them, and nothing runs twice."""
        await worker.run(self.set_aside, answer_id)
        return await self.history()

    async def edit_and_resend(
        self, message_id: int, text: str, confirmer: Confirmer
    ) -> SessionResult:
        """``edit_prompt``, then the turn it starts."""
        prompt = await self.edit_prompt(message_id, text)
        return await self.run_turn(self.open_turn(confirmer), prompt)

    async def regenerate(self, answer_id: int, confirmer: Confirmer) -> SessionResult:
        """``regenerate_prompt``, then the turn it starts."""
        prompt = await self.regenerate_prompt(answer_id)
        try:
            loop = self.open_turn(confirmer)
        except BaseException:  # no provider can take the turn: the answer stays as it was
            await worker.run(self.conversations.switch_to_version, answer_id)
            raise
        return await self.run_turn(loop, prompt)

    def switch_version(self, message_id: int) -> None:
        """The version holding ``message_id`` becomes the conversation as it reads and as the
        model is sent it from now on."""
        if self.running:
            raise RuntimeError("a turn is running")
        self.conversations.switch_to_version(message_id)

    # -- model and parameters -----------------------------------------------------------------

    def choose_model(self, provider_id: str, model: str) -> concurrent.futures.Future[None]:
        """The model this conversation's next turns go to (the picker's choice), written on
        the database thread before any store call made after it (the next turn's reads)."""
        return worker.submit(self._record_provider, provider_id, model)

    def set_parameters(self, parameters: Parameters) -> concurrent.futures.Future[None]:
        """Keeps ``parameters`` for the next turns (written as ``choose_model`` is)."""
        text = None if parameters == Parameters() else parameters.to_json()
        return worker.submit(self.conversations.set_parameters, self.conversation_id, text)

    # -- a turn -------------------------------------------------------------------------------

    def open_turn(self, confirmer: Confirmer) -> AgentLoop:
        """The loop for the next turn, its events passed on to this session's listeners. Raises
        what the loop factory raises when no provider can take the turn."""
        record = TurnRecord(self._clock)
        loop = self._make_loop(self.conversation_id, record.confirmer(confirmer))
        self._record_provider(loop.endpoint.provider_id, loop.endpoint.model)
        record.model = loop.endpoint.model
        record.price = loop.endpoint.price
        checkpoint = (
            Checkpoint(self.conversations, self.conversation_id, schedule=self._schedule)
            if self._schedule is not None
            else Checkpoint(self.conversations, self.conversation_id)
        )
        loop.on(record.on_event)
        loop.on(checkpoint.on_event)
        for listener in self._listeners:
            loop.on(listener)
        self._loop, self._record, self._checkpoint = loop, record, checkpoint
        return loop

    def _record_provider(self, provider_id: str, model: str) -> None:
        """The conversation keeps the provider and model its turns go to; written only when
        they change, not on every turn."""
        if self._provider_recorded is None:
            stored = self.conversations.get(self.conversation_id)
            if stored is not None:
                self._provider_recorded = (stored.provider_id or "", stored.model or "")
        if self._provider_recorded != (provider_id, model):
            self.conversations.set_provider(self.conversation_id, provider_id, model)
            self._provider_recorded = (provider_id, model)

    async def run_turn(self, loop: AgentLoop, prompt: Prompt) -> SessionResult:
        """Runs the turn and saves what it added. The loop's transport is left open: it belongs
        to whoever made the loop (the window reuses one per provider across turns)."""
        record, checkpoint = self._record, self._checkpoint
        # Asked now, answered in order before any checkpoint of this turn is written; not awaited
        # here, so the turn starts at once (Stop pressed meanwhile ends it, not a wait).
        before = worker.submit(self.conversations.last_message_id, self.conversation_id)
        try:
            result = await loop.run(prompt)
            if checkpoint is not None:
                checkpoint.close()
            after: int = await worker.settled(before)
            await worker.run(
                save_rounds,
                self.conversations,
                self.conversation_id,
                prompt,
                result,
                record,
                drafts_after=after,
            )
            return result
        finally:
            if checkpoint is not None:
                checkpoint.close()
            self._loop = self._record = self._checkpoint = None

    async def send(
        self, text: str, confirmer: Confirmer, attachments: tuple[Attachment, ...] = ()
    ) -> SessionResult:
        """The person's message (and its files), then the turn it starts, with the whole
        history."""
        await self.add_prompt(text, attachments)
        prompt = await self.history()  # read before the turn opens: Stop then ends a turn
        return await self.run_turn(self.open_turn(confirmer), prompt)

    def stop(self) -> None:
        if self._loop is not None:
            self._loop.abort()
        for stop in self.side_turns:
            stop()
