"""One window per data folder: a second start brings the first window to the front and exits.

The first window holds ``window.lock`` in the data folder (an flock: the system lets it go
however the process ends, SIGKILL included) and listens on a local socket named from a hash of
the folder's path. A second start cannot take the lock: it connects, asks the first to show
itself, waits a bounded time for the answer, and exits. A socket left behind by a window that
crashed is removed by the next first window, which holds the lock and so knows the old one is
gone. Terminal commands (``arroyo ask``...) take neither: they run beside the window.

A request is one fixed word on one line (``show``, or ``quick`` for the ask box of
``arroyo quick``): no text of the person's travels over it, and a longer line is cut off. The
socket is the user's alone (``UserAccessOption``: the socket file is mode 0700 on Unix).
"""

from __future__ import annotations

import hashlib
import logging
import os
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from desktop_app.locks import open_lock_file, try_lock

log = logging.getLogger(__name__)

LOCK_NAME = "window.lock"
SHOW = b"show\n"
QUICK = b"quick\n"  # the quick ask box rather than the window
SHOWN = b"shown\n"
REQUESTS = (SHOW, QUICK)
LONGEST = max(len(request) for request in REQUESTS)
ANSWER_TIMEOUT_SECONDS = 10.0


def server_name(folder: Path) -> str:
    """Short (a socket path has a length limit) and the same for every spelling of the path."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8", "surrogatepass")).hexdigest()
    return f"arroyo-{digest[:24]}"


class FirstInstance(QObject):
    """Held by the window's process for its whole life; ``show_requested`` when a second start
    asks for the window."""

    show_requested = Signal()
    quick_requested = Signal()

    def __init__(self, folder: Path, descriptor: int) -> None:
        super().__init__()
        self._descriptor: int | None = descriptor  # the lock is held while this stays open
        self._name = server_name(folder)
        self.requests = 0
        self.arrived_at = 0.0  # perf_counter when the last request was read (a benchmark's start)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)

    def listen(self) -> None:
        """Once the window is up (a second start meanwhile keeps trying to connect)."""
        QLocalServer.removeServer(self._name)  # a crashed window's: we hold the lock, it is gone
        if not self._server.listen(self._name):
            log.warning("cannot listen for a second start: %s", self._server.errorString())

    def _accept(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > LONGEST:
                socket.abort()  # not one of ours
            return
        line = bytes(socket.readLine(LONGEST + 1).data())
        if line in REQUESTS:
            self.requests += 1
            self.arrived_at = time.perf_counter()
            log.info("a second start asked for the %s", line.strip().decode())
            (self.quick_requested if line == QUICK else self.show_requested).emit()
            socket.write(SHOWN)
            socket.flush()
        socket.disconnectFromServer()

    def close(self) -> None:
        self._server.close()
        if self._descriptor is not None:
            os.close(self._descriptor)  # lets the lock go
            self._descriptor = None


def claim(folder: Path) -> FirstInstance | None:
    """This process becomes the window for ``folder``; None when another window has it."""
    folder.mkdir(parents=True, exist_ok=True)
    descriptor = open_lock_file(folder / LOCK_NAME)
    if not try_lock(descriptor):
        os.close(descriptor)
        return None
    return FirstInstance(folder, descriptor)


def ask_first_to_show(
    folder: Path, timeout: float = ANSWER_TIMEOUT_SECONDS, request: bytes = SHOW
) -> bool:
    """True once the first window answered that it came to the front (or opened its ask box,
    for ``QUICK``). It may still be starting (it takes the lock before it listens), so
    connecting is tried until ``timeout``."""
    assert request in REQUESTS  # a fixed word, never the person's text
    deadline = time.monotonic() + timeout
    name = server_name(folder)
    while time.monotonic() < deadline:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(500):
            socket.write(request)
            socket.waitForBytesWritten(1000)
            connected = QLocalSocket.LocalSocketState.ConnectedState
            while not socket.canReadLine() and time.monotonic() < deadline:
                if not socket.waitForReadyRead(200) and socket.state() != connected:
                    break  # the first window hung up without answering
            answered = socket.canReadLine() and bytes(socket.readLine().data()) == SHOWN
            socket.abort()
            if answered:
                return True
        else:
            time.sleep(0.1)  # not listening yet: the first window is still starting
    return False
