"""``arroyo ask``: the agent loop in a terminal, with the app's keys, data and ledger."""

from __future__ import annotations

import sys
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop
from desktop_app.attachments.reading import ImageFitter, PdfMode, read_attachment
from desktop_app.attachments.words import terminal_words
from desktop_app.cli import kb
from desktop_app.cli.asking import parking
from desktop_app.cli.asking.ask_parameters import refusal
from desktop_app.cli.asking.side_ask import ask_each
from desktop_app.cli.asking.terminal_confirmer import TerminalConfirmer
from desktop_app.cli.asking.terminal_view import TerminalView
from desktop_app.cli.projects import enter_project
from desktop_app.config.memory import MemoryChoice
from desktop_app.errors import ArroyoError, NotReady
from desktop_app.generation.attachment import Attachment, AttachmentError
from desktop_app.generation.outcome import TurnStatus
from desktop_app.mcp.config import McpServerConfig
from desktop_app.mcp.first_start import Remember, approved_on_terminal
from desktop_app.mcp.pins import RememberPins
from desktop_app.mcp.servers import ServerConnection, start_servers
from desktop_app.mcp.tools import McpToolset
from desktop_app.names import ProviderKind, TransportName, Wire
from desktop_app.net.transports import TRANSPORTS
from desktop_app.paths import database_path
from desktop_app.providers.attachment_parts import check_sendable
from desktop_app.providers.base_url import BaseUrlError, check_base_url
from desktop_app.providers.choice import ProviderChoice, preset_choice
from desktop_app.providers.model_info import about
from desktop_app.providers.parameters import Parameters
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.requests import Endpoint
from desktop_app.secrets import DEFAULT_TIMEOUT, SecretsError, get_key, get_key_async
from desktop_app.session.assembly import ToolChoices, assemble_loop
from desktop_app.session.chat_session import ChatSession
from desktop_app.session.workspace import Workspaces, default_for
from desktop_app.store import worker
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.actions.parked import ParkedCalls
from desktop_app.store.actions.receipts import ReceiptLimits
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database, DatabaseError
from desktop_app.store.startup import open_store
from desktop_app.wire.terminal_text import strip_control_sequences


@dataclass(frozen=True, slots=True, kw_only=True)
class AskOptions:
    prompt: str
    provider: str = ProviderKind.DEMO  # a settings entry's id (into ``choice``) or a preset
    choice: ProviderChoice | None = None  # the settings entry named by ``provider``, if any
    wire: Wire | None = None  # another wire than the provider's (``--wire``)
    model: str | None = None
    models: tuple[str, ...] = ()  # two or more: each asked in turn, each answer a version
    base_url: str | None = None
    workspace: Path | None = None  # this run's folder, over the conversation's choice
    settings_workspace: Path | None = None  # the folder chosen in Settings: the default's place
    transport: TransportName | None = None  # None: the settings entry's, else chunked
    allow_commands: bool = False
    allow_read_only: bool = False  # tools that only read this computer run without a question
    pass_env: tuple[str, ...] = ()  # variables commands see beyond PATH, HOME, LANG, TERM...
    database: Path | None = None
    keyring_timeout: float = DEFAULT_TIMEOUT  # a locked keyring may be waiting for its password
    mcp_servers: tuple[McpServerConfig, ...] = ()  # whose tools are offered too
    # Where a first start the person confirmed is remembered (the settings file); by default
    # nowhere, and the next run asks again.
    remember_mcp_approval: Remember = lambda _config: None
    remember_mcp_pins: RememberPins | None = None  # a first start's pins, into the settings
    conversation: str | None = None  # a stored conversation to continue; None: a new one
    project: str | None = None  # a project's name: the new conversation starts in it
    knowledge: tuple[str, ...] = ()  # knowledge bases the model may search (``--kb``)
    # The flags' parameters: each one set overrides the conversation's and is stored with it.
    parameters: Parameters = field(default_factory=Parameters)
    attachments: tuple[Path, ...] = ()  # files sent with the prompt (``--attach``)
    pdf: PdfMode = PdfMode.TEXT  # a PDF's text extracted here, or the file sent as it is
    fit_image: ImageFitter | None = None  # downscales images; None: sent only if they fit
    receipt_limits: ReceiptLimits | None = None  # the settings' bounds on undo's receipts
    park: bool = False  # calls that need a yes wait for ``arroyo approvals`` (``cli.parking``)
    resume: bool = False  # ``conversation``'s paused turn goes on; ``prompt`` is not sent
    # The window's memory choice: on, the facts reach the prompt and remember is offered.
    memory: MemoryChoice = field(default_factory=MemoryChoice)


