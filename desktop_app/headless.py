"""``arroyo ask``: the agent loop in a terminal, with the app's keys, data and ledger."""

from __future__ import annotations

import asyncio
import sys
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.confirmations import ConfirmationRequest, Decision, deny_everything
from desktop_app.agent.events import (
    AgentEvent,
    ReasoningDelta,
    SessionEnd,
    TextDelta,
    ToolExecutionEnd,
    ToolExecutionStart,
    TurnEnd,
)
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.loop import AgentLoop
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.net.transports import TRANSPORTS
from desktop_app.paths import database_path
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.requests import Endpoint
from desktop_app.secrets import SecretsError, get_key_async
from desktop_app.store.conversations import OUTCOMES, ConversationStore
from desktop_app.store.database import Database, DatabaseError
from desktop_app.store.generations import GenerationStore
from desktop_app.store.grants import GrantStore
from desktop_app.store.ledger import OperationLedger
from desktop_app.store.startup import open_store

DIM, RESET = "\x1b[2m", "\x1b[0m"


@dataclass(frozen=True, slots=True, kw_only=True)
class AskOptions:
    prompt: str
    provider: str = "demo"
    model: str | None = None
    base_url: str | None = None
    workspace: Path | None = None
    transport: str = "chunked"
    allow_commands: bool = False
    allow_read_only: bool = False  # read-only tools run without a question
    database: Path | None = None


class TerminalConfirmer:
    """Asks ``[y/N]`` on the terminal. Anything but yes is no; no terminal means no."""

    def __init__(self, stdin: TextIO, out: TextIO) -> None:
        self.stdin = stdin
        self.out = out

    async def __call__(self, request: ConfirmationRequest) -> Decision:
        if not self.stdin.isatty():
            return await deny_everything(request)
        lines = [f"\nThe model wants to use {request.tool_name}: {request.description}"]
        lines += [f"    {name} = {value!r}" for name, value in request.arguments]
        if request.details:
            lines.append(request.details)
        self.out.write("\n".join(lines) + "\nAllow? [y/N] ")
        self.out.flush()
        answer = await asyncio.to_thread(self.stdin.readline)
        return Decision.ALLOW_ONCE if answer.strip().lower() in ("y", "yes") else Decision.DENY


class TerminalView:
    def __init__(self, out: TextIO, *, color: bool) -> None:
        self.out = out
        self.color = color
        self.in_reasoning = False

    def __call__(self, event: AgentEvent) -> None:
        dim, reset = (DIM, RESET) if self.color else ("", "")
        match event:
            case ReasoningDelta(delta=delta):
                if not self.in_reasoning:
                    self.out.write(f"{dim}[reasoning] ")
                    self.in_reasoning = True
                self.out.write(f"{dim}{delta}{reset}")
            case TextDelta(delta=delta):
                if self.in_reasoning:
                    self.out.write(f"{reset}\n\n")
                    self.in_reasoning = False
                self.out.write(delta)
            case ToolExecutionStart(description=description):
                self.out.write(f"\n[tool] {description}\n")
            case ToolExecutionEnd(name=name, error=error, output=output, replayed=replayed):
                note = " (recorded result, not run again)" if replayed else ""
                state = "failed" if error else "done"
                self.out.write(f"[tool] {name} {state}{note}: {output[:200]}\n")
            case TurnEnd(usage=usage) if usage is not None:
                self.out.write(f"\n{dim}[tokens in {usage.input_tokens}, out {usage.output_tokens}]{reset}\n")
            case SessionEnd(status=status, reason=reason, message=message):
                detail = f": {message}" if message else ""
                self.out.write(f"\n[{status}: {ENDINGS.get(reason, reason)}{detail}]\n")
            case _:
                return
        self.out.flush()


ENDINGS = {
    "completed": "the answer is complete",
    "incomplete": "the model stopped early (length or filter); the answer is partial",
    "truncated": "the answer was cut off",
    "failed": "the provider reported an error",
    "cancelled": "stopped",
    "max_turns": "too many model turns",
}


async def ask(options: AskOptions, *, out: TextIO = sys.stdout, stdin: TextIO = sys.stdin) -> int:
    preset = PRESETS.get(options.provider)
    if preset is None:
        out.write(f"Unknown provider {options.provider!r}; choose one of {', '.join(PRESETS)}.\n")
        return 2
    key = None
    if preset.needs_key or preset.name == "openai-compatible":
        try:
            key = await get_key_async(preset.name)
        except SecretsError as exc:
            out.write(f"{exc} Keys are kept only in the system keyring.\n")
            return 2
        if key is None and preset.needs_key:
            out.write(f"No key is stored for {preset.label}. Add one in the app's settings.\n")
            return 2
    with ExitStack() as stack:
        base_url = options.base_url or preset.base_url
        if preset.name == "demo":
            from desktop_app.simulator.demo import demo_simulator

            simulator = stack.enter_context(demo_simulator())
            base_url = simulator.url + "/v1"
        if not base_url:
            out.write("This provider needs --base-url.\n")
            return 2
        try:
            database = stack.enter_context(open_store(options.database or database_path()))
        except DatabaseError as exc:
            out.write(f"{exc}\n")
            return 2
        endpoint = Endpoint(wire=preset.wire, model=options.model or preset.default_model,
                            base_url=base_url, api_key=key)  # fmt: skip
        return await _run(options, endpoint, database, out, stdin)


async def _run(options: AskOptions, endpoint: Endpoint, database: Database, out: TextIO,
               stdin: TextIO) -> int:  # fmt: skip
    conversations = ConversationStore(database)
    conversation_id = conversations.create(options.prompt[:60])
    conversations.add_message(conversation_id, "user", options.prompt)
    workspace = options.workspace.resolve() if options.workspace else None
    context = ToolContext(workspace=workspace or Path.cwd(), allow_commands=options.allow_commands)
    registry = ToolRegistry(context)
    if workspace is not None:  # no folder chosen, no tools offered
        registry.extend(builtin_tools(context))
    transport = TRANSPORTS[options.transport]()
    loop = AgentLoop(
        endpoint=endpoint, transport=transport, registry=registry,
        executor=ToolExecutor(registry, OperationLedger(database)),
        confirmer=TerminalConfirmer(stdin, out), grants=GrantStore(database),
        generations=GenerationStore(database), conversation_id=conversation_id,
        allow_read_only_without_asking=options.allow_read_only,
    )  # fmt: skip
    loop.on(TerminalView(out, color=out.isatty()))
    try:
        result = await loop.run(Prompt(messages=(Message("user", options.prompt),)))
    finally:
        await transport.aclose()
    outcome = result.reason if result.reason in OUTCOMES else "failed"
    for message in result.prompt.messages[1:]:  # validated history only
        answer = message.role == "assistant" and not message.tool_calls
        conversations.add_message(conversation_id, message.role, message.text,
                                  generation_id=message.generation_id,
                                  tool_call_id=message.tool_call_id,
                                  outcome=outcome if answer else None,
                                  outcome_code=result.code if answer else None)  # fmt: skip
    return 0 if result.status == "completed" and result.reason == "completed" else 1
