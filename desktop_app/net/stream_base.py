"""What both transports share: how a body ended, the interface, and foreign errors mapped."""

from __future__ import annotations

import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import urlsplit

import httpx

from desktop_app.generation.channels import ChannelUpdate
from desktop_app.generation.outcome import StreamEnd
from desktop_app.net.deadlines import StreamWatch
from desktop_app.net.errors import ErrorKind, ProviderError, scrub
from desktop_app.net.proxy_errors import proxy_failure
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import HttpRequest

ERROR_BODY_LIMIT = 64 * 1024
READ_SIZE = 64 * 1024
DEFAULT_CONNECT_TIMEOUT = 30.0
# The longest one piece of a request body may wait to be sent (a server that stopped reading).
DEFAULT_WRITE_TIMEOUT = 30.0
# The least time between two reads of a fast stream, on both transports (``ReadPace``): four
# reads to a 40 ms frame lose nothing a person sees. At 5,000 events a second, 2,600 reads in
# 6 s became 520 and the process's CPU went from 23 % to 17 % of a core
# (``benchmarks.window_load``).
READ_INTERVAL = 0.010

UpdateSink = Callable[[list[ChannelUpdate]], None]


class ReadPace:
    """How often a streamed body is read: at most once an interval while the stream is fast, as it
    comes otherwise.

    Each read costs the same whatever it holds (a wake-up of the event loop, the HTTP stack, the
    pipeline's pass, a delta to the window), and the window draws at most every 40 ms. So while a
    fast model writes, what it sends between two reads waits in the socket and comes in the next
    one. A slow stream gains nothing from that: its reads already hold one event each, and a
    hold before each would cost a timer and a pass of the loop and keep its text back. At 100
    events a second it added half a point of a core and 5 ms to each event's way to the screen.

    A stream turns fast when a look found data within half the interval, and stays fast while
    each read that was held back carries more than one event (more than one came while it
    waited). Pure logic: the body stream reports each look, the transport the events each read
    carried, and the body stream holds the next read back while ``fast``.
    """

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self.fast = False
        self._held = False  # the read being handled followed a hold

    def looked(self, waited: float, held: bool) -> None:
        """A read: how long its look waited for data, and whether it was held back first."""
        self._held = held
        if not self.fast:
            self.fast = waited < self.interval / 2

    def carried(self, events: int) -> None:
        """The events the last read carried, once handled."""
        if self.fast and self._held:
            self.fast = events > 1


@dataclass(frozen=True, slots=True)
class TransportEnd:
    """How the body ended. ``eof``: the server closed it normally; ``idle``: nothing arrived
    for the idle limit (or, with a watch, no progress for its limit); ``dropped``: the
    connection broke mid-body; ``rejected``: the pipeline stopped accepting (a broken contract,
    a reply over a size limit, or talk after the end) and reading stopped."""

    reason: StreamEnd
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
        watch: StreamWatch | None = None,
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


def connection_error(
    exc: BaseException, request: HttpRequest, *, connecting: bool = False
) -> ProviderError:
    """``connecting``: the failure came before the connection was up."""
    if isinstance(exc, ProviderError):  # already said (a stack that refused before connecting)
        return exc
    refused = proxy_failure(exc, request.url)
    if refused is not None:
        return refused
    host = urlsplit(request.url).netloc
    detail = scrub(str(exc) or type(exc).__name__, request.secrets)
    if _is_tls_failure(exc):
        return ProviderError(ErrorKind.TLS, f"secure connection to {host} failed: {detail}")
    if isinstance(exc, httpx.ConnectTimeout) or (
        connecting and isinstance(exc, TimeoutError | socket.timeout)
    ):
        return ProviderError(ErrorKind.CONNECT_TIMEOUT, f"{host} could not be reached in time")
    if isinstance(exc, httpx.TimeoutException | TimeoutError | socket.timeout):
        return ProviderError(ErrorKind.TIMEOUT, f"{host} did not answer in time")
    return ProviderError(ErrorKind.CONNECTION, f"cannot reach {host}: {detail}")
