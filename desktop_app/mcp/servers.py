"""A configured server while the app runs: started, its tools listed (and listed again when it
says they changed), its log kept with stored secrets blanked, stopped with its children."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from desktop_app.mcp.config import McpServerConfig, ServerKind, ValueKind, secret_id
from desktop_app.mcp.connect import open_http_session
from desktop_app.mcp.elicitation import Elicitor, decline_all
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.sampling import Sampler
from desktop_app.mcp.secret_shapes import fill
from desktop_app.mcp.session import McpSession
from desktop_app.mcp.stdio import StdioTransport
from desktop_app.secrets import SecretsError

log = logging.getLogger(__name__)

SecretLookup = Callable[[str], str | None]  # secret_id -> value (desktop_app.secrets.get_key)


class ServerState(StrEnum):
    STOPPED = "stopped"
    STARTING = "starting"
    CONNECTED = "connected"
    FAILED = "failed"
    DECLINED = "declined"  # the person did not confirm its first start


class ServerConnection:
    def __init__(
        self,
        config: McpServerConfig,
        *,
        secrets: SecretLookup,
        workspace: Path | None = None,
        elicitor: Elicitor = decline_all,
        on_tools: Callable[[ServerConnection], object] | None = None,
        sampler: Sampler | None = None,
        on_lost: Callable[[ServerConnection], object] | None = None,
    ) -> None:
        self.config = config
        self.secrets = secrets
        self.workspace = workspace
        self.elicitor = elicitor
        self.on_tools = on_tools  # called after each listing, the first and every refresh
        self.sampler = sampler  # None: sampling not offered to this server
        self.on_lost = on_lost  # called when a connected server's session breaks
        self.state = ServerState.STOPPED
        self.problem: McpError | None = None
        self.session: McpSession | None = None
        self.tools: list[dict[str, Any]] = []
        self._refresh: asyncio.Task[None] | None = None
        self._stdio: StdioTransport | None = None  # kept for its log when the start failed

    @property
    def name(self) -> str:
        return self.config.name

    @property
    def roots(self) -> tuple[Path, ...]:
        """The folders the server is told it may work in: the workspace alone, or none (then
        the roots capability is not declared, and the server keeps its configured folders)."""
        return (self.workspace.resolve(),) if self.workspace is not None else ()

    def log_lines(self) -> list[str]:
        """The server's stderr, last lines last (stored secret values already blanked)."""
        transport = self.session.transport if self.session else self._stdio
        return list(getattr(transport, "log", ()))

    async def start(self) -> None:
        self.state, self.problem = ServerState.STARTING, None
        self.session, self._stdio, self.tools = None, None, []
        try:
            self.session = await self._open()
            self.tools = await self.session.list_tools()
        except McpError as exc:
            self.state, self.problem = ServerState.FAILED, exc
            if self.session is not None:
                await self.session.close()
            raise
        self.state = ServerState.CONNECTED
        if self.on_tools:
            self.on_tools(self)

    async def restart(self) -> None:
        if self.session is not None:
            await self.session.close()
        await self.start()

    async def stop(self) -> None:
        if self._refresh is not None:
            self._refresh.cancel()
        if self.session is not None:
            await self.session.close()
        self.state = ServerState.STOPPED

    def _values(self, where: ValueKind, names: tuple[str, ...]) -> dict[str, str]:
        """The keyring's values; one the server needs and cannot have is ``NEEDS_SECRET``
        (a placeholder must never reach the server as if it were the value)."""
        found: dict[str, str] = {}
        missing: list[str] = []
        for name in names:
            label = f"{where.value}:{name}"
            required = where is ValueKind.URL or label in self.config.unstored
            try:
                value = self.secrets(secret_id(self.name, where, name))
            except SecretsError:
                if not required:
                    raise
                value = None
            if value is not None:
                found[name] = value
            elif required:
                missing.append(name)
        if missing:
            because = self.config.unstored_because
            reason = f" (keyring: {because.value})" if because else ""
            raise McpError(
                McpProblem.NEEDS_SECRET,
                f"{self.name} needs its secret: {', '.join(missing)} is not stored{reason}",
            )
        return found

    async def _open(self) -> McpSession:
        options: dict[str, Any] = {
            "roots": self.roots,
            "elicitor": self.elicitor,
            "request_timeout": self.config.timeout,
            "on_tools_changed": self._tools_changed,
            "sampler": self.sampler,
            "on_lost": self._lost,
        }
        config = self.config
        hidden = self._values(ValueKind.URL, config.hidden_names)
        if config.kind is ServerKind.HTTP:
            headers = dict(config.plain_headers)
            headers |= self._values(ValueKind.HEADER, config.header_names)
            return await open_http_session(
                fill(config.url, hidden), headers=headers, name=self.name, **options
            )
        env = dict(config.plain_env) | self._values(ValueKind.ENV, config.env_names)
        transport = StdioTransport(
            config.command,
            tuple(fill(arg, hidden) for arg in config.args),
            env=env,
            cwd=self.workspace,
            name=self.name,
            hidden=tuple(hidden.values()),
        )
        self._stdio = transport
        session = McpSession(transport, server=self.name, **options)
        try:
            await session.initialize(timeout=config.timeout)
        except BaseException:
            await session.close()
            raise
        return session

    def _lost(self, problem: McpError) -> None:
        """The session broke while in use (the server exited, its output could not be read):
        it is no longer shown, nor offered, as connected. During the start, ``start`` says so."""
        if self.state is ServerState.CONNECTED:
            self.state, self.problem = ServerState.FAILED, problem
            log.info("%s: the connection was lost: %s", self.name, problem.problem)
            if self.on_lost:
                self.on_lost(self)

    def _tools_changed(self) -> None:
        if self._refresh is None or self._refresh.done():
            self._refresh = asyncio.get_running_loop().create_task(self._list_again())

    async def _list_again(self) -> None:
        if self.session is None:
            return
        try:
            self.tools = await self.session.list_tools()
        except McpError as exc:
            log.info("%s: listing the changed tools failed: %s", self.name, exc)
            return
        if self.on_tools:
            self.on_tools(self)


async def start_servers(
    configs: Sequence[McpServerConfig],
    *,
    secrets: SecretLookup,
    workspace: Path | None,
    report: Callable[[ServerConnection], None],
) -> list[ServerConnection]:
    """Every enabled server started side by side; each one's outcome is reported (a failed
    server is left out, the others go on)."""
    connections = [
        ServerConnection(config, secrets=secrets, workspace=workspace)
        for config in configs
        if config.enabled
    ]
    outcomes = await asyncio.gather(
        *(connection.start() for connection in connections), return_exceptions=True
    )
    started = []
    for connection, outcome in zip(connections, outcomes):
        report(connection)
        if isinstance(outcome, BaseException):
            if not isinstance(outcome, McpError):
                raise outcome
            continue
        started.append(connection)
    return started
