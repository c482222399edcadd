"""The accumulate-and-diff transport: a second, independent HTTP stack (the standard library's
http.client, following the system's proxy settings) behind an API that only exposes "the whole
body received so far" and signals when it grows, as mobile clients do; the pipeline's
accumulate-and-diff feeder hands on only the new text.

Memory stays bounded however long the body runs: the text the pipeline has taken is let go
(all but the few characters the differ re-checks), and the reader thread waits while the event
loop has a window's worth of unread data, so a flood slows the server instead of filling memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import socket
import threading
import time
from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

from desktop_app.generation.outcome import StreamEnd
from desktop_app.names import TransportName
from desktop_app.net.chunked_body import ChunkedBody
from desktop_app.net.deadlines import StreamWatch
from desktop_app.net.decoding import BodyDecoder
from desktop_app.net.errors import ErrorKind, ProviderError, scrub
from desktop_app.net.heads import COMPLETE, check_head, not_streamed
from desktop_app.net.proxies import ProxyRoute, current_proxy
from desktop_app.net.proxy_errors import status_error
from desktop_app.net.stream_base import (
    DEFAULT_CONNECT_TIMEOUT,
    ERROR_BODY_LIMIT,
    READ_INTERVAL,
    READ_SIZE,
    ReadPace,
    TransportEnd,
    UpdateSink,
    connection_error,
)
from desktop_app.net.target import checked_target
from desktop_app.net.trust import trust_context
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import HttpRequest
from desktop_app.wire.rope import GrowingText
from desktop_app.wire.snapshots import SnapshotDiffer

# At most this much body text is held by the transport at any moment: read but not yet handed
# to the pipeline, plus what the differ still re-checks.
WINDOW_CHARS = 1024 * 1024
# Unread data the reader may post before it waits: what a batch adds to the (at most two reads
# of) text kept from the previous one must stay within the window.
_INBOX_BYTES = WINDOW_CHARS - 2 * READ_SIZE


class SnapshotTransport:
    """http.client in a worker thread fills a ``GrowingText``; each growth hands the pipeline a
    snapshot of the body. Stop closes the socket, which ends the worker's read at once."""

    name: str = TransportName.DIFF

    def __init__(self, *, connect_timeout: float = DEFAULT_CONNECT_TIMEOUT) -> None:
        self.connect_timeout = connect_timeout
        self.held_high_water = 0
        """The most body text held at once during the last stream (characters)."""

    async def aclose(self) -> None:
        return None

    async def stream(
        self,
        request: HttpRequest,
        pipeline: StreamPipeline,
        on_updates: UpdateSink,
        *,
        idle_timeout: float,
        watch: StreamWatch | None = None,
    ) -> TransportEnd:
        checked_target(request)  # before any connection: a bad address never gets the key
        inbox = _Inbox(asyncio.get_running_loop(), capacity=_INBOX_BYTES)
        reader = _BlockingReader(request, self.connect_timeout, inbox.post)
        reader.start()
        body = GrowingText()
        received = 0
        self.held_high_water = 0
        connecting = True
        try:
            while True:
                kind, *value = await inbox.next(self.connect_timeout + idle_timeout)
                if kind != "connected":
                    break
                connecting = False
                if watch is not None:
                    watch.connected()
            if kind == "failed":
                raise connection_error(value[0], request, connecting=connecting)
            status, headers = value
            if watch is not None:
                watch.responded()
            if status >= 400:
                kind, *value = await inbox.next(idle_timeout)
                error_body = value[0] if kind == "error_body" else b""
                raise status_error(status, error_body, headers, request)
            if check_head(status, headers, request) is COMPLETE:
                whole = await _whole_body(inbox, idle_timeout, pipeline.limits.body_chars + 1)
                updates = pipeline.feed_complete_reply(whole)
                if updates is None:
                    raise not_streamed(status)
                if updates:
                    on_updates(updates)
                return TransportEnd(StreamEnd.EOF, len(whole))
            while True:
                try:
                    items = await inbox.take_all(idle_timeout)
                except TimeoutError:
                    return TransportEnd(StreamEnd.IDLE, received)
                # Everything the reader got since the last look becomes one snapshot: the
                # pipeline sees the same text however the reads were grouped.
                kind, value = "data", []
                for kind, *value in items:
                    if kind == "data":
                        received += len(value[0])
                        body.append_bytes(value[0])
                    else:
                        body.close()
                        break
                self.held_high_water = max(self.held_high_water, body.held)
                updates = pipeline.feed_snapshot(body.snapshot())
                # What the pipeline took is no longer needed, but for the differ's edge.
                body.release(pipeline.consumed - SnapshotDiffer.EDGE)
                if watch is not None:
                    watch.fed(pipeline.progress)
                if updates:
                    on_updates(updates)
                if not pipeline.accepting:
                    return TransportEnd(StreamEnd.REJECTED, received)
                if kind == "eof":
                    return TransportEnd(StreamEnd.EOF, received)
                if kind == "failed":  # mid-body
                    if isinstance(value[0], ProviderError):
                        raise value[0]
                    return TransportEnd(
                        StreamEnd.DROPPED, received, scrub(str(value[0]), request.secrets)
                    )
        except TimeoutError:
            host = urlsplit(request.url).netloc
            if connecting:
                message = f"{host} could not be reached in time"
                raise ProviderError(ErrorKind.CONNECT_TIMEOUT, message) from None
            raise ProviderError(ErrorKind.TIMEOUT, f"{host} did not answer in time") from None
        finally:
            inbox.close()
            reader.abort()


