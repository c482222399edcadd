"""Two interchangeable ways to read a streamed body into the pipeline.

- ``ChunkedTransport``: httpx's client API over aiohttp's connections (``aiohttp_transport``):
  the body is parsed in C and raw byte pieces go to the incremental UTF-8 decoder.
- ``SnapshotTransport`` (in ``snapshot_transport``): a second, independent HTTP stack behind an
  API that only exposes "the whole body received so far"; the pipeline's accumulate-and-diff
  feeder hands on only the new text.

Both raise ``ProviderError`` before any content (refused, unreachable, bad status) and return a
``TransportEnd`` once the body is over, however it ended; the pipeline decides what that means.
"""

from __future__ import annotations

import asyncio
import threading
import time
import typing
from collections.abc import AsyncGenerator

import httpx

from desktop_app.generation.outcome import StreamEnd
from desktop_app.names import TransportName
from desktop_app.net.deadlines import StreamWatch
from desktop_app.net.decoding import ACCEPTED_ENCODINGS, BodyDecoder
from desktop_app.net.errors import ProviderError, scrub
from desktop_app.net.heads import COMPLETE, check_head, not_streamed
from desktop_app.net.proxy_errors import status_error
from desktop_app.net.snapshot_transport import SnapshotTransport
from desktop_app.net.stream_base import (
    DEFAULT_CONNECT_TIMEOUT,
    DEFAULT_WRITE_TIMEOUT,
    ERROR_BODY_LIMIT,
    READ_INTERVAL,
    READ_SIZE,
    ReadPace,
    Transport,
    TransportEnd,
    UpdateSink,
    connection_error,
)
from desktop_app.net.target import checked_target
from desktop_app.net.trust import trust_context
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import HttpRequest

if typing.TYPE_CHECKING:
    from desktop_app.net.aiohttp_transport import AiohttpTransport

__all__ = [
    "TRANSPORTS",
    "ChunkedTransport",
    "SnapshotTransport",
    "Transport",
    "TransportEnd",
    "UpdateSink",
    "connection_error",
    "warm_up",
]

# httpx hands over every chunk it has already received without going back to the event loop:
# after a slow frame, hundreds of queued events would be parsed in one go while the window
# waits. Going back to the loop after every few milliseconds of work keeps timers and input on
# time.
_SLICE_SECONDS = 0.004


class WorkSlice:
    """The reader's work since it last went back to the event loop. Only the time spent on
    chunks counts: waiting for the network is no work, and a slow stream (one event every
    10 ms) would otherwise go back to the loop once more for every chunk."""

    def __init__(self, limit: float, clock: typing.Callable[[], float] = time.perf_counter) -> None:
        self._limit = limit
        self._clock = clock
        self._spent = 0.0
        self._began = 0.0

    def begin(self) -> None:
        self._began = self._clock()

    def end(self) -> None:
        self._spent += self._clock() - self._began

    def over(self) -> bool:
        """Whether the slice is used up; if so it starts again (the caller yields now)."""
        if self._spent <= self._limit:
            return False
        self._spent = 0.0
        return True


def warm_up() -> threading.Thread:
    """Does what the first request would otherwise do in the middle of it.

    httpcore with anyio's asyncio backend (for the clients still on httpx's own stack) are
    imported here; aiohttp's client (a few hundred milliseconds of imports, kept off the
    launch path) and the trusted authorities (40 ms) are loaded on a thread of its own, so the
    window stays responsive meanwhile. Returns that thread."""
    import anyio._backends._asyncio  # noqa: F401
    import httpcore  # noqa: F401

    thread = threading.Thread(target=_load_stack, name="network stack import", daemon=True)
    thread.start()
    return thread


def _load_stack() -> None:
    try:
        import desktop_app.net.aiohttp_transport  # noqa: F401
    except Exception:  # the first request imports it then, and reports what fails
        return
    trust_context()


