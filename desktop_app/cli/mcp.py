"""``arroyo mcp ...``: the settings file and keyring glued to ``desktop_app.cli.mcp_commands``."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Any

from desktop_app import secrets
from desktop_app.cli import mcp_commands, mcp_pins
from desktop_app.config.mcp_servers import remember_approval, remember_pins
from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.mcp.config import McpServerConfig
from desktop_app.paths import data_dir, database_path, settings_path
from desktop_app.store.startup import open_store


def run_mcp(args: argparse.Namespace) -> int:
    try:
        settings = ProviderSettings(data_dir() / "settings.json")
    except SettingsError as exc:
        print(f"arroyo mcp: the settings cannot be read: {exc}", file=sys.stderr)
        return 2
    servers = settings.app.mcp_servers

    def remember(approved: McpServerConfig) -> None:
        remember_approval(settings, approved)

    def pins(server: str, pinned: dict[str, Any]) -> bool:
        return remember_pins(settings, server, pinned)

    # The folder servers are told about (their one root) is the one named on the command line;
    # without it they are told of none and keep the folders they were configured with. Never
    # the folder Arroyo happens to run in: a server told of it would trust it instead.
    named: Path | None = getattr(args, "workspace", None)
    workspace = named.resolve() if named is not None else None
    try:
        if args.mcp_command == "import":
            updated = mcp_commands.import_file(args.file, servers, secrets.set_key, sys.stdout)
            if updated is None:
                return 2
            settings.update_app(mcp_servers=updated)
            return 0
        if args.mcp_command in ("lock", "verify", "approve-change"):
            return _pins_command(args, settings)
        if args.mcp_command == "list":
            return asyncio.run(
                mcp_commands.list_servers(
                    servers,
                    secrets.get_key,
                    sys.stdout,
                    workspace,
                    stdin=sys.stdin,
                    remember=remember,
                    remember_pins=pins,
                )
            )
        with open_store(database_path()) as database:
            return asyncio.run(
                mcp_commands.call_tool(
                    servers,
                    args.server,
                    args.tool,
                    args.arguments,
                    secrets=secrets.get_key,
                    database=database,
                    workspace=workspace,
                    stdin=sys.stdin,
                    out=sys.stdout,
                    remember=remember,
                    remember_pins=pins,
                )
            )
    except secrets.SecretsError as exc:
        print(f"arroyo mcp: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def _pins_command(args: argparse.Namespace, settings: ProviderSettings) -> int:
    servers = settings.app.mcp_servers
    if args.mcp_command == "lock":
        return mcp_pins.write_lock(servers, args.file, sys.stdout)
    if args.mcp_command == "verify":
        try:
            lock = mcp_pins.read_lock(args.lock) if args.lock else None
        except mcp_pins.LockError as exc:
            print(f"arroyo mcp verify: {exc}", file=sys.stderr)
            return mcp_pins.Verdict.NO_PINS
        return asyncio.run(mcp_pins.verify(servers, secrets.get_key, sys.stdout, lock))
    config = next((item for item in servers if item.name == args.server), None)
    if config is None or config.needs_approval:
        print(
            f"arroyo mcp approve-change: no approved server named {args.server!r}", file=sys.stderr
        )
        return 2

    def remember(server: str, pins: dict[str, Any]) -> bool:
        return remember_pins(settings, server, pins)

    return asyncio.run(
        mcp_pins.approve_change(
            config, secrets.get_key, remember, yes=args.yes, stdin=sys.stdin, out=sys.stdout
        )
    )


def configured_servers() -> tuple[McpServerConfig, ...]:
    """The servers of the settings file, for ``arroyo ask --mcp``."""
    try:
        return ProviderSettings(settings_path()).app.mcp_servers
    except SettingsError as exc:
        print(f"arroyo ask: the MCP servers cannot be read from the settings: {exc}")
        return ()


def remember_ask_approval(approved: McpServerConfig) -> None:
    try:
        remember_approval(ProviderSettings(settings_path()), approved)
    except SettingsError as exc:
        print(f"arroyo ask: the confirmation of {approved.name} was not saved: {exc}")


def remember_ask_pins(server: str, pins: dict[str, Any]) -> None:
    try:
        remember_pins(ProviderSettings(settings_path()), server, pins)
    except SettingsError as exc:
        print(f"arroyo ask: the pins of {server} were not saved: {exc}")
