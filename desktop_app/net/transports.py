"""Two interchangeable ways to read a streamed body into the pipeline.

- ``ChunkedTransport``: httpx streaming; raw byte chunks go to the incremental UTF-8 decoder.
- ``SnapshotTransport``: a second, independent HTTP stack (the standard library's http.client,
  following the system's proxy settings) behind an API that only exposes "the whole body
  received so far" and signals when it grows, as mobile clients do; the pipeline's
  accumulate-and-diff feeder hands on only the new text.

Both raise ``ProviderError`` before any content (refused, unreachable, bad status) and return a
``TransportEnd`` once the body is over, however it ended; the pipeline decides what that means.
"""

from __future__ import annotations

import asyncio
import time
import http.client
import socket
import ssl
import threading
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol
from urllib.parse import urlsplit

import httpx

from desktop_app.generation.channels import ChannelUpdate
from desktop_app.net.errors import ErrorKind, ProviderError, http_error, scrub
from desktop_app.net.target import checked_target
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import HttpRequest
from desktop_app.wire.rope import GrowingText

_ERROR_BODY_LIMIT = 64 * 1024
_READ_SIZE = 64 * 1024

UpdateSink = Callable[[list[ChannelUpdate]], None]


@dataclass(frozen=True, slots=True)
class TransportEnd:
    """How the body ended. ``eof``: the server closed it normally; ``idle``: nothing arrived
    for the idle limit; ``dropped``: the connection broke mid-body; ``rejected``: the pipeline
    stopped accepting (a broken contract, or talk after the end) and reading stopped."""

    reason: Literal["eof", "idle", "dropped", "rejected"]
    bytes_received: int
    detail: str = ""


class Transport(Protocol):
    name: str

    async def stream(
        self,
        request: HttpRequest,
        pipeline: StreamPipeline,
        on_updates: UpdateSink,
        *,
        idle_timeout: float,
    ) -> TransportEnd: ...

    async def aclose(self) -> None: ...


def _is_tls_failure(exc: BaseException) -> bool:
    seen = 0
    while exc is not None and seen < 8:
        if isinstance(exc, ssl.SSLError | ssl.CertificateError):
            return True
        exc = exc.__cause__ or exc.__context__  # type: ignore[assignment]
        seen += 1
    return False


def connection_error(exc: BaseException, request: HttpRequest) -> ProviderError:
    host = urlsplit(request.url).netloc
    detail = scrub(str(exc) or type(exc).__name__, request.secrets)
    if _is_tls_failure(exc):
        return ProviderError(ErrorKind.TLS, f"secure connection to {host} failed: {detail}")
    if isinstance(exc, httpx.TimeoutException | TimeoutError | socket.timeout):
        return ProviderError(ErrorKind.TIMEOUT, f"{host} did not answer in time")
    return ProviderError(ErrorKind.CONNECTION, f"cannot reach {host}: {detail}")


# httpx hands over every chunk it has already received without going back to the event loop:
# after a slow frame, hundreds of queued events would be parsed in one go while the window
# waits. Going back to the loop every few milliseconds keeps timers and input on time.
_SLICE_SECONDS = 0.004


def warm_up() -> None:
    """Imports what httpx loads on its first request (httpcore, anyio's asyncio backend): about
    0.4 s that would otherwise be added to the first answer's wait."""
    import anyio._backends._asyncio  # noqa: F401
    import httpcore  # noqa: F401


