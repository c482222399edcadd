"""The simulator's HTTP/1.1 server: raw asyncio streams, so every byte and every cut is ours."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from desktop_app.simulator.complete import complete_body
from desktop_app.simulator.embeddings import embedding_wire, embeddings_reply, model_of
from desktop_app.simulator.scenarios import Scenario, error_body, sse_error_body
from desktop_app.simulator.scripts import Script

_ENDLESS_PIECE = b"x" * 65536
_ENDLESS_LIMIT = 256 * 1024 * 1024  # the "endless" event still ends, for the server's sake
_MAX_REQUEST_BYTES = 8 * 1024 * 1024

MODELS = ("arroyo-sim-1", "arroyo-sim-mini")


@dataclass(frozen=True, slots=True)
class ReceivedRequest:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


def wire_for_path(path: str) -> str | None:
    route = path.split("?", 1)[0]
    if route.endswith("/chat/completions"):
        return "openai-chat"
    if route.endswith("/responses"):
        return "openai-responses"
    if route.endswith("/messages"):
        return "anthropic"
    if route.endswith(":streamGenerateContent"):
        return "gemini"
    return None


@dataclass
class Simulator:
    """Serves scenarios on 127.0.0.1. Each request takes the next scenario queued for its
    model (the last one stays), else the default; a ``chooser`` picks from the request itself
    instead. Runs its own event loop in a thread, so it
    serves sync tests, the Qt event loop and the command line alike."""

    default: Scenario = field(default_factory=Scenario)
    chooser: Callable[[ReceivedRequest], Scenario] | None = None
    host: str = "127.0.0.1"
    port: int = 0
    requests: list[ReceivedRequest] = field(default_factory=list)
    # Counts a request's input tokens for the usage reported (a model's own tokenizer, as a
    # test wants it); None: each script's ``input_tokens`` as written.
    input_tokens_of: Callable[[Any], int] | None = None
    # When a dict: each streamed reply's writes, kept under the request's model as (the time
    # the write was handed to the socket, its bytes); the time is ``time.monotonic``, a clock
    # every process on the machine shares, so a benchmark measures from the server's send.
    sent: dict[str, list[tuple[float, bytes]]] | None = None
    _queues: dict[str, deque[Scenario]] = field(default_factory=dict)
    _loop: asyncio.AbstractEventLoop | None = None
    _server: asyncio.Server | None = None
    _thread: threading.Thread | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _handlers: set[asyncio.Task] = field(default_factory=set)
    open_connections: int = 0

    # -- control -----------------------------------------------------------------------------

    def queue(self, model: str, *scenarios: Scenario) -> None:
        with self._lock:
            self._queues.setdefault(model, deque()).extend(scenarios)

    def next_scenario(self, model: str | None) -> Scenario:
        with self._lock:
            queue = self._queues.get(model or "")
            if not queue:
                return self.default
            return queue.popleft() if len(queue) > 1 else queue[0]

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> Simulator:
        """Serves on a thread of its own; raises OSError when the port cannot be had (taken by
        another program), instead of saying it listens where it does not."""
        ready = threading.Event()
        failed: list[OSError] = []

        def serve() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                self._server = loop.run_until_complete(
                    asyncio.start_server(self._handle, self.host, self.port)
                )
            except OSError as exc:
                failed.append(exc)
                self._loop = None
                loop.close()
                ready.set()
                return
            self.port = self._server.sockets[0].getsockname()[1]
            ready.set()
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(loop.shutdown_asyncgens())
                loop.close()

        self._thread = threading.Thread(target=serve, name="arroyo-simulator", daemon=True)
        self._thread.start()
        ready.wait(10)
        if failed:
            self._thread.join(10)
            self._thread = None
            raise failed[0]
        return self

    def stop(self) -> None:
        loop, server = self._loop, self._server
        if loop is None or server is None:
            return

        async def shutdown() -> None:
            server.close()
            handlers = list(self._handlers)
            for task in handlers:
                task.cancel()
            await asyncio.gather(*handlers, return_exceptions=True)
            await server.wait_closed()

        asyncio.run_coroutine_threadsafe(shutdown(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(10)
        self._loop = self._server = self._thread = None

    def __enter__(self) -> Simulator:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- serving -----------------------------------------------------------------------------

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        self.open_connections += 1
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            request = await self._read_request(reader)
            if request is not None:
                self.requests.append(request)
                await self._respond(request, writer)
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            pass  # the client went away, or sent no HTTP: nothing to answer
        except asyncio.CancelledError:
            pass  # the simulator is stopping
        finally:
            self.open_connections -= 1
            self._handlers.discard(task)
            writer.transport.abort()

    async def _read_request(self, reader: asyncio.StreamReader) -> ReceivedRequest | None:
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        method, path, _ = lines[0].split(" ", 2)
        headers = {}
        for line in lines[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        length = int(headers.get("content-length", "0"))
        if length > _MAX_REQUEST_BYTES:
            return None
        raw = await reader.readexactly(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = raw
        return ReceivedRequest(method, path, headers, body)

    async def _respond(self, request: ReceivedRequest, writer: asyncio.StreamWriter) -> None:
        route = request.path.split("?", 1)[0]
        if request.method == "GET" and route.endswith("/models"):
            listing = {"object": "list", "data": [{"id": m, "object": "model"} for m in MODELS]}
            await self._send_whole(writer, 200, json.dumps(listing).encode())
            return
        embedding = embedding_wire(route)
        if request.method == "POST" and embedding is not None:
            await self._embeddings(request, writer, embedding, route)
            return
        wire = wire_for_path(request.path)
        if request.method != "POST" or wire is None:
            await self._send_whole(writer, 404, b'{"error":{"message":"no such route"}}')
            return
        model = request.body.get("model") if isinstance(request.body, dict) else None
        if wire == "gemini":
            model = route.rsplit("/", 1)[-1].split(":", 1)[0]
        scenario = self.chooser(request) if self.chooser else self.next_scenario(model)
        if self.input_tokens_of is not None and scenario.script is not None:
            counted = self.input_tokens_of(request.body)
            scenario = replace(scenario, script=replace(scenario.script, input_tokens=counted))
        if scenario.headers_delay:
            await asyncio.sleep(scenario.headers_delay)
        if scenario.status != 200:
            extra = {"retry-after": scenario.retry_after} if scenario.retry_after else {}
            if scenario.error_as_sse:
                extra["content-type"] = "text/event-stream"
                body = sse_error_body(wire, scenario.status, scenario.error_message)
            else:
                body = error_body(wire, scenario.status, scenario.error_message)
            await self._send_whole(writer, scenario.status, body, extra)
            return
        if scenario.unstreamed:
            script = scenario.script or Script(answer="Hello from the simulator.")
            await self._send_whole(writer, 200, complete_body(wire, script))
            return
        log = self.sent.setdefault(model or "", []) if self.sent is not None else None
        await self._stream(writer, wire, scenario, log)

    async def _embeddings(
        self, request: ReceivedRequest, writer: asyncio.StreamWriter, wire: str, route: str
    ) -> None:
        scenario = self.next_scenario(model_of(wire, route, request.body))
        if scenario.status != 200:
            extra = {"retry-after": scenario.retry_after} if scenario.retry_after else {}
            body = error_body(wire, scenario.status, scenario.error_message)
            await self._send_whole(writer, scenario.status, body, extra)
            return
        await self._send_whole(writer, *embeddings_reply(wire, request.body))

    async def _send_whole(
        self, writer: asyncio.StreamWriter, status: int, body: bytes, extra: dict | None = None
    ) -> None:
        headers = {
            "content-type": "application/json",
            "content-length": str(len(body)),
            "connection": "close",
            **(extra or {}),
        }
        writer.write(_head(status, headers) + body)
        await writer.drain()

    async def _stream(
        self,
        writer: asyncio.StreamWriter,
        wire: str,
        scenario: Scenario,
        log: list[tuple[float, bytes]] | None = None,
    ) -> None:
        headers = {
            "content-type": "text/event-stream; charset=utf-8",
            "cache-control": "no-cache",
            "transfer-encoding": "chunked",
            "connection": "close",
        }
        writer.write(_head(200, headers))
        await writer.drain()
        rate = scenario.events_per_second
        sent = 0
        clock = asyncio.get_running_loop().time
        started = clock()
        for number, piece in enumerate(scenario.writes(wire)):
            if scenario.stall_after is not None and number == scenario.stall_after:
                await asyncio.sleep(scenario.stall_seconds)
                started += scenario.stall_seconds
            if rate and number:
                # Paced by the clock, not by one sleep per write: a sleep overshoots by about a
                # millisecond, which would cap the rate near 1,000 writes/s. Writes that fall
                # due in the same millisecond go out together.
                due = started + number / rate
                if due - clock() > 0.001:
                    await asyncio.sleep(due - clock())
            if scenario.cut_at is not None and sent + len(piece) >= scenario.cut_at:
                piece = piece[: scenario.cut_at - sent]
                if piece:
                    writer.write(_chunk(piece))
                    await writer.drain()
                return  # closing without the last chunk: the body was cut
            writer.write(_chunk(piece))
            if log is not None:
                log.append((clock(), piece))
            await writer.drain()
            sent += len(piece)
            if scenario.endless_event and number == 1:
                await self._endless(writer)
                return
        writer.write(b"0\r\n\r\n")
        await writer.drain()

    async def _endless(self, writer: asyncio.StreamWriter) -> None:
        writer.write(_chunk(b"data: "))
        sent = 0
        while sent < _ENDLESS_LIMIT:
            writer.write(_chunk(_ENDLESS_PIECE))
            await writer.drain()
            sent += len(_ENDLESS_PIECE)


def _head(status: int, headers: dict[str, str]) -> bytes:
    reason = _REASONS.get(status, "Status")
    lines = [f"HTTP/1.1 {status} {reason}"] + [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def _chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


_REASONS = {
    200: "OK",
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    413: "Payload Too Large",
    429: "Too Many Requests",
    500: "Internal Server Error",
    503: "Service Unavailable",
    529: "Overloaded",
}
