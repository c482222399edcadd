"""Where the set's objects live, behind one small protocol, and the plain folder backend.

Object names are paths of ``/``-separated parts (``set.hdr``, ``d/<device>/<seq>.seg``,
``b/<mac>``) and reveal only device ids and sequence numbers. Objects are immutable: a name is
written once (``put_if_absent``), so two devices can never overwrite each other.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import httpx

from desktop_app.sync.errors import SyncError, SyncProblem

REQUEST_TIMEOUT = 60.0  # seconds an HTTP storage's request may wait for each step of its answer
# The waits before a request to an HTTP storage is tried again: three tries in all. Every
# request the sync makes can be repeated without harm (a PUT only ever creates, ``If-None-Match``),
# so a dropped connection, a timeout or a 5xx on the way is retried instead of failing the sync.
RETRY_DELAYS = (0.5, 2.0)
_TRANSIENT = {500, 502, 503, 504}


@dataclass
class Wire:
    """Bytes sent and received, headers excluded: what a sync cost."""

    sent: int = 0
    received: int = 0


class Storage(Protocol):
    wire: Wire

    async def list(self, prefix: str) -> list[str]:
        """Every object name under ``prefix`` (a folder such as ``d/``), sorted."""
        ...

    async def get(self, name: str) -> bytes | None:
        """The object's bytes; None if there is no such object."""
        ...

    async def put_if_absent(self, name: str, data: bytes) -> bool:
        """Writes the object unless one of that name exists; whether it wrote."""
        ...

    async def delete(self, name: str) -> None: ...

    async def aclose(self) -> None: ...


async def with_retries(send: Callable[[], Awaitable[httpx.Response]], name: str) -> httpx.Response:
    """``send``'s answer, tried again after a transport error or a transient 5xx status (the
    last try's 5xx is returned); a transport error on the last try is a ``STORAGE`` error that
    names the object and the error's kind. Bounded: ``len(RETRY_DELAYS) + 1`` tries, each within
    the client's timeout."""
    tries = len(RETRY_DELAYS) + 1
    for attempt in range(tries):
        last = attempt == tries - 1
        try:
            response = await send()
        except httpx.HTTPError as exc:
            if last:
                raise SyncError(SyncProblem.STORAGE, name, type(exc).__name__) from None
        else:
            if last or response.status_code not in _TRANSIENT:
                return response
        await asyncio.sleep(RETRY_DELAYS[attempt])
    raise AssertionError("unreachable: the last try returns or raises")


async def written_before(storage: Storage, name: str, data: bytes) -> bool:
    """After a create refused because the name is taken: whether the object there is ``data``
    itself. A write whose answer was lost lands all the same, and the retry then finds it: that
    is the write having succeeded, not another writer's object."""
    return await storage.get(name) == data


def check_name(name: str) -> str:
    parts = name.split("/")
    if not name or any(p in ("", ".", "..") or p.startswith(".") for p in parts):
        raise SyncError(SyncProblem.STORAGE, name, "not an object name")
    return name


class FolderStorage:
    """A plain folder (a synced drive's folder, a USB stick, a network share). Writes go to a
    temporary file, flushed, then linked into place: a reader sees the whole object or none,
    and the link fails when the name is taken, so no object is ever replaced."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.wire = Wire()

    async def list(self, prefix: str) -> list[str]:
        base = self.root / prefix
        if not base.is_dir():
            return []
        names = [
            path.relative_to(self.root).as_posix()
            for path in base.rglob("*")
            if path.is_file() and not path.name.startswith(".")
        ]
        return sorted(names)

    async def get(self, name: str) -> bytes | None:
        try:
            data = (self.root / check_name(name)).read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise SyncError(SyncProblem.STORAGE, name, type(exc).__name__) from None
        self.wire.received += len(data)
        return data

    async def put_if_absent(self, name: str, data: bytes) -> bool:
        path = self.root / check_name(name)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
            with open(temporary, "xb") as file:
                file.write(data)
                file.flush()
                os.fsync(file.fileno())
            try:
                os.link(temporary, path)
            except FileExistsError:
                return path.read_bytes() == data  # the same object: written already
            except OSError:  # no hard links (FAT): a rename after a look, almost as safe
                if path.exists():
                    return path.read_bytes() == data
                os.replace(temporary, path)
            finally:
                with contextlib.suppress(FileNotFoundError):
                    temporary.unlink()
        except OSError as exc:
            raise SyncError(SyncProblem.STORAGE, name, type(exc).__name__) from None
        self.wire.sent += len(data)
        return True

    async def delete(self, name: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            (self.root / check_name(name)).unlink()

    async def aclose(self) -> None:
        return None
