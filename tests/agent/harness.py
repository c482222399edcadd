"""An agent wired to real parts: SQLite files, the simulator over HTTP, real tools."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.events import AgentEvent
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.loop import AgentLoop, SessionResult
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.generation.prompt import Prompt
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.transports import ChunkedTransport
from desktop_app.net.turn import TurnRunner
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from tests.net.helpers import endpoint_for


@dataclass
class ScriptedPerson:
    """Answers confirmations from a list (then denies), and remembers what it was asked."""

    answers: list[Decision] = field(default_factory=list)
    asked: list[ConfirmationRequest] = field(default_factory=list)

    async def __call__(self, request: ConfirmationRequest) -> Decision:
        self.asked.append(request)
        return self.answers.pop(0) if self.answers else Decision.DENY


@dataclass
class AgentHarness:
    workspace: Path
    database: Database
    simulator: object
    registry: ToolRegistry = field(init=False)
    executor: ToolExecutor = field(init=False)
    grants: GrantStore = field(init=False)
    generations: GenerationStore = field(init=False)
    conversation_id: str = field(init=False)

    def __post_init__(self) -> None:
        context = ToolContext(workspace=self.workspace)
        self.registry = ToolRegistry(context)
        self.registry.extend(builtin_tools(context))
        self.executor = ToolExecutor(self.registry, OperationLedger(self.database))
        self.grants = GrantStore(self.database)
        self.generations = GenerationStore(self.database)
        self.conversation_id = ConversationStore(self.database).create("test")

    def loop(self, wire: str, model: str, person: ScriptedPerson, **options) -> AgentLoop:
        transport = ChunkedTransport()
        self._transports.append(transport)
        return AgentLoop(
            endpoint=endpoint_for(self.simulator, wire, model),
            transport=transport,
            registry=self.registry,
            executor=self.executor,
            confirmer=person,
            grants=self.grants,
            generations=self.generations,
            conversation_id=self.conversation_id,
            runner_factory=lambda: TurnRunner(
                transport,
                wire=wire,
                idle_timeout=5,
                retry=RetryPolicy(max_attempts=2, base_delay=0.001, max_delay=0.001),
            ),
            **options,
        )

    _transports: list = field(default_factory=list)

    def run(self, loop: AgentLoop, prompt: Prompt) -> tuple[SessionResult, list[AgentEvent]]:
        events: list[AgentEvent] = []
        loop.on(events.append)

        async def go():
            try:
                return await loop.run(prompt)
            finally:
                for transport in self._transports:
                    await transport.aclose()
                self._transports.clear()

        return asyncio.run(go()), events
