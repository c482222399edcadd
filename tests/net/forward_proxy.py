"""A forward proxy on 127.0.0.1, as a company network puts between a person and the internet:
plain-HTTP requests in absolute form are passed on, ``CONNECT`` opens a tunnel (for https).
It keeps the first line of every request it is asked to carry, so a test can tell it was used."""

from __future__ import annotations

import select
import socket
import time
from urllib.parse import urlsplit

from tests.net.loopback_listener import LoopbackListener

_RELAY_SECONDS = 30  # no connection is relayed longer than this, whatever the client does


class ForwardProxy(LoopbackListener):
    def __init__(self) -> None:
        super().__init__()
        self.request_lines: list[str] = []

    def _serve(self, connection: socket.socket) -> None:
        with connection:
            connection.settimeout(10)
            data = b""
            while b"\r\n\r\n" not in data:
                piece = connection.recv(65536)
                if not piece:
                    return
                data += piece
            first, _, rest = data.partition(b"\r\n")
            method, target, version = first.decode("latin-1").split(" ", 2)
            self.request_lines.append(f"{method} {target}")
            if method == "CONNECT":
                host, _, port = target.rpartition(":")
                upstream = socket.create_connection((host, int(port)), timeout=10)
                connection.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                leftover = data.partition(b"\r\n\r\n")[2]
            else:
                parts = urlsplit(target)
                upstream = socket.create_connection((parts.hostname, parts.port or 80), timeout=10)
                origin_form = parts.path + (f"?{parts.query}" if parts.query else "")
                leftover = f"{method} {origin_form} {version}\r\n".encode("latin-1") + rest
            with upstream:
                if leftover:
                    upstream.sendall(leftover)
                self._relay(connection, upstream)

    def _relay(self, client: socket.socket, upstream: socket.socket) -> None:
        ends = {client: upstream, upstream: client}
        deadline = time.monotonic() + _RELAY_SECONDS
        while not self._stopping.is_set() and time.monotonic() < deadline:
            readable, _, _ = select.select(list(ends), [], [], 0.2)
            for end in readable:
                try:
                    data = end.recv(65536)
                except OSError:
                    return
                if not data:
                    return
                ends[end].sendall(data)
