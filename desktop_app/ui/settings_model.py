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
from typing import Any, Literal

from desktop_app.locks import FileLock
from desktop_app.providers.presets import PRESETS
from desktop_app.ui.settings_merge import merge

FORMAT_VERSION = 1
LOCK_TIMEOUT_SECONDS = 10.0
TRANSPORTS = ("chunked", "diff")
DISPLAY_POLICIES = ("words", "sentences", "whole")

ErrorKind = Literal["corrupt", "newer_version", "unavailable"]


class SettingsError(Exception):
    """The settings file could not be used. Nothing was replaced or deleted."""

    def __init__(self, kind: ErrorKind, path: Path, detail: str = "") -> None:
        what = {
            "corrupt": "is damaged or is not an Arroyo settings file",
            "newer_version": "was written by a newer version of Arroyo",
            "unavailable": "could not be read or written",
        }[kind]
        super().__init__(
            f"The settings file {path} {what}{f' ({detail})' if detail else ''}. "
            "It was left exactly as it was."
        )
        self.kind: ErrorKind = kind
        self.path = path
        self.detail = detail


@dataclass(frozen=True, slots=True, kw_only=True)
class ProviderEntry:
    """One provider the person set up. Its key, if any, is in the keyring under ``id``."""

    id: str
    preset: str  # a PRESETS name: says which wire contract and defaults apply
    label: str
    base_url: str = ""
    model: str = ""
    transport: str = "chunked"  # "chunked" | "diff"
    show_reasoning: bool = True

    def __post_init__(self) -> None:
        for name in ("id", "preset", "label", "base_url", "model", "transport"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"{name} must be text")
        if not self.id.strip():
            raise ValueError("id must not be empty")
        if self.preset not in PRESETS:
            raise ValueError(f"unknown provider preset {self.preset!r}")
        if self.transport not in TRANSPORTS:
            raise ValueError(f"transport must be one of {', '.join(TRANSPORTS)}")
        if not isinstance(self.show_reasoning, bool):
            raise ValueError("show_reasoning must be true or false")

    @property
    def wire(self) -> str:
        return PRESETS[self.preset].wire

    @property
    def effective_base_url(self) -> str:
        return self.base_url or PRESETS[self.preset].base_url

    @property
    def effective_model(self) -> str:
        return self.model or PRESETS[self.preset].default_model


