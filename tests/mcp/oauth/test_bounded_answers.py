"""Authorization servers that answer with a huge body: the client stops reading at its cap.

The server is a real one on 127.0.0.1 that sends 64 MB (chunked, or with a Content-Length) and
counts what it managed to hand to the socket before the client hung up. A client that reads
the whole body lets it send all 64 MB; one that stops at the cap leaves it at the cap plus
what the kernel's socket buffers hold (a few megabytes on loopback).
"""

from __future__ import annotations

import socket
import threading

import httpx
import pytest

from desktop_app.mcp.oauth import OAuthError, SignInProblem
from desktop_app.mcp.oauth.discovery import discover_authorization_server
from desktop_app.mcp.oauth.metadata import AuthorizationServer
from desktop_app.mcp.oauth.registration import ClientRegistration, register_dynamically
from desktop_app.mcp.oauth.tokens import exchange_code

TOTAL = 64 * 1024 * 1024
CHUNK = 64 * 1024
# Far below TOTAL, far above the cap plus loopback's socket buffers.
STOPPED_EARLY = 24 * 1024 * 1024


class HugeAnswers:
    """Answers every request with ``TOTAL`` bytes of spaces, chunked or with a length."""

    def __init__(self, *, chunked: bool) -> None:
        self.chunked = chunked
        self.sent: list[int] = []  # per request, in order
        self.expected = 1
        self.done = threading.Event()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        # Bounded: a client asks a few locations at most; a test says how many it expects.
        for _ in range(4):
            try:
                connection, _ = self.listener.accept()
            except OSError:
                break  # closed by the test
            self._answer(connection)
            if len(self.sent) >= self.expected:
                self.done.set()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _answer(self, connection: socket.socket) -> None:
        self.sent.append(0)
        with connection:
            self._read_request(connection)
            framing = (
                b"Transfer-Encoding: chunked" if self.chunked else b"Content-Length: %d" % TOTAL
            )
            head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n" + framing
            try:
                connection.sendall(head + b"\r\n\r\n")
                piece = b" " * CHUNK
                if self.chunked:
                    piece = b"%x\r\n" % CHUNK + piece + b"\r\n"
                while self.sent[-1] < TOTAL:  # bounded: the whole body at most
                    connection.sendall(piece)
                    self.sent[-1] += CHUNK
                if self.chunked:
                    connection.sendall(b"0\r\n\r\n")
            except OSError:
                pass  # the client hung up: what was sent is counted

    @staticmethod
    def _read_request(connection: socket.socket) -> None:
        data = b""
        while b"\r\n\r\n" not in data and len(data) < 65536:
            part = connection.recv(4096)
            if not part:
                return
            data += part
        head, _, body = data.partition(b"\r\n\r\n")
        length = next(
            (
                int(line.split(b":", 1)[1])
                for line in head.split(b"\r\n")
                if line.lower().startswith(b"content-length:")
            ),
            0,
        )
        while len(body) < length:
            part = connection.recv(4096)
            if not part:
                return
            body += part

    def close(self) -> None:
        assert self.done.wait(60), "the server never finished sending"
        self.listener.close()


@pytest.fixture(params=[True, False], ids=["chunked", "content-length"])
def huge(request):
    server = HugeAnswers(chunked=request.param)
    yield server
    server.close()


def _server_at(url: str) -> AuthorizationServer:
    return AuthorizationServer(
        issuer=url,
        authorization_endpoint=url + "/authorize",
        token_endpoint=url + "/token",
        registration_endpoint=url + "/register",
    )


async def _refused(call) -> OAuthError:
    async with httpx.AsyncClient(timeout=30) as http:
        with pytest.raises(OAuthError) as caught:
            await call(http)
    return caught.value


@pytest.mark.asyncio
async def test_huge_metadata_is_abandoned_at_the_cap(huge):
    huge.expected = 2  # RFC 8414's location, then OpenID Connect's: both answer huge
    error = await _refused(lambda http: discover_authorization_server(http, huge.url))
    huge.close()
    assert error.kind is SignInProblem.DISCOVERY_FAILED
    assert len(huge.sent) == 2 and max(huge.sent) < STOPPED_EARLY


@pytest.mark.asyncio
async def test_a_huge_registration_answer_is_abandoned_at_the_cap(huge):
    server = _server_at(huge.url)
    error = await _refused(
        lambda http: register_dynamically(http, server, "http://127.0.0.1:1/callback")
    )
    huge.close()
    assert error.kind is SignInProblem.REGISTRATION_FAILED
    assert huge.sent and max(huge.sent) < STOPPED_EARLY


@pytest.mark.asyncio
async def test_a_huge_token_answer_is_abandoned_at_the_cap(huge):
    error = await _refused(
        lambda http: exchange_code(
            http,
            token_endpoint=huge.url + "/token",
            registration=ClientRegistration(client_id="client-1"),
            code="code-1",
            verifier="v" * 43,
            redirect_uri="http://127.0.0.1:1/callback",
            resource="http://127.0.0.1:1/mcp",
            now=0.0,
        )
    )
    huge.close()
    assert error.kind is SignInProblem.TOKEN_REFUSED
    assert huge.sent and max(huge.sent) < STOPPED_EARLY
