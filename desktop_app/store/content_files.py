"""Files named by their content (attachments, the receipts of file changes): written whole or
not at all."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_whole(path: Path, data: bytes) -> None:
    """Writes ``data`` beside ``path``, flushed to disk, then renames it into place: a crash
    never leaves half a file under the name of its content."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class MemoryContent:
    """Contents by digest held in memory only (an in-memory database's): never a file."""

    def __init__(self) -> None:
        self._contents: dict[str, bytes] = {}

    def keep(self, digest: str, data: bytes) -> None:
        self._contents.setdefault(digest, data)

    def read(self, digest: str) -> bytes:
        try:
            return self._contents[digest]
        except KeyError:
            raise FileNotFoundError(digest) from None

    def remove(self, digest: str) -> None:
        self._contents.pop(digest, None)

    def clear(self) -> None:
        self._contents.clear()
