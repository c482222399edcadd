"""httpx's client API over aiohttp's connections: the body is parsed by aiohttp's C parser.

httpx reads a streamed body through httpcore and h11, in Python, at a cost per HTTP chunk: at
5,000 events a second that was about 0.2 s of the window's loop every second. aiohttp parses the
same bytes in C and hands over everything already received in one piece.

Why not the ``httpx-aiohttp`` package's transport (0.2.0, read before writing this one): its
error table turns a connection closed mid-request into ``ConnectTimeout``, it has no write
timeout (aiohttp starts its read timer only once the body is sent, so a server that stops
reading would hold the request for ever), it reads in fixed 16 KB slices, and it gives no sign
when the request is on its way. So the dependency is aiohttp itself, and this transport keeps
that package's shape (an ``httpx.AsyncBaseTransport``) with those fixed.

Proxies come from ``proxies.current_proxy`` (the person's choice, routed per request) and the
certificates from ``trust.trust_context``: the httpx client on top must not read the
environment itself, or it would route proxied requests through its own stack.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import typing
from collections.abc import AsyncIterator, Iterator
from types import SimpleNamespace

import aiohttp
import httpx
from aiohttp.abc import AbstractStreamWriter

from desktop_app.net.clients import aiohttp_session, http_client
from desktop_app.net.proxies import current_proxy
from desktop_app.net.stream_base import ReadPace
from desktop_app.net.trust import trust_context

# Each aiohttp failure and the httpx error it is reported as; the first that matches wins, so
# the narrower kinds come first.
_ERRORS: tuple[tuple[type[BaseException], type[httpx.HTTPError]], ...] = (
    (aiohttp.ClientConnectorCertificateError, httpx.ConnectError),
    (aiohttp.ClientSSLError, httpx.ConnectError),
    (aiohttp.ClientProxyConnectionError, httpx.ProxyError),
    (aiohttp.ClientHttpProxyError, httpx.ProxyError),
    (aiohttp.ConnectionTimeoutError, httpx.ConnectTimeout),
    (aiohttp.ClientConnectorError, httpx.ConnectError),
    (aiohttp.SocketTimeoutError, httpx.ReadTimeout),
    (aiohttp.ServerTimeoutError, httpx.ReadTimeout),
    (aiohttp.ServerDisconnectedError, httpx.RemoteProtocolError),
    (aiohttp.ClientPayloadError, httpx.RemoteProtocolError),
    (aiohttp.ClientResponseError, httpx.RemoteProtocolError),
    (aiohttp.InvalidURL, httpx.UnsupportedProtocol),
    (aiohttp.NonHttpUrlClientError, httpx.UnsupportedProtocol),
    (aiohttp.ClientOSError, httpx.ReadError),
    (aiohttp.ClientConnectionError, httpx.ReadError),
    (aiohttp.ClientError, httpx.NetworkError),
    (TimeoutError, httpx.ReadTimeout),
)

# A request body is handed to the connection in pieces of this size; each piece accepted
# (aiohttp waits for its buffer to drain before taking the next) restarts the write timer.
_BODY_PIECE = 64 * 1024


def mapped_error(exc: BaseException) -> httpx.HTTPError:
    """The httpx error ``exc`` is reported as (raise it ``from exc``: the TLS check looks down
    that chain for ssl's errors)."""
    kind = next((to for source, to in _ERRORS if isinstance(exc, source)), httpx.NetworkError)
    return kind(str(exc) or type(exc).__name__)


class _WriteWatch:
    """Fails the request when one piece of its body waits longer than ``limit`` to be sent:
    the connection is aborted (a graceful close would wait for ever to send what is left)."""

    def __init__(self, limit: float | None) -> None:
        self.limit = limit
        self.expired = False
        self._watching = True
        self._timer: asyncio.TimerHandle | None = None

    @contextlib.contextmanager
    def piece(self, transport: asyncio.BaseTransport | None) -> Iterator[None]:
        if self.limit is not None and transport is not None and self._watching:
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(self.limit, self._expire, transport)
        try:
            yield
        finally:
            self._cancel()

    def done(self) -> None:
        """The response arrived, or the request failed: nothing to watch any more."""
        self._watching = False
        self._cancel()

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _expire(self, transport: asyncio.BaseTransport) -> None:
        if self._watching:
            self.expired = True
            transport.abort()  # type: ignore[attr-defined]


class _PacedBody(aiohttp.Payload):
    """A request body handed to the connection one piece at a time: aiohttp waits for its
    buffer to drain before it takes the next, so each piece's wait is what the watch times.
    (Its content type comes from the request's own headers.)"""

    def __init__(self, body: bytes, watch: _WriteWatch) -> None:
        super().__init__(body)
        self._size = len(body)
        self._watch = watch

    def decode(self, encoding: str = "utf-8", errors: str = "strict") -> str:
        return bytes(self._value).decode(encoding, errors)

    async def write(self, writer: AbstractStreamWriter) -> None:
        await self.write_with_length(writer, None)

    async def write_with_length(
        self, writer: AbstractStreamWriter, content_length: int | None
    ) -> None:
        body = memoryview(self._value)[:content_length]
        transport = getattr(writer, "transport", None)
        try:
            for start in range(0, len(body), _BODY_PIECE):
                with self._watch.piece(transport):
                    await writer.write(body[start : start + _BODY_PIECE])
        except asyncio.CancelledError:
            # Stopped half-way (Stop, or the request given up): the connection cannot be used
            # again, and a graceful close would wait for ever on a server that stopped reading.
            if transport is not None:
                transport.abort()
            raise


class _BodyStream(httpx.AsyncByteStream):
    """The response body as aiohttp has it buffered: one piece per look, however many HTTP
    chunks arrived since the last one.

    With a ``read_pace`` (the request's extension of that name, a ``ReadPace``), the reads of
    a fast stream are at least its interval apart. The socket is paused as soon as a look has
    taken what was buffered, so what arrives while the piece is handled and until the interval
    is over waits in the socket, and the next look gets it in one read and one pass of the
    parser. (Only waiting to look would still wake the loop and the parser once per arrival;
    pausing later would leave a little buffered, and the next look would take that at once
    and leave the socket's backlog for the look after.) The socket's transport is paused, not
    aiohttp's protocol: the protocol's pause also tells its parser to stop after one HTTP
    chunk, and each read then handed over a single event and kept the rest for later, so the
    text lagged 30 ms behind. Where aiohttp has paused reading itself (its buffer is full), it
    is left to it."""

    def __init__(self, response: aiohttp.ClientResponse, pace: ReadPace | None = None) -> None:
        self._response = response
        self._pace = pace
        self._paused: asyncio.Transport | None = None

    async def __aiter__(self) -> AsyncIterator[bytes]:
        content = self._response.content
        pace = self._pace
        loop = asyncio.get_running_loop()
        held = False
        try:
            while True:
                looked_at = loop.time()
                data = await content.readany()
                if not data:
                    return
                read_at = loop.time()
                if pace is not None:
                    pace.looked(read_at - looked_at, held)
                    if pace.fast:
                        self._pause()
                held = False
                try:
                    yield data  # the caller tells the pace what this read carried meanwhile
                    if self._paused is not None and pace is not None and pace.fast:
                        rest = read_at + pace.interval - loop.time()
                        if rest > 0:
                            await asyncio.sleep(rest)
                            held = True
                finally:
                    self._resume()
        except aiohttp.ClientError as exc:
            raise mapped_error(exc) from exc

    def _pause(self) -> None:
        connection = self._response.connection  # None once the whole body has arrived
        transport = connection.transport if connection is not None else None
        if transport is None or not transport.is_reading():
            return
        if not self._response.content.is_eof():
            transport.pause_reading()
            self._paused = transport

    def _resume(self) -> None:
        transport, self._paused = self._paused, None
        if transport is not None and not transport.is_closing():
            transport.resume_reading()

    async def aclose(self) -> None:
        # A body read to its end leaves the connection for the next request; one stopped
        # half-way (or paused: its end cannot have been read) cannot be reused, and closing
        # it is what stops the server's sending.
        if self._response.content.at_eof() and self._paused is None:
            self._response.release()
        else:
            self._response.close()


async def _request_headers_sent(session, context: SimpleNamespace, params) -> None:
    """Reports the request's start as httpcore's trace extension does, for callers that
    watch phases (``StreamWatch.connected``)."""
    trace = context.trace_request_ctx
    if trace is not None:
        await trace("http11.send_request_headers.started", {})


class AiohttpTransport(httpx.AsyncBaseTransport):
    """One aiohttp session (and so one pool of connections), made on first use on the running
    loop. ``requests_carried`` counts the requests it sent (tests check which stack ran)."""

    def __init__(
        self, *, ssl_context: ssl.SSLContext | None = None, max_connections: int = 20
    ) -> None:
        self._ssl = ssl_context if ssl_context is not None else trust_context()
        self._max_connections = max_connections
        self._session: aiohttp.ClientSession | None = None
        self.requests_carried = 0

    def _client(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            tracing = aiohttp.TraceConfig()
            tracing.on_request_headers_sent.append(_request_headers_sent)
            self._session = aiohttp_session(  # proxies are chosen per request, below
                connector=aiohttp.TCPConnector(ssl=self._ssl, limit=self._max_connections),
                auto_decompress=False,  # the caller decodes in bounded steps
                trace_configs=[tracing],
            )
        return self._session

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        timeout = request.extensions.get("timeout", {})
        watch = _WriteWatch(timeout.get("write"))
        body = await request.aread()
        url = str(request.url)
        self.requests_carried += 1
        route = current_proxy().route(url)
        proxy_headers, headers = None, list(request.headers.multi_items())
        if route is not None and route.authorization is not None:
            # A tunnel's CONNECT carries the credentials; a plain request carries them itself.
            if request.url.scheme == "https":
                proxy_headers = {"Proxy-Authorization": route.authorization}
            else:
                headers.append(("Proxy-Authorization", route.authorization))
        try:
            response = await self._client().request(
                request.method,
                url,
                headers=headers,
                data=_PacedBody(body, watch) if len(body) > _BODY_PIECE else (body or None),
                allow_redirects=False,  # httpx's client follows them, when asked
                proxy=route.url if route is not None else None,
                proxy_headers=proxy_headers,
                timeout=aiohttp.ClientTimeout(
                    total=None,
                    connect=timeout.get("pool"),
                    sock_connect=timeout.get("connect"),
                    sock_read=timeout.get("read"),
                ),
                trace_request_ctx=request.extensions.get("trace"),
            )
        except (aiohttp.ClientError, TimeoutError) as exc:
            if watch.expired:
                raise httpx.WriteTimeout("the request could not be sent in time") from None
            raise mapped_error(exc) from exc
        finally:
            watch.done()
        return httpx.Response(
            status_code=response.status,
            headers=response.raw_headers,
            stream=_BodyStream(response, request.extensions.get("read_pace")),
            request=request,
            extensions={
                "http_version": b"HTTP/1.1",
                "reason_phrase": (response.reason or "").encode(),
            },
        )

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None


def provider_client(**options: typing.Any) -> tuple[httpx.AsyncClient, AiohttpTransport]:
    """An httpx client for talking to a provider, on the aiohttp stack, and that stack.

    The environment's proxies and the one trust store are applied by the transport: a client
    that read the environment itself would send proxied requests through its own stack."""
    carrier = AiohttpTransport()
    return http_client(transport=carrier, **options), carrier