async def _whole_body(inbox: _Inbox, idle_timeout: float, limit: int) -> bytes:
    """A complete (non-streamed) reply, read to its end or to ``limit`` bytes."""
    body = bytearray()
    while len(body) < limit:
        for kind, *value in await inbox.take_all(idle_timeout):
            if kind != "data":
                if kind == "failed" and isinstance(value[0], ProviderError):
                    raise value[0]
                return bytes(body)
            body += value[0]
    return bytes(body[:limit])


class _Inbox:
    """What the reader thread posts, collected under a lock; the event loop is woken once per
    batch, not once per read. (One wake-up per read cost a loop turn and a trip across the GIL
    for each of 5,000 events a second, and the window stalled for 150 ms at a time.)

    Data beyond ``capacity`` unread bytes makes the reader wait until the loop takes it."""

    def __init__(self, loop: asyncio.AbstractEventLoop, *, capacity: int) -> None:
        self._loop = loop
        self._lock = threading.Lock()
        self._room = threading.Condition(self._lock)
        self._items: list[tuple] = []
        self._bytes = 0
        self._capacity = capacity
        self._ready = asyncio.Event()
        self._closed = False

    def post(self, item: tuple) -> None:  # on the reader thread
        size = len(item[1]) if item[0] == "data" else 0
        with self._lock:
            while size and self._bytes and self._bytes + size > self._capacity and not self._closed:
                self._room.wait()
            if self._closed:
                return  # the stream is over, and its loop may be gone: nothing to wake
            self._items.append(item)
            self._bytes += size
            if len(self._items) == 1:
                self._loop.call_soon_threadsafe(self._ready.set)

    def close(self) -> None:
        """Nothing posted from now on reaches the event loop; a waiting reader goes on."""
        with self._lock:
            self._closed = True
            self._room.notify_all()

    def _take(self, count: int | None) -> list[tuple]:
        with self._lock:
            if count is None:
                items, self._items = self._items, []
            else:
                items, self._items = self._items[:count], self._items[count:]
            self._bytes -= sum(len(item[1]) for item in items if item[0] == "data")
            if not self._items:
                self._ready.clear()
            self._room.notify_all()
        return items

    async def take_all(self, timeout: float | None) -> list[tuple]:
        """Everything posted so far (at least one item), waiting up to ``timeout`` for it."""
        # asyncio.timeout, not wait_for: on Python 3.11 wait_for can swallow a cancellation that
        # arrives as the item does, and Stop would then be ignored until the body ends.
        async with asyncio.timeout(timeout):
            while True:
                await self._ready.wait()
                # A wake-up may arrive after its item was taken with an earlier one.
                items = self._take(None)
                if items:
                    return items

    async def next(self, timeout: float | None) -> tuple:
        """The first item; the rest stay for ``take_all``."""
        async with asyncio.timeout(timeout):
            while True:
                await self._ready.wait()
                items = self._take(1)
                if items:
                    return items[0]


def _body_reads(
    response: http.client.HTTPResponse, aborted: threading.Event, pace: ReadPace
) -> Iterator[bytes]:
    """The body as it arrives (never an empty read), until its end or ``aborted``.

    While the stream is fast (``ReadPace``), reads are at least its interval apart: what it
    sends meanwhile waits in the socket and comes in one read, one wake-up of the event loop
    and one diff, instead of one each per event. A chunked body is therefore unframed here, a
    whole read at a time: http.client would hand it out one chunk per read."""
    chunked = response.chunked and response.fp is not None
    framing = ChunkedBody() if chunked else None
    read_at = 0.0
    held = False
    while not aborted.is_set():
        if pace.fast:
            pause = read_at + pace.interval - time.monotonic()
            if pause > 0:
                if aborted.wait(pause):
                    return
                held = True
        looked_at = time.monotonic()
        if framing is None:
            data = response.read1(READ_SIZE)
            if not data:
                return
        else:
            assert response.fp is not None
            raw = response.fp.read1(READ_SIZE)
            if not raw:
                framing.finish()  # raises IncompleteRead unless the last chunk came
                return
            data = framing.feed(raw)
        read_at = time.monotonic()
        pace.looked(read_at - looked_at, held)
        held = False
        if data:
            yield data
        if framing is not None and framing.complete:
            return


