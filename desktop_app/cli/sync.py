"""``arroyo sync setup|now|status|devices``: end-to-end encrypted sync through a folder, a WebDAV
server or an S3 bucket the person already has.

Exit statuses: 0 done; 2 a problem (storage, not set up); 3 a wrong passphrase (joining a set
needs the one it was made with); 4 some objects were refused (named), the rest synced."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

WRONG_PASSPHRASE_STATUS = 3
REFUSED_STATUS = 4


def add_commands(commands: argparse._SubParsersAction) -> None:
    from pathlib import Path

    sync = commands.add_parser(
        "sync",
        help="sync conversations, end to end encrypted, through storage you have",
        description="Sync this profile's conversations with your other devices through a "
        "folder, a WebDAV server or an S3 bucket. Everything stored there is encrypted with a "
        "key from your passphrase; object names show only device ids and numbers.",
    )
    actions = sync.add_subparsers(dest="sync_command", metavar="ACTION", required=True)
    setup = actions.add_parser("setup", help="create a sync set, or join the one there")
    setup.add_argument("kind", choices=["webdav", "s3", "folder"])
    setup.add_argument("where", nargs="+", metavar="WHERE", help="URL | ENDPOINT BUCKET | PATH")
    secret = setup.add_mutually_exclusive_group()
    secret.add_argument("--passphrase-file", type=Path, metavar="FILE")
    secret.add_argument(
        "--recovery-code-file",
        type=Path,
        metavar="FILE",
        help="join with the recovery code shown when the set was made",
    )
    setup.add_argument("--user", default="", help="WebDAV user or S3 access key id")
    setup.add_argument(
        "--secret-file", type=Path, metavar="FILE", help="WebDAV password or S3 secret key"
    )
    actions.add_parser("now", help="sync now")
    actions.add_parser("status", help="what is set up and what waits to be sent")
    actions.add_parser("devices", help="the devices in the set")


def _first_line(path: object) -> str:
    from pathlib import Path

    assert isinstance(path, Path)
    return path.read_text(encoding="utf-8").split("\n", 1)[0]


def run_sync(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    import asyncio
    import getpass

    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.paths import data_dir, database_path, settings_path
    from desktop_app.store.startup import open_store
    from desktop_app.sync.errors import SyncError, SyncProblem
    from desktop_app.sync.service import SyncConfig, SyncService
    from desktop_app.sync.settings_sync import FileSettings

    try:
        with open_store(database_path()) as database:
            settings = FileSettings(ProviderSettings(settings_path()))
            service = SyncService(data_dir(), database, settings)
            if args.sync_command == "setup":
                where = list(args.where)
                location, bucket = where[0], (where[1] if args.kind == "s3" else "")
                if args.kind == "s3" and len(where) != 2:
                    print("arroyo sync setup s3: give ENDPOINT and BUCKET", file=sys.stderr)
                    return 2
                recovery = args.recovery_code_file is not None
                if recovery:
                    passphrase = _first_line(args.recovery_code_file)
                elif args.passphrase_file:
                    passphrase = _first_line(args.passphrase_file)
                else:
                    passphrase = getpass.getpass("Sync passphrase: ")
                secret = _first_line(args.secret_file) if args.secret_file else None
                config = SyncConfig(args.kind, location, bucket, args.user)
                result = asyncio.run(service.setup(config, passphrase, secret, recovery=recovery))
                if result.recovery_code:
                    print("Created a new sync set. Your recovery code (shown once):", file=out)
                    print(f"  {result.recovery_code}", file=out)
                else:
                    print("Joined the sync set.", file=out)
                return 0
            if args.sync_command == "now":
                report = asyncio.run(service.sync_now(lambda: getpass.getpass("Sync passphrase: ")))
                print(
                    f"Sent {report.sent} change{'s' * (report.sent != 1)}, received "
                    f"{report.received} ({report.bytes_sent} bytes out, "
                    f"{report.bytes_received} in).",
                    file=out,
                )
                for device, expected, found in report.gaps:
                    print(f"Device {device}: changes {expected} to {found - 1} missing", file=out)
                for name, problem in report.refused:
                    print(f"Refused {name}: {problem.replace('_', ' ')}", file=sys.stderr)
                return REFUSED_STATUS if report.refused else 0
            if args.sync_command == "status":
                for name, value in service.status().items():
                    print(f"{name}: {value}", file=out)
                return 0
            for member in asyncio.run(service.devices()):
                mark = " (this device)" if member.this_device else ""
                print(f"{member.device}  {member.changes} changes{mark}", file=out)
            return 0
    except SettingsError as exc:
        print(f"arroyo sync: {exc}", file=sys.stderr)
        return 2
    except SyncError as exc:
        print(f"arroyo sync: {exc}", file=sys.stderr)
        return WRONG_PASSPHRASE_STATUS if exc.kind is SyncProblem.WRONG_PASSPHRASE else 2
