"""A turn's time limits, one per phase, watched against an injectable clock.

- connecting: a dead server is reported within ``connect`` seconds, once (timeouts are not
  retried);
- waiting for the response headers: ``headers`` seconds, or ``headers_loopback`` for a server on
  this computer, which often loads the model before it answers (the phase is then reported as
  ``LOADING_MODEL``, so the window can say so);
- streaming: ``no_progress`` seconds without a new part. Keep-alive comments and pings are not
  progress; long reasoning is, so it is never cut.

The transports report what happens (``connected``, ``responded``, ``fed``); ``expire`` returns
the phase whose limit ran out, and the turn runner stops the transport.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import Callable
from dataclasses import dataclass, fields
from enum import StrEnum
from urllib.parse import urlsplit

from desktop_app.net.clock import Clock


class Phase(StrEnum):
    CONNECTING = "connecting"
    WAITING = "waiting"  # connected and asked; the response headers have not come
    LOADING_MODEL = "loading_model"  # the same, on a server on this computer
    STREAMING = "streaming"


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeLimits:
    """Seconds."""

    connect: float = 30.0
    headers: float = 120.0
    headers_loopback: float = 900.0
    no_progress: float = 300.0

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if not isinstance(value, int | float) or isinstance(value, bool) or not value > 0:
                raise ValueError(f"{field.name} must be a number of seconds above zero")

    def for_phase(self, phase: Phase) -> float:
        limits = {
            Phase.CONNECTING: self.connect,
            Phase.WAITING: self.headers,
            Phase.LOADING_MODEL: self.headers_loopback,
            Phase.STREAMING: self.no_progress,
        }
        return limits[phase]


def is_loopback(url: str) -> bool:
    host = (urlsplit(url).hostname or "").rstrip(".").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class StreamWatch:
    """One attempt's phases and progress, as the transport reports them."""

    def __init__(
        self,
        limits: TimeLimits,
        clock: Clock,
        *,
        loopback: bool = False,
        on_phase: Callable[[Phase], None] | None = None,
    ) -> None:
        self.limits = limits
        self.clock = clock
        self.loopback = loopback
        self._on_phase = on_phase
        self.phase = Phase.CONNECTING
        self._since = clock.now()  # when the phase began, or (streaming) the last progress
        self._progress = 0
        self._changed = asyncio.Event()
        self.expired: Phase | None = None

    def start(self) -> None:
        """Announces the first phase (after the listener is ready to hear it)."""
        if self._on_phase is not None:
            self._on_phase(self.phase)

    def connected(self) -> None:
        """The connection is up and the request is on its way."""
        if self.phase is Phase.CONNECTING:
            self._enter(Phase.LOADING_MODEL if self.loopback else Phase.WAITING)

    def responded(self) -> None:
        """The response headers arrived."""
        if self.phase is not Phase.STREAMING:
            self._enter(Phase.STREAMING)

    def fed(self, progress: int) -> None:
        """Called once per chunk with the pipeline's count of parts."""
        if progress != self._progress:
            self._progress = progress
            self._since = self.clock.now()

    def deadline(self) -> float:
        return self._since + self.limits.for_phase(self.phase)

    async def expire(self) -> Phase:
        """Returns when the current phase's limit has run out: the phase that expired."""
        while True:
            remaining = self.deadline() - self.clock.now()
            if remaining <= 0:
                self.expired = self.phase
                return self.phase
            # Progress only moves the deadline later: waking at the old one and looking again is
            # enough. A new phase may bring it nearer, so it wakes the watch at once.
            self._changed.clear()
            sleeper = asyncio.ensure_future(self.clock.sleep(remaining))
            changed = asyncio.ensure_future(self._changed.wait())
            try:
                await asyncio.wait({sleeper, changed}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                sleeper.cancel()
                changed.cancel()

    def _enter(self, phase: Phase) -> None:
        self.phase = phase
        self._since = self.clock.now()
        self._changed.set()
        if self._on_phase is not None:
            self._on_phase(phase)
