"""A real forward proxy on 127.0.0.1, on asyncio in a thread of its own: ``CONNECT`` tunnels
(https) and plain requests in absolute form, with optional Basic proxy authorization, or a
refusal of everything (403).

Whatever host a request names, the proxy connects to 127.0.0.1 at that port: a provider can be
given a name that is not loopback (so a manual proxy's loopback bypass does not apply), and no
test traffic ever leaves this computer. ``seen`` keeps the first line of every request asked.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import threading
from urllib.parse import urlsplit

_HEAD_LIMIT = 65536


class ProxyServer:
    def __init__(self, *, username: str = "", password: str = "", refuse: bool = False) -> None:
        self.username = username
        self.password = password
        self.refuse = refuse
        self.seen: list[str] = []
        self.port = 0
        # Not new_event_loop(): under the window's loop policy that would be a Qt loop, which
        # cannot run on a thread of its own.
        self._loop = asyncio.SelectorEventLoop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._server: asyncio.Server | None = None

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return f"http://{self.address}"

    def __enter__(self) -> ProxyServer:
        self._thread.start()
        self._server = asyncio.run_coroutine_threadsafe(
            asyncio.start_server(self._serve, "127.0.0.1", 0), self._loop
        ).result(10)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def __exit__(self, *exc_info: object) -> None:
        async def stop() -> None:
            assert self._server is not None
            self._server.close()
            for task in asyncio.all_tasks():
                if task is not asyncio.current_task():
                    task.cancel()

        asyncio.run_coroutine_threadsafe(stop(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._loop.close()

    def _authorized(self, headers: dict[str, str]) -> bool:
        if not self.username:
            return True
        expected = base64.b64encode(f"{self.username}:{self.password}".encode()).decode()
        return headers.get("proxy-authorization", "") == f"Basic {expected}"

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
            writer.close()
            return
        lines = head.decode("latin-1").split("\r\n")
        method, target, _version = lines[0].split(" ", 2)
        self.seen.append(f"{method} {target}")
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(":")
            if name:
                headers[name.strip().lower()] = value.strip()
        if self.refuse:
            await _answer(writer, b"403 Forbidden", b"")
            return
        if not self._authorized(headers):
            await _answer(writer, b"407 Proxy Authentication Required", _CHALLENGE)
            return
        if method == "CONNECT":
            port = int(target.rpartition(":")[2])
            upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
            await writer.drain()
            await _relay(reader, writer, upstream_reader, upstream_writer)
            return
        parts = urlsplit(target)
        upstream_reader, upstream_writer = await asyncio.open_connection(
            "127.0.0.1", parts.port or 80
        )
        origin = parts.path + (f"?{parts.query}" if parts.query else "")
        kept = [
            line
            for line in lines[1:]
            if line
            and line.split(":", 1)[0].strip().lower()
            not in {"proxy-authorization", "connection", "proxy-connection"}
        ]
        upstream_writer.write(
            "\r\n".join(
                [f"{method} {origin or '/'} HTTP/1.1", *kept, "Connection: close", "", ""]
            ).encode("latin-1")
        )
        await _relay(reader, writer, upstream_reader, upstream_writer, closing=True)


_CHALLENGE = b'Proxy-Authenticate: Basic realm="test proxy"\r\n'


async def _answer(writer: asyncio.StreamWriter, status: bytes, extra: bytes) -> None:
    writer.write(b"HTTP/1.1 " + status + b"\r\n" + extra + b"Content-Length: 0\r\n")
    writer.write(b"Connection: close\r\n\r\n")
    with contextlib.suppress(ConnectionError):
        await writer.drain()
    writer.close()


async def _relay(
    client_reader: asyncio.StreamReader,
    client_writer: asyncio.StreamWriter,
    upstream_reader: asyncio.StreamReader,
    upstream_writer: asyncio.StreamWriter,
    *,
    closing: bool = False,
) -> None:
    """Copies both ways until either side ends. ``closing``: the answer's head tells the client
    the connection closes after it (each plain request gets a connection of its own)."""

    async def pipe(source, sink, mark_close: bool) -> None:
        try:
            if mark_close:
                head = await source.readuntil(b"\r\n\r\n")
                sink.write(head[:-2] + b"Connection: close\r\n\r\n")
            while data := await source.read(65536):
                sink.write(data)
                await sink.drain()
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            pass
        finally:
            with contextlib.suppress(Exception):
                sink.close()

    tasks = {
        asyncio.ensure_future(pipe(client_reader, upstream_writer, False)),
        asyncio.ensure_future(pipe(upstream_reader, client_writer, closing)),
    }
    _done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    for writer in (client_writer, upstream_writer):
        with contextlib.suppress(Exception):
            writer.close()
