"""What this device changed since its last sync, as changes: the outbox's keys (noted by
triggers, ``store/sync/tables.py``) read against the values last synced (``sync_shadow``)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from desktop_app.sync.changes import Change, Kind
from desktop_app.sync.rows import (
    PLACEMENT,
    conversation_fields,
    memory_fields,
    message_fields,
    project_fields,
)


def shadow(connection: sqlite3.Connection, key: str) -> dict[str, Any] | None:
    row = connection.execute("SELECT fields FROM sync_shadow WHERE key = ?", (key,)).fetchone()
    return json.loads(row[0]) if row else None


def set_shadow(connection: sqlite3.Connection, key: str, fields: dict[str, Any]) -> None:
    connection.execute(
        "INSERT OR REPLACE INTO sync_shadow (key, fields) VALUES (?, ?)",
        (key, json.dumps(fields, separators=(",", ":"), sort_keys=True)),
    )


VERSION_MARK = "~"  # in the global id of a version row a sync made: <message>~<change>


class Collector:
    """Turns the outbox into this device's next changes, numbered from its counter on."""

    def __init__(
        self,
        connection: sqlite3.Connection,
        device: str,
        vector: dict[str, int],
        sink: Callable[[list[Change]], None],
        batch: int = 2000,
    ):
        self._connection = connection
        self._device = device
        self._vector = dict(vector)
        self._sink = sink  # takes the changes a batch at a time: a large history is not held
        self._batch = batch
        self._changes: list[Change] = []
        self.counter = self._vector.get(device, 0)

    def _make(self, kind: Kind, target: str, data: dict[str, Any]) -> None:
        self.counter += 1
        self._changes.append(Change(self._device, self.counter, self._vector, kind, target, data))
        if len(self._changes) >= self._batch:
            self._flush()

    def _flush(self) -> None:
        if self._changes:
            self._sink(self._changes)
            self._changes = []

    def collect(self, settings: dict[str, dict[str, Any]] | None = None) -> int:
        """Sends every change to the sink, then the settings' (``settings_sync.changed``: a
        setting's or entry's name -> what changed); returns this device's counter after them."""
        self._collect()
        for name, data in (settings or {}).items():
            self._make(Kind.SETTING, name, data)
            before = shadow(self._connection, f"s:{name}") or {}
            set_shadow(self._connection, f"s:{name}", {**before, **data})
        self._flush()
        return self.counter

    def _collect(self) -> None:
        connection = self._connection
        entries = connection.execute(
            "SELECT kind, key FROM sync_outbox ORDER BY kind DESC, length(key), key"
        ).fetchall()  # 'm' before 'x' before 'c': a conversation's leaf after its messages
        by_kind: dict[str, list[str]] = {}
        for kind, key in entries:
            by_kind.setdefault(kind, []).append(key)
        for key in by_kind.get("p", []):  # before the conversations that move into them
            self._project(key)
        for key in by_kind.get("q", []):
            if shadow(connection, f"p:{key}") is not None:
                self._make(Kind.PROJECT_DELETE, key, {})
                connection.execute("DELETE FROM sync_shadow WHERE key = ?", (f"p:{key}",))
        for key in sorted(by_kind.get("m", []), key=int):
            self._message(int(key))
        for key in by_kind.get("r", []):  # a deleted message asked back (``restore_message``)
            self._make(Kind.MESSAGE_RESTORE, key, {})
        for key in by_kind.get("x", []):
            known = shadow(connection, f"m:{key}")
            # a message gone with its conversation (purged) needs no tombstone of its own
            if known is not None and self._conversation_exists(known.get("conversation")):
                self._make(Kind.MESSAGE_DELETE, key, {})
                connection.execute("DELETE FROM sync_shadow WHERE key = ?", (f"m:{key}",))
        for key in by_kind.get("c", []):
            self._conversation(key)
        for key in sorted(by_kind.get("f", []), key=int):  # after their conversations
            self._memory(int(key))
        for key in by_kind.get("g", []):
            if shadow(connection, f"f:{key}") is not None:
                self._make(Kind.MEMORY_DELETE, key, {})
                connection.execute("DELETE FROM sync_shadow WHERE key = ?", (f"f:{key}",))
        connection.execute("DELETE FROM sync_outbox")

    def _memory(self, local_id: int) -> None:
        fields = memory_fields(self._connection, local_id)
        if not fields:
            return
        (global_id,) = self._connection.execute(
            "SELECT global_id FROM sync_memory_ids WHERE local_id = ?", (local_id,)
        ).fetchone()
        key = f"f:{global_id}"
        before = shadow(self._connection, key) or {}
        changed = {k: v for k, v in fields.items() if k not in before or before[k] != v}
        if changed:
            self._make(Kind.MEMORY, global_id, changed)
        set_shadow(self._connection, key, fields)

    def _conversation_exists(self, conversation_id: object) -> bool:
        return (
            self._connection.execute(
                "SELECT 1 FROM conversations WHERE id = ?", (conversation_id,)
            ).fetchone()
            is not None
        )

    def _message(self, local_id: int) -> None:
        fields = message_fields(self._connection, local_id)
        if fields is None:
            return
        (global_id,) = self._connection.execute(
            "SELECT global_id FROM sync_ids WHERE local_id = ?", (local_id,)
        ).fetchone()
        key = f"m:{global_id}"
        before = shadow(self._connection, key)
        if before is None and VERSION_MARK in global_id:
            return  # a version a sync made from a change every device has: nothing to send
        if before is None:
            self._make(Kind.MESSAGE_ADD, global_id, fields)
        else:
            changed = {k: v for k, v in fields.items() if k not in PLACEMENT and before.get(k) != v}
            if changed:
                self._make(Kind.MESSAGE_EDIT, global_id, changed)
        set_shadow(self._connection, key, fields)

    def _project(self, project_id: str) -> None:
        fields = project_fields(self._connection, project_id)
        if not fields:
            return
        key = f"p:{project_id}"
        before = shadow(self._connection, key) or {}
        changed = {k: v for k, v in fields.items() if k not in before or before[k] != v}
        if changed:
            self._make(Kind.PROJECT, project_id, changed)
        set_shadow(self._connection, key, fields)

    def _conversation(self, conversation_id: str) -> None:
        fields = conversation_fields(self._connection, conversation_id)
        if not fields:
            return
        key = f"c:{conversation_id}"
        before = shadow(self._connection, key) or {}
        deleted = fields.pop("deleted_at")
        was_deleted = before.pop("deleted_at", None)
        changed = {k: v for k, v in fields.items() if k not in before or before[k] != v}
        if changed:
            self._make(Kind.CONVERSATION, conversation_id, changed)
        if deleted is not None and was_deleted is None:
            self._make(Kind.CONVERSATION_DELETE, conversation_id, {"deleted_at": deleted})
        elif deleted is None and was_deleted is not None:
            self._make(Kind.CONVERSATION_RESTORE, conversation_id, {})
        set_shadow(self._connection, key, {**fields, "deleted_at": deleted})
