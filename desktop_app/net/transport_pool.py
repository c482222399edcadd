"""One transport per provider entry, kept for the whole session.

A transport holds an HTTP client and so a pool of connections: kept across turns, a second turn
to the same provider reuses the first one's connection (no new TCP and TLS handshake). Stop
closes only the connection of the turn it stops; the client and its pool stay usable.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from desktop_app.net.stream_base import Transport

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class TransportKey:
    """What a transport was made for: an entry changed in any of these gets a new one."""

    entry_id: str
    base_url: str
    kind: str


class TransportPool:
    """Hands out one transport per provider entry; ``aclose`` closes every one it made."""

    def __init__(self, kinds: Mapping[str, Callable[[], Transport]]) -> None:
        self._kinds = kinds
        self._current: dict[str, tuple[TransportKey, Transport]] = {}
        # Replaced after their entry changed: a turn may still be reading through one, so
        # they are closed with the rest, at quit.
        self._retired: list[Transport] = []
        self._loop: asyncio.AbstractEventLoop | None = None  # the loop the transports run on

    def get(self, entry_id: str, base_url: str, kind: str) -> Transport:
        key = TransportKey(entry_id, base_url, kind)
        held = self._current.get(entry_id)
        if held is not None and held[0] == key:
            return held[1]
        if held is not None:
            self._retired.append(held[1])
        transport = self._kinds[kind]()
        self._current[entry_id] = (key, transport)
        with contextlib.suppress(RuntimeError):  # made outside a loop: its turns set it later
            self._loop = asyncio.get_running_loop()
        return transport

    @property
    def open(self) -> list[Transport]:
        """Every transport made and not yet closed."""
        return [transport for _, transport in self._current.values()] + self._retired

    async def aclose(self) -> None:
        """Closes every transport (and its connections). Safe to call more than once."""
        transports = self.open
        self._current.clear()
        self._retired.clear()
        for transport in transports:
            try:
                await transport.aclose()
            except Exception as exc:  # one that fails to close must not keep the others open
                log.warning("a provider connection did not close: %s", type(exc).__name__)

    def close_now(self) -> None:
        """``aclose`` from outside the loop, for an owner closing without awaiting: run on the
        loop the transports ran on, once that loop is no longer running (its sessions belong
        to it). A loop still running is left to close them; a closed one took them along."""
        loop = self._loop
        if not self.open or loop is None or loop.is_closed() or loop.is_running():
            return
        loop.run_until_complete(self.aclose())
