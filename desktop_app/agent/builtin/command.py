"""Running a program in the workspace: off unless switched on, exact argv, time-limited."""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import logging
import os
import secrets
import shlex
from collections.abc import Coroutine
from typing import Any

from desktop_app.agent.builtin import process_tree, tethered
from desktop_app.agent.builtin.common import (
    _PIPE_CHUNK,
    _error,
    _visible,
    _workspace_root,
)
from desktop_app.agent.builtin.environment import command_environment
from desktop_app.agent.tools import Intent, PolicyError, ToolContext, ToolOutcome

_EXIT_POLL = 0.05  # seconds between looks at whether the program has exited
_DRAIN_LIMIT = 5.0  # seconds for the last output, then for the exit, once all is killed
_TERM_GRACE = 1.0  # seconds between SIGTERM and SIGKILL at the time limit and on Stop

log = logging.getLogger(__name__)

# -- run_command ------------------------------------------------------------------------------


class RunCommand:
    name: str = "run_command"
    summary: str = (
        "Run a program in the workspace folder, given as a list of arguments (no shell: no "
        "pipes, redirections or variables). Returns the exit code and the combined output."
    )
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "argv": {
                "type": "array",
                "items": {"type": "string"},
                "minItems": 1,
                "description": 'The program and its arguments, e.g. ["git", "status"].',
            }
        },
        "required": ["argv"],
        "additionalProperties": False,
    }
    read_only: bool = False
    sends_data_off_machine: bool = True  # a program can reach the network

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        if not context.allow_commands:
            raise PolicyError("Running commands is switched off in the tool settings.")
        argv = arguments.get("argv")
        if not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv):
            raise PolicyError("The command must be a non-empty list of strings.")
        if not argv[0]:
            raise PolicyError("The program name is empty.")
        if any("\x00" in arg for arg in argv):
            raise PolicyError("An argument contains a NUL character, which no program accepts.")
        try:
            [os.fsencode(arg) for arg in argv]
        except UnicodeError as exc:
            raise PolicyError("An argument holds characters that cannot be passed on.") from exc
        _workspace_root(context)

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return self.intent(arguments, context).english()

    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        return Intent("run_command", (("command", _visible(shlex.join(arguments["argv"]))),))

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None  # what a program did cannot be read back from the world

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        try:
            self.check(arguments, context)
            root = _workspace_root(context)
        except PolicyError as exc:
            return _error(str(exc))
        argv: list[str] = arguments["argv"]
        program = _visible(argv[0])
        posix = os.name == "posix"
        marker = secrets.token_hex(16)
        environment = command_environment(
            os.environ, context.command_env_allow, windows=os.name == "nt"
        )
        environment[process_tree.MARKER] = marker  # how its descendants are found later
        try:
            with process_tree.spawning():
                # Its own session and group (see process_tree), ended with Arroyo even if Arroyo
                # is killed (see tethered).
                process = await tethered.start(
                    argv,
                    cwd=root,
                    stdin=asyncio.subprocess.DEVNULL,
                    stdout=asyncio.subprocess.PIPE,
                    stderr=asyncio.subprocess.STDOUT,  # one stream, in the order it was written
                    env=environment,
                )
                tree = process_tree.CommandProcesses(process.pid, marker).register()
        except FileNotFoundError:
            return _error(f"The program {program} was not found.")
        except PermissionError:
            return _error(f"The program {program} cannot be run (permission denied).")
        except OSError as exc:
            return _error(f"The program {program} could not be started: {exc.strerror or exc}.")

        output = _CappedText(context.max_output_chars)
        # One reader for the whole call: it also drains what is left at the end (see _clean_up).
        reading = asyncio.ensure_future(_read_into(output, process))
        watching = asyncio.ensure_future(tree.watch()) if posix else None
        timed_out, left_running = False, 0
        try:
            async with asyncio.timeout(context.command_timeout):
                left_running = await _until_done(tree, process, reading)
        except TimeoutError:
            timed_out = True
        finally:  # at the time limit, when the agent is stopped (cancelled), and on errors
            await _unstoppable(_clean_up(tree, process, reading, watching))
        text = output.text()
        if timed_out:
            return _error(
                f"The command did not finish within {context.command_timeout:g} seconds and was "
                f"stopped.\n{text}".rstrip()
            )
        if left_running:
            text = f"{text.rstrip()}\n[Processes it left running, now stopped: {left_running}.]"
        return ToolOutcome(f"Exit code: {process.returncode}\n{text}".rstrip())


