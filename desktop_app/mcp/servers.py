"""A configured server while the app runs: started, its tools listed (and listed again when it
says they changed), its log kept with stored secrets blanked, stopped with its children."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from desktop_app.mcp.config import McpServerConfig, ServerKind, secret_id
from desktop_app.mcp.connect import open_http_session
from desktop_app.mcp.elicitation import Elicitor, decline_all
from desktop_app.mcp.errors import McpError
from desktop_app.mcp.sampling import Sampler
from desktop_app.mcp.session import McpSession
from desktop_app.mcp.stdio import StdioTransport

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
    ) -> None:
        self.config = config
        self.secrets = secrets
        self.workspace = workspace
        self.elicitor = elicitor
        self.on_tools = on_tools  # called after each listing, the first and every refresh
        self.sampler = sampler  # None: sampling not offered to this server
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

    def _values(self, where: str, names: tuple[str, ...]) -> dict[str, str]:
        found = {name: self.secrets(secret_id(self.name, where, name)) for name in names}
        return {name: value for name, value in found.items() if value is not None}

    async def _open(self) -> McpSession:
        options: dict[str, Any] = {
            "roots": self.roots,
            "elicitor": self.elicitor,
            "request_timeout": self.config.timeout,
            "on_tools_changed": self._tools_changed,
            "sampler": self.sampler,
        }
        if self.config.kind is ServerKind.HTTP:
            headers = self._values("header", self.config.header_names)
            return await open_http_session(
                self.config.url, headers=headers, name=self.name, **options
            )
        transport = StdioTransport(
            self.config.command,
            self.config.args,
            env=self._values("env", self.config.env_names),
            cwd=self.workspace,
            name=self.name,
        )
        self._stdio = transport
        session = McpSession(transport, server=self.name, **options)
        try:
            await session.initialize(timeout=self.config.timeout)
        except BaseException:
            await session.close()
            raise
        return session

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
