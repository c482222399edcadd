"""``ChatSession``: one conversation's life, the same for the window and ``arroyo ask``.

It titles the conversation, saves the person's message, runs the agent loop for a turn and
saves what the turn added, by one rule (``rounds.py``). Front ends listen to the agent's
events through it and paint them their own way; neither writes messages to the store itself.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Literal

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.events import AgentEvent
from desktop_app.agent.loop import AgentLoop, SessionResult
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.providers.parameters import Parameters
from desktop_app.session.rounds import save_rounds
from desktop_app.store.conversations import ConversationStore

log = logging.getLogger(__name__)

TITLE_LENGTH = 60
UNTITLED = frozenset({"", "New conversation"})  # titles that mean "named by its first message"
# Stored messages a prompt is made of: what was said. Tool rounds are kept to be shown as they
# happened; their calls are not sent again.
_PROMPT_ROLES: dict[str, Literal["user", "assistant"]] = {"user": "user", "assistant": "assistant"}

Listener = Callable[[AgentEvent], None]
# Builds the loop for one turn of a conversation; may raise (no provider, no key).
LoopFactory = Callable[[str, Confirmer], AgentLoop]


def title_of(text: str) -> str:
    """A conversation's title from its first message: the first non-empty line, trimmed, cut
    at ``TITLE_LENGTH`` characters. Always one line."""
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:TITLE_LENGTH].strip()
    return ""


class ChatSession:
    def __init__(
        self, conversations: ConversationStore, conversation_id: str, make_loop: LoopFactory
    ) -> None:
        self.conversations = conversations
        self.conversation_id = conversation_id
        self._make_loop = make_loop
        self._listeners: list[Listener] = []
        self._loop: AgentLoop | None = None
        self._provider_recorded: tuple[str, str] | None = None  # as last written to the store

    @classmethod
    def start(
        cls, conversations: ConversationStore, make_loop: LoopFactory, *, system_prompt: str = ""
    ) -> ChatSession:
        """A new, untitled conversation: its first message names it."""
        return cls(conversations, conversations.create("", system_prompt), make_loop)

    def on(self, listener: Listener) -> None:
        """Every agent event of every turn of this conversation, as the loop emits it."""
        self._listeners.append(listener)

    @property
    def running(self) -> bool:
        return self._loop is not None

    # -- the person's message -----------------------------------------------------------------

    def add_prompt(self, text: str) -> bool:
        """Saves the person's message; an untitled conversation is named by it. True when the
        title changed (the conversation list shows it)."""
        self.conversations.add_message(self.conversation_id, "user", text)
        conversation = self.conversations.get(self.conversation_id)
        if conversation is None or conversation.title not in UNTITLED:
            return False
        title = title_of(text)
        if not title:
            return False
        self.conversations.rename(self.conversation_id, title)
        return True

    def history(self) -> Prompt:
        """What the model is sent: the system prompt, what was said, without tool rounds."""
        conversation = self.conversations.get(self.conversation_id)
        messages = tuple(
            Message(_PROMPT_ROLES[m.role], m.content)
            for m in self.conversations.messages(self.conversation_id)
            if m.role in _PROMPT_ROLES and m.content and m.tool_calls_json is None
        )
        return Prompt(messages=messages, system=conversation.system_prompt if conversation else "")

    # -- model and parameters -----------------------------------------------------------------

    def choose_model(self, provider_id: str, model: str) -> None:
        """The model this conversation's next turns go to (the picker's choice)."""
        self._record_provider(provider_id, model)

    @property
    def parameters(self) -> Parameters:
        conversation = self.conversations.get(self.conversation_id)
        return Parameters.from_json(conversation.parameters_json if conversation else None)

    def set_parameters(self, parameters: Parameters) -> None:
        text = parameters.to_json()
        self.conversations.set_parameters(
            self.conversation_id, None if parameters == Parameters() else text
        )

    # -- a turn -------------------------------------------------------------------------------

    def open_turn(self, confirmer: Confirmer) -> AgentLoop:
        """The loop for the next turn, its events passed on to this session's listeners. Raises
        what the loop factory raises when no provider can take the turn."""
        loop = self._make_loop(self.conversation_id, confirmer)
        self._record_provider(loop.endpoint.provider_id, loop.endpoint.model)
        for listener in self._listeners:
            loop.on(listener)
        self._loop = loop
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
        try:
            result = await loop.run(prompt)
            save_rounds(self.conversations, self.conversation_id, prompt, result)
            return result
        finally:
            self._loop = None

    async def send(self, text: str, confirmer: Confirmer) -> SessionResult:
        """The person's message, then the turn it starts, with the whole history."""
        self.add_prompt(text)
        loop = self.open_turn(confirmer)
        return await self.run_turn(loop, self.history())

    def stop(self) -> None:
        if self._loop is not None:
            self._loop.abort()
