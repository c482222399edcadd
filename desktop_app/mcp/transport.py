"""What a session needs from a transport: send a message, hear every message and the end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from desktop_app.mcp.errors import McpError
from desktop_app.mcp.protocol import Message

Deliver = Callable[[Message], None]
# A request that failed on the way (an HTTP status), or, with id None, the whole transport.
Fail = Callable[[Any, McpError], None]


class Transport(Protocol):
    async def start(self, deliver: Deliver, fail: Fail) -> None:
        """Connects (or starts the server); from then on incoming messages go to ``deliver``."""

    async def send(self, message: Message) -> None: ...

    def negotiated(self, protocol_version: str) -> None:
        """The version agreed at initialization (HTTP sends it as a header from then on)."""

    async def close(self) -> None:
        """Ends the session; a stdio server is stopped with its children."""
