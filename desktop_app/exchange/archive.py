"""The ChatGPT export's ``.zip``: its ``conversations.json`` (or the ``conversations-NNN.json``
it is split into) and the images and files its conversations refer to by id.

Everything is judged from the zip's directory before a byte is inflated: how many entries,
how large each says it is, and how much it says it inflates (a real export's JSON compresses
about tenfold, a zip bomb a thousandfold). An entry is then read no further than it said."""

from __future__ import annotations

import re
import zipfile
from typing import BinaryIO

from desktop_app.attachments.reading import MAX_FILE_BYTES as MAX_ATTACHMENT_BYTES
from desktop_app.exchange import limits
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem

_CONVERSATION_FILES = re.compile(r"(^|/)conversations(-\d+)?\.json$")
# How the export names a file: its id first ("file-AbC123-photo.png", "file_00ab…-x.webp").
_FILE_ID = re.compile(r"^(file[-_][A-Za-z0-9]+)")


class ExportArchive:
    def __init__(self, file: BinaryIO, name: str) -> None:
        self._zip = zipfile.ZipFile(file)
        self.name = name
        entries = self._zip.infolist()
        if len(entries) > limits.MAX_ZIP_ENTRIES:
            self._zip.close()
            raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{len(entries):,} files in {name}")
        self._entries = entries
        self._by_id: dict[str, zipfile.ZipInfo] = {}
        for entry in entries:
            found = _FILE_ID.match(entry.filename.rsplit("/", 1)[-1])
            if found and not entry.is_dir():
                self._by_id.setdefault(found.group(1), entry)
        self._files_read = 0  # bytes of attachments read so far, bounded as the JSON is

    def close(self) -> None:
        self._zip.close()

    def conversation_files(self) -> list[bytes]:
        members = [e for e in self._entries if _CONVERSATION_FILES.search(e.filename)]
        if not members:
            raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, "no conversations.json inside")
        shallowest = min(member.filename.count("/") for member in members)
        members = [m for m in members if m.filename.count("/") == shallowest]
        if sum(member.file_size for member in members) > limits.MAX_FILE_BYTES:
            raise ExchangeError(ExchangeProblem.TOO_LARGE, self.name)
        for member in members:
            check_inflation(member)
        return [self._read(m) for m in sorted(members, key=lambda m: m.filename)]

    def file(self, file_id: str) -> tuple[str, bytes] | None:
        """The file the export holds under this id: its name (the id taken off) and bytes.
        None when it holds none, or one larger than an attachment may be, or past the bound
        on all files read; a bomb among them stops the import."""
        entry = self._by_id.get(file_id)
        if entry is None or entry.file_size > MAX_ATTACHMENT_BYTES:
            return None
        if self._files_read + entry.file_size > limits.MAX_FILE_BYTES:
            return None
        check_inflation(entry)
        self._files_read += entry.file_size
        base = entry.filename.rsplit("/", 1)[-1]
        name = base[len(file_id) :].lstrip("-_") or base
        return name, self._read(entry)

    def _read(self, entry: zipfile.ZipInfo) -> bytes:
        """The entry's bytes, never more than its directory says (a lying header is damage)."""
        with self._zip.open(entry) as opened:
            data = opened.read(entry.file_size + 1)
        if len(data) != entry.file_size:
            raise ExchangeError(ExchangeProblem.DAMAGED, entry.filename)
        return data


def check_inflation(entry: zipfile.ZipInfo) -> None:
    """Refuses an entry whose directory says it inflates beyond any real export."""
    if entry.file_size > limits.MAX_ZIP_RATIO * max(entry.compress_size, 1024):
        ratio = entry.file_size // max(entry.compress_size, 1)
        raise ExchangeError(
            ExchangeProblem.TOO_LARGE,
            f"{entry.filename} inflates {ratio:,} times its size in the zip (a zip bomb)",
        )
