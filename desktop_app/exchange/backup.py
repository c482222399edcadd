"""The whole profile in one file, and back: a zip holding ``manifest.json`` (this format's
version and the app's), ``settings.json`` (the settings file's document: no key is ever in it,
keys live in the keyring), ``permissions.json`` (the standing permissions) and
``conversations.json`` (Arroyo's JSON export, every version of every message kept).

A restore reads and checks the whole file before it changes anything; into a profile with
data of its own it only adds: a conversation already here (by id) and a settings entry already
here (by name) are left as they are (``config.restore_merge``).
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
import time
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app import __version__
from desktop_app.config.file import AppSettings, parse_settings, settings_document
from desktop_app.config.restore_merge import merged_settings
from desktop_app.config.settings import ProviderSettings
from desktop_app.exchange import arroyo_json
from desktop_app.exchange.limits import MAX_FILE_BYTES, MAX_ZIP_RATIO
from desktop_app.exchange.memory_part import MEMORIES, memories_document, memories_of
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.project_document import every_project, projects_of
from desktop_app.exchange.transfer import Redact, json_document
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.rules import LimitKind, RuleStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import DatabaseError
from desktop_app.store.imports import ImportedConversation, add_imported
from desktop_app.store.memory.memories import Memory, MemoryStore
from desktop_app.store.projects import Project, ProjectStore

FORMAT = "arroyo-backup"
VERSION = 1
MANIFEST, SETTINGS, PERMISSIONS, RULES, CONVERSATIONS = (
    "manifest.json",
    "settings.json",
    "permissions.json",
    "rules.json",  # absent from the first backups: read as none
    "conversations.json",
)


@dataclass(frozen=True, slots=True)
class BackedUpRule:
    """A permission rule as a backup keeps it. An "until quit" rule is not kept: it ends with
    the process that made it. Its limit is checked again, as every rule's, before it allows."""

    tool: str
    conversation_id: str | None
    kind: LimitKind
    value: str
    calls_left: int | None
    expires_at: float | None


@dataclass(frozen=True, slots=True)
class Backup:
    """A backup read and checked whole: what a restore would add."""

    app_version: str
    settings: dict[str, Any]
    permissions: tuple[tuple[str, str | None, float], ...]  # tool, conversation, created
    rules: tuple[BackedUpRule, ...]
    conversations: tuple[ImportedConversation, ...]
    # Each project with its conversations' ids (backups written before projects have none).
    projects: tuple[tuple[Project, tuple[str, ...]], ...] = ()
    memories: tuple[Memory, ...] = ()  # remembered facts (none in backups before memory)


@dataclass(frozen=True, slots=True)
class RestoreReport:
    added: tuple[str, ...]  # conversations added
    already_here: int
    providers_added: int


def _dumps(document: object) -> bytes:
    return json.dumps(document, ensure_ascii=False, indent=1).encode()


def settings_of(settings: ProviderSettings) -> dict[str, Any]:
    """What a backup keeps of the settings: their document, keys taken out of addresses."""
    return settings_document(list(settings.providers), settings.app)


def write_backup(
    store: ConversationStore,
    settings: dict[str, Any],
    out: Path,
    *,
    redact: Redact,
    clock: Callable[[], float] = time.time,
) -> None:
    """Writes the backup whole or not at all (a partial file beside, renamed over ``out``)."""
    now = clock()
    grants = [
        {"tool": g.tool, "conversation_id": g.conversation_id, "created_at": g.created_at}
        for g in GrantStore(store.database).list()
    ]
    rules = [
        {
            "tool": rule.tool,
            "conversation_id": rule.conversation_id,
            "kind": rule.kind,
            "value": rule.value,
            "calls_left": rule.calls_left,
            "expires_at": rule.expires_at,
        }
        for rule in RuleStore(store.database, clock=clock).live()
        if rule.until_quit is None
    ]
    conversations = json_document(store, store.list(), redact, now, versions=True)
    conversations["projects"] = every_project(ProjectStore(store.database), redact)
    parts = {
        MANIFEST: {"format": FORMAT, "version": VERSION, "app_version": __version__},
        SETTINGS: settings,
        PERMISSIONS: grants,
        RULES: rules,
        CONVERSATIONS: conversations,
        MEMORIES: memories_document(store.database, redact),
    }
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        handle, partial = tempfile.mkstemp(
            dir=out.parent, prefix=f".{out.name}.", suffix=".partial"
        )
        try:
            with (
                os.fdopen(handle, "wb") as file,
                zipfile.ZipFile(file, "w", zipfile.ZIP_DEFLATED) as archive,
            ):
                for name, document in parts.items():
                    archive.writestr(name, _dumps(document))
            os.replace(partial, out)
        except BaseException:
            Path(partial).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.strerror or str(error)) from error


