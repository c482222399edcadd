"""One change as a device records it, and its encoding in a segment (pure: no disk, no clock).

A change carries its device's counter (1, 2, 3... without gaps) and the version vector of what
that device had seen when it made the change. Order between changes comes from these alone:
``a`` happened before ``b`` when ``b`` had seen ``a``; otherwise they are concurrent. No wall
clock decides anything (a timestamp in a payload is data, such as a message's creation time).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Kind(StrEnum):
    CONVERSATION = "c"  # create or change fields (title, system prompt, workspace, leaf...)
    CONVERSATION_DELETE = "cd"  # tombstone
    CONVERSATION_RESTORE = "cr"
    MESSAGE_ADD = "ma"  # a new message with every field, its conversation and parent
    MESSAGE_EDIT = "me"  # new values of some fields: a new version of the message
    MESSAGE_DELETE = "md"
    MESSAGE_RESTORE = "mr"
    SETTING = "s"  # one setting chosen to sync (never a key)
    PROJECT = "p"  # create or change fields (name, instructions, defaults, archived)
    PROJECT_DELETE = "pd"  # tombstone: its conversations leave it
    MEMORY = "f"  # a remembered fact: create or change fields (text, source, scope)
    MEMORY_DELETE = "fd"  # tombstone: wins over the edits it had seen, not a concurrent one


DELETES = {
    Kind.CONVERSATION_DELETE,
    Kind.MESSAGE_DELETE,
    Kind.PROJECT_DELETE,
    Kind.MEMORY_DELETE,
}
RESTORES = {Kind.CONVERSATION_RESTORE, Kind.MESSAGE_RESTORE}


@dataclass(frozen=True, slots=True)
class Change:
    device: str
    counter: int
    seen: dict[str, int]  # what the device had seen of every other device (and its own)
    kind: Kind
    target: str  # the object's id: a conversation, a message, a setting's name
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def ident(self) -> tuple[str, int]:
        return (self.device, self.counter)

    def saw(self, other: Change) -> bool:
        """Whether ``other`` happened before this change."""
        if other.device == self.device:
            return other.counter < self.counter
        return self.seen.get(other.device, 0) >= other.counter

    def to_json(self) -> list[Any]:
        return [self.device, self.counter, self.seen, self.kind.value, self.target, self.data]

    @classmethod
    def from_json(cls, item: list[Any]) -> Change:
        device, counter, seen, kind, target, data = item
        return cls(str(device), int(counter), dict(seen), Kind(kind), str(target), dict(data))


def encode(changes: list[Change]) -> bytes:
    return json.dumps([c.to_json() for c in changes], separators=(",", ":")).encode("utf-8")


def decode(data: bytes) -> list[Change]:
    return [Change.from_json(item) for item in json.loads(data)]
