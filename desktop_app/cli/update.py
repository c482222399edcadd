"""``arroyo update check`` (or ``arroyo --check-update``): asks the releases address in the
settings once, now, whether the setting is on or not (the person asked), and says what it found.
Nothing is downloaded or run."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import TextIO

from desktop_app import __version__
from desktop_app.wire.terminal_text import strip_control_sequences

PROBLEMS = {
    "network": "the address could not be reached",
    "timeout": "the address did not answer in time",
    "status": "the address answered with an error",
    "not_json": "the answer is not a release description",
    "no_version": "the answer names no version",
    "bad_address": "the address is not an http(s) address",
}


def add_commands(commands: argparse._SubParsersAction) -> None:
    update = commands.add_parser(
        "update",
        help="check whether a newer Arroyo exists (nothing is downloaded)",
        description="Ask the releases address in the settings (Settings, General) for the "
        "latest version and compare it with this one. Nothing is downloaded or run.",
    )
    actions = update.add_subparsers(dest="update_command", metavar="ACTION", required=True)
    actions.add_parser("check", help="ask now and print what is new")


def run_update_check(out: TextIO = sys.stdout) -> int:
    from desktop_app.config.file import AppSettings
    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.paths import settings_path
    from desktop_app.session.network import apply_saved
    from desktop_app.upkeep import updates

    path = settings_path()
    try:
        app = ProviderSettings(path).app if path.exists() else AppSettings()
    except SettingsError as exc:
        print(f"arroyo update check: {exc}", file=sys.stderr)
        return 2

    async def ask() -> updates.Release:
        await apply_saved(app.proxy)  # the window's proxy choice (Settings, Network)
        return await updates.latest_release(app.releases_url)

    try:
        release = asyncio.run(ask())
    except updates.UpdateCheckError as exc:
        detail = f" ({strip_control_sequences(exc.detail)})" if exc.detail else ""
        print(f"Could not check for updates: {PROBLEMS[exc.problem.value]}{detail}.", file=out)
        return 1
    shown = strip_control_sequences(release.version)
    if not updates.is_newer(release.version):
        print(
            f"Arroyo {__version__} is the latest version ({shown} is the newest released).",
            file=out,
        )
        return 0
    print(f"Arroyo {shown} is available (this is {__version__}).", file=out)
    if release.page:
        print(f"Read about it: {strip_control_sequences(release.page)}", file=out)
    if release.notes.strip():
        print("\nWhat is new:\n" + strip_control_sequences(release.notes.strip()), file=out)
    return 0