class ChunkedTransport:
    name: str = TransportName.CHUNKED

    def __init__(
        self,
        *,
        connect_timeout: float = DEFAULT_CONNECT_TIMEOUT,
        write_timeout: float = DEFAULT_WRITE_TIMEOUT,
    ) -> None:
        self.connect_timeout = connect_timeout
        self.write_timeout = write_timeout
        self._client: httpx.AsyncClient | None = None
        self.carrier: AiohttpTransport | None = None
        """The stack under the httpx client (tests check that it carried the request)."""

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            # Imported here: aiohttp's import is kept off the launch path (see ``warm_up``).
            from desktop_app.net.aiohttp_transport import provider_client

            self._client, self.carrier = provider_client(follow_redirects=False)
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
        watch: StreamWatch | None = None,
    ) -> TransportEnd:
        checked_target(request)  # before any connection: a bad address never gets the key
        timeout = httpx.Timeout(
            connect=self.connect_timeout,
            read=idle_timeout,
            write=self.write_timeout,
            pool=self.connect_timeout,
        )
        # The body is decompressed here, in bounded steps, not by httpx (which expands a whole
        # chunk at once): so only the encodings read here are offered.
        headers = {"accept-encoding": ACCEPTED_ENCODINGS, **request.headers}
        pace = ReadPace(READ_INTERVAL)
        extensions: dict[str, object] = {"read_pace": pace}
        if watch is not None:
            extensions["trace"] = _tracer(watch)
        received = 0
        try:
            async with self._http().stream(
                request.method,
                request.url,
                headers=headers,
                content=request.body,
                timeout=timeout,
                extensions=extensions,
            ) as response:
                if watch is not None:
                    watch.responded()
                if response.status_code >= 400:
                    body = await _read_limited(response)
                    raise status_error(response.status_code, body, dict(response.headers), request)
                if check_head(response.status_code, response.headers, request) is COMPLETE:
                    whole = await _read_limited(response, pipeline.limits.body_chars + 1)
                    received = len(whole)
                    updates = pipeline.feed_complete_reply(whole)
                    if updates is None:
                        raise not_streamed(response.status_code)
                    if updates:
                        on_updates(updates)
                    return TransportEnd(StreamEnd.EOF, received)
                decoder = BodyDecoder(response.headers.get("content-encoding"), step=READ_SIZE)
                # An async generator (closed below, so no read outlives the turn).
                chunks = typing.cast(AsyncGenerator[bytes, None], response.aiter_raw())
                work = WorkSlice(_SLICE_SECONDS)
                try:
                    async for raw in chunks:
                        if work.over():
                            await asyncio.sleep(0)
                        work.begin()
                        received += len(raw)
                        events = pipeline.events
                        for chunk in decoder.decode(raw):
                            updates = pipeline.feed_bytes(chunk)
                            if updates:
                                on_updates(updates)
                            if not pipeline.accepting:
                                return TransportEnd(StreamEnd.REJECTED, received)
                        pace.carried(pipeline.events - events)
                        if watch is not None:
                            watch.fed(pipeline.progress)
                        work.end()
                except httpx.ReadTimeout:
                    return TransportEnd(StreamEnd.IDLE, received)
                except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
                    return TransportEnd(
                        StreamEnd.DROPPED, received, scrub(str(exc), request.secrets)
                    )
                finally:
                    await chunks.aclose()
                return TransportEnd(StreamEnd.EOF, received)
        except ProviderError:
            raise
        except httpx.HTTPError as exc:
            if received:
                return TransportEnd(StreamEnd.DROPPED, received, scrub(str(exc), request.secrets))
            raise connection_error(exc, request) from None


def _tracer(watch: StreamWatch):
    """Tells the watch when the connection is up: the trace event httpcore sends (and the
    aiohttp transport imitates) as the request's headers go out, over a new connection or one
    from the pool."""

    async def trace(event: str, info: dict) -> None:
        if event.endswith(".send_request_headers.started"):
            watch.connected()

    return trace


async def _read_limited(response: httpx.Response, limit: int = ERROR_BODY_LIMIT) -> bytes:
    body = bytearray()
    async for chunk in response.aiter_bytes():
        body += chunk
        if len(body) >= limit:
            break
    return bytes(body[:limit])


TRANSPORTS: dict[str, type[ChunkedTransport] | type[SnapshotTransport]] = {
    TransportName.CHUNKED: ChunkedTransport,
    TransportName.DIFF: SnapshotTransport,
}
