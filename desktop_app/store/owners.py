"""Who is alive among the processes sharing a data folder.

Each process that opens the store holds a liveness lock: ``owners/<id>.lock``, locked for as
long as it has the store open. The system lets the lock go when the process ends, however it
ends (even SIGKILL), so "can I lock this owner's file?" answers "is that owner gone?" without
trusting process ids, clocks or clean exits. Ledger rows record their owner's id; at start-up
only the rows of owners that are gone are reclaimed.

The file is locked under a temporary name first and only then renamed into place: a file seen
under its final name is always locked while its owner lives, so nobody can mistake an owner
that is still starting for a dead one. Windows cannot rename a file that is open, so there it
is created under its final name (the moment between creating and locking is not covered;
tested on Linux only).
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import uuid
from pathlib import Path

from desktop_app.locks import open_lock_file, try_lock, unlock

FOLDER = "owners"
_ID = re.compile(r"[0-9a-f]{32}")
_SWEEP_LIMIT = 200  # lock files of dead owners looked at (and removed) per start
_RENAME_WHILE_OPEN = sys.platform != "win32"


class Liveness:
    """This holder's lock. ``release`` (or process death) makes ``is_alive(id)`` False."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.id = uuid.uuid4().hex
        folder.mkdir(parents=True, exist_ok=True)
        _sweep(folder)
        pending = folder / f".{self.id}.pending" if _RENAME_WHILE_OPEN else self.path
        self._descriptor: int | None = open_lock_file(pending)
        try:
            if not try_lock(self._descriptor):  # a fresh name: nobody else can hold it
                raise OSError(f"could not lock {pending}")
            if pending != self.path:
                os.replace(pending, self.path)
        except BaseException:
            os.close(self._descriptor)
            with contextlib.suppress(OSError):
                pending.unlink()
            raise

    @property
    def path(self) -> Path:
        return self.folder / f"{self.id}.lock"

    def release(self) -> None:
        """Idempotent. The file goes first, while still locked, so nobody finds it unlocked."""
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        with contextlib.suppress(OSError):
            self.path.unlink()
        unlock(descriptor)
        os.close(descriptor)


def is_alive(folder: Path, owner: str | None) -> bool:
    """True while the owner holds its lock. A dead owner's file is removed on the way."""
    if owner is None or not _ID.fullmatch(owner):
        return False  # rows from before owners were recorded: their process is long gone
    path = folder / f"{owner}.lock"
    try:
        descriptor = os.open(path, os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        if not try_lock(descriptor):
            return True
        with contextlib.suppress(OSError):
            path.unlink()  # still holding the lock: no one can take this file for alive now
        unlock(descriptor)
        return False
    finally:
        os.close(descriptor)


def _sweep(folder: Path) -> None:
    """Removes lock files that dead owners left (is_alive does it as it looks)."""
    with contextlib.suppress(OSError):
        for count, entry in enumerate(folder.glob("*.lock")):
            if count >= _SWEEP_LIMIT:
                break
            is_alive(folder, entry.stem)
