"""The configured servers while the window is open: started in the background, each one's
state told as it changes, restarted on request, and all stopped (children included) at quit.

A server whose launch the person has not confirmed (imported, or changed since) is not started
before ``approve`` says yes; what was confirmed is remembered through ``remember``. Env and
header values are read from the keyring off the window's thread before each start.
"""

from __future__ import annotations

import asyncio
import dataclasses
import importlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app.mcp.config import McpServerConfig
from desktop_app.mcp.elicitation import Elicitor, decline_all
from desktop_app.mcp.errors import McpError
from desktop_app.mcp.pins import RememberPins, StartCheck, check_start
from desktop_app.mcp.sampling import Sampler
from desktop_app.mcp.servers import ServerConnection, ServerState

log = logging.getLogger(__name__)

ReadSecret = Callable[[str], Awaitable[str | None]]  # secret_id -> value, off the GUI thread
_LOG_TAIL = 8


@dataclass(frozen=True, slots=True)
class ServerStatus:
    state: ServerState
    tools: int = 0
    problem: McpError | None = None
    log_tail: tuple[str, ...] = ()


class ServerManager:
    def __init__(
        self,
        *,
        read_secret: ReadSecret,
        workspace: Callable[[], Path | None],
        approve: Callable[[McpServerConfig], Awaitable[bool]],
        remember: Callable[[McpServerConfig], object],
        remember_pins: RememberPins = lambda server, pins: None,
        elicitor: Elicitor = decline_all,
        sampler_for: Callable[[McpServerConfig], Sampler | None] = lambda config: None,
    ) -> None:
        self.read_secret = read_secret
        self.workspace = workspace
        self.approve = approve
        self.remember = remember
        self.remember_pins = remember_pins
        self.elicitor = elicitor
        self.sampler_for = sampler_for
        self.connections: dict[str, ServerConnection] = {}
        self._configs: dict[str, McpServerConfig] = {}
        self._work: dict[str, asyncio.Task[None]] = {}
        # Servers whose last queued work is a start (whatever came of it): what "running"
        # means to ``apply``, which must not go by a stop still under way.
        self._started: set[str] = set()
        self._listeners: list[Callable[[str], object]] = []

    # -- what the window reads -------------------------------------------------------------

    def listen(self, listener: Callable[[str], object]) -> Callable[[], None]:
        """``listener(name)`` after each change of a server's state; returns the unsubscribe."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def status(self, name: str) -> ServerStatus:
        connection = self.connections.get(name)
        if connection is None:
            return ServerStatus(ServerState.STOPPED)
        tail = tuple(connection.log_lines()[-_LOG_TAIL:])
        return ServerStatus(connection.state, len(connection.tools), connection.problem, tail)

    def connected(self) -> list[ServerConnection]:
        return [c for c in self.connections.values() if c.state is ServerState.CONNECTED]

    def pin_check(self, config: McpServerConfig) -> StartCheck | None:
        """The running server held to ``config``'s pins (what the person approved); None while
        it is not connected."""
        connection = self.connections.get(config.name)
        if connection is None or connection.state is not ServerState.CONNECTED:
            return None
        info = connection.session.info if connection.session else None
        return check_start(config, list(connection.tools), info.version if info else "")

    # -- what the window asks ---------------------------------------------------------------

    def apply(self, configs: Sequence[McpServerConfig]) -> None:
        """The configuration as it is now: a removed, disabled or changed server is stopped,
        an enabled one not running is started. A change of approval alone restarts nothing."""
        wanted = {config.name: config for config in configs}
        for name, before in list(self._configs.items()):
            now = wanted.get(name)
            if now is None or not now.enabled or _relaunch(before, now):
                self._started.discard(name)
                self._run(name, self._stop(name))
        for name, config in wanted.items():
            previous = self._configs.get(name)
            self._configs[name] = config
            self.pinned(name, config.pins)
            changed = previous is not None and _relaunch(previous, config)
            if config.enabled and (name not in self._started or changed):
                self._started.add(name)
                self._run(name, self._start(config))
        for name in set(self._configs) - set(wanted):
            del self._configs[name]

    def restart(self, name: str) -> None:
        config = self._configs.get(name)
        if config is not None and config.enabled:
            self._started.add(name)
            self._run(name, self._start(config))

    def first_pins(self, name: str, pins: dict[str, Any]) -> None:
        """A server's first pins (what its first approved start offered, ``McpToolset``): kept
        in the settings as ``arroyo ask --mcp`` keeps them, and the server held to them."""
        self.remember_pins(name, pins)
        self.pinned(name, pins)

    def pinned(self, name: str, pins: dict[str, Any] | None) -> None:
        """New pins (a first start's, or an approved change): the running server is held to
        them from now on; changing them restarts nothing."""
        if name in self._configs:
            self._configs[name] = dataclasses.replace(self._configs[name], pins=pins)
        connection = self.connections.get(name)
        if connection is not None:
            connection.config = dataclasses.replace(connection.config, pins=pins)

    async def stop_all(self) -> None:
        """At quit: everything started is stopped, each stdio server with its children."""
        for task in list(self._work.values()):
            task.cancel()
        await asyncio.gather(*self._work.values(), return_exceptions=True)
        self._started.clear()
        await asyncio.gather(
            *(connection.stop() for connection in self.connections.values()),
            return_exceptions=True,
        )
        self.connections.clear()

    async def wait_idle(self) -> None:
        """Until the starts and stops under way are over (for tests and quit)."""
        while self._work:
            await asyncio.gather(*list(self._work.values()), return_exceptions=True)

    # -- the work -----------------------------------------------------------------------------

    def _run(self, name: str, work: Awaitable[None]) -> None:
        """One piece of work per server at a time: the newer one waits for the older."""
        previous = self._work.get(name)

        async def after_previous() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            await work

        task = asyncio.ensure_future(after_previous())
        self._work[name] = task
        task.add_done_callback(lambda done: self._finished(name, done))

    def _finished(self, name: str, task: asyncio.Task[None]) -> None:
        if self._work.get(name) is task:
            del self._work[name]
        if not task.cancelled() and task.exception() is not None:
            log.error("MCP server %s: %s", name, type(task.exception()).__name__)

    async def _stop(self, name: str) -> None:
        connection = self.connections.pop(name, None)
        if connection is not None:
            await connection.stop()
        self._told(name)

    async def _start(self, config: McpServerConfig) -> None:
        await self._stop(config.name)
        connection = ServerConnection(
            config,
            secrets=(await self._secrets(config)).get,
            workspace=self.workspace(),
            elicitor=self.elicitor,
            on_tools=lambda _: self._told(config.name),
            on_lost=lambda _: self._told(config.name),
            sampler=self.sampler_for(config) if config.allow_sampling else None,
        )
        self.connections[config.name] = connection
        connection.state = ServerState.STARTING  # from now on, the question included
        self._told(config.name)
        if config.needs_approval:
            if not await self.approve(config):
                connection.state = ServerState.DECLINED
                self._told(config.name)
                return
            config = dataclasses.replace(config, approved=config.fingerprint())
            connection.config = config
            self._configs[config.name] = config
            self.remember(config)
        # Checking the tools' schemas needs jsonschema (45 ms of imports), kept off the launch
        # path and loaded only with a server to check, here off the window's thread.
        await asyncio.to_thread(importlib.import_module, "jsonschema.validators")
        try:
            await connection.start()
        except McpError as exc:
            log.info("MCP server %s did not start: %s", config.name, exc.problem)
        self._told(config.name)

    async def _secrets(self, config: McpServerConfig) -> dict[str, str]:
        found = {}
        for key in config.secret_ids():
            value = await self.read_secret(key)
            if value is not None:
                found[key] = value
        return found

    def _told(self, name: str) -> None:
        for listener in list(self._listeners):
            listener(name)


def _relaunch(old: McpServerConfig, new: McpServerConfig) -> bool:
    """Whether a change needs the server started again (not a change of approval alone)."""
    same = dataclasses.replace(new, approved=old.approved, enabled=old.enabled)
    return same != old
