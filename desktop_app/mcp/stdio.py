"""A stdio server: a child process speaking JSON-RPC one line at a time on stdin/stdout.

It starts with a minimal environment (the base list commands get) plus the variables configured
for it, in a process group of its own, so closing the session ends it and whatever it started.
What it writes to stderr is its log, kept in a bounded ring with the values of its configured
variables blanked (they come from the keyring: a server echoing its token must not put it in an
error message, the ledger or the model's context).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import sys
from collections import deque
from collections.abc import Mapping, Sequence
from pathlib import Path

from desktop_app.agent.builtin import process_tree, tethered
from desktop_app.agent.builtin.environment import command_environment
from desktop_app.mcp import protocol
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.protocol import Message
from desktop_app.mcp.transport import Deliver, Fail

_LINE_LIMIT = 16 * 1024 * 1024  # one message; a longer line is an error, not a leak
_LOG_LINES = 200
_LOG_LINE_CHARS = 2000
_GRACE = 2.0  # seconds between closing stdin, SIGTERM and SIGKILL
_POLL = 0.05
_POSIX = sys.platform != "win32"

log = logging.getLogger(__name__)


class StdioTransport:
    def __init__(
        self,
        command: str,
        args: Sequence[str] = (),
        *,
        env: Mapping[str, str] | None = None,
        cwd: Path | None = None,
        name: str = "server",
        hidden: Sequence[str] = (),
    ) -> None:
        self.command = command
        self.args = tuple(args)
        self.env = dict(env or {})
        self.cwd = cwd
        self.name = name
        self.log: deque[str] = deque(maxlen=_LOG_LINES)
        # Longest first, so a value containing another is blanked whole; very short values
        # ("1", "on") would blank ordinary words and are not secrets anyway.
        # ``hidden``: secrets given otherwise (a password filled into an argument's URL).
        given = (*self.env.values(), *hidden)
        self._hidden = sorted((v for v in given if len(v) >= 4), key=len, reverse=True)
        self.process: asyncio.subprocess.Process | None = None
        self._readers: list[asyncio.Task[None]] = []
        self._closing = False
        self._tree: process_tree.CommandProcesses | None = None  # POSIX: all it started

    async def start(self, deliver: Deliver, fail: Fail) -> None:
        environment = command_environment(os.environ, windows=sys.platform == "win32")
        environment.update(self.env)
        marker = secrets.token_hex(16)
        environment[process_tree.MARKER] = marker  # how what it starts is found at the stop
        try:
            with process_tree.spawning():
                # A session of its own, ended with Arroyo even if Arroyo is killed (tethered).
                self.process = await tethered.start(
                    [self.command, *self.args],
                    stdin=asyncio.subprocess.PIPE,
                    stdout=asyncio.subprocess.PIPE,
                    stderr=asyncio.subprocess.PIPE,
                    env=environment,
                    cwd=self.cwd,
                    limit=_LINE_LIMIT,
                )
                if _POSIX:
                    self._tree = process_tree.CommandProcesses(self.process.pid, marker)
                    self._tree.register()
        except OSError as exc:
            raise McpError(
                McpProblem.START_FAILED, f"{self.name}: {self.command} could not be started: {exc}"
            ) from None
        loop = asyncio.get_running_loop()
        self._readers = [
            loop.create_task(self._read_stdout(deliver, fail)),
            loop.create_task(self._read_stderr()),
        ]
        # A reader that dies of an error nobody foresaw must not leave the session deaf: the
        # session hears of it, so waiting calls fail at once and the server shows as lost.
        self._readers[0].add_done_callback(lambda reader: self._reader_ended(reader, fail))

    def negotiated(self, protocol_version: str) -> None:
        pass  # nothing on a pipe carries the version

    async def send(self, message: Message) -> None:
        process = self.process
        if process is None or process.stdin is None or process.returncode is not None:
            raise McpError(McpProblem.EXITED, f"{self.name} is not running")
        try:
            process.stdin.write(protocol.encode(message).encode() + b"\n")
            await process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError) as exc:
            raise McpError(McpProblem.EXITED, f"{self.name} stopped reading: {exc}") from None

    async def _read_stdout(self, deliver: Deliver, fail: Fail) -> None:
        assert self.process is not None and self.process.stdout is not None
        stdout = self.process.stdout
        while True:
            try:
                line = await stdout.readline()
            except ValueError:  # longer than the limit
                fail(None, McpError(McpProblem.GARBAGE, f"{self.name} wrote a line over 16 MB"))
                return
            if not line:
                break
            text = line.decode("utf-8", errors="replace").strip()
            if not text:
                continue
            try:
                messages = protocol.parse(text)
            except ValueError:
                shown = text[:200]
                fail(
                    None,
                    McpError(
                        McpProblem.GARBAGE,
                        f"{self.name} wrote something that is not MCP to its output: {shown!r}",
                    ),
                )
                return
            for message in messages:
                deliver(message)
        if not self._closing:
            code = await self.process.wait()
            last = " | ".join(list(self.log)[-3:])
            detail = f"{self.name} exited with status {code}" + (f": {last}" if last else "")
            fail(None, McpError(McpProblem.EXITED, detail))

    def _reader_ended(self, reader: asyncio.Task[None], fail: Fail) -> None:
        if reader.cancelled() or reader.exception() is None or self._closing:
            return
        problem = type(reader.exception()).__name__
        log.error("%s: reading the server's output failed (%s)", self.name, problem)
        fail(None, McpError(McpProblem.EXITED, f"{self.name}: reading its output failed"))

    async def _read_stderr(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        while True:
            try:
                line = await self.process.stderr.readline()
            except ValueError:
                continue  # a huge log line is dropped, the log goes on
            if not line:
                return
            text = line.decode("utf-8", errors="replace").rstrip()
            for value in self._hidden:
                text = text.replace(value, "[secret]")
            self.log.append(text[:_LOG_LINE_CHARS])

    async def close(self) -> None:
        self._closing = True
        process = self.process
        if process is None:
            return
        try:
            if process.returncode is None and process.stdin is not None:
                process.stdin.close()  # the polite way the spec describes: end of input
                await self._exited(process)
            # Then SIGTERM, SIGKILL after a grace, to the group and (Linux) to what left it.
            if self._tree is not None:
                await self._tree.terminate(_GRACE)
                await self._tree.end()  # stops, finds what is new, kills, and reaps (bounded)
            else:  # Windows: no gentler way than TerminateProcess; the job ends the rest
                with contextlib.suppress(ProcessLookupError):
                    process.terminate()
                tethered.end(process.pid)
        finally:
            if self._tree is not None:
                self._tree.close()
        # The readers end at the pipes' end, once every process holding them has gone (a
        # child of the server inherits them): the pipes are then closed, not left to the GC.
        _done, pending = (
            await asyncio.wait(self._readers, timeout=_GRACE) if self._readers else ((), ())
        )
        for reader in pending:
            reader.cancel()
        await asyncio.gather(*self._readers, return_exceptions=True)

    @staticmethod
    async def _exited(process: asyncio.subprocess.Process) -> None:
        """Waits up to the grace for the server's exit. Not ``Process.wait``: on 3.11 it also
        waits for the output pipes, which a child of the server may hold open."""
        for _ in range(int(_GRACE / _POLL)):
            if process.returncode is not None:
                return
            await asyncio.sleep(_POLL)
