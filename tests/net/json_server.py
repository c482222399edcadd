"""A loopback HTTP server answering GETs with fixed JSON, counting what it was asked."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any


@dataclass
class JsonServer:
    routes: dict[str, tuple[int, Any]]  # path -> (status, JSON value or raw bytes)
    hold: asyncio.Event | None = None  # answers wait for it (a server that never answers)
    asked: list[str] = field(default_factory=list)
    port: int = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            path = head.split(b" ", 2)[1].decode()
            self.asked.append(path)
            if self.hold is not None:
                await self.hold.wait()
            status, value = self.routes.get(path.split("?", 1)[0], (404, {"error": "no route"}))
            body = value if isinstance(value, bytes) else json.dumps(value).encode()
            writer.write(
                f"HTTP/1.1 {status} X\r\ncontent-type: application/json\r\n"
                f"content-length: {len(body)}\r\nconnection: close\r\n\r\n".encode()
                + body
            )
            await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()


@contextlib.asynccontextmanager
async def json_server(
    routes: dict[str, tuple[int, Any]], *, hold: asyncio.Event | None = None
) -> AsyncIterator[JsonServer]:
    server = JsonServer(routes, hold)
    running = await asyncio.start_server(server._serve, "127.0.0.1", 0)
    server.port = running.sockets[0].getsockname()[1]
    try:
        yield server
    finally:
        if hold is not None:
            hold.set()
        running.close()
        await running.wait_closed()
