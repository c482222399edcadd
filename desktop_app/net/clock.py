"""The time a turn's limits are measured in, injectable so tests can move it by hand."""

from __future__ import annotations

import asyncio
import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float: ...

    async def sleep(self, seconds: float) -> None: ...


class MonotonicClock:
    """The real one."""

    def now(self) -> float:
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


class ManualClock:
    """Time that moves only when ``advance`` is called: a limit of five minutes is crossed
    without waiting five minutes. Sleepers wake when the time they wait for is reached."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def now(self) -> float:
        return self._now

    @property
    def sleeping(self) -> int:
        """How many sleeps are waiting (a test waits for one before it moves time on)."""
        return sum(1 for _, future in self._sleepers if not future.done())

    async def sleep(self, seconds: float) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        entry = (self._now + max(0.0, seconds), future)
        self._sleepers.append(entry)
        try:
            if entry[0] <= self._now:
                future.set_result(None)
            await future
        finally:
            self._sleepers.remove(entry)

    def advance(self, seconds: float) -> None:
        self._now += seconds
        for due, future in tuple(self._sleepers):
            if due <= self._now and not future.done():
                future.set_result(None)