class ChunkedTransport:
    name = "chunked"

    def __init__(self, *, connect_timeout: float = 15.0) -> None:
        self.connect_timeout = connect_timeout
        self._client: httpx.AsyncClient | None = None

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            # trust_env: system proxy settings and certificates, as a person expects.
            self._client = httpx.AsyncClient(trust_env=True, follow_redirects=False)
        return self._client

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def stream(
        self,
        request: HttpRequest,
        pipeline: StreamPipeline,
        on_updates: UpdateSink,
        *,
        idle_timeout: float,
    ) -> TransportEnd:
        checked_target(request)  # before any connection: a bad address never gets the key
        timeout = httpx.Timeout(connect=self.connect_timeout, read=idle_timeout, write=30.0,
                                pool=self.connect_timeout)  # fmt: skip
        received = 0
        try:
            async with self._http().stream(
                request.method, request.url, headers=request.headers, content=request.body,
                timeout=timeout,
            ) as response:  # fmt: skip
                if response.status_code >= 400:
                    body = await _read_limited(response)
                    raise http_error(response.status_code, body, dict(response.headers),
                                     request.secrets)  # fmt: skip
                chunks = response.aiter_bytes()
                slice_started = time.perf_counter()
                try:
                    async for chunk in chunks:
                        if time.perf_counter() - slice_started > _SLICE_SECONDS:
                            await asyncio.sleep(0)
                            slice_started = time.perf_counter()
                        received += len(chunk)
                        updates = pipeline.feed_bytes(chunk)
                        if updates:
                            on_updates(updates)
                        if not pipeline.accepting:
                            return TransportEnd("rejected", received)
                except httpx.ReadTimeout:
                    return TransportEnd("idle", received)
                except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
                    return TransportEnd("dropped", received, scrub(str(exc), request.secrets))
                finally:
                    await chunks.aclose()
                return TransportEnd("eof", received)
        except ProviderError:
            raise
        except httpx.HTTPError as exc:
            if received:
                return TransportEnd("dropped", received, scrub(str(exc), request.secrets))
            raise connection_error(exc, request) from None


async def _read_limited(response: httpx.Response) -> bytes:
    body = bytearray()
    async for chunk in response.aiter_bytes():
        body += chunk
        if len(body) >= _ERROR_BODY_LIMIT:
            break
    return bytes(body[:_ERROR_BODY_LIMIT])


class SnapshotTransport:
    """http.client in a worker thread fills a ``GrowingText``; each growth hands the pipeline a
    snapshot of the whole body. Stop closes the socket, which ends the worker's read at once."""

    name = "diff"

    def __init__(self, *, connect_timeout: float = 15.0) -> None:
        self.connect_timeout = connect_timeout

    async def aclose(self) -> None:
        return None

    async def stream(
        self,
        request: HttpRequest,
        pipeline: StreamPipeline,
        on_updates: UpdateSink,
        *,
        idle_timeout: float,
    ) -> TransportEnd:
        checked_target(request)  # before any connection: a bad address never gets the key
        inbox = _Inbox(asyncio.get_running_loop())
        reader = _BlockingReader(request, self.connect_timeout, inbox.post)
        reader.start()
        body = GrowingText()
        received = 0
        try:
            kind, *value = await inbox.next(self.connect_timeout + idle_timeout)
            if kind == "failed":
                raise connection_error(value[0], request)
            status, headers = value
            if status >= 400:
                kind, *value = await inbox.next(idle_timeout)
                error_body = value[0] if kind == "error_body" else b""
                raise http_error(status, error_body, headers, request.secrets)
            while True:
                try:
                    items = await inbox.take_all(idle_timeout)
                except TimeoutError:
                    return TransportEnd("idle", received)
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
                updates = pipeline.feed_snapshot(body.snapshot())
                if updates:
                    on_updates(updates)
                if kind == "eof":
                    return TransportEnd("eof", received)
                if kind == "failed":  # mid-body
                    return TransportEnd("dropped", received, scrub(str(value[0]), request.secrets))
                if not pipeline.accepting:
                    return TransportEnd("rejected", received)
        except TimeoutError:
            raise ProviderError(ErrorKind.TIMEOUT,
                                f"{urlsplit(request.url).netloc} did not answer in time") from None  # fmt: skip
        finally:
            inbox.close()
            reader.abort()