def read_backup(path: Path) -> Backup:
    """Raises ``ExchangeError``: not a backup, damaged (a truncated file too), newer."""
    try:
        with zipfile.ZipFile(path) as archive:
            manifest = _part(archive, MANIFEST)
            if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
                raise ExchangeError(ExchangeProblem.DAMAGED, "not an Arroyo backup")
            version = manifest.get("version")
            if not isinstance(version, int) or isinstance(version, bool):
                raise ExchangeError(ExchangeProblem.DAMAGED, MANIFEST)
            if version > VERSION:
                raise ExchangeError(ExchangeProblem.NEWER_FORMAT, f"backup format {version}")
            settings = _part(archive, SETTINGS)
            permissions = _permissions(_part(archive, PERMISSIONS))
            rules = _rules(_part(archive, RULES)) if RULES in archive.namelist() else ()
            conversations = _part(archive, CONVERSATIONS)
            memories = _part(archive, MEMORIES) if MEMORIES in archive.namelist() else []
    except FileNotFoundError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.strerror or str(error)) from error
    except OSError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.strerror or str(error)) from error
    except zipfile.BadZipFile as error:
        # Not a zip at all, or one cut short (its directory is at the end).
        raise ExchangeError(ExchangeProblem.DAMAGED, str(error)) from error
    except (zlib.error, EOFError, NotImplementedError) as error:
        raise ExchangeError(ExchangeProblem.DAMAGED, str(error)) from error
    try:
        parse_settings(settings, path)  # checked now, so a restore never stops half way
    except ValueError as error:
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{SETTINGS}: {error}") from error
    except Exception as error:  # SettingsError: its words name the part
        raise ExchangeError(ExchangeProblem.DAMAGED, SETTINGS) from error
    if not arroyo_json.is_arroyo(conversations):
        raise ExchangeError(ExchangeProblem.DAMAGED, CONVERSATIONS)
    return Backup(
        app_version=str(manifest.get("app_version", "")),
        settings=settings,
        permissions=permissions,
        rules=rules,
        conversations=tuple(arroyo_json.conversations_of(conversations)),
        projects=tuple(projects_of(conversations)),
        memories=memories_of(memories),
    )


