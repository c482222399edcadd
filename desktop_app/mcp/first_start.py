"""The first start of an imported or changed server, asked on a terminal: its exact command line
(or URL) and the names of what it is given, then ``[y/N]``. Anything but yes is no, and no
terminal means no: a server a person never saw is never started on their behalf.

The window asks the same question in a dialog (``ui.mcp_questions``); both remember a yes as
the server's ``approved`` fingerprint, so a changed launch asks again.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable, Sequence
from typing import TextIO

from desktop_app.mcp.config import McpServerConfig
from desktop_app.wire.terminal_text import strip_control_sequences

Remember = Callable[[McpServerConfig], None]  # the approved config, into the settings file


def question(config: McpServerConfig) -> str:
    """What the person reads before saying yes: what runs, exactly, and what it is given."""
    lines = [f"The MCP server {config.name} has not been started before (or was changed)."]
    lines.append(f"It would run: {config.command_line()}")
    variables = [*config.env_names, *(f"{k}={v}" for k, v in config.plain_env)]
    headers = [*config.header_names, *(f"{k}: {v}" for k, v in config.plain_headers)]
    if variables:  # plain values are no secrets: the person sees what the server is given
        lines.append("With the variables: " + ", ".join(variables))
    if headers:
        lines.append("With the headers: " + ", ".join(headers))
    return strip_control_sequences("\n".join(lines)) + "\nStart it? [y/N] "


async def ask_on_terminal(config: McpServerConfig, stdin: TextIO, out: TextIO) -> bool:
    if not stdin.isatty():
        return False  # no terminal: nobody can say yes
    out.write(question(config))
    out.flush()
    answer = await asyncio.to_thread(stdin.readline)
    return answer.strip().lower() in ("y", "yes")


async def approved_on_terminal(
    configs: Sequence[McpServerConfig], stdin: TextIO, out: TextIO, remember: Remember
) -> tuple[McpServerConfig, ...]:
    """The enabled servers that may start: those whose launch was confirmed before, and those
    the person confirms now (remembered). The others are said and left out."""
    allowed = []
    for config in configs:
        if not config.enabled:
            continue
        if config.needs_approval:
            if not await ask_on_terminal(config, stdin, out):
                out.write(
                    strip_control_sequences(
                        f"MCP server {config.name} not started: its first start was not confirmed"
                    )
                    + "\n"
                )
                continue
            config = dataclasses.replace(config, approved=config.fingerprint())
            remember(config)
        allowed.append(config)
    return tuple(allowed)
