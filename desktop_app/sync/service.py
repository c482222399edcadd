"""The sync as a service for the terminal and (later) the window: setup, sync_now -> report,
status, devices, pause. The set's key lives in this data folder's own keyring entries
(``secrets.service``: named after the profile id, so two profiles never share one); without a
keyring the passphrase is asked at each sync (``ask``) and never written anywhere."""

from __future__ import annotations

import json
import os
import secrets as token
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import keyring

from desktop_app import secrets
from desktop_app.store.database import Database
from desktop_app.sync import journal
from desktop_app.sync.changes import Kind
from desktop_app.sync.config_file import CONFIG_FILE
from desktop_app.sync.crypto import (
    HEADER_NAME,
    SetHeader,
    create_set,
    key_from_recovery_code,
    recovery_code,
    seal,
)
from desktop_app.sync.engine import Layout, Phase, SyncEngine, SyncReport, marker_name
from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.sync.merge import concurrent_values, materialize
from desktop_app.sync.outbox import set_shadow, shadow
from desktop_app.sync.s3 import S3Storage
from desktop_app.sync.settings_sync import FIELD_MARK, SettingsBridge, item_kind
from desktop_app.sync.storage import FolderStorage, Storage
from desktop_app.sync.webdav import WebDavStorage

KEY_ENTRY = "sync-key"
STORAGE_ENTRY = "sync-storage"  # the WebDAV password or the S3 secret key


@dataclass
class SyncConfig:
    kind: str  # folder, webdav, s3
    location: str  # the folder, the WebDAV address or the S3 endpoint
    bucket: str = ""
    user: str = ""  # WebDAV user or S3 access key id (not secret)
    device: str = ""
    set_id: str = ""
    paused: bool = False
    forgotten: list[str] = field(default_factory=list)  # devices removed from this set here


@dataclass(frozen=True)
class SetupResult:
    created: bool  # a new set; False: joined one
    recovery_code: str | None  # shown once, for a new set


@dataclass(frozen=True)
class DeviceInfo:
    device: str
    changes: int  # the latest counter known
    this_device: bool
    segment: int = 0  # the last of its segments read here (this device: written)
    heard: str | None = None  # when something of it last arrived here (ISO time, UTC)


def _keyring_get(folder: Path, entry: str) -> str | None:
    try:
        return keyring.get_password(secrets.service(folder), entry)
    except Exception:  # no keyring, a locked one: the passphrase is asked instead
        return None


def _keyring_set(folder: Path, entry: str, value: str) -> bool:
    try:
        keyring.set_password(secrets.service(folder), entry, value)
    except Exception:  # no keyring: nothing is written; the passphrase is asked at each sync
        return False
    return True


