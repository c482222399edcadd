"""The network policy for URLs a model chose: resolve the host once, refuse what is not public,
and hand back the checked addresses, which are the only ones a connection may then use
(``desktop_app.net.pinned``). Endpoints the person configured (providers, MCP servers) do not
go through here: the person chose them.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

import httpx

from desktop_app.net.address_policy import (
    AllowList,
    HostRefusedError,
    IPAddress,
    Refusal,
    check_address,
    literal_address,
)

# host, port -> the addresses it resolves to, as text ("93.184.215.14", "2001:db8::1")
Resolver = Callable[[str, int], Awaitable[Sequence[str]]]


async def system_resolver(host: str, port: int) -> list[str]:
    """The operating system's resolver, without blocking the event loop."""
    infos = await asyncio.get_running_loop().getaddrinfo(
        host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
    )
    return [str(info[4][0]) for info in infos]


@dataclass(frozen=True, slots=True)
class CheckedTarget:
    """A URL whose host passed the policy, and the addresses a connection to it may use."""

    url: httpx.URL
    host: str  # as the connection pool will ask for it (``url.raw_host``)
    port: int
    addresses: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class UrlPolicy:
    allowed: AllowList = field(default_factory=AllowList)
    resolver: Resolver = system_resolver

    @classmethod
    def of(cls, allowed_hosts: Sequence[str] = (), resolver: Resolver | None = None) -> UrlPolicy:
        return cls(AllowList.parse(tuple(allowed_hosts)), resolver or system_resolver)

    def check_spelling(self, url: httpx.URL) -> IPAddress | None:
        """What can be decided without the network: the host's spelling, and an address
        written in the URL. Returns that address, ``None`` for a name to resolve."""
        host = url.host
        address = literal_address(host)
        if self.allowed.allows_name(host):
            return address
        if address is not None and not self.allowed.allows_address(address):
            check_address(address, host)
        return address

    async def check(self, url: httpx.URL) -> CheckedTarget:
        """Raises ``HostRefusedError`` before anything is sent when the host, or any address it
        resolves to, is not to be reached."""
        host = url.host
        port = url.port or (443 if url.scheme == "https" else 80)
        address = self.check_spelling(url)
        if address is not None:
            addresses = [address]
        else:
            addresses = await self._resolve(host, port)
            if not self.allowed.allows_name(host):
                # Every answer must pass: a name with one public and one local address is
                # refused, so the choice among them cannot matter.
                for found in addresses:
                    if not self.allowed.allows_address(found):
                        check_address(found, host)
        pool_host = url.raw_host.decode("ascii")
        return CheckedTarget(url, pool_host, port, tuple(str(a) for a in addresses))

    async def _resolve(self, host: str, port: int) -> list[IPAddress]:
        try:
            answers = await self.resolver(host, port)
        except (OSError, UnicodeError) as exc:
            message = f"The host {host} could not be resolved ({_reason(exc)})."
            raise HostRefusedError(Refusal.UNRESOLVED, message) from None
        addresses = []
        for answer in answers:
            try:
                addresses.append(ipaddress.ip_address(answer))
            except ValueError:
                message = f"The host {host} resolved to {answer!r}, which is not an address."
                raise HostRefusedError(Refusal.UNRESOLVED, message) from None
        if not addresses:
            raise HostRefusedError(Refusal.UNRESOLVED, f"The host {host} has no address.")
        return list(dict.fromkeys(addresses))  # in the resolver's order, each once


def _reason(exc: BaseException) -> str:
    if isinstance(exc, socket.gaierror) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__
