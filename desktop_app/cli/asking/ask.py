"""``arroyo ask``: one question from the terminal, answered with the window's tools and rules."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_app.attachments.reading import PdfMode
from desktop_app.names import TransportName, Wire
from desktop_app.providers.choice import ProviderChoice

if TYPE_CHECKING:
    from collections.abc import Coroutine
    from typing import Any

    from desktop_app.attachments.reading import ImageFitter
    from desktop_app.config.memory import MemoryChoice
    from desktop_app.config.settings import AppSettings
    from desktop_app.net.proxies import ProxyConfig


def run_ask(args: argparse.Namespace) -> int:
    import asyncio

    from desktop_app.cli import mcp as cli_mcp
    from desktop_app.cli.asking.ask_parameters import parameters_given
    from desktop_app.cli.asking.headless import AskOptions, ask
    from desktop_app.cli.saved import saved_receipt_limits
    from desktop_app.session.side_by_side import MAX_COLUMNS

    if len(args.model or ()) > MAX_COLUMNS:
        print(f"At most {MAX_COLUMNS} models answer side by side.", file=sys.stderr)
        return 2

    if args.resume is not None and args.prompt:
        print("arroyo ask: --resume goes on with a paused turn; no prompt", file=sys.stderr)
        return 2
    from desktop_app.cli.kb import unknown_base

    if unknown_base(args.kb):
        return 2
    options = AskOptions(
        prompt=args.prompt,
        knowledge=tuple(args.kb),
        provider=args.provider,
        choice=_settings_entry(args.provider),
        settings_workspace=_settings_workspace(),
        memory=_settings_memory(),  # the window's choice: its facts, and remember
        wire=Wire(args.wire) if args.wire else None,
        model=args.model[0] if args.model else None,
        models=tuple(args.model or ()),
        base_url=args.base_url,
        workspace=args.workspace,
        transport=TransportName(args.transport) if args.transport else None,
        allow_commands=args.allow_commands,
        allow_read_only=args.allow_read_only,
        pass_env=tuple(args.pass_env),
        keyring_timeout=args.keyring_timeout,
        mcp_servers=cli_mcp.configured_servers() if args.mcp else (),
        remember_mcp_approval=cli_mcp.remember_ask_approval,
        remember_mcp_pins=cli_mcp.remember_ask_pins,
        conversation=args.resume or args.conversation,
        project=args.project,
        parameters=parameters_given(args),
        attachments=tuple(args.attach),
        pdf=PdfMode(args.pdf),
        fit_image=_image_fitter() if args.attach else None,
        receipt_limits=saved_receipt_limits(),
        park=args.park,
        resume=args.resume is not None,
    )
    from desktop_app.agent.builtin import process_tree

    # Orphans of commands stay below this process, to be ended and reaped (see process_tree).
    process_tree.become_subreaper()
    try:
        return asyncio.run(_through_saved_proxy(ask(options)))
    except KeyboardInterrupt:
        return 130
    finally:
        process_tree.end_all()  # a command interrupted with the rest, and all it started


def _image_fitter() -> ImageFitter:
    """Qt's image scaling, loaded only when files are attached (it is slow to import)."""
    from desktop_app.image_fit import fit_image

    return fit_image


def _saved_app() -> AppSettings | None:
    """The window's Settings, as its file holds them; None without a readable file (said
    problems aside: the entry lookup says them)."""
    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.paths import settings_path

    path = settings_path()
    try:
        return ProviderSettings(path).app if path.exists() else None
    except SettingsError:
        return None


def _settings_workspace() -> Path | None:
    """The workspace folder chosen in the window's Settings, if any."""
    app = _saved_app()
    return app.workspace if app is not None else None


def _settings_memory() -> MemoryChoice:
    """The window's memory choice (Settings, Memory): off without a readable settings file."""
    from desktop_app.config.memory import MemoryChoice

    app = _saved_app()
    return app.memory if app is not None else MemoryChoice()


def _settings_entry(entry_id: str) -> ProviderChoice | None:
    """The settings entry with this id (the window's providers), or ``None``: then the name is
    taken for a preset. A settings file that cannot be read is said, and left as it is."""
    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.paths import settings_path

    path = settings_path()
    if not path.exists():
        return None
    try:
        entry = ProviderSettings(path).get(entry_id)
    except SettingsError as exc:
        print(f"arroyo ask: {exc} Providers are taken from the presets.", file=sys.stderr)
        return None
    return entry.choice() if entry is not None else None


async def _through_saved_proxy(work: Coroutine[Any, Any, int]) -> int:
    """The window's proxy choice (Settings, Network) applies to ``arroyo ask`` too, its password
    read from the keyring first."""
    from desktop_app.session.network import apply_saved

    await apply_saved(_saved_proxy())
    return await work


def _saved_proxy() -> ProxyConfig:
    """The proxy choice in the settings; the system's when there is no readable file (said
    already by ``_settings_entry``)."""
    from desktop_app.net.proxies import ProxyConfig

    app = _saved_app()
    return app.proxy if app is not None else ProxyConfig()
