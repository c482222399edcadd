"""A loopback HTTP server whose every answer is written, byte for byte, by the test: for
replies no well-behaved server sends (web pages, redirect loops, compression bombs, endless
keep-alives, headers that never come)."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from tests.net.loopback_listener import LoopbackListener


@dataclass(frozen=True)
class RawRequest:
    method: str
    path: str
    headers: dict[str, str]
    received: int = 0  # bytes of body read


Responder = Callable[[socket.socket, RawRequest, threading.Event], None]


class RawServer(LoopbackListener):
    """``respond(connection, request, stopping)`` writes the whole answer; ``stopping`` is set
    when the test ends, so an endless responder knows to give up."""

    def __init__(self, respond: Responder) -> None:
        super().__init__()
        self.respond = respond
        self.requests: list[RawRequest] = []
        self.stopping = self._stopping  # handed to the responder

    def _serve(self, connection: socket.socket) -> None:
        with connection:
            connection.settimeout(10)
            try:
                request = _read_request(connection)
                self.requests.append(request)
                self.respond(connection, request, self.stopping)
            except OSError:
                pass  # the client went away: what a stopped turn does


def _read_request(connection: socket.socket) -> RawRequest:
    data = b""
    while b"\r\n\r\n" not in data:
        piece = connection.recv(65536)
        if not piece:
            raise ConnectionError("closed before the request was whole")
        data += piece
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    method, path, _ = lines[0].split(" ", 2)
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        piece = connection.recv(65536)
        if not piece:
            break
        rest += piece
    return RawRequest(method, path, headers, len(rest))


def head(status: int, headers: dict[str, str]) -> bytes:
    lines = [f"HTTP/1.1 {status} Status"] + [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def whole(status: int, content_type: str, body: bytes, **extra: str) -> bytes:
    headers = {
        "content-type": content_type,
        "content-length": str(len(body)),
        "connection": "close",
    }
    headers |= {name.replace("_", "-"): value for name, value in extra.items()}
    return head(status, headers) + body


def chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


def chat_event(text: str) -> bytes:
    """One openai-chat answer delta."""
    payload = {"choices": [{"index": 0, "delta": {"content": text}}]}
    return b"data: " + json.dumps(payload).encode() + b"\n\n"


CHAT_END = b'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'


async def run_raw_async(server: RawServer, transport, events: list | None = None, **runner_options):
    """One openai-chat turn against ``server`` through ``transport``."""
    from desktop_app.generation.prompt import Prompt
    from desktop_app.net.retry import RetryPolicy
    from desktop_app.net.turn import TurnRunner
    from desktop_app.providers.requests import Endpoint, stream_request

    runner_options.setdefault("retry", RetryPolicy(base_delay=0.001, max_delay=0.002))
    runner = TurnRunner(transport, wire="openai-chat", **runner_options)
    key = "sk-raw-server-test-0123456789"
    endpoint = Endpoint(wire="openai-chat", model="m", base_url=server.url + "/v1", api_key=key)
    events = [] if events is None else events
    try:
        return await runner.run(stream_request(endpoint, Prompt.single("Hola")), events.append)
    finally:
        await transport.aclose()


def run_raw(server: RawServer, transport, **runner_options):
    import asyncio

    events: list = []
    result = asyncio.run(run_raw_async(server, transport, events, **runner_options))
    return result, events