class SyncService:
    def __init__(
        self, folder: Path, database: Database, settings: SettingsBridge | None = None
    ) -> None:
        self._folder = folder
        self._db = database
        self._settings = settings

    @property
    def _config_path(self) -> Path:
        return self._folder / CONFIG_FILE

    def config(self) -> SyncConfig | None:
        try:
            return SyncConfig(**json.loads(self._config_path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            return None

    def _save(self, config: SyncConfig) -> None:
        self._folder.mkdir(parents=True, exist_ok=True)
        temporary = self._config_path.with_suffix(f".{token.token_hex(4)}.tmp")
        temporary.write_text(json.dumps(asdict(config), indent=1), encoding="utf-8")
        os.replace(temporary, self._config_path)

    def storage(self, config: SyncConfig, credential: str | None = None) -> Storage:
        secret = (
            credential
            if credential is not None
            else _keyring_get(self._folder, STORAGE_ENTRY) or ""
        )
        if config.kind == "folder":
            return FolderStorage(Path(config.location))
        if config.kind == "webdav":
            return WebDavStorage(config.location, config.user, secret)
        return S3Storage(config.location, config.bucket, config.user, secret)

    async def setup(
        self,
        config: SyncConfig,
        passphrase: str,
        credential: str | None = None,
        *,
        recovery: bool = False,
        join: bool = False,
    ) -> SetupResult:
        """Creates the set in the storage, or joins the one there (the passphrase must open
        it: ``WrongPassphrase`` otherwise, and nothing is saved). ``recovery``: the passphrase
        is the recovery code, which only joins; ``join``: only joins (``NO_SET`` if none)."""
        storage = self.storage(config, credential)
        try:
            existing = await storage.get(HEADER_NAME)
            if (recovery or join) and existing is None:
                raise SyncError(SyncProblem.NO_SET, HEADER_NAME)
            if recovery:
                assert existing is not None
                header = SetHeader.from_bytes(existing)
                key = key_from_recovery_code(passphrase)
                header.verify(key)
            elif existing is None:
                header, key = create_set(passphrase)
                if not await storage.put_if_absent(HEADER_NAME, header.to_bytes()):
                    existing = await storage.get(HEADER_NAME)  # another device was first
            if existing is not None and not recovery:
                header = SetHeader.from_bytes(existing)
                key = header.derive(passphrase)
                header.verify(key)
            config.device = config.device or token.token_hex(16)
            marker = marker_name(config.device)
            await storage.put_if_absent(marker, seal(key, header.set_id, marker, b""))
        finally:
            await storage.aclose()
        config.set_id = header.set_id.hex()
        self._save(config)
        if credential is not None:
            _keyring_set(self._folder, STORAGE_ENTRY, credential)
        _keyring_set(self._folder, KEY_ENTRY, key.hex())
        if existing is None:  # the set is this device's: its settings are the set's
            with self._db.transaction() as connection:
                journal.set_value(connection, "joined", True)
        return SetupResult(existing is None, recovery_code(key) if existing is None else None)

    def _needed(self) -> SyncConfig:
        config = self.config()
        if config is None:
            raise SyncError(SyncProblem.NOT_SET_UP)
        return config

    async def sync_now(
        self,
        ask: Callable[[], str | None] | None = None,
        progress: Callable[[str], None] | None = None,
        steps: Callable[[Phase, int, int], None] | None = None,
    ) -> SyncReport:
        """One sync; ``progress`` is told each object's name, ``steps`` (phase, done, total):
        changes sent, then objects read (a first upload's progress bar)."""
        config = self._needed()
        if config.paused:
            return SyncReport()
        storage = self.storage(config)
        try:
            data = await storage.get(HEADER_NAME)
            if data is None:
                raise SyncError(SyncProblem.NO_SET, HEADER_NAME)
            header = SetHeader.from_bytes(data)
            if header.set_id.hex() != config.set_id:
                raise SyncError(SyncProblem.FOREIGN_SET, HEADER_NAME)
            stored = _keyring_get(self._folder, KEY_ENTRY)
            if stored is not None:
                key = bytes.fromhex(stored)
            else:
                passphrase = ask() if ask else None
                if passphrase is None:
                    raise SyncError(SyncProblem.NO_PASSPHRASE)
                key = header.derive(passphrase)
            header.verify(key)
            engine = SyncEngine(
                self._db,
                storage,
                key,
                header.set_id,
                config.device,
                progress,
                self._settings,
                steps,
                frozenset(config.forgotten),
            )
            with self._db.transaction() as connection:
                before = journal.get_value(connection, "vector", {})
            report = await engine.run()
            with self._db.transaction() as connection:
                after = journal.get_value(connection, "vector", {})
                heard = journal.get_value(connection, "heard", {})
                now = datetime.now(UTC).isoformat(timespec="seconds")
                heard.update({d: now for d, n in after.items() if n > before.get(d, 0)})
                heard[config.device] = now
                journal.set_value(connection, "heard", heard)
            return report
        finally:
            await storage.aclose()

    def forget_device(self, device: str) -> None:
        """Removes a device from the set as this device sees it: its segments stay readable
        (what it wrote is kept), but no tombstone nor old segment waits for it any longer.
        It syncs again only by joining anew."""
        config = self._needed()
        if device == config.device:
            raise SyncError(SyncProblem.THIS_DEVICE, device)
        if device not in config.forgotten:
            config.forgotten.append(device)
            self._save(config)

    def deleted_messages(self) -> list[tuple[str, str]]:
        """Messages deleted through sync that can be asked back: (global id, last text)."""
        with self._db.transaction() as connection:
            found = []
            rows = connection.execute(
                "SELECT DISTINCT target FROM sync_changes WHERE kind = ?",
                (Kind.MESSAGE_DELETE.value,),
            ).fetchall()
            for (target,) in rows:
                state = materialize(target, journal.changes_of(connection, target))
                if state.deleted:
                    found.append((target, state.text() or ""))
        return found

    def restore_message(self, global_id: str) -> None:
        """Asks a deleted message back, with every version it had (edits concurrent with its
        deletion among them); the next sync brings it back here and on every device."""
        with self._db.transaction() as connection:
            connection.execute("INSERT OR IGNORE INTO sync_outbox VALUES ('r', ?)", (global_id,))

    def pause(self, paused: bool = True) -> None:
        config = self._needed()
        config.paused = paused
        self._save(config)

    def status(self) -> dict[str, object]:
        config = self.config()
        if config is None:
            return {"set_up": False}
        with self._db.transaction() as connection:
            waiting = connection.execute("SELECT count(*) FROM sync_outbox").fetchone()[0]
            last = journal.get_value(connection, "last_report")
            heard = journal.get_value(connection, "heard", {})
        where = config.location + (f" {config.bucket}" if config.bucket else "")
        return {
            "set_up": True,
            "kind": config.kind,
            "where": where,
            "device": config.device,
            "paused": config.paused,
            "waiting": waiting,
            "last": last,
            "when": heard.get(config.device),
        }

    async def devices(self) -> list[DeviceInfo]:
        config = self._needed()
        storage = self.storage(config)
        try:
            layout = Layout.of(await storage.list("d/"))
        finally:
            await storage.aclose()
        with self._db.transaction() as connection:
            vector = journal.get_value(connection, "vector", {})
            read = journal.get_value(connection, "read", {})
            heard = journal.get_value(connection, "heard", {})
            read[config.device] = journal.get_value(connection, "seq", 0)
        devices = (layout.devices | {config.device}) - set(config.forgotten)
        return [
            DeviceInfo(d, vector.get(d, 0), d == config.device, read.get(d, 0), heard.get(d))
            for d in sorted(devices)
        ]

    def setting_conflicts(self) -> dict[str, list[object]]:
        """Settings changed on two devices at once, by name: their values, the one in use
        last. A choice made here (``choose_setting``) is a change that saw both."""
        with self._db.transaction() as connection:
            names = connection.execute(
                "SELECT DISTINCT target FROM sync_changes WHERE kind = ?", (Kind.SETTING.value,)
            ).fetchall()
            found = {}
            for (name,) in names:
                changes = journal.changes_of(connection, name)
                if item_kind(name) is None:
                    fields = {"value": name}
                else:  # a prompt or an assistant: only the fields edited on both, each
                    fields = {f: f"{name}{FIELD_MARK}{f}" for c in changes for f in c.data}
                for field, label in sorted(fields.items()):
                    values = concurrent_values(changes, field)
                    if len(values) > 1:
                        found[label] = values
        return found

    def choose_setting(self, name: str, value: object) -> None:
        """Settles a conflict: the value chosen is sent at the next sync even if it is the one
        in use (the settings file holds it already, or the window writes it)."""
        entry, _mark, field = name.partition(FIELD_MARK)
        with self._db.transaction() as connection:
            if field:  # one field of a prompt or an assistant
                before = shadow(connection, f"s:{entry}") or {}
                set_shadow(connection, f"s:{entry}", {**before, field: ["chosen", value]})
            else:
                set_shadow(connection, f"s:{name}", {"value": ["chosen", value]})

    async def recovery_code_again(self, passphrase: str) -> str:
        """The recovery code, for the person who proves the passphrase (``WrongPassphrase``
        otherwise): the key in the keyring alone never shows it."""
        config = self._needed()
        storage = self.storage(config)
        try:
            data = await storage.get(HEADER_NAME)
        finally:
            await storage.aclose()
        if data is None:
            raise SyncError(SyncProblem.NO_SET, HEADER_NAME)
        header = SetHeader.from_bytes(data)
        key = header.derive(passphrase)
        header.verify(key)
        return recovery_code(key)
