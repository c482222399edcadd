"""The deprecated HTTP+SSE transport (protocol 2024-11-05), for servers that predate
Streamable HTTP: a GET stream whose first ``endpoint`` event names where to POST messages;
every answer comes back on that stream."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping

import httpx

from desktop_app.mcp import protocol
from desktop_app.mcp.errors import McpError, McpProblem, connect_problem, status_problem
from desktop_app.mcp.protocol import Message
from desktop_app.mcp.sse_stream import SseReader
from desktop_app.mcp.transport import Deliver, Fail
from desktop_app.net.clients import http_client
from desktop_app.wire.sse import SseProtocolError

log = logging.getLogger(__name__)


class LegacySseTransport:
    def __init__(
        self,
        url: str,
        *,
        headers: Mapping[str, str] | None = None,
        auth: httpx.Auth | None = None,
        timeout: float = 30.0,
        name: str = "server",
    ) -> None:
        self.url = url
        self.headers = dict(headers or {})
        self.auth = auth
        self.timeout = timeout
        self.name = name
        self.endpoint: str | None = None
        self._client: httpx.AsyncClient | None = None
        self._listener: asyncio.Task[None] | None = None

    async def start(self, deliver: Deliver, fail: Fail) -> None:
        self._client = http_client(timeout=httpx.Timeout(self.timeout, read=None), auth=self.auth)
        ready: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._listener = asyncio.get_running_loop().create_task(self._listen(deliver, fail, ready))
        try:
            async with asyncio.timeout(self.timeout):
                self.endpoint = await ready
        except TimeoutError:
            await self.close()
            raise McpError(
                McpProblem.TIMEOUT, f"{self.name} never said where to send messages"
            ) from None

    def negotiated(self, protocol_version: str) -> None:
        pass  # this transport predates the version header

    async def send(self, message: Message) -> None:
        assert self._client is not None and self.endpoint is not None
        try:
            response = await self._client.post(
                self.endpoint,
                content=protocol.encode(message).encode(),
                headers={**self.headers, "Content-Type": "application/json"},
            )
        except httpx.HTTPError as exc:
            raise connect_problem(self.name, exc, self.url) from None
        if response.status_code >= 400:
            raise status_problem(self.name, response.status_code, self.url)

    async def close(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            await asyncio.gather(self._listener, return_exceptions=True)
        if self._client is not None:
            await self._client.aclose()

    async def _listen(self, deliver: Deliver, fail: Fail, ready: asyncio.Future[str]) -> None:
        assert self._client is not None
        reader = SseReader()
        try:
            async with self._client.stream(
                "GET", self.url, headers={**self.headers, "Accept": "text/event-stream"}
            ) as response:
                if response.status_code >= 400:
                    raise status_problem(self.name, response.status_code, self.url)
                async for event in reader.events(response):
                    if event.event == "endpoint" and not ready.done():
                        ready.set_result(str(response.url.join(event.data.strip())))
                    elif event.event == "message" and event.data.strip():
                        for message in protocol.parse(event.data):
                            deliver(message)
            problem = McpError(McpProblem.EXITED, f"{self.name} closed its event stream")
        except McpError as exc:
            problem = exc
        except (ValueError, SseProtocolError):  # not JSON-RPC, or an endless event
            problem = McpError(McpProblem.GARBAGE, f"{self.name} sent something that is not MCP")
        except httpx.HTTPError as exc:
            problem = connect_problem(self.name, exc, self.url)
        except Exception as exc:  # unforeseen: the session must hear that nothing more comes
            failure = type(exc).__name__
            problem = McpError(McpProblem.EXITED, f"{self.name}: listening failed ({failure})")
        if not ready.done():
            ready.set_exception(problem)
        fail(None, problem)
