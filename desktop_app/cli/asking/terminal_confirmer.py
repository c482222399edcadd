"""The terminal's confirmation: ``arroyo ask`` asks before a tool acts, as the window does."""

from __future__ import annotations

import asyncio
from typing import TextIO

from desktop_app.agent.builtin.remember import REMEMBER
from desktop_app.agent.confirmations import ConfirmationRequest, Decision, deny_everything
from desktop_app.store.memory.memories import MAX_FACT_CHARS
from desktop_app.wire.terminal_text import strip_control_sequences


class TerminalConfirmer:
    """Asks ``[y/N]`` on the terminal. Anything but yes is no; no terminal means no."""

    def __init__(self, stdin: TextIO, out: TextIO) -> None:
        self.stdin = stdin
        self.out = out

    async def __call__(self, request: ConfirmationRequest) -> Decision:
        if not self.stdin.isatty():
            return await deny_everything(request)
        if request.tool_name == REMEMBER and request.once_only:
            question = _remember_question(request)
        else:
            question = _question(request)
        # Names, descriptions and details come from the model's call: no sequence gets through.
        self.out.write(strip_control_sequences(question))
        self.out.flush()
        answer = await asyncio.to_thread(self.stdin.readline)
        return Decision.ALLOW_ONCE if answer.strip().lower() in ("y", "yes") else Decision.DENY


def _question(request: ConfirmationRequest) -> str:
    lines = [f"\nThe model wants to use {request.tool_name}: {request.description}"]
    lines += [f"    {name} = {value!r}" for name, value in request.arguments]
    if request.sends_data_off_machine:
        lines.append("This sends data over the network, off this computer.")
    if request.details:
        lines.append(request.details)
    return "\n".join(lines) + "\nAllow? [y/N] "


def _remember_question(request: ConfirmationRequest) -> str:
    """The fact as it will be kept, character for character (the tool refused it before any
    question unless it is one line of printable text), asked about every time."""
    fact = str(dict(request.arguments)["fact"])
    return (
        "\nThe model wants to remember this about you for later conversations, kept exactly "
        f"as written between the lines ({len(fact)} of at most {MAX_FACT_CHARS} characters):\n"
        f"----\n{fact}\n----\n"
        "You are asked every time: no permission or flag answers this for you.\n"
        "Remember it? [y/N] "
    )
