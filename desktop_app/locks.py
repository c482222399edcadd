"""Advisory locks on files: held by one open file, let go by the system when the process dies.

Two uses: a process's liveness lock (``store.owners``) and the short lock around a
read-modify-write of the settings file. A lock is taken on a lock file of its own, never on
the data file itself, since that one is replaced by rename on every save.

POSIX: ``flock``; it belongs to the open file, so two opens in one process exclude each other
too. Windows: ``msvcrt.locking`` on the first byte (tested on Linux only).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from types import TracebackType

if sys.platform == "win32":  # pragma: no cover - tested on Linux only
    import msvcrt

    def try_lock(descriptor: int) -> bool:
        try:
            os.lseek(descriptor, 0, os.SEEK_SET)
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def unlock(descriptor: int) -> None:
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def try_lock(descriptor: int) -> bool:
        """True when this open file now holds the exclusive lock; False when another does."""
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def unlock(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_UN)


def open_lock_file(path: Path) -> int:
    return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)


class FileLock:
    """``with FileLock(path):`` an exclusive lock on ``path`` (created if needed), waited for
    at most ``timeout`` seconds (then ``TimeoutError``)."""

    POLL_SECONDS = 0.01

    def __init__(self, path: Path | str, timeout: float = 10.0) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self._descriptor: int | None = None

    def __enter__(self) -> FileLock:
        descriptor = open_lock_file(self.path)
        deadline = time.monotonic() + self.timeout
        while not try_lock(descriptor):
            if time.monotonic() >= deadline:
                os.close(descriptor)
                raise TimeoutError(f"{self.path} stayed locked for {self.timeout:g} s")
            time.sleep(self.POLL_SECONDS)
        self._descriptor = descriptor
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is not None:
            unlock(descriptor)
            os.close(descriptor)