class _Inbox:
    """What the reader thread posts, collected under a lock; the event loop is woken once per
    batch, not once per read. (One wake-up per read cost a loop turn and a trip across the GIL
    for each of 5,000 events a second, and the window stalled for 150 ms at a time.)"""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._lock = threading.Lock()
        self._items: list[tuple] = []
        self._ready = asyncio.Event()
        self._closed = False

    def post(self, item: tuple) -> None:  # on the reader thread
        with self._lock:
            if self._closed:
                return  # the stream is over, and its loop may be gone: nothing to wake
            self._items.append(item)
            wake = len(self._items) == 1
            if wake:
                self._loop.call_soon_threadsafe(self._ready.set)

    def close(self) -> None:
        """Nothing posted from now on reaches the event loop."""
        with self._lock:
            self._closed = True

    async def take_all(self, timeout: float) -> list[tuple]:
        """Everything posted so far (at least one item), waiting up to ``timeout`` for it."""
        # asyncio.timeout, not wait_for: on Python 3.11 wait_for can swallow a cancellation that
        # arrives as the item does, and Stop would then be ignored until the body ends.
        async with asyncio.timeout(timeout):
            while True:
                await self._ready.wait()
                with self._lock:
                    # A wake-up may arrive after its item was taken with an earlier one.
                    items, self._items = self._items, []
                    self._ready.clear()
                if items:
                    return items

    async def next(self, timeout: float) -> tuple:
        """The first item; the rest stay for ``take_all``."""
        async with asyncio.timeout(timeout):
            while True:
                await self._ready.wait()
                with self._lock:
                    item = self._items.pop(0) if self._items else None
                    if not self._items:
                        self._ready.clear()
                if item is not None:
                    return item


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
            target = self._request_target()
            connection.request(self.request.method, target, body=self.request.body,
                               headers=self.request.headers)  # fmt: skip
            response = connection.getresponse()
            self._socket.settimeout(None)  # the event loop watches for idleness
            headers = {name.lower(): value for name, value in response.getheaders()}
            self.post(("head", response.status, headers))
            if response.status >= 400:
                self.post(("error_body", response.read(_ERROR_BODY_LIMIT)))
                return
            while not self._aborted.is_set():
                data = response.read1(_READ_SIZE)
                if not data:
                    self.post(("eof",))
                    return
                self.post(("data", data))
        except Exception as exc:  # noqa: BLE001 - every failure is posted, none escapes
            if not self._aborted.is_set():
                self.post(("failed", exc))
        finally:
            if self._connection is not None:
                self._connection.close()

    def abort(self) -> None:
        self._aborted.set()
        sock = self._socket
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _proxy(self) -> str | None:
        parts = urlsplit(self.request.url)
        if urllib.request.proxy_bypass(parts.hostname or ""):
            return None
        return urllib.request.getproxies().get(parts.scheme)

    def _connect(self) -> http.client.HTTPConnection:
        parts = urlsplit(self.request.url)
        proxy = self._proxy()
        secure = parts.scheme == "https"
        if proxy:
            proxy_parts = urlsplit(proxy if "://" in proxy else f"http://{proxy}")
            host, port = proxy_parts.hostname or "", proxy_parts.port or 80
        else:
            host, port = parts.hostname or "", parts.port or (443 if secure else 80)
        if secure:
            connection: http.client.HTTPConnection = http.client.HTTPSConnection(
                host, port, timeout=self.timeout, context=ssl.create_default_context()
            )
            if proxy:
                connection.set_tunnel(parts.hostname or "", parts.port or 443)
        else:
            connection = http.client.HTTPConnection(host, port, timeout=self.timeout)
        connection.connect()
        return connection

    def _request_target(self) -> str:
        parts = urlsplit(self.request.url)
        if self._proxy() and parts.scheme == "http":
            return self.request.url  # a plain-HTTP proxy takes the absolute URL
        return parts.path + (f"?{parts.query}" if parts.query else "")


TRANSPORTS: dict[str, type[ChunkedTransport] | type[SnapshotTransport]] = {
    "chunked": ChunkedTransport,
    "diff": SnapshotTransport,
}
