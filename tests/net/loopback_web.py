"""Web servers on loopback addresses that count what reaches them, a fake resolver, and a guard
that makes any connection to a non-loopback address (and any DNS query) fail the test.

With the guard on, nothing a network-policy test does can leave the machine: a name the fake
resolver does not know cannot be looked up for real, and a connection to anything but 127/8 or
::1 raises before a packet is sent.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import socketserver
import ssl
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

Route = tuple[int, dict[str, str], bytes]  # status, headers, body


class _CountingHTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], web: LoopbackWeb) -> None:
        self.web = web
        self.address_family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        super().__init__(address, _Handler)

    def server_bind(self) -> None:
        # HTTPServer's own looks its address up in the DNS (getfqdn): not from these tests.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]

    def get_request(self):
        accepted = super().get_request()
        with self.web.lock:
            self.web.connections += 1
        return accepted


class _Handler(BaseHTTPRequestHandler):
    server: _CountingHTTPServer

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        web = self.server.web
        with web.lock:
            web.requests.append((self.path, self.headers.get("Host", "")))
        default = (200, {"Content-Type": "text/plain"}, f"hello from {web.address}".encode())
        status, headers, body = web.routes.get(self.path, default)
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@dataclass
class LoopbackWeb:
    """One HTTP server on a loopback address, counting connections and requests."""

    address: str
    port: int = 0
    routes: dict[str, Route] = field(default_factory=dict)
    connections: int = 0
    requests: list[tuple[str, str]] = field(default_factory=list)  # (path, Host header)
    lock: threading.Lock = field(default_factory=threading.Lock)
    tls: ssl.SSLContext | None = None  # a server-side context: https instead of http

    def __enter__(self) -> LoopbackWeb:
        self._server = _CountingHTTPServer((self.address, self.port), self)
        self.port = self._server.server_port
        if self.tls is not None:
            self._server.socket = self.tls.wrap_socket(self._server.socket, server_side=True)
        serve = self._server.serve_forever
        self._thread = threading.Thread(target=serve, args=(0.02,), daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)

    @property
    def url(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{'https' if self.tls else 'http'}://{host}:{self.port}"


@contextlib.contextmanager
def webs(*addresses: str) -> Iterator[list[LoopbackWeb]]:
    """Servers on these loopback addresses, all on the same port (so that a URL's host alone
    decides which one a connection reaches). A port taken on one address is retried a few
    times with a fresh one."""
    for _attempt in range(20):
        with contextlib.ExitStack() as stack:
            try:
                first = stack.enter_context(LoopbackWeb(addresses[0]))
                rest = [stack.enter_context(LoopbackWeb(a, first.port)) for a in addresses[1:]]
            except OSError:
                continue
            yield [first, *rest]
            return
    raise RuntimeError("no port free on every address")


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


@dataclass
class FakeResolver:
    """Names to addresses, for the network policy (``await resolver(host, port)``) and for the
    system resolver alike. A list of answers per name is given out one call at a time (the
    last one repeats), so a test can play a DNS server that changes its mind."""

    answers: dict[str, Sequence[Sequence[str]]] = field(default_factory=dict)
    calls: list[str] = field(default_factory=list)

    def answer(self, host: str) -> Sequence[str]:
        self.calls.append(host)
        given = self.answers.get(host.removesuffix("."))
        if given is None:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        count = self.calls.count(host)
        return given[min(count, len(given)) - 1]

    async def __call__(self, host: str, port: int) -> Sequence[str]:
        return self.answer(host)


@dataclass
class NetworkGuard:
    """Every connection attempt of the test, by address; non-loopback ones never happen."""

    attempts: list[tuple[str, int]] = field(default_factory=list)
    blocked: list[tuple[str, int]] = field(default_factory=list)


def _address_info(address: str, port: int) -> tuple[Any, ...]:
    if ":" in address:
        return (socket.AF_INET6, socket.SOCK_STREAM, 6, "", (address, port, 0, 0))
    return (socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, port))


@pytest.fixture
def resolver() -> FakeResolver:
    return FakeResolver()


@pytest.fixture
def network_guard(monkeypatch: pytest.MonkeyPatch, resolver: FakeResolver) -> NetworkGuard:
    """Connections to loopback only; names only through the fake resolver (no DNS query ever
    leaves: anything it does not know is "not found")."""
    guard = NetworkGuard()
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def check(address: Any) -> None:
        if isinstance(address, tuple):
            host, port = str(address[0]), int(address[1])
            guard.attempts.append((host, port))
            if not _is_loopback(host):
                guard.blocked.append((host, port))
                raise OSError(f"test guard: no connection to {host} outside loopback")

    def connect(self: socket.socket, address: Any) -> None:
        check(address)
        return real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        check(address)
        return real_connect_ex(self, address)

    def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
        text = host.decode() if isinstance(host, bytes) else str(host)
        try:
            ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            answers = resolver.answer(text)
            port_number = int(port or 0)
            return [_address_info(answer, port_number) for answer in answers]
        return real_getaddrinfo(host, port, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)

    def gethostbyaddr(address: str) -> Any:
        raise OSError(f"test guard: no reverse lookup of {address}")

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(socket, "gethostbyaddr", gethostbyaddr)
    return guard
