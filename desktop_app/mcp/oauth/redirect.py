"""The loopback redirect (RFC 8252 section 7.3): a one-shot HTTP listener on 127.0.0.1 that
receives the browser coming back from the authorization server with a code.

Only a callback carrying the ``state`` of this sign-in counts; anything else (a favicon request,
a stale tab, a forged callback) is answered and ignored, and the listener keeps waiting.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass
from types import TracebackType
from urllib.parse import parse_qs, urlsplit

from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem

log = logging.getLogger(__name__)

CALLBACK_PATH = "/callback"
MAX_REQUEST_BYTES = 16 * 1024
READ_TIMEOUT = 10.0

_DONE_PAGE = (
    b"<!doctype html><meta charset=utf-8><title>Arroyo</title>"
    b"<p>Signed in. You can close this tab and return to Arroyo.</p>"
)
_REFUSED_PAGE = (
    b"<!doctype html><meta charset=utf-8><title>Arroyo</title>"
    b"<p>Sign-in did not complete. You can close this tab and return to Arroyo.</p>"
)


@dataclass(frozen=True, slots=True)
class Callback:
    code: str
    error: str


def _response(status: str, body: bytes) -> bytes:
    head = (
        f"HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\n"
        f"Content-Length: {len(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
    )
    return head.encode("ascii") + body


class LoopbackRedirect:
    """``async with LoopbackRedirect() as listener``: ``listener.redirect_uri`` to register and
    send, then ``await listener.wait_for_code(state, timeout)``."""

    def __init__(self, *, host: str = "127.0.0.1", port: int = 0) -> None:
        self._host = host
        self._port = port
        self._server: asyncio.Server | None = None
        self._state = ""
        self._result: asyncio.Future[Callback] | None = None
        self.redirect_uri = ""

    async def __aenter__(self) -> LoopbackRedirect:
        self._result = asyncio.get_running_loop().create_future()
        self._server = await asyncio.start_server(self._serve, self._host, self._port)
        port = self._server.sockets[0].getsockname()[1]
        self.redirect_uri = f"http://{self._host}:{port}{CALLBACK_PATH}"
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self._result is not None and not self._result.done():
            self._result.cancel()

    def expect(self, state: str) -> None:
        self._state = state

    async def wait_for_code(self, timeout: float) -> str:
        assert self._result is not None, "use the listener inside async with"
        try:
            async with asyncio.timeout(timeout):
                callback = await asyncio.shield(self._result)
        except TimeoutError:
            raise OAuthError(SignInProblem.SIGN_IN_TIMED_OUT) from None
        if callback.error or not callback.code:
            raise OAuthError(SignInProblem.AUTHORIZATION_REFUSED, callback.error[:40])
        return callback.code

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            async with asyncio.timeout(READ_TIMEOUT):
                head = await reader.readuntil(b"\r\n\r\n")
            status, page = self._handle(head)
            writer.write(_response(status, page))
            await writer.drain()
        except (TimeoutError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, OSError):
            pass  # a half request or a closed tab: nothing to answer
        finally:
            writer.close()
            with contextlib.suppress(OSError):
                await writer.wait_closed()

    def _handle(self, head: bytes) -> tuple[str, bytes]:
        if len(head) > MAX_REQUEST_BYTES:
            return "431 Request Header Fields Too Large", b""
        request_line = head.split(b"\r\n", 1)[0].decode("latin-1")
        parts = request_line.split(" ")
        if len(parts) != 3 or parts[0] != "GET":
            return "405 Method Not Allowed", b""
        target = urlsplit(parts[1])
        if target.path != CALLBACK_PATH:
            return "404 Not Found", b""
        query = parse_qs(target.query)
        state = query.get("state", [""])[0]
        if not self._state or state != self._state:
            log.info("loopback redirect: a callback for another sign-in, ignored")
            return "400 Bad Request", _REFUSED_PAGE
        code = query.get("code", [""])[0]
        error = query.get("error", [""])[0]
        if self._result is not None and not self._result.done():
            self._result.set_result(Callback(code=code, error=error))
        return ("200 OK", _DONE_PAGE) if code and not error else ("200 OK", _REFUSED_PAGE)