def _part(archive: zipfile.ZipFile, name: str) -> Any:
    try:
        info = archive.getinfo(name)
    except KeyError:
        raise ExchangeError(ExchangeProblem.DAMAGED, f"no {name}") from None
    if info.file_size > MAX_FILE_BYTES or info.file_size > MAX_ZIP_RATIO * max(
        info.compress_size, 1024
    ):
        raise ExchangeError(ExchangeProblem.TOO_LARGE, name)
    try:
        return json.loads(archive.read(info).decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ExchangeError(ExchangeProblem.DAMAGED, name) from error


def _permissions(value: object) -> tuple[tuple[str, str | None, float], ...]:
    if not isinstance(value, list):
        raise ExchangeError(ExchangeProblem.DAMAGED, PERMISSIONS)
    found = []
    for entry in value:
        ok = (
            isinstance(entry, dict)
            and isinstance(entry.get("tool"), str)
            and isinstance(entry.get("conversation_id"), str | None)
            and isinstance(entry.get("created_at"), int | float)
        )
        if not ok:
            raise ExchangeError(ExchangeProblem.DAMAGED, PERMISSIONS)
        found.append((entry["tool"], entry["conversation_id"], float(entry["created_at"])))
    return tuple(found)


def _rules(value: object) -> tuple[BackedUpRule, ...]:
    if not isinstance(value, list):
        raise ExchangeError(ExchangeProblem.DAMAGED, RULES)
    found = []
    for entry in value:
        try:
            if not isinstance(entry, dict):
                raise TypeError(entry)
            rule = BackedUpRule(
                tool=_typed(entry["tool"], str),
                conversation_id=_typed(entry["conversation_id"], str | None),
                kind=LimitKind(entry["kind"]),
                value=_typed(entry["value"], str),
                calls_left=_typed(entry["calls_left"], int | None),
                expires_at=_typed(entry["expires_at"], int | float | None),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ExchangeError(ExchangeProblem.DAMAGED, RULES) from error
        found.append(rule)
    return tuple(found)


def _typed(value: Any, kind: Any) -> Any:
    if not isinstance(value, kind) or isinstance(value, bool):
        raise TypeError(value)
    return value


def restore(backup: Backup, store: ConversationStore, settings: ProviderSettings) -> RestoreReport:
    """Adds what the backup has and the profile does not: its conversations and permissions,
    then its settings entries."""
    report = restore_conversations(backup, store)
    return dataclasses.replace(report, providers_added=restore_settings(backup, settings))


def restore_conversations(backup: Backup, store: ConversationStore) -> RestoreReport:
    try:
        added = add_imported(store, backup.conversations)
        ProjectStore(store.database).adopt(backup.projects)
        MemoryStore(store.database).adopt(backup.memories)  # after what they link to
    except DatabaseError as error:
        raise ExchangeError(ExchangeProblem.UNREADABLE, error.detail or error.kind) from error
    known = {c.id for c in store.list()} | set(added)
    for tool, conversation_id, created_at in backup.permissions:
        if conversation_id is None or conversation_id in known:
            # Its first date kept, as every grant's: granting again keeps the one here.
            GrantStore(store.database, clock=_at(created_at)).grant(tool, conversation_id)
    _restore_rules(backup.rules, RuleStore(store.database), known)
    return RestoreReport(tuple(added), len(backup.conversations) - len(added), 0)


def _restore_rules(rules: tuple[BackedUpRule, ...], book: RuleStore, known: set[str]) -> None:
    """Adds the rules this profile lacks; one for a conversation that is not here is left out,
    and so is one that has ended since the backup."""
    here = {(r.tool, r.conversation_id, r.kind, r.value) for r in book.live()}
    now = book.now()
    for rule in rules:
        ended = rule.expires_at is not None and rule.expires_at <= now
        unknown = rule.conversation_id is not None and rule.conversation_id not in known
        if ended or unknown or (rule.tool, rule.conversation_id, rule.kind, rule.value) in here:
            continue
        book.add(
            tool=rule.tool,
            kind=rule.kind,
            value=rule.value,
            conversation_id=rule.conversation_id,
            calls_left=rule.calls_left,
            expires_at=rule.expires_at,
        )


def restore_settings(backup: Backup, settings: ProviderSettings) -> int:
    """Merges the backup's settings into these (saved as every change is); returns how many
    providers were added. Raises ``SettingsError`` when they cannot be saved."""
    here = settings_of(settings) if settings.path.exists() else None
    merged = merged_settings(here, backup.settings)
    providers, app, _legacy = parse_settings(merged, settings.path)
    new = [entry for entry in providers if settings.get(entry.id) is None]
    for entry in new:
        settings.add(entry)
    settings.update_app(**{f.name: getattr(app, f.name) for f in dataclasses.fields(AppSettings)})
    return len(new)


def _at(moment: float) -> Callable[[], float]:
    return lambda: moment
