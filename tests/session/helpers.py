"""A conversation service wired as the app wires it: real SQLite, the simulator as the model."""

from __future__ import annotations

from pathlib import Path

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop, SessionResult
from desktop_app.generation.prompt import Prompt
from desktop_app.net.transports import ChunkedTransport
from desktop_app.providers.requests import Endpoint
from desktop_app.session.assembly import ToolChoices, assemble_loop
from desktop_app.session.chat_session import ChatSession
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database


class OwnConnectionSession(ChatSession):
    """The service with a connection of its own per turn, closed after it: each test turn runs
    on an event loop of its own (``asyncio.run``), which a kept-alive connection cannot outlive.
    The window instead keeps one client per provider across turns (``TransportPool``)."""

    async def run_turn(self, loop: AgentLoop, prompt: Prompt) -> SessionResult:
        try:
            return await super().run_turn(loop, prompt)
        finally:
            await loop.transport.aclose()


def session_for(
    database: Database, endpoint: Endpoint, workspace: Path | None = None
) -> ChatSession:
    """A new conversation whose turns go to ``endpoint``, read-only tools without asking."""
    make_loop = loop_factory(database, endpoint, workspace)
    return OwnConnectionSession.start(ConversationStore(database), make_loop)


def reopened(database: Database, conversation_id: str, endpoint: Endpoint) -> ChatSession:
    """The service for a stored conversation, as after a restart."""
    make_loop = loop_factory(database, endpoint)
    return OwnConnectionSession(ConversationStore(database), conversation_id, make_loop)


def loop_factory(database: Database, endpoint: Endpoint, workspace: Path | None = None):
    ledger = OperationLedger(database)
    tools = ToolChoices(workspace=workspace, allow_read_only_without_asking=True)

    def make_loop(conversation_id: str, confirmer: Confirmer) -> AgentLoop:
        return assemble_loop(
            endpoint=endpoint,
            transport=ChunkedTransport(),
            tools=tools,
            database=database,
            ledger=ledger,
            confirmer=confirmer,
            conversation_id=conversation_id,
        )

    return make_loop


def stored_rows(database: Database, conversation_id: str) -> list[tuple]:
    """What a conversation holds, without ids, timestamps or generation ids: role, text, the
    calls' names and arguments, whether it answers a call, outcome and its code."""
    import json

    rows = []
    for message in ConversationStore(database).messages(conversation_id):
        calls = json.loads(message.tool_calls_json) if message.tool_calls_json else None
        shown_calls = [(c["name"], c["arguments"]) for c in calls] if calls else None
        rows.append(
            (
                message.role,
                message.content,
                shown_calls,
                message.tool_call_id is not None,
                message.outcome,
                message.outcome_code,
            )
        )
    return rows
