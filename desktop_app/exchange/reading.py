"""Reading a file to import: Arroyo's JSON, a ChatGPT ``conversations.json``, or the ChatGPT
export's ``.zip`` (its ``conversations.json``, or the ``conversations-NNN.json`` it is split
into). Only a regular file is read (a FIFO or a device would block or never end), and sizes are
checked before anything is read whole: a zip's from its directory, before inflating."""

from __future__ import annotations

import json
import os
import stat
import zipfile
import zlib
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import BinaryIO

from desktop_app.exchange import arroyo_json, chatgpt, limits, project_document
from desktop_app.exchange.archive import ExportArchive
from desktop_app.exchange.chatgpt_rows import FileSource, no_files
from desktop_app.exchange.memory_part import memories_in
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.summary import Tally
from desktop_app.store.imports import ImportedConversation
from desktop_app.store.memory.memories import Memory
from desktop_app.store.projects import Project


class Source(Enum):
    ARROYO = "arroyo"
    CHATGPT = "chatgpt"


@dataclass(frozen=True, slots=True)
class ReadFile:
    source: Source
    conversations: list[ImportedConversation]
    found: Tally  # what was read and what was not, beyond the conversations themselves
    # Arroyo's projects in the file, each with its conversations' ids (version 2 on).
    projects: tuple[tuple[Project, tuple[str, ...]], ...] = ()
    memories: tuple[Memory, ...] = ()  # a project's remembered facts (its export has them)


def read_import(path: Path) -> ReadFile:
    """Raises ``ExchangeError``."""
    try:
        with _open_regular(path) as file:
            if not zipfile.is_zipfile(file):
                return _read_documents([_parse(_whole(file, path))], no_files, path)
            archive = ExportArchive(file, path.name)
            try:
                documents = [_parse(data) for data in archive.conversation_files()]
                return _read_documents(documents, archive.file, path)
            finally:
                archive.close()
    except OSError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.strerror or str(error)) from error
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError) as error:
        raise ExchangeError(ExchangeProblem.DAMAGED, str(error)) from error


def _read_documents(documents: list[object], files: FileSource, path: Path) -> ReadFile:
    found = Tally()
    projects: list[tuple[Project, tuple[str, ...]]] = []
    memories: list[Memory] = []
    if all(arroyo_json.is_arroyo(data) for data in documents):
        conversations = [c for data in documents for c in arroyo_json.conversations_of(data)]
        projects = [p for data in documents for p in project_document.projects_of(data)]
        memories = [m for data in documents for m in memories_in(data)]
        source = Source.ARROYO
    elif all(chatgpt.is_chatgpt(data) for data in documents):
        count = sum(len(data) if isinstance(data, list) else 1 for data in documents)
        if count > limits.MAX_CONVERSATIONS:
            raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{count} conversations")
        conversations = [
            c for data in documents for c in chatgpt.conversations_of(data, files, found)
        ]
        source = Source.CHATGPT
    else:
        raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, path.name)
    if len(conversations) > limits.MAX_CONVERSATIONS:
        raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{len(conversations)} conversations")
    return ReadFile(source, conversations, found, tuple(projects), tuple(memories))


def _whole(file: BinaryIO, path: Path) -> bytes:
    if os.fstat(file.fileno()).st_size > limits.MAX_FILE_BYTES:
        raise ExchangeError(ExchangeProblem.TOO_LARGE, str(path))
    file.seek(0)
    data = file.read(limits.MAX_FILE_BYTES + 1)  # it may have grown since
    if len(data) > limits.MAX_FILE_BYTES:
        raise ExchangeError(ExchangeProblem.TOO_LARGE, str(path))
    return data


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


def _parse(data: bytes) -> object:
    if data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] not in (b"{", b"["):
        raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT, "not JSON")
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as error:  # RecursionError: nesting beyond reason
        raise ExchangeError(ExchangeProblem.DAMAGED, type(error).__name__) from error
