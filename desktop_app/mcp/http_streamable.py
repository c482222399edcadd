"""The Streamable HTTP transport: each message is POSTed; an answer comes back as JSON or as an
SSE stream; the server may talk on its own over a GET stream. A stream that ends before its
answer is resumed with ``Last-Event-ID`` after the server's ``retry`` delay; the session id the
server gives is sent back on every request, and the session is DELETEd on close."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from typing import Any

import httpx

from desktop_app.mcp import protocol
from desktop_app.mcp.errors import McpError, McpProblem, connect_problem, status_problem
from desktop_app.mcp.oauth.errors import OAuthError
from desktop_app.mcp.protocol import Message
from desktop_app.mcp.sse_stream import SseReader
from desktop_app.mcp.transport import Deliver, Fail
from desktop_app.net.clients import http_client
from desktop_app.wire.sse import SseProtocolError

log = logging.getLogger(__name__)

_DEFAULT_RETRY_MS = 1000  # until the server says otherwise
_MAX_RESUMES = 5  # reconnections of one stream in a row that bring nothing
_ANY_ANSWER = "application/json, text/event-stream"


class StreamableHttpTransport:
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
        self.session_id: str | None = None
        self.protocol_version: str | None = None
        self._client: httpx.AsyncClient | None = None
        self._deliver: Deliver | None = None
        self._fail: Fail | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self, deliver: Deliver, fail: Fail) -> None:
        self._deliver, self._fail = deliver, fail
        # Only the read may wait long: an answer can take as long as the tool does.
        timeout = httpx.Timeout(self.timeout, read=None)
        self._client = http_client(timeout=timeout, auth=self.auth)

    def negotiated(self, protocol_version: str) -> None:
        self.protocol_version = protocol_version

    async def send(self, message: Message) -> None:
        if protocol.is_request(message):
            # The answer may be a long stream: the session waits for it, not for the POST.
            self._spawn(self._post_request(message))
            return
        async with self._stream("POST", message) as response:
            await self._take_answer(response, None)
        if message.get("method") == "notifications/initialized":
            self._spawn(self._listen())

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        client = self._client
        if client is None:
            return
        if self.session_id is not None:
            with contextlib.suppress(httpx.HTTPError, TimeoutError):
                async with asyncio.timeout(5):
                    await client.delete(self.url, headers=self._headers())
        await client.aclose()

    # -- requests ------------------------------------------------------------------------------

    def _headers(self, accept: str = _ANY_ANSWER, **extra: str) -> dict[str, str]:
        headers = {**self.headers, "Accept": accept, **extra}
        if self.session_id is not None:
            headers["Mcp-Session-Id"] = self.session_id
        if self.protocol_version is not None:
            headers["MCP-Protocol-Version"] = self.protocol_version
        return headers

    @contextlib.asynccontextmanager
    async def _stream(self, method: str, message: Message | None, **extra: str) -> Any:
        assert self._client is not None
        accept = _ANY_ANSWER if message is not None else "text/event-stream"
        try:
            async with self._client.stream(
                method,
                self.url,
                content=protocol.encode(message).encode() if message is not None else None,
                headers=self._headers(
                    accept,
                    **({"Content-Type": "application/json"} if message is not None else {}),
                    **extra,
                ),
            ) as response:
                if response.headers.get("mcp-session-id") and self.session_id is None:
                    self.session_id = response.headers["mcp-session-id"]
                yield response
        except OAuthError as exc:  # kept as the cause: it says what the sign-in needs
            raise McpError(McpProblem.SIGN_IN, f"{self.name}: {exc}") from exc
        except httpx.TimeoutException as exc:
            raise McpError(McpProblem.TIMEOUT, f"{self.name}: {type(exc).__name__}") from None
        except httpx.HTTPError as exc:
            raise connect_problem(self.name, exc, self.url) from None

    async def _post_request(self, message: Message) -> None:
        assert self._fail is not None
        request_id = message["id"]
        try:
            async with self._stream("POST", message) as response:
                answered, reader = await self._take_answer(response, request_id)
            if not answered and reader is not None:
                await self._resume(request_id, reader)
        except McpError as exc:
            self._fail(request_id, exc)
        except SseProtocolError as exc:  # an endless event from a hostile server
            self._fail(request_id, McpError(McpProblem.GARBAGE, f"{self.name}: {exc}"))

    async def _take_answer(
        self, response: httpx.Response, request_id: Any
    ) -> tuple[bool, SseReader | None]:
        """Delivers what the response carries; (whether ``request_id`` was answered, the
        stream's reader when it was a stream)."""
        if response.status_code == 404 and self.session_id is not None:
            # The server no longer knows the session, so it did not handle this message.
            raise McpError(McpProblem.SESSION_EXPIRED, f"{self.name} ended the session (HTTP 404)")
        if response.status_code >= 400:
            await response.aread()
            raise status_problem(self.name, response.status_code, self.url)
        kind = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind == "text/event-stream":
            reader = SseReader()
            return await self._read_events(response, reader, request_id), reader
        body = await response.aread()
        if not body.strip() or response.status_code == 202:
            return False, None
        return self._deliver_text(body.decode("utf-8", errors="replace"), request_id), None

    async def _read_events(self, response: httpx.Response, reader: SseReader, wanted: Any) -> bool:
        answered = False
        async for event in reader.events(response):
            if event.event == "message" and event.data.strip():  # priming events carry no data
                answered = self._deliver_text(event.data, wanted) or answered
        return answered

    def _deliver_text(self, text: str, wanted: Any) -> bool:
        assert self._deliver is not None
        try:
            messages = protocol.parse(text)
        except ValueError:
            raise McpError(
                McpProblem.GARBAGE, f"{self.name} sent something that is not MCP: {text[:200]!r}"
            ) from None
        answered = False
        for message in messages:
            answered = answered or (protocol.is_response(message) and message["id"] == wanted)
            self._deliver(message)
        return answered

    async def _resume(self, request_id: Any, reader: SseReader) -> None:
        """The stream ended before the answer (SEP-1699): wait ``retry``, then GET the rest."""
        for _attempt in range(_MAX_RESUMES):
            await asyncio.sleep((reader.retry_ms or _DEFAULT_RETRY_MS) / 1000)
            extra = {"Last-Event-ID": reader.last_event_id} if reader.last_event_id else {}
            async with self._stream("GET", None, **extra) as response:
                if response.status_code >= 400:
                    raise McpError(
                        McpProblem.HTTP,
                        f"{self.name} refused to resume the stream (HTTP {response.status_code})",
                        code=response.status_code,
                    )
                if await self._read_events(response, reader, request_id):
                    return
        raise McpError(McpProblem.EXITED, f"{self.name} never finished the answer's stream")

    # -- the server's own stream -----------------------------------------------------------------

    async def _listen(self) -> None:
        """The GET stream for what the server says unasked (list_changed, requests). A server
        without one answers 405 (or any 4xx): nothing is lost, nothing is retried."""
        reader = SseReader()
        quiet = 0
        while quiet < _MAX_RESUMES:
            extra = {"Last-Event-ID": reader.last_event_id} if reader.last_event_id else {}
            try:
                async with self._stream("GET", None, **extra) as response:
                    kind = response.headers.get("content-type", "")
                    if response.status_code >= 400 or "text/event-stream" not in kind:
                        return
                    before = reader.last_event_id
                    await self._read_events(response, reader, None)
                    quiet = 0 if reader.last_event_id != before else quiet + 1
            except (McpError, SseProtocolError) as exc:
                log.info("%s: the server's stream broke: %s", self.name, exc)
                quiet += 1
            await asyncio.sleep((reader.retry_ms or _DEFAULT_RETRY_MS) / 1000)

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
