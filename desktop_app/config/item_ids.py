"""The ids of the settings file's own items (prompts, assistants): what sync merges them by,
so a rename is an edit of the same item. A new item gets a random id; one written before items
had ids is given an id made from its kind and name, the same at every reading until the file
is written again with it."""

from __future__ import annotations

import uuid

_NAMESPACE = uuid.UUID("6f1c8d0e-2b7a-4c55-9a31-5e0d4f7b2c19")


def new_id() -> str:
    return uuid.uuid4().hex


def named_id(kind: str, name: str) -> str:
    return uuid.uuid5(_NAMESPACE, f"{kind}:{name}").hex


def read_id(item: dict[str, object], kind: str) -> str:
    """The item's id as the file holds it, or the one made from its name."""
    found = item.get("id")
    if found is None:
        return named_id(kind, str(item.get("name", "")))
    if not isinstance(found, str) or not found.strip():
        raise ValueError("an id must be text")
    return found
