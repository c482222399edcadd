"""``arroyo mcp``: import servers from a ``mcpServers`` file, list them, call one tool.

A call from the terminal takes the same path as a model's: the arguments are validated against
the tool's schema, the person confirms with ``[y/N]`` (no terminal means no), and the call is
recorded in the operation ledger under a terminal session of its own.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import InvalidToolCall
from desktop_app.mcp.config import McpServerConfig, NotAServerList, import_servers
from desktop_app.mcp.errors import McpError
from desktop_app.mcp.first_start import Remember, approved_on_terminal
from desktop_app.mcp.importing import Settled, settled, store_values
from desktop_app.mcp.pins import blocked_reason, check_start
from desktop_app.mcp.servers import SecretLookup, ServerConnection
from desktop_app.mcp.shown import LIST_CHARS, NAME_CHARS, one_line
from desktop_app.mcp.tools import McpToolset
from desktop_app.secrets import SecretsError
from desktop_app.store.actions.ledger import Approval, OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.wire.terminal_text import strip_control_sequences

RememberPins = Callable[[str, dict[str, Any]], bool]  # server, pins -> into the settings
SecretStore = Callable[[str, str], None]  # secret_id, value -> into the keyring


def import_file(
    path: Path, existing: Sequence[McpServerConfig], store_secret: SecretStore, out: TextIO
) -> tuple[McpServerConfig, ...] | None:
    """The servers with those of the file added (a name already there is replaced), every
    value put in the keyring first (or, without one, kept or marked as needed: see
    ``desktop_app.mcp.importing``); None when the file cannot be used."""
    try:
        imported = import_servers(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, NotAServerList) as exc:
        out.write(f"arroyo mcp import: {path}: {exc}\n")
        return None
    stored = store_values(imported, store_secret)
    if stored.problem is not None:
        out.write(f"arroyo mcp import: {SecretsError(stored.problem)} Secrets were not stored.\n")
    names = {item.config.name for item in imported}
    kept = [server for server in existing if server.name not in names]
    configs = []
    for item in imported:
        result = settled(item, stored)
        configs.append(result.config)
        out.write(_import_line(result) + "\n")
    return (*kept, *configs)


def _import_line(result: Settled) -> str:
    """Credentials show as their placeholders (``${ARG1_PASSWORD}``), never as values."""
    config = result.config
    line = f"Imported {config.name}: {config.command_line()}"
    count = len(result.in_keyring)
    if count:
        line += f", {count} value{'s' * (count != 1)} in the keyring"
    if result.in_file:
        line += ", kept in the settings file: " + ", ".join(result.in_file)
    if config.needs_secret:
        because = config.unstored_because.value if config.unstored_because else "unknown"
        line += f"\n    {config.name} needs its secret: " + ", ".join(config.unstored)
        line += f" (not stored: keyring {because})"
    return line


async def list_servers(
    servers: Sequence[McpServerConfig],
    secrets: SecretLookup,
    out: TextIO,
    workspace: Path | None,
    *,
    stdin: TextIO,
    remember: Remember,
    remember_pins: RememberPins | None = None,
) -> int:
    failed = 0
    for config in servers:
        if not config.enabled:
            out.write(f"{config.name}: disabled\n")
            continue
        # Listing starts the server: an imported or changed one is asked about first.
        approved = await approved_on_terminal((config,), stdin, out, remember)
        if not approved:
            failed += 1
            continue
        config = approved[0]
        connection = ServerConnection(config, secrets=secrets, workspace=workspace)
        try:
            await connection.start()
        except McpError as exc:
            failed += 1
            out.write(f"{config.name}: failed: {_shown(str(exc))}\n")
            for line in connection.log_lines()[-5:]:
                out.write(f"    | {_shown(line)}\n")
            continue
        finally:
            await connection.stop()
        count = len(connection.tools)
        out.write(f"{config.name}: connected, {count} tool{'s' * (count != 1)}\n")
        blocked = _held_to_pins(config, connection, remember_pins, out)
        for tool in connection.tools:
            name = one_line(str(tool.get("name")), NAME_CHARS)
            description = one_line(str(tool.get("description") or ""), LIST_CHARS)
            mark = " [blocked: changed since approved]" if tool.get("name") in blocked else ""
            out.write(f"    {_shown(name)}: {_shown(description)}{mark}\n")
    return 1 if failed else 0


async def call_tool(
    servers: Sequence[McpServerConfig],
    server: str,
    tool: str,
    arguments_json: str,
    *,
    secrets: SecretLookup,
    database: Database,
    workspace: Path | None,
    stdin: TextIO,
    out: TextIO,
    remember: Remember,
    remember_pins: RememberPins | None = None,
) -> int:
    config = next((item for item in servers if item.name == server), None)
    if config is None:
        out.write(f"arroyo mcp call: no server named {server!r}\n")
        return 2
    if not config.enabled:
        out.write(f"arroyo mcp call: the server {server!r} is disabled\n")
        return 2
    try:
        arguments = json.loads(arguments_json)
    except ValueError as exc:
        out.write(f"arroyo mcp call: the arguments are not JSON ({exc})\n")
        return 2
    approved = await approved_on_terminal((config,), stdin, out, remember)
    if not approved:
        return 1
    config = approved[0]
    # The context's folder is for built-in tools, which are not offered here.
    registry = ToolRegistry(ToolContext(workspace=workspace or Path.home()))
    toolset = McpToolset(registry)
    connection = ServerConnection(
        config, secrets=secrets, workspace=workspace, on_tools=toolset.install
    )
    try:
        await connection.start()
        if tool in _held_to_pins(config, connection, remember_pins, out):
            out.write(f"arroyo mcp call: {_shown(blocked_reason(config.name, tool))}\n")
            return 1
        return await _call(registry, toolset, config, tool, arguments, database, stdin, out)
    except McpError as exc:
        out.write(f"arroyo mcp call: {_shown(str(exc))}\n")
        return 1
    finally:
        await connection.stop()


def _held_to_pins(
    config: McpServerConfig,
    connection: ServerConnection,
    remember_pins: RememberPins | None,
    out: TextIO,
) -> frozenset[str]:
    """The tools blocked by a change since the pins; a first approved start pins them."""
    info = connection.session.info if connection.session else None
    check = check_start(config, list(connection.tools), info.version if info else "")
    if check.first:
        if remember_pins is not None:
            remember_pins(config.name, check.now.to_json())
        return frozenset()
    if check.problem:
        out.write(_shown(f"{config.name}: its pins cannot be read ({check.problem})\n"))
    elif check.drift is not None and check.drift.changed:
        out.write(_shown(check.drift.report()) + "\n")
        out.write(f"  approve it with: arroyo mcp approve-change {config.name}\n")
    return check.blocked


async def _call(
    registry: ToolRegistry,
    toolset: McpToolset,
    config: McpServerConfig,
    tool: str,
    arguments: Any,
    database: Database,
    stdin: TextIO,
    out: TextIO,
) -> int:
    offered = toolset.names.name_of(config.name, tool)
    if offered is None:
        out.write(f"arroyo mcp call: {config.name} has no tool named {tool!r}\n")
        return 2
    call_id = f"terminal-{uuid.uuid4().hex}"
    call = ToolCall(
        key=call_id,
        id=call_id,
        name=offered,
        arguments_raw=json.dumps(arguments),
        arguments=arguments,
        valid_json=True,
        complete=True,
    )
    verdict = registry.validate(call, fallback_id=call_id)
    if isinstance(verdict, InvalidToolCall):
        out.write(_shown(verdict.message_for_model()) + "\n")
        return 2
    request = ConfirmationRequest.for_call(verdict, registry.tools[offered], registry.context)
    if not await _confirmed(request, stdin, out):
        out.write("Not run.\n")
        return 1
    # A terminal session of its own: the call is recorded like a model's, under its key.
    conversation_id = ConversationStore(database).create(f"arroyo mcp call {config.name} {tool}")
    executor = ToolExecutor(registry, OperationLedger(database))
    execution = await executor.execute(
        verdict,
        conversation_id=conversation_id,
        generation_id=f"terminal-{uuid.uuid4().hex}",
        approval=Approval.ASKED,  # answered "y" in the terminal
    )
    out.write(_shown(execution.output) + "\n")
    return 1 if execution.is_error else 0


async def _confirmed(request: ConfirmationRequest, stdin: TextIO, out: TextIO) -> bool:
    if not stdin.isatty():
        return False  # no terminal: nobody can say yes
    out.write(_shown(request.description + "\n" + request.details) + "\nRun it? [y/N] ")
    out.flush()
    answer = await asyncio.to_thread(stdin.readline)
    return answer.strip().lower() in ("y", "yes")


def _shown(text: str) -> str:
    """A server's words reach the terminal without control sequences."""
    return strip_control_sequences(text)
