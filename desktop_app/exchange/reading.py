"""Reading a file to import: Arroyo's JSON, a ChatGPT ``conversations.json``, or the ChatGPT
export's ``.zip`` (its ``conversations.json``, or the ``conversations-NNN.json`` it is split
into). Sizes are checked before anything is read whole."""

from __future__ import annotations

import json
import re
import zipfile
import zlib
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from desktop_app.exchange import arroyo_json, chatgpt
from desktop_app.exchange.limits import MAX_CONVERSATIONS, MAX_FILE_BYTES
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
        if zipfile.is_zipfile(path):
            documents = _from_zip(path)
        else:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise ExchangeError(ExchangeProblem.TOO_LARGE, str(path))
            documents = [_parse(path.read_bytes())]
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


def _from_zip(path: Path) -> list[object]:
    with zipfile.ZipFile(path) as archive:
        members = [info for info in archive.infolist() if _CONVERSATION_FILES.search(info.filename)]
        if not members:
            raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, "no conversations.json inside")
        shallowest = min(member.filename.count("/") for member in members)
        members = [m for m in members if m.filename.count("/") == shallowest]
        if sum(member.file_size for member in members) > MAX_FILE_BYTES:
            raise ExchangeError(ExchangeProblem.TOO_LARGE, path.name)
        documents = []
        for member in sorted(members, key=lambda member: member.filename):
            with archive.open(member) as file:
                data = file.read(MAX_FILE_BYTES + 1)  # the stated size may lie
            if len(data) > MAX_FILE_BYTES:
                raise ExchangeError(ExchangeProblem.TOO_LARGE, member.filename)
            documents.append(_parse(data))
        return documents


def _parse(data: bytes) -> object:
    if data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] not in (b"{", b"["):
        raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, "not JSON")
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as error:  # RecursionError: nesting beyond reason
        raise ExchangeError(ExchangeProblem.DAMAGED, type(error).__name__) from error
