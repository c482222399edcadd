"""One tool round wired to real parts (SQLite file, real files, the built-in tools) and to the
person's permission rules, with time that moves only when a test says so."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.events import EventBus, ToolExecutionEnd
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.rules import RuleBook
from desktop_app.agent.tool_round import ToolRound
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.actions.rules import RuleStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from tests.agent.harness import ScriptedPerson
from tests.store.conftest import FakeClock


@dataclass
class RuleRound:
    workspace: Path
    database: Database
    clock: FakeClock = field(default_factory=FakeClock)
    person: ScriptedPerson = field(default_factory=ScriptedPerson)

    def __post_init__(self) -> None:
        context = ToolContext(workspace=self.workspace, allow_commands=True)
        self.registry = ToolRegistry(context)
        self.registry.extend(builtin_tools(context))
        self.ledger = OperationLedger(self.database, clock=self.clock)
        self.executor = ToolExecutor(self.registry, self.ledger)
        self.rules = RuleStore(self.database, clock=self.clock)
        self.book = RuleBook(self.rules)
        self.grants = GrantStore(self.database)
        self.generations = GenerationStore(self.database)
        self.conversation_id = ConversationStore(self.database).create("rules")
        self.ends: list[ToolExecutionEnd] = []
        bus = EventBus()
        bus.on(lambda event: self.ends.append(event) if isinstance(event, ToolExecutionEnd) else 0)
        self.round = ToolRound(
            registry=self.registry,
            executor=self.executor,
            confirmer=self.person,
            grants=self.grants,
            generations=self.generations,
            conversation_id=self.conversation_id,
            bus=bus,
            redact=str,
            allow_read_only_without_asking=False,
            rules=self.book,
        )
        self._calls = 0

    def call(self, name: str, **arguments: Any) -> ValidatedToolCall:
        self._calls += 1
        verdict = self.registry.validate(
            ToolCall(
                key=f"k{self._calls}",
                id=f"call_{self._calls}",
                name=name,
                arguments_raw=json.dumps(arguments),
                arguments=arguments,
                valid_json=True,
                complete=True,
            ),
            fallback_id=f"call_{self._calls}",
        )
        assert isinstance(verdict, ValidatedToolCall), verdict
        return verdict

    def settle(self, call: ValidatedToolCall) -> tuple[str, bool]:
        generation = self.generations.create(self.conversation_id, settings={})
        (message,) = asyncio.run(self.round.settle_calls([call], generation))
        return message.text, message.is_error

    def operations(self) -> list[dict[str, Any]]:
        rows = self.database.fetch_all(
            "SELECT tool_call_id, approval, rule_id, rule_words, status FROM operations"
            " ORDER BY created_at, rowid"
        )
        return [dict(row) for row in rows]
