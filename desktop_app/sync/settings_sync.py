"""The settings that travel: how answers are shown, the language and the theme. Never a
provider, a key, a proxy, a workspace folder or a permission: those belong to one computer or
are secrets. Captured by diffing against the values last synced (a file has no triggers)."""

from __future__ import annotations

import sqlite3
from typing import Any, Protocol

from desktop_app.config.file import DISPLAY_POLICIES, THEMES
from desktop_app.config.settings import ProviderSettings
from desktop_app.sync.outbox import shadow

# name -> the values a received setting may take (None: any text); anything else is ignored
SYNCED: dict[str, tuple[Any, ...] | None] = {
    "display_policy": tuple(str(p) for p in DISPLAY_POLICIES),
    "theme": THEMES,
    "language": None,
}


class SettingsBridge(Protocol):
    def values(self) -> dict[str, Any]: ...

    def apply(self, values: dict[str, Any]) -> None: ...


class FileSettings:
    """The settings file as the sync sees it."""

    def __init__(self, settings: ProviderSettings) -> None:
        self._settings = settings

    def values(self) -> dict[str, Any]:
        app = self._settings.app
        return {name: getattr(app, name) for name in SYNCED}

    def apply(self, values: dict[str, Any]) -> None:
        allowed = {
            name: value
            for name, value in values.items()
            if name in SYNCED
            and (value is None or isinstance(value, str))
            and (SYNCED[name] is None or value in (SYNCED[name] or ()))
        }
        if allowed:
            self._settings.update_app(**allowed)


def changed(connection: sqlite3.Connection, values: dict[str, Any]) -> dict[str, Any]:
    """The settings whose value differs from the one last synced."""
    return {
        name: value
        for name, value in values.items()
        if (shadow(connection, f"s:{name}") or {}).get("value", object()) != value
    }
