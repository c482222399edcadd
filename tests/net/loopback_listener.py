"""A TCP listener on 127.0.0.1 that serves each connection in a thread of its own until the
test ends: the part the tests' hand-written HTTP servers share."""

from __future__ import annotations

import socket
import threading
from typing import Self


class LoopbackListener:
    """Subclasses write ``_serve(connection)``; ``_stopping`` is set when the test ends."""

    def __init__(self) -> None:
        self._stopping = threading.Event()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.2)  # to look at ``_stopping`` now and then
        self._threads: list[threading.Thread] = []
        self._accepting = threading.Thread(target=self._accept, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._listener.getsockname()[1]}"

    def __enter__(self) -> Self:
        self._accepting.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stopping.set()
        self._accepting.join(5)
        for thread in self._threads:
            thread.join(5)
        self._listener.close()

    def _accept(self) -> None:
        while not self._stopping.is_set():
            try:
                connection, _ = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            self._accepted()
            thread = threading.Thread(target=self._serve, args=(connection,), daemon=True)
            self._threads.append(thread)
            thread.start()

    def _accepted(self) -> None:
        """Called once per connection, before it is served."""

    def _serve(self, connection: socket.socket) -> None:
        raise NotImplementedError