async def ask(
    options: AskOptions,
    *,
    out: TextIO = sys.stdout,
    stdin: TextIO = sys.stdin,
    err: TextIO = sys.stderr,
) -> int:
    if (
        not options.prompt.strip() and not options.resume
    ):  # refused before anything is stored or sent
        out.write("The prompt is empty: write what you want to ask.\n")
        return 2
    choice = options.choice or preset_choice(options.provider)
    if choice is None:
        out.write(
            f"Unknown provider {options.provider!r}: name a provider's id from the settings, "
            f"or one of {', '.join(PRESETS)}.\n"
        )
        return 2
    choice = choice.with_wire(options.wire)
    try:  # every file read, and checked against the model, before the keyring is asked
        attachments = tuple(
            read_attachment(path, pdf=options.pdf, fit_image=options.fit_image)
            for path in options.attachments
        )
        check_sendable(options.model or choice.model, attachments, choice.wire)
    except AttachmentError as exc:
        out.write(terminal_words(exc) + "\n")
        return 2
    if options.base_url is not None:
        try:  # refused before the keyring is even asked: nothing is sent to a bad address
            check_base_url(options.base_url)
        except BaseUrlError as exc:
            out.write(f"--base-url: {exc.message}\n")
            return 2
    try:
        key = await _key_for(choice, options.keyring_timeout, out, err)
    except _NoTurn:
        return 2
    with ExitStack() as stack:
        base_url = options.base_url or choice.base_url
        if choice.preset.name is ProviderKind.DEMO:
            from desktop_app.simulator.demo import demo_simulator

            simulator = stack.enter_context(demo_simulator())
            base_url = simulator.url + "/v1"
        if not base_url:
            out.write("This provider needs --base-url.\n")
            return 2
        if key and check_base_url(base_url).cleartext_to_remote:
            err.write(
                "Warning: the key is sent over plain http to a server that is not this "
                "computer; anyone on the way can read it. Use https if the server offers it.\n"
            )
            err.flush()
        try:
            database = stack.enter_context(open_store(options.database or database_path()))
        except DatabaseError as exc:
            out.write(f"{exc}\n")
            return 2
        entered = enter_project(database, options, out)  # None: said why not
        if entered is None:
            return 2
        options, stored = entered, None
        if options.conversation is not None:
            found = ConversationStore(database).get(options.conversation)
            if found is None or found.deleted_at is not None:
                out.write(f"No conversation {options.conversation!r}: arroyo list shows them.\n")
                return 2
            stored = found.parameters_json
        model = options.model or choice.model
        parameters = Parameters.from_json(stored).overridden_by(options.parameters)
        refused = refusal(choice.wire, parameters, about(model))
        if refused is not None:  # what the window refuses before sending, the terminal too
            out.write(refused + "\n")
            return 2
        endpoint = Endpoint(
            wire=choice.wire,
            model=model,
            base_url=base_url,
            api_key=key,
            show_reasoning=choice.show_reasoning,
            provider_id=choice.entry_id,
            parameters=parameters,
            # The curated table's limits: Anthropic's required max_tokens is the model's own.
            model_info=about(model),
        )
        transport = options.transport or choice.transport
        demo = choice.preset.name is ProviderKind.DEMO
        return await _run(options, endpoint, transport, database, out, stdin, attachments, demo)


class _NoTurn(ArroyoError):
    """No turn can be run; what went wrong was said."""

    def __init__(self, kind: NotReady) -> None:
        super().__init__(kind.value)
        self.kind = kind


async def _key_for(choice: ProviderChoice, timeout: float, out: TextIO, err: TextIO) -> str | None:
    """The provider's key from the keyring, or ``None`` to go without one. A provider whose
    key is optional goes on without one when there is no keyring at all."""
    if choice.preset.name is ProviderKind.DEMO:
        return None
    try:
        key = await get_key_async(choice.entry_id, timeout=timeout) or None
    except SecretsError as exc:
        if choice.needs_key:
            out.write(f"{exc} Keys are kept only in the system keyring.\n")
            raise _NoTurn(NotReady(f"keyring.{exc.kind.value}")) from None
        err.write(f"{exc} Going on without a key, which {choice.preset.label} does not need.\n")
        err.flush()
        return None
    if key is None and choice.needs_key:
        out.write(f"No key is stored for {choice.preset.label}. Add one in the app's settings.\n")
        raise _NoTurn(NotReady.NO_KEY)
    return key


