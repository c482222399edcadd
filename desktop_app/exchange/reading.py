"""Reading a file to import: Arroyo's JSON, a ChatGPT ``conversations.json``, or the ChatGPT
export's ``.zip`` (its ``conversations.json``, or the ``conversations-NNN.json`` it is split
into). Only a regular file is read (a FIFO or a device would block or never end), and sizes are
checked before anything is read whole: a zip's from its directory, before inflating."""

from __future__ import annotations

import json
import os
import re
import stat
import zipfile
import zlib
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import BinaryIO

from desktop_app.exchange import arroyo_json, chatgpt
from desktop_app.exchange.limits import (
    MAX_CONVERSATIONS,
    MAX_FILE_BYTES,
    MAX_ZIP_ENTRIES,
    MAX_ZIP_RATIO,
)
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.store.imports import ImportedConversation

_CONVERSATION_FILES = re.compile(r"(^|/)conversations(-\d+)?\.json$")


class Source(Enum):
    ARROYO = "arroyo"
    CHATGPT = "chatgpt"


@dataclass(frozen=True, slots=True)
class ReadFile:
    source: Source
    conversations: list[ImportedConversation]


def read_import(path: Path) -> ReadFile:
    """Raises ``ExchangeError``."""
    try:
        with _open_regular(path) as file:
            if zipfile.is_zipfile(file):
                documents = _from_zip(file, path.name)
            else:
                if os.fstat(file.fileno()).st_size > MAX_FILE_BYTES:
                    raise ExchangeError(ExchangeProblem.TOO_LARGE, str(path))
                file.seek(0)
                data = file.read(MAX_FILE_BYTES + 1)  # it may have grown since
                if len(data) > MAX_FILE_BYTES:
                    raise ExchangeError(ExchangeProblem.TOO_LARGE, str(path))
                documents = [_parse(data)]
    except OSError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.strerror or str(error)) from error
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError) as error:
        raise ExchangeError(ExchangeProblem.DAMAGED, str(error)) from error
    if all(arroyo_json.is_arroyo(data) for data in documents):
        conversations = [c for data in documents for c in arroyo_json.conversations_of(data)]
        source = Source.ARROYO
    elif all(chatgpt.is_chatgpt(data) for data in documents):
        count = sum(len(data) if isinstance(data, list) else 1 for data in documents)
        if count > MAX_CONVERSATIONS:
            raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{count} conversations")
        conversations = [c for data in documents for c in chatgpt.conversations_of(data)]
        source = Source.CHATGPT
    else:
        raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, path.name)
    if len(conversations) > MAX_CONVERSATIONS:
        raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{len(conversations)} conversations")
    return ReadFile(source, conversations)


def _open_regular(path: Path) -> BinaryIO:
    """The file, opened without waiting (a FIFO's open would wait for a writer) and refused
    unless the opened file itself is a regular file, so nothing can swap it in between."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | os.O_CLOEXEC)
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise ExchangeError(ExchangeProblem.UNREADABLE, "not a regular file")
        return os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise


def _from_zip(file: BinaryIO, name: str) -> list[object]:
    with zipfile.ZipFile(file) as archive:
        entries = archive.infolist()
        if len(entries) > MAX_ZIP_ENTRIES:
            raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{len(entries):,} files in {name}")
        members = [info for info in entries if _CONVERSATION_FILES.search(info.filename)]
        if not members:
            raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, "no conversations.json inside")
        shallowest = min(member.filename.count("/") for member in members)
        members = [m for m in members if m.filename.count("/") == shallowest]
        if sum(member.file_size for member in members) > MAX_FILE_BYTES:
            raise ExchangeError(ExchangeProblem.TOO_LARGE, name)
        for member in members:
            check_inflation(member)
        return [_parse(read_entry(archive, m)) for m in sorted(members, key=lambda m: m.filename)]


def check_inflation(entry: zipfile.ZipInfo) -> None:
    """Refuses an entry whose directory says it inflates beyond any real export (a zip bomb),
    before a byte of it is inflated."""
    if entry.file_size > MAX_ZIP_RATIO * max(entry.compress_size, 1024):
        ratio = entry.file_size // max(entry.compress_size, 1)
        raise ExchangeError(
            ExchangeProblem.TOO_LARGE,
            f"{entry.filename} inflates {ratio:,} times its size in the zip (a zip bomb)",
        )


def read_entry(archive: zipfile.ZipFile, entry: zipfile.ZipInfo) -> bytes:
    """The entry's bytes, never more than its directory says (a lying header is damage)."""
    with archive.open(entry) as opened:
        data = opened.read(entry.file_size + 1)
    if len(data) != entry.file_size:
        raise ExchangeError(ExchangeProblem.DAMAGED, entry.filename)
    return data


def _parse(data: bytes) -> object:
    if data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] not in (b"{", b"["):
        raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, "not JSON")
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as error:  # RecursionError: nesting beyond reason
        raise ExchangeError(ExchangeProblem.DAMAGED, type(error).__name__) from error
