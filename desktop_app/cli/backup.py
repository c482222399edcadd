"""``arroyo backup FILE`` and ``arroyo restore FILE``: the whole profile (conversations with
every version and file, settings without keys, standing permissions) in one file, and back.

A restore checks the whole file first: a file that is no backup, cut short, or from a newer
Arroyo changes nothing. Into a profile with data, it only adds what is not there yet."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

PROBLEMS = {
    "unreadable": "it could not be read or written",
    "too_large": "it is larger than a restore reads",
    "not_an_export": "it is not an Arroyo backup",
    "damaged": "it is not an Arroyo backup, or it is damaged or cut short",
    "newer_format": "it was written by a newer version of Arroyo",
    "no_such_conversation": "a conversation is missing",
}


def add_commands(commands: argparse._SubParsersAction) -> None:
    from pathlib import Path

    backup = commands.add_parser(
        "backup",
        help="write the whole profile to one file (keys are never in it)",
        description="Write every conversation (every version, attached files), the settings "
        "(providers, assistants, MCP servers and their pins, prices, limits) and the standing "
        "permissions to FILE, a zip. Keys stay in the system keyring and are never written.",
    )
    backup.add_argument("file", metavar="FILE", type=Path)
    restore = commands.add_parser(
        "restore",
        help="bring back a backup: adds what is not here, keeps what is",
        description="Add what the backup FILE holds and this profile does not: conversations "
        "by id, providers by id, servers and assistants by name, prices by model. Nothing here "
        "is changed. Keys are not in a backup: enter them again in Settings.",
    )
    restore.add_argument("file", metavar="FILE", type=Path)


def run_backup(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    from desktop_app.cli.exchange import keys_in_use
    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.exchange import backup
    from desktop_app.exchange.problems import ExchangeError
    from desktop_app.net.redaction import Redactor
    from desktop_app.paths import database_path, settings_path
    from desktop_app.store.conversations import ConversationStore
    from desktop_app.store.database import DatabaseError
    from desktop_app.store.startup import open_store
    from desktop_app.wire.terminal_text import strip_control_sequences

    name = strip_control_sequences(str(args.file))
    try:
        if args.command == "backup":
            redact = Redactor(keys_in_use())
            settings = backup.settings_of(ProviderSettings(settings_path()))
            with open_store(database_path()) as database:
                store = ConversationStore(database)
                backup.write_backup(store, settings, args.file, redact=redact)
            print(f"Backed up to {name}", file=out)
            return 0
        read = backup.read_backup(args.file)
        here = ProviderSettings(settings_path())  # a damaged file is refused before any change
        with open_store(database_path()) as database:
            report = backup.restore(read, ConversationStore(database), here)
    except (DatabaseError, SettingsError) as exc:
        print(f"arroyo {args.command}: {exc}", file=sys.stderr)
        return 2
    except ExchangeError as exc:
        detail = strip_control_sequences(f" ({exc.detail})" if exc.detail else "")
        problem = PROBLEMS[exc.problem.value]
        print(
            f"arroyo {args.command}: {name}: {problem}{detail}. Nothing was changed.",
            file=sys.stderr,
        )
        return 2
    print(
        f"Restored {len(report.added)} conversation{'s' * (len(report.added) != 1)} from "
        f"{name}; {report.already_here} already here; {report.providers_added} provider"
        f"{'s' * (report.providers_added != 1)} added (enter their keys in Settings).",
        file=out,
    )
    return 0
