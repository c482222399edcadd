"""Export and import as the window and the terminal ask for them: which conversations, into
which files, and what an import added or found already there."""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from desktop_app.exchange import arroyo_json, markdown
from desktop_app.exchange.memory_part import memories_document
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.project_document import project_document
from desktop_app.exchange.reading import Source, read_import
from desktop_app.exchange.summary import Found
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.context.store import ContextStore
from desktop_app.store.conversations import Conversation, ConversationStore, StoredMessage
from desktop_app.store.database import DatabaseError
from desktop_app.store.imports import add_imported
from desktop_app.store.memory.memories import MemoryStore
from desktop_app.store.projects import ProjectStore

Redact = Callable[[str], str]


class ExportFormat(Enum):
    MARKDOWN = "markdown"
    JSON = "json"


@dataclass(frozen=True, slots=True)
class ImportReport:
    source: Source
    added: tuple[str, ...]  # the ids of the conversations added
    already_here: int  # imported before (the same source): left as they are
    found: Mapping[Found, int] = field(default_factory=dict)  # what was read and what was not


def _keep(text: str) -> str:
    return text


def _chosen(store: ConversationStore, ids: Sequence[str] | None) -> list[Conversation]:
    if ids is None:
        return store.list()
    chosen = []
    for conversation_id in ids:
        conversation = store.get(conversation_id)
        if conversation is None or conversation.deleted_at is not None:
            raise ExchangeError(ExchangeProblem.NO_SUCH_CONVERSATION, conversation_id)
        chosen.append(conversation)
    return chosen


def export(
    store: ConversationStore,
    out: Path,
    export_format: ExportFormat,
    ids: Sequence[str] | None = None,
    *,
    redact: Redact = _keep,
    clock: Callable[[], float] = time.time,
) -> list[Path]:
    """Writes the conversations (all of them without ``ids``) and returns the files written.
    JSON: one file, ``out``. Markdown: ``out`` itself for one conversation asked by id, else one
    file each in the folder ``out``. Raises ``ExchangeError``."""
    conversations = _chosen(store, ids)
    try:
        if export_format is ExportFormat.JSON:
            document = json_document(store, conversations, redact, clock())
            _write(out, json.dumps(document, ensure_ascii=False, indent=1))
            return [out]
        if ids is not None and len(ids) == 1:
            conversation = conversations[0]
            messages = store.messages(conversation.id)
            names = _attached_names(store, messages)
            _write(out, markdown.markdown_of(conversation, messages, redact, names))
            return [out]
        out.mkdir(parents=True, exist_ok=True)
        written = []
        for conversation in conversations:
            path = out / markdown.file_name(conversation)
            messages = store.messages(conversation.id)
            names = _attached_names(store, messages)
            text = markdown.markdown_of(conversation, messages, redact, names)
            _write(path, text)
            written.append(path)
        return written
    except OSError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.strerror or str(error)) from error


def json_document(
    store: ConversationStore,
    conversations: Sequence[Conversation],
    redact: Redact,
    exported_at: float,
    *,
    versions: bool = False,
) -> dict:
    """Arroyo's JSON export of these conversations, as a document (also a backup's part).
    ``versions``: every version of every message, not only those shown."""
    files = AttachmentStore(store.database)
    context = ContextStore(store)
    documents = []
    for c in conversations:
        messages = store.all_messages(c.id) if versions else store.messages(c.id)
        attached = files.of_messages(m.id for m in messages if m.role == "user")
        document = arroyo_json.conversation_document(c, messages, redact, attached, tree=versions)
        link = context.branch_of(c.id)
        if link is not None:  # where it was branched from, as it was called then
            source = store.get(link.source_id)
            document["branched_from"] = {
                "conversation_id": link.source_id,
                "message_id": link.message_id,
                "title": redact(source.title) if source is not None else "",
            }
        documents.append(document)
    return arroyo_json.export_document(documents, exported_at)


def export_project(
    store: ConversationStore,
    project_id: str,
    out: Path,
    redact: Redact = _keep,
    *,
    clock: Callable[[], float] = time.time,
) -> Path:
    """Arroyo's JSON of one project: its name, instructions and defaults, and its
    conversations. Raises ``ExchangeError``."""
    projects = ProjectStore(store.database)
    project = projects.get(project_id)
    if project is None:
        raise ExchangeError(ExchangeProblem.NO_SUCH_CONVERSATION, project_id)
    ids = projects.members(project_id)
    document = json_document(store, _chosen(store, ids), redact, clock())
    document["projects"] = [project_document(project, ids, redact)]
    document["memories"] = memories_document(store.database, redact, project_id)
    try:
        _write(out, json.dumps(document, ensure_ascii=False, indent=1))
    except OSError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.strerror or str(error)) from error
    return out


def _attached_names(
    store: ConversationStore, messages: Sequence[StoredMessage]
) -> dict[int, list[str]]:
    found = AttachmentStore(store.database).of_messages(m.id for m in messages if m.role == "user")
    return {message_id: [file.name for file in files] for message_id, files in found.items()}


def _write(path: Path, text: str) -> None:
    """Whole or not at all: a file half written is never left under the name asked for. The
    partial file is a new one beside it (``mkstemp``: created exclusively, with a name no one
    could plant a link under beforehand), then renamed over the name asked for."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, partial = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".partial")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(partial, path)
    except BaseException:
        Path(partial).unlink(missing_ok=True)
        raise


def import_file(store: ConversationStore, path: Path) -> ImportReport:
    """Adds the file's conversations that are not here yet. Raises ``ExchangeError`` before
    anything is added when the file cannot be read as a whole."""
    read = read_import(path)
    try:
        added = add_imported(store, read.conversations)
        ProjectStore(store.database).adopt(read.projects)
        MemoryStore(store.database).adopt(read.memories)  # after the project they link to
    except DatabaseError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.detail or error.kind) from error
    return ImportReport(
        read.source, tuple(added), len(read.conversations) - len(added), dict(read.found)
    )
