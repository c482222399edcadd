"""The one place an agent loop is put together, for the window and for ``arroyo ask``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.builtin.knowledge import KnowledgeAccess, SearchKnowledge, prompt_passages
from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.loop import AgentLoop
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.config.memory import MemoryChoice
from desktop_app.generation.limits import SizeLimits
from desktop_app.net.deadlines import TimeLimits
from desktop_app.net.transports import Transport
from desktop_app.providers.model_info import Capability
from desktop_app.providers.requests import Endpoint
from desktop_app.session.memory import remember_tool
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.actions.receipts import ReceiptLimits, ReceiptStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolChoices:
    """What the tools may do: their folder (None: no tools offered) and the person's allowances."""

    workspace: Path | None
    allow_commands: bool = False
    fetch_allowed_hosts: tuple[str, ...] = ()
    command_env_allow: tuple[str, ...] = ()
    allow_read_only_without_asking: bool = False
    memory: MemoryChoice = field(default_factory=MemoryChoice)  # on: remember is offered
    # Someone can answer a question now. False (``arroyo ask`` without a terminal, --park,
    # --resume): remember refuses every call to the model, never parked or answered for them.
    askable: bool = True
    knowledge: KnowledgeAccess | None = None  # the bases the turn may search (None: none)


# What the model is told when a conversation's file tools were turned off: one sentence, so it
# neither pretends to have written a file nor guesses at a tool that is not there.
FILES_OFF_NOTE = (
    "File tools (listing, reading, writing and editing files, running commands) are turned off "
    "in this conversation; if they are needed, ask the person to choose a folder for it."
)


def assemble_loop(
    *,
    endpoint: Endpoint,
    transport: Transport,
    tools: ToolChoices,
    database: Database,
    ledger: OperationLedger,
    confirmer: Confirmer,
    conversation_id: str,
    size_limits: SizeLimits | None = None,
    time_limits: TimeLimits | None = None,
    receipt_limits: ReceiptLimits | None = None,
) -> AgentLoop:
    """An agent loop for one turn of a conversation, with a fresh tool registry. The transport
    is the caller's (the window keeps one per provider), and so is closing it."""
    context = ToolContext(
        workspace=tools.workspace or Path.home(),
        allow_commands=tools.allow_commands,
        fetch_allowed_hosts=tools.fetch_allowed_hosts,
        command_env_allow=tools.command_env_allow,
    )
    registry = ToolRegistry(context)
    if tools.workspace is not None:  # no folder chosen, no tools offered
        registry.extend(builtin_tools(context))
    remember = remember_tool(database, conversation_id, tools.memory, askable=tools.askable)
    if remember is not None:
        registry.add(remember)
    knowledge = tools.knowledge
    # A model known to take no tools gets the best passages in its prompt instead.
    takes_tools = endpoint.model_info is None or endpoint.model_info.supports(Capability.TOOLS)
    if knowledge is not None and takes_tools is not False:
        registry.add(SearchKnowledge(knowledge))
    loop = AgentLoop(
        endpoint=endpoint,
        transport=transport,
        registry=registry,
        # Each file change keeps what it replaced, for undo (arroyo undo, the card's Undo).
        executor=ToolExecutor(
            registry, ledger, receipts=ReceiptStore(database, limits=receipt_limits)
        ),
        confirmer=confirmer,
        grants=GrantStore(database),
        generations=GenerationStore(database),
        conversation_id=conversation_id,
        allow_read_only_without_asking=tools.allow_read_only_without_asking,
        size_limits=size_limits,
        time_limits=time_limits,
        system_note=FILES_OFF_NOTE if tools.workspace is None else "",
    )
    if knowledge is not None and takes_tools is False:
        grants = GrantStore(database)
        loop.prompt_passages = lambda question: prompt_passages(
            knowledge, question, bool(grants.scopes(SearchKnowledge.name, conversation_id))
        )
    return loop