async def _run(
    options: AskOptions,
    endpoint: Endpoint,
    transport_name: TransportName,
    database: Database,
    out: TextIO,
    stdin: TextIO,
    attachments: tuple[Attachment, ...] = (),
    demo: bool = False,
) -> int:
    # The window's resolution: this run's --workspace, else the conversation's, else the default.
    given = parking.workspace_choice(
        options.workspace, database, options.resume, options.conversation
    )
    workspaces = Workspaces(database, lambda: default_for(options.settings_workspace, demo))
    workspace = workspaces.for_turn(options.conversation or "", given)
    tools = ToolChoices(
        workspace=workspace,
        allow_commands=options.allow_commands,
        command_env_allow=options.pass_env,
        allow_read_only_without_asking=options.allow_read_only,
        knowledge=kb.access_for(options.knowledge, options.conversation, database, endpoint),
        memory=options.memory,
        # Asked on the terminal, or nobody is: then remember is refused to the model.
        askable=stdin.isatty() and not (options.park or options.resume),
    )
    ledger = OperationLedger(database)
    transport = TRANSPORTS[transport_name]()
    # An imported or changed server starts only once the person has seen its command line.
    allowed = await approved_on_terminal(
        options.mcp_servers, stdin, out, options.remember_mcp_approval
    )
    servers = await start_servers(
        allowed,
        secrets=get_key,
        workspace=given.folder,  # servers get a root only when one is named for this run
        report=lambda connection: _say_server(connection, out),
    )

    def make_loop(conversation_id: str, confirmer: Confirmer) -> AgentLoop:
        loop = assemble_loop(
            endpoint=endpoint,
            transport=transport,
            tools=tools,
            database=database,
            ledger=ledger,
            confirmer=confirmer,
            conversation_id=conversation_id,
            receipt_limits=options.receipt_limits,
        )
        toolset = McpToolset(loop.registry)  # the servers' tools beside the built-in ones
        toolset.on_first_pins = options.remember_mcp_pins
        for server in servers:
            toolset.install(server)
        return loop

    store = ConversationStore(database)

    def memory() -> MemoryChoice:  # the facts the prompt carries
        return options.memory

    session = (
        ChatSession(store, options.conversation, make_loop, memory=memory)
        if options.conversation is not None
        else ChatSession.start(store, make_loop, memory=memory)
    )
    if options.parameters != Parameters():  # kept for the conversation, as the panel keeps them
        await worker.settled(session.set_parameters(endpoint.parameters))
    secrets = (endpoint.api_key,) if endpoint.api_key else ()
    session.on(TerminalView(out, color=out.isatty(), secrets=secrets))
    parked = parking.ParkingConfirmer(ParkedCalls(database), session.conversation_id)
    try:
        code = 0
        result = None
        if options.resume:
            result = await parking.resume(session, parked, database)
        elif len(options.models) > 1:
            code = await ask_each(
                session,
                make_loop,
                endpoint.provider_id,
                options.models,
                options.prompt,
                TerminalConfirmer(stdin, out),
                attachments,
                out=out,
                view=lambda: TerminalView(out, color=out.isatty(), secrets=secrets),
            )
        else:
            confirmer = parked if options.park else TerminalConfirmer(stdin, out)
            result = await session.send(options.prompt, confirmer, attachments)
    except parking.NoResume as exc:
        out.write(f"{exc}\n")
        return exc.status
    finally:
        await transport.aclose()  # the provider's connection, kept alive until now
        for server in servers:
            await server.stop()  # and its children
    out.write(f"[conversation {session.conversation_id}]\n")
    if result is None:  # several models: each answer was reported as it ended
        return code
    paused = parking.report(result, parked, out, sys.stderr)
    if paused is not None:
        return paused
    return 0 if result.outcome.status is TurnStatus.COMPLETED else 1


def _say_server(connection: ServerConnection, out: TextIO) -> None:
    if connection.problem is not None:
        said = f"MCP server {connection.name} failed to start: {connection.problem}"
    else:
        count = len(connection.tools)
        said = f"MCP server {connection.name}: {count} tool{'s' * (count != 1)}"
    out.write(strip_control_sequences(said) + "\n")