def _events_in(text: bytes) -> int:
    """How many SSE events end in ``text``: its blank lines, whichever line ending it uses (an
    estimate of the stream's rate for ``ReadPace``, read where no parser runs)."""
    return text.count(b"\n\n") + text.count(b"\r\n\r\n") + text.count(b"\r\r")


class _BlockingReader(threading.Thread):
    """Reads one response with http.client and posts what happens to the event loop."""

    def __init__(self, request: HttpRequest, timeout: float, post: Callable[[tuple], None]):
        super().__init__(name="arroyo-http-reader", daemon=True)
        self.request = request
        self.timeout = timeout
        self.post = post
        self._connection: http.client.HTTPConnection | None = None
        self._socket: socket.socket | None = None
        self._aborted = threading.Event()

    def run(self) -> None:
        try:
            connection = self._connect()
            self._connection = connection
            # Kept apart: http.client forgets the socket once a "close" response has begun.
            self._socket = connection.sock
            if self._aborted.is_set():
                return
            # The event loop watches the time from here (a local server may load a model
            # for minutes before it answers).
            self._socket.settimeout(None)
            self.post(("connected",))
            target = self._request_target()
            connection.request(
                self.request.method, target, body=self.request.body, headers=self._headers()
            )
            response = connection.getresponse()
            headers = {name.lower(): value for name, value in response.getheaders()}
            self.post(("head", response.status, headers))
            if response.status >= 400:
                self.post(("error_body", response.read(ERROR_BODY_LIMIT)))
                return
            decoder = BodyDecoder(headers.get("content-encoding"), step=READ_SIZE)
            pace = ReadPace(READ_INTERVAL)
            for data in _body_reads(response, self._aborted, pace):
                events = 0
                for piece in decoder.decode(data):
                    if self._aborted.is_set():
                        return
                    events += _events_in(piece)
                    self.post(("data", piece))
                pace.carried(events)
            if not self._aborted.is_set():
                self.post(("eof",))
        except Exception as exc:
            if not self._aborted.is_set():
                self.post(("failed", exc))
        finally:
            if self._connection is not None:
                self._connection.close()

    def abort(self) -> None:
        self._aborted.set()
        sock = self._socket
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)

    def _proxy(self) -> ProxyRoute | None:
        return current_proxy().route(self.request.url)

    def _headers(self) -> dict[str, str]:
        """The request's headers, with the proxy's credentials when a plain-HTTP request goes
        through a proxy that asks for them (a tunnel sends them with ``CONNECT`` instead)."""
        route = self._proxy()
        if route is None or route.authorization is None or self.request.url.startswith("https"):
            return dict(self.request.headers)
        return {**self.request.headers, "Proxy-Authorization": route.authorization}

    def _connect(self) -> http.client.HTTPConnection:
        parts = urlsplit(self.request.url)
        proxy = self._proxy()
        secure = parts.scheme == "https"
        if proxy and proxy.url.startswith("https:"):
            # http.client cannot speak TLS to a proxy and then again through it: refused rather
            # than sending the request, and the proxy's credentials, in clear text.
            raise ProviderError(
                ErrorKind.PROXY,
                f"the proxy {proxy.address} is reached over HTTPS, which the diff transport "
                "cannot do: choose the chunked transport for this provider",
            )
        if proxy:
            proxy_parts = urlsplit(proxy.url)
            host, port = proxy_parts.hostname or "", proxy_parts.port or 80
        else:
            host, port = parts.hostname or "", parts.port or (443 if secure else 80)
        if secure:
            connection: http.client.HTTPConnection = http.client.HTTPSConnection(
                host, port, timeout=self.timeout, context=trust_context()
            )
            if proxy:
                tunnel_headers = {}
                if proxy.authorization is not None:
                    tunnel_headers["Proxy-Authorization"] = proxy.authorization
                connection.set_tunnel(parts.hostname or "", parts.port or 443, tunnel_headers)
        else:
            connection = http.client.HTTPConnection(host, port, timeout=self.timeout)
        connection.connect()
        return connection

    def _request_target(self) -> str:
        parts = urlsplit(self.request.url)
        if self._proxy() and parts.scheme == "http":
            return self.request.url  # a plain-HTTP proxy takes the absolute URL
        return parts.path + (f"?{parts.query}" if parts.query else "")
