"""A reverse HTTP proxy on 127.0.0.1 that injects faults between the sync and its storage.

The storage's address given to the app is the proxy's; each request is forwarded to the real
server (wsgidav, moto) unless a fault of the plan says otherwise. A fault matches requests by
method and path (a regular expression searched in the path) and fires on the ``nth`` matching
request and the ``times - 1`` after it (``times=0``: every one from ``nth`` on); ``per_path``
counts each path apart ("every GET of a segment, once"). What fired is kept in ``fired``.

Everything is bounded: each socket has a timeout, a slow answer waits at most ``delay`` seconds
(less if the proxy stops), and the proxy listens on loopback only.
"""

from __future__ import annotations

import contextlib
import dataclasses
import http.client
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

MAX_BODY = 64 * 1024 * 1024  # a request body larger than this is refused (bounded reads)
UPSTREAM_TIMEOUT = 30.0
_HOP = {"connection", "keep-alive", "transfer-encoding", "content-length", "proxy-connection"}


class Action(StrEnum):
    DROP = "drop"  # the connection closes before any answer; nothing is forwarded
    DROP_MID_BODY = "drop_mid_body"  # forwarded; the answer's head and half its body, then close
    STATUS = "status"  # answered with ``status`` (500, 503) without forwarding
    SLOW = "slow"  # forwarded; the answer waits ``delay`` seconds (beyond the client's timeout)
    LANDS_THEN_DROP = "lands_then_drop"  # forwarded (the write lands), then the connection closes
    TWICE = "twice"  # forwarded twice, one after the other; the second answer is given


@dataclass
class Fault:
    action: Action
    method: str = "*"
    path: str = ""  # a regular expression searched in the request's path
    nth: int = 1
    times: int = 1  # 0: every matching request from the nth on
    per_path: bool = False
    status: int = 500
    delay: float = 0.0
    seen: dict[str, int] = field(default_factory=dict)  # matching requests so far, by path key

    def fires(self, method: str, path: str) -> bool:
        if self.method not in ("*", method) or not re.search(self.path, path):
            return False
        key = path if self.per_path else ""
        count = self.seen[key] = self.seen.get(key, 0) + 1
        return count >= self.nth and (self.times == 0 or count < self.nth + self.times)


class FaultProxy:
    def __init__(self, upstream: str) -> None:
        parts = urlsplit(upstream)
        assert parts.hostname == "127.0.0.1", "loopback only"
        self.upstream = (parts.hostname, parts.port or 80)
        self.faults: list[Fault] = []
        self.fired: list[tuple[str, str, str]] = []  # (action, method, path)
        self.forwarded: list[tuple[str, str, int]] = []  # (method, path, upstream status)
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def address(self, upstream_url: str) -> str:
        """``upstream_url`` as seen through the proxy (same path, the proxy's host and port)."""
        parts = urlsplit(upstream_url)
        host, port = self._server.server_address[:2]
        return parts._replace(netloc=f"{host}:{port}").geturl()

    def plan(self, *faults: Fault) -> None:
        """Replaces the fault plan (an empty plan: every request is forwarded as it is). Each
        fault is copied with its counts at zero: one fault can serve several plans."""
        with self._lock:
            self.faults = [dataclasses.replace(fault, seen={}) for fault in faults]
            self.fired.clear()

    def choose(self, method: str, path: str) -> Fault | None:
        with self._lock:
            for fault in self.faults:
                if fault.fires(method, path):
                    self.fired.append((fault.action.value, method, path))
                    return fault
        return None

    def forward(self, method: str, path: str, headers: list[tuple[str, str]], body: bytes):
        connection = http.client.HTTPConnection(*self.upstream, timeout=UPSTREAM_TIMEOUT)
        try:
            connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
            for name, value in headers:
                if name.lower() not in _HOP:
                    connection.putheader(name, value)
            connection.putheader("Content-Length", str(len(body)))
            connection.endheaders(body)
            response = connection.getresponse()
            data = response.read()
            kept = [(k, v) for k, v in response.getheaders() if k.lower() not in _HOP]
            with self._lock:
                self.forwarded.append((method, path, response.status))
            return response.status, response.reason, kept, data
        finally:
            connection.close()

    def __enter__(self) -> FaultProxy:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stopping.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(10)


def _handler(proxy: FaultProxy) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        timeout = UPSTREAM_TIMEOUT  # an idle kept-alive connection is closed after this

        def log_message(self, format: str, *args: object) -> None:
            return None

        def _body(self) -> bytes:
            length = int(self.headers.get("Content-Length") or 0)
            if self.headers.get("Transfer-Encoding") or not 0 <= length <= MAX_BODY:
                raise ValueError("only bodies with a Content-Length within bounds")
            return self.rfile.read(length) if length else b""

        def _answer(self, status: int, reason: str, headers, data: bytes, cut: bool = False):
            self.send_response_only(status, reason)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2] if cut else data)
            self.wfile.flush()
            if cut:
                self.close_connection = True

        def _drop(self) -> None:
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(2)

        def _serve(self) -> None:
            body = self._body()
            method, path = self.command, self.path
            fault = proxy.choose(method, urlsplit(path).path)
            action = fault.action if fault else None
            if fault is not None and action is Action.DROP:
                return self._drop()
            if fault is not None and action is Action.STATUS:
                return self._answer(fault.status, "Injected", [], b"injected fault")
            headers = list(self.headers.items())
            status, reason, kept, data = proxy.forward(method, path, headers, body)
            if action is Action.TWICE:
                status, reason, kept, data = proxy.forward(method, path, headers, body)
            if action is Action.LANDS_THEN_DROP:
                return self._drop()
            if fault is not None and action is Action.SLOW:
                proxy.stopping.wait(fault.delay)  # bounded: the delay, or the proxy's stop
            try:
                self._answer(status, reason, kept, data, cut=action is Action.DROP_MID_BODY)
            except OSError:  # the client gave up waiting (its timeout): nothing to answer
                self.close_connection = True
            return None

        def do_GET(self) -> None:
            self._serve()

        do_PUT = do_POST = do_DELETE = do_HEAD = do_GET
        do_PROPFIND = do_MKCOL = do_OPTIONS = do_GET

    return Handler


@contextlib.contextmanager
def fault_proxy(upstream_url: str) -> Iterator[tuple[FaultProxy, str]]:
    """A proxy in front of ``upstream_url``, and that address through the proxy."""
    with FaultProxy(upstream_url) as proxy:
        yield proxy, proxy.address(upstream_url)
