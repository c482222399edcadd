"""An HTTP client that connects only to addresses a policy already checked.

Checking a name and then letting the connection resolve it again leaves a gap a DNS server can
use (it answers a public address to the check, then 127.0.0.1 to the connection: "DNS
rebinding"). Here the connection never resolves: the network backend looks the host up in the
pins the policy made and connects to those addresses, while the request keeps the original
host for its ``Host`` header, TLS server name and certificate check. A host with no pin is not
connected to at all. Environment proxies are ignored: a proxy would decide the address itself.
"""

from __future__ import annotations

import ssl
import typing

import httpcore
import httpx

from desktop_app.net.clients import http_client
from desktop_app.net.url_policy import CheckedTarget


class PinnedBackend(httpcore.AsyncNetworkBackend):
    def __init__(self) -> None:
        self._pins: dict[tuple[str, int], tuple[str, ...]] = {}
        self._inner = httpcore.AnyIOBackend()

    def pin(self, target: CheckedTarget) -> None:
        self._pins[(target.host, target.port)] = target.addresses

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: typing.Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        addresses = self._pins.get((host, port))
        if not addresses:
            raise httpcore.ConnectError(f"{host}:{port} was not checked; not connecting")
        failure: Exception | None = None
        for address in addresses:  # in the resolver's order, like a browser without races
            try:
                stream = await self._inner.connect_tcp(
                    address,
                    port,
                    timeout=timeout,
                    local_address=local_address,
                    socket_options=socket_options,
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                failure = exc
                continue
            return stream
        assert failure is not None
        raise failure

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: typing.Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise httpcore.ConnectError("a pinned client does not use local sockets")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


class PinnedTransport(httpx.AsyncHTTPTransport):
    """httpx's own transport (its request and error mapping), over a pool whose every
    connection goes through a ``PinnedBackend``."""

    def __init__(self, backend: PinnedBackend, ssl_context: ssl.SSLContext | None = None) -> None:
        super().__init__(trust_env=False)
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=ssl_context or httpx.create_ssl_context(trust_env=False),
            network_backend=backend,
        )


def pinned_client(
    backend: PinnedBackend, *, timeout: float, ssl_context: ssl.SSLContext | None = None
) -> httpx.AsyncClient:
    """A client for one fetch: no redirects followed by itself (each hop is checked first),
    no proxy or certificate settings taken from the environment. Certificates are checked
    against the host name of the URL, not the address connected to; ``ssl_context`` replaces
    the system's trusted authorities (tests bring their own)."""
    return http_client(
        transport=PinnedTransport(backend, ssl_context),
        follow_redirects=False,
        timeout=timeout,
    )
