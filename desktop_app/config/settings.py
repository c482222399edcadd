"""The person's settings: their providers and how tools and answers behave. No Qt here.

Kept as JSON in one file (the platform's data folder in the app). The file holds no key, ever:
an entry has no field for one; keys live in the system keyring under the entry's ``id``.

A file that cannot be read as settings is never replaced behind the person's back: loading it
raises ``SettingsError`` and leaves it as it was. ``ProviderSettings.start_fresh`` is the way
out the window offers: it keeps the file as ``<name>.broken`` and starts with the defaults.
Every save replaces the file atomically, so a crash leaves the old settings or the new ones.

Several processes may share the file (the window, a terminal command). A save reads the file
again under a lock (``settings.json.lock``) and merges what this process changed since it last
read it with what is there now (``settings_merge``), so no one's change is silently lost.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.config.file import (
    DISPLAY_POLICIES,
    FORMAT_VERSION,
    THEMES,
    TRANSPORTS,
    AppSettings,
    ProviderEntry,
    SettingsError,
    check_address,
    parse_settings,
    settings_document,
)
from desktop_app.config.merge import merge
from desktop_app.errors import FileProblem
from desktop_app.locks import FileLock
from desktop_app.providers.base_url import split_userinfo
from desktop_app.providers.presets import PRESETS

# The names other modules import from here, which live in ``settings_file`` now.
__all__ = [
    "DISPLAY_POLICIES",
    "FORMAT_VERSION",
    "LOCK_TIMEOUT_SECONDS",
    "THEMES",
    "TRANSPORTS",
    "AppSettings",
    "ProviderEntry",
    "ProviderSettings",
    "SettingsError",
]

LOCK_TIMEOUT_SECONDS = 10.0


@dataclass(slots=True)
class ProviderSettings:
    """The settings in one file. Reading happens on construction; every change is saved."""

    path: Path
    _providers: list[ProviderEntry] = field(default_factory=list, init=False)
    _app: AppSettings = field(default_factory=AppSettings, init=False)
    # A format-1 file let read-only tools act without asking, fetching included; until that is
    # turned into standing permissions (``settings_migration``), nothing acts on it.
    legacy_read_only: bool = field(default=False, init=False)
    # Keys found written into base URLs (``https://user:key@host``) of an older file, by entry
    # id: taken out of the addresses on load, for the caller to move to the keyring.
    found_keys: dict[str, str] = field(default_factory=dict, init=False, repr=False)
    # Those addresses as the file had them: written back as they were until the key is in the
    # keyring, so a save for any other reason (a migration, an edit) never loses a key.
    _urls_holding_keys: dict[str, str] = field(default_factory=dict, init=False, repr=False)
    # The file as this process last read or wrote it: what changed since is ours to merge.
    _base: dict[str, Any] = field(default_factory=dict, init=False, repr=False)
    # None: every change is written at once. Set (by the window's ``SettingsSaver``): a change
    # is kept in memory and this is called; ``flush`` writes it once edits have settled.
    on_change: Callable[[], None] | None = field(default=None, init=False, repr=False)
    _unsaved: bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        self.path = Path(self.path)
        self._load()

    # -- the way out of a damaged file ----------------------------------------------------------

    @classmethod
    def start_fresh(cls, path: Path | str) -> tuple[ProviderSettings, Path | None]:
        """Moves the unusable file aside (``<name>.broken``, or ``.broken-2``... so an older
        copy is never overwritten) and starts from the defaults. Returns the new settings and
        where the old file went (``None`` when there was no file)."""
        path = Path(path)
        kept: Path | None = None
        if path.exists():
            kept = path.with_name(path.name + ".broken")
            number = 2
            while kept.exists():
                kept = path.with_name(f"{path.name}.broken-{number}")
                number += 1
            try:
                os.replace(path, kept)
            except OSError as exc:
                raise SettingsError(
                    FileProblem.UNAVAILABLE, path, exc.strerror or str(exc)
                ) from exc
        return cls(path), kept

    # -- providers ------------------------------------------------------------------------------

    @property
    def providers(self) -> tuple[ProviderEntry, ...]:
        return tuple(self._providers)

    def get(self, entry_id: str) -> ProviderEntry | None:
        return next((entry for entry in self._providers if entry.id == entry_id), None)

    def new_id(self, preset: str) -> str:
        """The preset's name for its first entry (the keyring entry the command line reads
        too), then ``name-2``, ``name-3``..."""
        taken = {entry.id for entry in self._providers}
        if preset not in taken:
            return preset
        number = 2
        while f"{preset}-{number}" in taken:
            number += 1
        return f"{preset}-{number}"

    def add_preset(self, preset: str, **fields: Any) -> ProviderEntry:
        """A new entry from a preset's defaults (any field can be given), saved."""
        template = PRESETS[preset]
        values: dict[str, Any] = {
            "id": self.new_id(preset),
            "preset": preset,
            "label": template.label,
            "base_url": template.base_url,
            "model": template.default_model,
        }
        entry = ProviderEntry(**(values | fields))
        self.add(entry)
        return entry

    def add(self, entry: ProviderEntry, at: int | None = None) -> None:
        """Adds ``entry`` last, or at position ``at`` (a removal undone puts it back)."""
        check_address(entry.base_url)
        if self.get(entry.id) is not None:
            raise ValueError(f"there is already a provider with the id {entry.id!r}")
        position = len(self._providers) if at is None else at
        self._change(lambda: self._providers.insert(position, entry))

    def update(self, entry_id: str, **changes: Any) -> ProviderEntry:
        """Replaces fields of one entry (its id stays), saved. ``KeyError`` if there is none."""
        if "id" in changes:
            raise ValueError("an entry's id never changes: its key is stored under it")
        if "base_url" in changes:
            check_address(changes["base_url"])
        index = next((i for i, e in enumerate(self._providers) if e.id == entry_id), None)
        if index is None:
            raise KeyError(entry_id)
        entry = dataclasses.replace(self._providers[index], **changes)

        def apply() -> None:
            self._providers[index] = entry

        self._change(apply)
        return entry

    def remove(self, entry_id: str) -> None:
        """Forgets the entry (its key is the caller's to delete from the keyring), saved."""
        kept = [entry for entry in self._providers if entry.id != entry_id]

        def apply() -> None:
            self._providers[:] = kept

        self._change(apply)

    # -- app settings ---------------------------------------------------------------------------

    @property
    def app(self) -> AppSettings:
        return self._app

    def update_app(self, **changes: Any) -> AppSettings:
        app = dataclasses.replace(self._app, **changes)

        def apply() -> None:
            self._app = app

        self._change(apply)
        return app

    # -- the file -------------------------------------------------------------------------------

    def _stored_base_url(self, entry: ProviderEntry) -> str:
        original = self._urls_holding_keys.get(entry.id)
        if original is None or entry.id not in self.found_keys:
            return entry.base_url
        if split_userinfo(original)[0] == entry.base_url:
            return original
        return entry.base_url

    def to_json(self) -> dict[str, Any]:
        return settings_document(self._providers, self._app, self._stored_base_url)

    @property
    def lock_path(self) -> Path:
        return self.path.with_name(self.path.name + ".lock")

    def save(self) -> None:
        """Merges with the file as it is now, under the lock, then writes the whole file
        atomically (a temporary file, flushed, then renamed). Others' changes made since this
        process last read the file are kept, and appear in this object too."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with FileLock(self.lock_path, LOCK_TIMEOUT_SECONDS):
                theirs = self._read()
                if theirs is not None:
                    providers, app, _legacy = theirs
                    merged = merge(self._base, self.to_json(), settings_document(providers, app))
                    providers, self._app, _legacy = parse_settings(merged, self.path)
                    self._providers = self._take_keys_out(providers)
                document = self.to_json()
                self._write(document)
                self._base = document
                self._unsaved = False
        except (OSError, TimeoutError) as exc:
            detail = getattr(exc, "strerror", None) or str(exc)
            raise SettingsError(FileProblem.UNAVAILABLE, self.path, detail) from exc

    def _write(self, document: dict[str, Any]) -> None:
        text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
        descriptor, temporary = tempfile.mkstemp(
            prefix=self.path.name + ".", suffix=".tmp", dir=self.path.parent
        )
        try:
            with os.fdopen(descriptor, "w", encoding="utf-8") as file:
                file.write(text)
                file.flush()
                os.fsync(file.fileno())
            os.replace(temporary, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise

    @property
    def unsaved(self) -> bool:
        """Changed since the last save (only while saves are deferred)."""
        return self._unsaved

    def flush(self) -> None:
        """Writes the changes kept since the last save, if any (merged like every save)."""
        if self._unsaved:
            self.save()

    def _change(self, apply: Callable[[], None]) -> None:
        """Applies a change and saves it; when saving fails, the change is undone. With saves
        deferred, it is kept for ``flush`` (which says what failed) instead."""
        if self.on_change is not None:
            apply()
            self._unsaved = True
            self.on_change()
            return
        before = (list(self._providers), self._app)
        apply()
        try:
            self.save()
        except SettingsError:
            self._providers[:], self._app = before
            raise

    def _load(self) -> None:
        self._base = settings_document([], AppSettings())
        loaded = self._read()
        if loaded is not None:
            providers, self._app, self.legacy_read_only = loaded
            self._providers = self._take_keys_out(providers)
            self._base = self.to_json()

    def _take_keys_out(self, providers: list[ProviderEntry]) -> list[ProviderEntry]:
        """Addresses as they are used: a key an older file wrote into one (``user:key@``) is
        taken out, and kept in ``found_keys`` for the caller to move to the keyring."""
        clean_entries = []
        for entry in providers:
            clean, key = split_userinfo(entry.base_url)
            if key is not None:
                self.found_keys[entry.id] = key
                self._urls_holding_keys[entry.id] = entry.base_url
                entry = dataclasses.replace(entry, base_url=clean)
            clean_entries.append(entry)
        return clean_entries

    def _read(self) -> tuple[list[ProviderEntry], AppSettings, bool] | None:
        """The file's settings; None when there is no file (first run: the defaults)."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise SettingsError(
                FileProblem.UNAVAILABLE, self.path, exc.strerror or str(exc)
            ) from exc
        try:
            document = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise SettingsError(FileProblem.CORRUPT, self.path, f"not valid JSON: {exc}") from None
        except RecursionError:
            raise SettingsError(
                FileProblem.CORRUPT, self.path, "not valid JSON: nested too deeply"
            ) from None
        return parse_settings(document, self.path)
