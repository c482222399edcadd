"""A loopback streaming server that keeps connections open between requests and counts them:
how many TCP connections it accepted, and how many of those the client has closed."""

from __future__ import annotations

import socket
import threading
from collections import deque

from desktop_app.simulator.scripts import Script, openai_chat
from tests.net.loopback_listener import LoopbackListener

ANSWER = "Hola."


def _whole_answer() -> bytes:
    body = b"".join(openai_chat(Script(answer=ANSWER)))
    head = (
        "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
        f"content-length: {len(body)}\r\nconnection: keep-alive\r\n\r\n"
    )
    return head.encode() + body


class KeepAliveServer(LoopbackListener):
    """Answers each request on a connection with the next queued mode: ``answer`` (a whole
    OpenAI Chat stream with a length, so the connection stays reusable), ``answer-then-close``
    (the same, then the server closes the connection it said it kept), or ``hang`` (the first
    event, then nothing until the client goes away)."""

    def __init__(self) -> None:
        self.modes: deque[str] = deque()
        self.accepted = 0
        self.closed_by_client = 0
        self.requests = 0
        self.hanging = threading.Event()  # a ``hang`` answer has sent its first event
        self._lock = threading.Lock()
        super().__init__()

    def _accepted(self) -> None:
        with self._lock:
            self.accepted += 1

    def _serve(self, connection: socket.socket) -> None:
        connection.settimeout(0.2)  # to look at ``_stopping`` now and then
        buffered = b""
        with connection:
            while not self._stopping.is_set():
                try:
                    piece = connection.recv(65536)
                except TimeoutError:
                    continue
                except OSError:
                    piece = b""
                if not piece:
                    with self._lock:
                        self.closed_by_client += 1
                    return
                buffered += piece
                while b"\r\n\r\n" in buffered:
                    buffered = self._answer(connection, buffered)
                    if buffered is None:
                        return

    def _answer(self, connection: socket.socket, buffered: bytes) -> bytes | None:
        head, _, rest = buffered.partition(b"\r\n\r\n")
        length = 0
        for line in head.decode("latin-1").split("\r\n")[1:]:
            name, _, value = line.partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        while len(rest) < length:
            piece = connection.recv(65536)
            if not piece:
                return None
            rest += piece
        with self._lock:
            self.requests += 1
        mode = self.modes.popleft() if self.modes else "answer"
        if mode == "answer":
            connection.sendall(_whole_answer())
        elif mode == "answer-then-close":  # a server ending an idle connection on its side
            connection.sendall(_whole_answer())
            connection.shutdown(socket.SHUT_RDWR)
            return None
        else:
            first = openai_chat(Script(answer=ANSWER))[0]
            connection.sendall(
                b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
                b"transfer-encoding: chunked\r\n\r\n"
                + f"{len(first):x}\r\n".encode()
                + first
                + b"\r\n"
            )
            self.hanging.set()
        return rest[length:]