async def _read_into(output: _CappedText, process: asyncio.subprocess.Process) -> None:
    assert process.stdout is not None
    while chunk := await process.stdout.read(_PIPE_CHUNK):
        output.feed(chunk)  # keeps the start only: a flood costs time, never memory


async def _until_done(
    tree: process_tree.CommandProcesses,
    process: asyncio.subprocess.Process,
    reading: asyncio.Future[None],
) -> int:
    """Waits for the program to exit and its output to end; ends what it left running (how
    many of those) so that the pipe they held closes."""
    exiting = asyncio.ensure_future(_exited(process))
    try:
        # Usually the output ends as the program exits; a child it left running may hold the
        # pipe open, so its exit is watched too.
        await asyncio.wait({reading, exiting}, return_when=asyncio.FIRST_COMPLETED)
        await exiting
        left_running = await _end(tree, process)
        await asyncio.shield(reading)  # the clean-up, not a cancellation here, owns the reader
        return left_running
    finally:
        await _cancelled(exiting)


async def _clean_up(
    tree: process_tree.CommandProcesses,
    process: asyncio.subprocess.Process,
    reading: asyncio.Future[None],
    watching: asyncio.Future[None] | None,
) -> None:
    """Ends the command and all it started, then drains and closes its output before waiting
    for it. (On 3.11 ``Process.wait`` returns only once the output pipe is closed too; a reader
    that stopped reading leaves a flooded pipe paused for ever, and the wait with it.)"""
    try:
        if watching is not None:
            await _cancelled(watching)
        if os.name == "posix":  # a program still running is asked first (SIGTERM), then killed
            await tree.terminate(_TERM_GRACE)
        await _end(tree, process)
        # Everything that could write is gone, so the rest of the output comes at once; it
        # goes through the capped text like the rest. A writer out of our reach (another
        # user's process) cannot hold the call: the drain is bounded, the pipe then closed.
        await asyncio.wait({reading}, timeout=_DRAIN_LIMIT)
        await _cancelled(reading)
        _close_output(process)
        try:
            await asyncio.wait_for(process.wait(), _DRAIN_LIMIT)
        except TimeoutError:
            log.warning("a command killed %g s ago has not exited yet", _DRAIN_LIMIT)
    finally:
        tree.close()


def _close_output(process: asyncio.subprocess.Process) -> None:
    """Closes the read end of the output pipe. asyncio has no public way to reach it: the
    process's transport is private, hence the care."""
    transport = getattr(process, "_transport", None)
    pipe = transport.get_pipe_transport(1) if transport is not None else None
    if pipe is not None:
        pipe.close()


async def _unstoppable(clean_up: Coroutine[Any, Any, None]) -> None:
    """Runs the clean-up to its end even if Stop is pressed again meanwhile (it is bounded):
    a second cancellation must not leave the program running or its pipe open."""
    task = asyncio.ensure_future(clean_up)
    try:
        await asyncio.shield(task)
    except asyncio.CancelledError:
        await asyncio.wait({task})
        raise


async def _exited(process: asyncio.subprocess.Process) -> None:
    """Returns once the program has exited. (``Process.wait`` also waits until its output pipe
    closes, which a child it left running may hold open for ever.)"""
    while process.returncode is None:
        await asyncio.sleep(_EXIT_POLL)


async def _cancelled(*tasks: asyncio.Future) -> None:
    """Cancels helper tasks and waits until they have stopped, so none outlives the call."""
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def _end(tree: process_tree.CommandProcesses, process: asyncio.subprocess.Process) -> int:
    """Ends the command and everything it started; how many besides the command itself."""
    if os.name == "posix":
        return await tree.end()
    tethered.end(process.pid)  # its job object: all it started
    with contextlib.suppress(ProcessLookupError):
        process.kill()
    return 0


class _CappedText:
    """Decodes a program's output as it comes, keeps the start, and counts the rest."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.kept: list[str] = []
        self.kept_chars = 0
        self.total_chars = 0
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def feed(self, chunk: bytes, *, final: bool = False) -> None:
        text = self._decoder.decode(chunk, final=final)
        self.total_chars += len(text)
        piece = text[: max(0, self.limit - self.kept_chars)]
        self.kept.append(piece)
        self.kept_chars += len(piece)

    def text(self) -> str:
        self.feed(b"", final=True)  # a character cut at the very end shows as a replacement
        if self.total_chars == 0:
            return "(no output)"
        body = "".join(self.kept)
        if self.total_chars > self.kept_chars:
            body += (
                f"\n[Output cut: showing the first {self.kept_chars} of "
                f"{self.total_chars} characters.]"
            )
        return body
