"""A backup's settings brought into a profile that has its own: nothing here is changed or
lost, and what the backup has that is not here is added. No Qt, no disk.

Entries are matched by what names them (a provider by its id, a server, an assistant by its
name, a price by its model); the profile's one is kept. Single values (theme, limits...) are
the profile's; lists of names (allowed hosts, variables) gain the backup's.
"""

from __future__ import annotations

from typing import Any

Document = dict[str, Any]

# Each list of entries in ``app``, and the field that names an entry.
KEYED = {"mcp_servers": "name", "assistants": "name", "model_prices": "model"}
# Lists of plain names in ``app``.
NAMES = ("fetch_allowed_hosts", "command_env_allow")


def _added(mine: list, theirs: list, key: str) -> list:
    """``theirs`` not in ``mine`` by ``key``, nor by id (an assistant renamed since the backup
    is the same assistant: two of one id would make the file unreadable)."""
    present = {entry.get(key) for entry in mine if isinstance(entry, dict)}
    ids = {entry.get("id") for entry in mine if isinstance(entry, dict)} - {None}
    return mine + [
        e
        for e in theirs
        if isinstance(e, dict) and e.get(key) not in present and e.get("id") not in ids
    ]


def merged_settings(here: Document | None, backup: Document) -> Document:
    """The settings after a restore: the backup's when the profile has none yet."""
    if here is None:
        return backup
    merged = dict(here)
    merged["providers"] = _added(here.get("providers", []), backup.get("providers", []), "id")
    app = dict(here.get("app", {}))
    backup_app = backup.get("app", {})
    for name, key in KEYED.items():
        app[name] = _added(list(app.get(name, [])), list(backup_app.get(name, [])), key)
    for name in NAMES:
        mine = list(app.get(name, []))
        app[name] = mine + [item for item in backup_app.get(name, []) if item not in mine]
    merged["app"] = app
    return merged
