"""Three-way merge of settings documents, for processes that share one settings file.

``base`` is the file as this process last read or wrote it, ``mine`` what this process wants
to save, ``theirs`` the file as it is now (another process may have saved since). What this
process changed (base -> mine) is applied on top of theirs, field by field: for a field both
changed, the last writer wins; a field only the other changed keeps the other's value. No Qt.
"""

from __future__ import annotations

from typing import Any

Document = dict[str, Any]


def merge(base: Document, mine: Document, theirs: Document) -> Document:
    app = dict(theirs["app"])
    for name, value in mine["app"].items():
        if base["app"].get(name) != value:
            app[name] = value
    before = _by_id(base)
    wanted = _by_id(mine)
    providers = []
    for entry in theirs["providers"]:
        entry_id = entry["id"]
        if entry_id in wanted:
            providers.append(_merged_entry(before.get(entry_id), wanted[entry_id], entry))
        elif entry_id not in before:
            providers.append(entry)  # added by the other
        # else: removed here, so it goes (whatever the other did to it)
    present = {entry["id"] for entry in theirs["providers"]}
    for index, entry in enumerate(mine["providers"]):
        entry_id = entry["id"]
        added_here = entry_id not in before
        changed_here = not added_here and entry != before[entry_id]
        if entry_id not in present and (added_here or changed_here):
            # New here, or edited here after the other removed it: after the entry it follows
            # here (a removal undone goes back to its place), else first.
            ids = [kept["id"] for kept in providers]
            earlier = [e["id"] for e in mine["providers"][:index] if e["id"] in ids]
            providers.insert(ids.index(earlier[-1]) + 1 if earlier else 0, entry)
    return {"version": mine["version"], "providers": providers, "app": app}


def _by_id(document: Document) -> dict[str, Document]:
    return {entry["id"]: entry for entry in document["providers"]}


def _merged_entry(base: Document | None, mine: Document, theirs: Document) -> Document:
    if base is None:
        return mine  # both added one under the same id: this is the later write
    return {
        name: value if value != base.get(name) else theirs.get(name, value)
        for name, value in mine.items()
    }
