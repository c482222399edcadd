"""``arroyo list``, ``arroyo export`` and ``arroyo import``: the store's conversations in the
terminal, and in and out of files (``desktop_app.exchange``).

The parser is built on every start of ``arroyo``: only what it needs is imported up front."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from desktop_app.store.conversations import ConversationStore

KEYRING_SECONDS = 10.0
FORMATS = ("markdown", "json")  # ExportFormat's values

PROBLEMS = {
    "unreadable": "the file could not be read or written",
    "too_large": "the file is larger than an import reads",
    "not_an_export": "it is neither an Arroyo export nor a ChatGPT export",
    "damaged": "the file is damaged",
    "newer_format": "it was exported by a newer version of Arroyo",
    "no_such_conversation": "there is no conversation with that id",
}
# What an import read and what it did not (exchange.summary.Found's values), said after it.
FOUND = {
    "versions": "other versions of messages (edits, regenerations), kept as versions: {n}",
    "files_attached": "images and files attached: {n}",
    "files_missing": "images and files not in the file read (import the export's .zip): {n}",
    "files_refused": "images and files not attached (too large, unknown kind, in an answer): {n}",
    "content_left_out": "content of a kind Arroyo does not keep (audio...): {n}",
    "messages_left_out": "messages past the bound of one conversation, left out: {n}",
    "tool_calls": "tool calls, shown but never run here: {n}",
}


def add_commands(commands: argparse._SubParsersAction) -> None:
    commands.add_parser("list", help="the conversations, newest first, with their ids")
    exporting = commands.add_parser(
        "export",
        help="write conversations to Markdown or JSON files",
        description="Write every conversation (or the one asked for) with its reasoning, tool "
        "calls and results. JSON: one file, OUT. Markdown: one file each in the folder OUT, or "
        "OUT itself for one --conversation. Keys in use are never written.",
    )
    exporting.add_argument("--conversation", metavar="ID", help="only this one (arroyo list)")
    exporting.add_argument("--format", required=True, choices=FORMATS)
    exporting.add_argument("out", metavar="OUT", type=Path)
    importing = commands.add_parser(
        "import",
        help="add the conversations of an Arroyo JSON export or a ChatGPT export",
        description="Add conversations from an Arroyo JSON export, or a ChatGPT data export "
        "(its .zip or its conversations.json). Importing the same file again adds nothing; "
        "imported tool calls are never run.",
    )
    importing.add_argument("file", metavar="FILE", type=Path)


def run_exchange(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    from desktop_app.exchange.problems import ExchangeError
    from desktop_app.exchange.transfer import import_file
    from desktop_app.paths import database_path
    from desktop_app.store.conversations import ConversationStore
    from desktop_app.store.database import DatabaseError
    from desktop_app.store.startup import open_store
    from desktop_app.wire.terminal_text import strip_control_sequences

    try:
        with open_store(database_path()) as database:
            store = ConversationStore(database)
            if args.command == "list":
                return _list(store, out)
            if args.command == "export":
                return _export(store, args, out)
            report = import_file(store, args.file)
    except DatabaseError as exc:
        print(f"arroyo {args.command}: {exc}", file=sys.stderr)
        return 2
    except ExchangeError as exc:
        detail = strip_control_sequences(f" ({exc.detail})" if exc.detail else "")
        print(f"arroyo {args.command}: {PROBLEMS[exc.problem.value]}{detail}", file=sys.stderr)
        return 2
    source = "a ChatGPT" if report.source.value == "chatgpt" else "an Arroyo"
    print(
        f"Imported {len(report.added)} conversation{'s' * (len(report.added) != 1)} from "
        f"{source} export; {report.already_here} already here.",
        file=out,
    )
    for found, count in report.found.items():
        print(f"  {FOUND[found.value].format(n=count)}", file=out)
    for conversation_id in report.added:
        print(conversation_id, file=out)
    return 0


def _list(store: ConversationStore, out: TextIO) -> int:
    from datetime import datetime

    from desktop_app.wire.terminal_text import strip_control_sequences

    for conversation in store.list():
        when = datetime.fromtimestamp(conversation.updated_at).strftime("%Y-%m-%d %H:%M")
        title = strip_control_sequences(conversation.title) or "(untitled)"
        print(f"{conversation.id}  {when}  {title}", file=out)
    return 0


def _export(store: ConversationStore, args: argparse.Namespace, out: TextIO) -> int:
    from desktop_app.exchange.transfer import ExportFormat, export
    from desktop_app.net.redaction import Redactor

    ids = [args.conversation] if args.conversation else None
    redact = Redactor(keys_in_use())
    written = export(store, args.out, ExportFormat(args.format), ids, redact=redact)
    for path in written:
        print(path, file=out)
    return 0


def keys_in_use() -> list[str]:
    """The providers' keys, to take out of what is written (a tool's result may have read
    one from a file). A keyring that cannot answer leaves nothing to take out."""
    import asyncio

    from desktop_app import secrets
    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.paths import settings_path

    try:
        entries = ProviderSettings(settings_path()).providers if settings_path().exists() else ()
    except SettingsError:
        return []

    async def read_all() -> list[str]:
        keys: list[str] = []
        for entry in entries:
            try:
                key = await secrets.get_key_async(entry.id, timeout=KEYRING_SECONDS)
            except secrets.SecretsError:
                return keys
            if key:
                keys.append(key)
        return keys

    return asyncio.run(read_all()) if entries else []
