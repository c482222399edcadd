"""``arroyo mcp lock``, ``verify`` and ``approve-change``: the pins of each server (what the
person approved of its launch and tools, ``desktop_app.mcp.pins``) written for a team, checked
against a fresh start, and a change approved after it was shown.

verify's exit codes, the worst found: 0 nothing changed, 1 drift, 2 a server without pins
(never approved, or not in the lock file), 3 a server that failed to start.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from enum import IntEnum, StrEnum
from pathlib import Path
from typing import Any, TextIO

from desktop_app.errors import ArroyoError
from desktop_app.mcp.config import McpServerConfig
from desktop_app.mcp.errors import McpError
from desktop_app.mcp.pins import (
    PinsError,
    ServerPins,
    compare,
    keep_as_approved,
    launch_of,
    pin,
)
from desktop_app.mcp.servers import SecretLookup, ServerConnection
from desktop_app.wire.terminal_text import strip_control_sequences

LOCK_KIND = "arroyo-mcp-lock"
LOCK_FORMAT = 1
RememberPins = Callable[[str, dict[str, Any]], bool]  # server, pins -> into the settings


class Verdict(IntEnum):
    SAME = 0
    DRIFT = 1
    NO_PINS = 2
    FAILED = 3


class LockProblem(StrEnum):
    UNREADABLE = "unreadable"  # missing, or not JSON
    FOREIGN = "foreign"  # not a lock file, or one of another format
    MALFORMED = "malformed"  # a lock file whose contents are damaged or edited


class LockError(ArroyoError, ValueError):
    """A lock file that cannot be used; the message says why, for the person."""

    kind: LockProblem

    def __init__(self, kind: LockProblem, message: str) -> None:
        super().__init__(message)
        self.kind = kind


async def started_pins(
    config: McpServerConfig, secrets: SecretLookup, workspace: Path | None = None
) -> ServerPins:
    """Starts the server, pins what it offers now, and stops it. Raises McpError."""
    connection = ServerConnection(config, secrets=secrets, workspace=workspace)
    try:
        await connection.start()
        info = connection.session.info if connection.session else None
        version = info.version if info else ""
        return pin(config, list(connection.tools), version)
    finally:
        await connection.stop()


def write_lock(servers: Sequence[McpServerConfig], path: Path, out: TextIO) -> int:
    pinned = {config.name: config.pins for config in servers if config.pins is not None}
    document = {"kind": LOCK_KIND, "format": LOCK_FORMAT, "servers": pinned}
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    out.write(f"Wrote the pins of {len(pinned)} server{'s' * (len(pinned) != 1)} to {path}\n")
    unpinned = [config.name for config in servers if config.pins is None]
    for name in unpinned:
        out.write(_shown(f"  {name}: no pins yet (approve its first start: arroyo mcp list)\n"))
    return Verdict.NO_PINS if unpinned else Verdict.SAME


def read_lock(path: Path) -> dict[str, ServerPins]:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise LockError(
            LockProblem.UNREADABLE, f"{path} cannot be read ({error.strerror})"
        ) from None
    except ValueError as error:
        raise LockError(LockProblem.UNREADABLE, f"{path} is not JSON ({error})") from None
    if not isinstance(document, dict) or document.get("kind") != LOCK_KIND:
        raise LockError(
            LockProblem.FOREIGN,
            f"{path} is not an Arroyo MCP lock file (arroyo mcp lock writes one)",
        )
    if document.get("format") != LOCK_FORMAT:
        raise LockError(
            LockProblem.FOREIGN,
            f"{path} was written by another version of Arroyo (format "
            f"{document.get('format')!r}, this one reads {LOCK_FORMAT})",
        )
    servers = document.get("servers")
    if not isinstance(servers, dict):
        raise LockError(LockProblem.MALFORMED, f"{path} has no servers object")
    pins = {}
    for name, value in servers.items():
        try:
            pins[name] = ServerPins.from_json(value)
        except PinsError as error:
            raise LockError(
                LockProblem.MALFORMED, f"{path}: server {name}: {error} (was it edited by hand?)"
            ) from None
    return pins


async def verify(
    servers: Sequence[McpServerConfig],
    secrets: SecretLookup,
    out: TextIO,
    lock: dict[str, ServerPins] | None = None,
) -> int:
    worst = Verdict.SAME
    enabled = [config for config in servers if config.enabled]
    for name in sorted(set(lock or ()) - {config.name for config in enabled}):
        out.write(_shown(f"{name}: in the lock file, but no such server is configured here\n"))
        worst = max(worst, Verdict.NO_PINS)
    for config in enabled:
        verdict = await _verify_one(config, secrets, out, lock)
        worst = max(worst, verdict)
    return int(worst)


async def _verify_one(
    config: McpServerConfig,
    secrets: SecretLookup,
    out: TextIO,
    lock: dict[str, ServerPins] | None,
) -> Verdict:
    name = config.name
    if config.needs_approval:
        # A server nobody approved is never started on anyone's behalf, verify included.
        out.write(_shown(f"{name}: its launch was never approved here (arroyo mcp list)\n"))
        return Verdict.NO_PINS
    try:
        pinned = _pinned(config, lock)
    except PinsError as error:
        out.write(_shown(f"{name}: its pins in the settings cannot be read: {error}\n"))
        return Verdict.NO_PINS
    if pinned is None:
        where = "the lock file" if lock is not None else "the settings"
        out.write(_shown(f"{name}: no pins in {where} yet\n"))
        return Verdict.NO_PINS
    if lock is not None and _elsewhere(pinned, config):
        out.write(
            _shown(
                f"{name}: the lock file launches it as {_launch_words(pinned)}, this "
                f"computer's settings as {config.command_line()}: the lock was written for "
                "another setup (its paths or package differ); run arroyo mcp lock here to "
                "write this computer's pins\n"
            )
        )
    try:
        now = await started_pins(config, secrets)
    except McpError as error:
        out.write(_shown(f"{name}: failed to start: {error}\n"))
        return Verdict.FAILED
    drift = compare(pinned, now)
    out.write(_shown(drift.report()) + "\n")
    return Verdict.DRIFT if drift.changed else Verdict.SAME


def _pinned(config: McpServerConfig, lock: dict[str, ServerPins] | None) -> ServerPins | None:
    if lock is not None:
        return lock.get(config.name)
    return ServerPins.from_json(config.pins) if config.pins is not None else None


def _elsewhere(pinned: ServerPins, config: McpServerConfig) -> bool:
    here = launch_of(config)
    return (pinned.launch.command, pinned.launch.args) != (here.command, here.args)


def _launch_words(pins: ServerPins) -> str:
    import shlex

    return shlex.join([pins.launch.command, *pins.launch.args])


async def approve_change(
    config: McpServerConfig,
    secrets: SecretLookup,
    remember: RememberPins,
    *,
    yes: bool,
    stdin: TextIO,
    out: TextIO,
) -> int:
    """Shows what changed since the pins and, on yes, makes what runs now the pins."""
    try:
        now = await started_pins(config, secrets)
    except McpError as error:
        out.write(_shown(f"{config.name}: failed to start: {error}\n"))
        return Verdict.FAILED
    try:
        pinned = ServerPins.from_json(config.pins) if config.pins is not None else None
    except PinsError as error:
        out.write(
            _shown(f"{config.name}: its pins cannot be read ({error}); approving pins it anew\n")
        )
        pinned = None
    if pinned is None:
        out.write(
            _shown(
                f"{config.name}: no pins yet; its tools now: "
                f"{', '.join(sorted(now.tools)) or '(none)'}\n"
            )
        )
    else:
        drift = compare(pinned, now)
        out.write(_shown(drift.report()) + "\n")
        if not drift.changed:
            return 0
    if not yes and not await _asked(stdin, out):
        out.write("Not approved; the changed tools stay blocked.\n")
        return 1
    if not keep_as_approved(now, remember):
        out.write("The approval could not be saved in the settings.\n")
        return 2
    out.write(_shown(f"Approved: {config.name} is pinned as it runs now.\n"))
    return 0


async def _asked(stdin: TextIO, out: TextIO) -> bool:
    if not stdin.isatty():
        out.write("No terminal to ask on: add --yes to approve.\n")
        return False
    out.write("Approve this change? [y/N] ")
    out.flush()
    answer = await asyncio.to_thread(stdin.readline)
    return answer.strip().lower() in ("y", "yes")


def _shown(text: str) -> str:
    """A server's words (descriptions are untrusted) reach the terminal as plain text."""
    return strip_control_sequences(text)
