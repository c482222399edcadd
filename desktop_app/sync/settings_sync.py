"""The settings that travel: how answers are shown, the language and the theme, and the
person's prompts and assistants, each one an entry of its own (``prompt:<id>``,
``assistant:<id>``) merged field by field, so prompts added on two devices are both kept and
edits of different fields of one prompt both stay. Never a provider, a key, a proxy, a
workspace folder or a permission: those belong to one computer or are secrets. Captured by
diffing against the values last synced (a file has no triggers)."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Callable
from typing import Any, Protocol

from desktop_app.config.assistants import Assistant
from desktop_app.config.file import DISPLAY_POLICIES, THEMES
from desktop_app.config.prompts import Prompt
from desktop_app.config.settings import ProviderSettings
from desktop_app.sync.outbox import shadow

# name -> the values a received setting may take (None: any text); anything else is ignored
SYNCED: dict[str, tuple[Any, ...] | None] = {
    "display_policy": tuple(str(p) for p in DISPLAY_POLICIES),
    "theme": THEMES,
    "language": None,
}
ITEMS = ("prompt", "assistant")  # a list's entries, each by its id: "prompt:<id>"
GONE = "gone"  # an entry's field: True once the item was deleted
FIELD_MARK = "/"  # a conflict's name for one field of an entry: "prompt:<id>/text"


def item_kind(name: str) -> str | None:
    """``prompt`` or ``assistant`` for an entry's name (a field's too); None for a setting."""
    kind, mark, _rest = name.partition(":")
    return kind if mark and kind in ITEMS else None


def item_fields(item: Prompt | Assistant) -> dict[str, Any]:
    """An item's fields as they travel: all of them but the id, which names the entry."""
    if isinstance(item, Prompt):
        return {**item.fields(), GONE: False}
    fields = item.to_json()
    del fields["id"]
    return {**fields, GONE: False}


def conflict_label(
    name: str, values: dict[str, Any], say: Callable[[str], str] = lambda word: word
) -> str:
    """A conflict's name as shown: the item's name quoted and the field, for a field of a
    prompt or an assistant (``values``: the bridge's); the setting for a setting; the name
    itself for an item not here. ``say`` names a setting or a field in the person's words."""
    entry, _mark, field = name.partition(FIELD_MARK)
    item = values.get(entry)
    if not field:
        return name if item_kind(name) else say(name)
    if not isinstance(item, dict):
        return name
    return f"“{item.get('name', '')}” › {say(field)}"


class SettingsBridge(Protocol):
    def values(self) -> dict[str, Any]: ...

    def apply(self, values: dict[str, Any]) -> None: ...


class FileSettings:
    """The settings file as the sync sees it."""

    def __init__(self, settings: ProviderSettings) -> None:
        self._settings = settings

    def values(self) -> dict[str, Any]:
        app = self._settings.app
        items: list[Prompt | Assistant] = [*app.prompts, *app.assistants]
        return {
            **{name: getattr(app, name) for name in SYNCED},
            **{f"{_kind(item)}:{item.id}": item_fields(item) for item in items},
        }

    def apply(self, values: dict[str, Any]) -> None:
        """Writes what arrived: a setting's value, an entry's merged fields, or one field of
        an entry (a conflict's choice). What is not valid is left out."""
        allowed: dict[str, Any] = {
            name: value
            for name, value in values.items()
            if name in SYNCED
            and (value is None or isinstance(value, str))
            and (SYNCED[name] is None or value in (SYNCED[name] or ()))
        }
        app = self._settings.app
        lists: dict[str, list[Any]] = {
            "prompt": list(app.prompts),
            "assistant": list(app.assistants),
        }
        for name, value in values.items():
            kind = item_kind(name)
            if kind is None:
                continue
            entry, _mark, field = name.partition(FIELD_MARK)
            item_id = entry.partition(":")[2]
            kept = lists[kind]
            index = next((i for i, item in enumerate(kept) if item.id == item_id), None)
            if field:  # one field chosen: the rest as this device holds them
                if index is None:
                    continue
                value = {**item_fields(kept[index]), field: value}
            if not isinstance(value, dict):
                continue
            if value.get(GONE):
                kept[:] = [item for item in kept if item.id != item_id]
                continue
            try:
                made = (Prompt if kind == "prompt" else Assistant).from_json(
                    {**value, "id": item_id}
                )
            except (ValueError, TypeError):
                continue
            if index is None:
                kept.append(made)
            else:
                kept[index] = made
        if any(item_kind(name) for name in values):
            allowed["prompts"] = tuple(_named_apart(lists["prompt"]))
            allowed["assistants"] = tuple(_named_apart(lists["assistant"]))
        if allowed:
            self._settings.update_app(**allowed)


def _kind(item: Prompt | Assistant) -> str:
    return "prompt" if isinstance(item, Prompt) else "assistant"


def _named_apart(items: list[Any]) -> list[Any]:
    """Names are what the person picks by, so two items of one name (added on two devices)
    are told apart: the one of the smallest id keeps it, the others get a number - the same
    choice on every device, so the renames sent agree."""
    taken = {item.name for item in items}
    first: dict[str, str] = {}
    for item in sorted(items, key=lambda i: i.id):
        first.setdefault(item.name, item.id)
    result = []
    for item in items:
        if first[item.name] != item.id:
            number = 2
            while f"{item.name} ({number})" in taken:
                number += 1
            taken.add(f"{item.name} ({number})")
            item = dataclasses.replace(item, name=f"{item.name} ({number})")
        result.append(item)
    return result


def changed(connection: sqlite3.Connection, values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """What differs from the values last synced, as each change's data: a setting's new value,
    the fields of an entry that changed, or an entry gone."""
    found: dict[str, dict[str, Any]] = {}
    for name, value in values.items():
        before = shadow(connection, f"s:{name}")
        if item_kind(name) is None:
            if (before or {}).get("value", object()) != value:
                found[name] = {"value": value}
            continue
        fields = {k: v for k, v in value.items() if before is None or before.get(k) != v}
        if fields:
            found[name] = fields
    synced = connection.execute(
        "SELECT substr(key, 3), fields FROM sync_shadow WHERE key LIKE 's:%:%'"
    ).fetchall()
    for name, fields in synced:
        if item_kind(name) and name not in values and json.loads(fields).get(GONE) is False:
            found[name] = {GONE: True}
    return found