@dataclass(frozen=True, slots=True, kw_only=True)
class AppSettings:
    workspace: Path | None = None  # the folder tools may work in; None: not chosen yet
    allow_commands: bool = False
    allow_read_only_without_asking: bool = True
    display_policy: str = "words"  # "words" | "sentences" | "whole"
    language: str | None = None  # None: the system's language

    def __post_init__(self) -> None:
        if self.workspace is not None and not isinstance(self.workspace, Path):
            raise ValueError("workspace must be a path")
        for name in ("allow_commands", "allow_read_only_without_asking"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if self.display_policy not in DISPLAY_POLICIES:
            raise ValueError(f"display_policy must be one of {', '.join(DISPLAY_POLICIES)}")
        if self.language is not None and (
            not isinstance(self.language, str) or not self.language.strip()
        ):
            raise ValueError("language must be a language code, or null for the system's")


@dataclass(slots=True)
class ProviderSettings:
    """The settings in one file. Reading happens on construction; every change is saved."""

    path: Path
    _providers: list[ProviderEntry] = field(default_factory=list, init=False)
    _app: AppSettings = field(default_factory=AppSettings, init=False)
    # The file as this process last read or wrote it: what changed since is ours to merge.
    _base: dict[str, Any] = field(default_factory=dict, init=False)

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
                raise SettingsError("unavailable", path, exc.strerror or str(exc)) from exc
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

    def add(self, entry: ProviderEntry) -> None:
        if self.get(entry.id) is not None:
            raise ValueError(f"there is already a provider with the id {entry.id!r}")
        self._change(lambda: self._providers.append(entry))

    def update(self, entry_id: str, **changes: Any) -> ProviderEntry:
        """Replaces fields of one entry (its id stays), saved. ``KeyError`` if there is none."""
        if "id" in changes:
            raise ValueError("an entry's id never changes: its key is stored under it")
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

    def to_json(self) -> dict[str, Any]:
        return _document(self._providers, self._app)

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
                    merged = merge(self._base, self.to_json(), _document(*theirs))
                    self._providers, self._app = _parse(merged, self.path)
                document = self.to_json()
                self._write(document)
                self._base = document
        except (OSError, TimeoutError) as exc:
            detail = getattr(exc, "strerror", None) or str(exc)
            raise SettingsError("unavailable", self.path, detail) from exc

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

    def _change(self, apply: Callable[[], None]) -> None:
        """Applies a change and saves it; when saving fails, the change is undone."""
        before = (list(self._providers), self._app)
        apply()
        try:
            self.save()
        except SettingsError:
            self._providers[:], self._app = before
            raise

    def _load(self) -> None:
        self._base = _document([], AppSettings())
        loaded = self._read()
        if loaded is not None:
            self._providers, self._app = loaded
            self._base = self.to_json()

    def _read(self) -> tuple[list[ProviderEntry], AppSettings] | None:
        """The file's settings; None when there is no file (first run: the defaults)."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise SettingsError("unavailable", self.path, exc.strerror or str(exc)) from exc
        try:
            document = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise SettingsError("corrupt", self.path, f"not valid JSON: {exc}") from None
        except RecursionError:
            raise SettingsError("corrupt", self.path, "not valid JSON: nested too deeply") from None
        return _parse(document, self.path)


def _document(providers: list[ProviderEntry], app: AppSettings) -> dict[str, Any]:
    return {
        "version": FORMAT_VERSION,
        "providers": [
            {
                "id": e.id,
                "preset": e.preset,
                "label": e.label,
                "base_url": e.base_url,
                "model": e.model,
                "transport": e.transport,
                "show_reasoning": e.show_reasoning,
            }
            for e in providers
        ],
        "app": {
            "workspace": str(app.workspace) if app.workspace is not None else None,
            "allow_commands": app.allow_commands,
            "allow_read_only_without_asking": app.allow_read_only_without_asking,
            "display_policy": app.display_policy,
            "language": app.language,
        },
    }


def _parse(document: Any, path: Path) -> tuple[list[ProviderEntry], AppSettings]:
    if not isinstance(document, dict):
        raise SettingsError("corrupt", path, "the top level is not an object")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SettingsError("corrupt", path, "no format version")
    if version > FORMAT_VERSION:
        raise SettingsError("newer_version", path, f"format {version}")
    entries = document.get("providers", [])
    if not isinstance(entries, list):
        raise SettingsError("corrupt", path, "providers is not a list")
    providers: list[ProviderEntry] = []
    names = {f.name for f in dataclasses.fields(ProviderEntry)}
    for number, item in enumerate(entries, start=1):
        if not isinstance(item, dict):
            raise SettingsError("corrupt", path, f"provider {number} is not an object")
        try:
            # Unknown fields are dropped (and so never written back): a stray "api_key" too.
            entry = ProviderEntry(**{k: v for k, v in item.items() if k in names})
        except (TypeError, ValueError) as exc:
            raise SettingsError("corrupt", path, f"provider {number}: {exc}") from None
        if any(other.id == entry.id for other in providers):
            raise SettingsError("corrupt", path, f"two providers have the id {entry.id!r}")
        providers.append(entry)
    values = document.get("app", {})
    if not isinstance(values, dict):
        raise SettingsError("corrupt", path, "app is not an object")
    known = {f.name for f in dataclasses.fields(AppSettings)}
    values = {k: v for k, v in values.items() if k in known}
    workspace = values.get("workspace")
    if workspace is not None:
        if not isinstance(workspace, str) or not workspace:
            raise SettingsError("corrupt", path, "workspace is not a folder path")
        values["workspace"] = Path(workspace)
    try:
        app = AppSettings(**values)
    except (TypeError, ValueError) as exc:
        raise SettingsError("corrupt", path, str(exc)) from None
    return providers, app
