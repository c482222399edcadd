"""The merged state written into this device's rows, quietly (the triggers do not note it).

A message's text that did not win (an edit concurrent with another, or one made before the
current text) becomes a version of it: a sibling row with the same parent, not on the active
branch, named by the change that wrote it, so every device makes the same rows.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import Any

from desktop_app.sync import journal
from desktop_app.sync.merge import ObjectState, materialize
from desktop_app.sync.outbox import set_shadow, shadow
from desktop_app.sync.rows import (
    CONVERSATION_FIELDS,
    MEMORY_FIELDS,
    MESSAGE_FIELDS,
    PROJECT_FIELDS,
)

# Only the rows whose flag changes are written: a long conversation's other rows are left be.
_ACTIVATE_PATH_TO = """
WITH RECURSIVE path(id) AS (
    SELECT ?
    UNION ALL
    SELECT m.parent_id FROM messages AS m JOIN path ON m.id = path.id
    WHERE m.parent_id IS NOT NULL
)
UPDATE messages SET active = 1 - active
WHERE conversation_id = ? AND active != (id IN (SELECT id FROM path))
"""


def local_id(connection: sqlite3.Connection, global_id: str | None) -> int | None:
    if global_id is None:
        return None
    row = connection.execute(
        "SELECT local_id FROM sync_ids WHERE global_id = ?", (global_id,)
    ).fetchone()
    return row[0] if row else None


class Applier:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection
        self.leaves: dict[str, str | None] = {}
        # messages written before their parent (a snapshot's order is by counter, not by
        # cause): (message's global id, parent's global id), linked once all are written
        self._orphans: list[tuple[str, str]] = []

    def apply(
        self,
        conversations: Iterable[str],
        messages: Iterable[str],
        projects: Iterable[str] = (),
        memories: Iterable[str] = (),
    ) -> None:
        connection = self._connection
        connection.execute("INSERT INTO sync_quiet VALUES (1)")
        try:
            for target, changes in journal.changes_by_target(connection, projects):
                self._project(materialize(target, changes))
            for target, changes in journal.changes_by_target(connection, conversations):
                self._conversation(materialize(target, changes))
            for target, changes in journal.changes_by_target(connection, messages):
                self._message(materialize(target, changes))
            for target, changes in journal.changes_by_target(connection, memories):
                self._memory(materialize(target, changes))
            for child, parent in self._orphans:
                connection.execute(
                    "UPDATE messages SET parent_id = ? WHERE id = ?",
                    (local_id(connection, parent), local_id(connection, child)),
                )
            for conversation_id, leaf in self.leaves.items():
                self._activate(conversation_id, leaf)
        finally:
            connection.execute("DELETE FROM sync_quiet")

    def settings(self, names: Iterable[str]) -> dict[str, Any]:
        """The merged value of each setting named; remembered as synced."""
        values: dict[str, Any] = {}
        for name in names:
            state = materialize(name, journal.changes_of(self._connection, name))
            if ":" in name:  # an entry of a list (``settings_sync.ITEMS``): all its fields
                values[name] = dict(state.fields)
                set_shadow(self._connection, f"s:{name}", values[name])
                continue
            values[name] = state.fields.get("value")
            set_shadow(self._connection, f"s:{name}", {"value": values[name]})
        return values

    def _project(self, state: ObjectState) -> None:
        """A project as merged: written, or gone (its conversations leave it)."""
        if not state.exists:
            return
        if state.deleted:
            self._connection.execute("DELETE FROM projects WHERE id = ?", (state.target,))
            self._connection.execute(
                "DELETE FROM sync_shadow WHERE key = ?", (f"p:{state.target}",)
            )
            return
        fields = {k: state.fields.get(k) for k in PROJECT_FIELDS}
        fields["name"] = fields["name"] or ""
        fields["instructions"] = fields["instructions"] or ""
        fields["created_at"] = fields["created_at"] or 0.0
        values = [*fields.values(), state.target]
        assignments = ", ".join(f"{k} = ?" for k in fields)
        cursor = self._connection.execute(f"UPDATE projects SET {assignments} WHERE id = ?", values)
        if cursor.rowcount == 0:  # its workspace follows the default here (NULL)
            self._connection.execute(
                f"INSERT INTO projects ({', '.join(fields)}, id)"
                f" VALUES ({', '.join('?' * len(values))})",
                values,
            )
        set_shadow(self._connection, f"p:{state.target}", fields)

    def _memory(self, state: ObjectState) -> None:
        """A fact as merged: written with its conversation (when that is here) and its
        project, or gone; a fact of a project deleted meanwhile goes with it, as it went
        where the project was deleted."""
        connection = self._connection
        if not state.exists:
            return
        found = connection.execute(
            "SELECT local_id FROM sync_memory_ids WHERE global_id = ?", (state.target,)
        ).fetchone()
        fields = {k: state.fields.get(k) for k in MEMORY_FIELDS}
        if state.deleted or self._existing_project(fields["project_id"]) != fields["project_id"]:
            if found is not None:
                connection.execute("DELETE FROM memories WHERE id = ?", (found[0],))
            connection.execute("DELETE FROM sync_shadow WHERE key = ?", (f"f:{state.target}",))
            return
        fields["text"] = fields["text"] or ""
        fields["created_at"] = fields["created_at"] or 0.0
        source = fields["source_conversation_id"]
        if source is not None and not self._conversation_exists(source):
            fields["source_conversation_id"] = None  # purged meanwhile: the fact stays
        columns = ", ".join(f"{k} = ?" for k in fields)
        if found is not None:
            connection.execute(
                f"UPDATE memories SET {columns} WHERE id = ?", [*fields.values(), found[0]]
            )
        else:
            cursor = connection.execute(
                f"INSERT INTO memories ({', '.join(fields)}) VALUES (?, ?, ?, ?)",
                list(fields.values()),
            )
            connection.execute(
                "INSERT INTO sync_memory_ids VALUES (?, ?)", (cursor.lastrowid, state.target)
            )
        set_shadow(connection, f"f:{state.target}", fields)

    def _conversation_exists(self, conversation_id: object) -> bool:
        found = self._connection.execute(
            "SELECT 1 FROM conversations WHERE id = ?", (conversation_id,)
        ).fetchone()
        return found is not None

    def _conversation(self, state: ObjectState) -> None:
        if not state.exists:
            return
        fields = {k: state.fields.get(k) for k in CONVERSATION_FIELDS}
        # moved into a project deleted meanwhile: out of it, on every device alike
        fields["project_id"] = self._existing_project(fields["project_id"])
        fields["title"] = fields["title"] or ""
        fields["system_prompt"] = fields["system_prompt"] or ""
        deleted_at = state.fields.get("deleted_at") if state.deleted else None
        values = [*fields.values(), deleted_at, state.target]
        columns = [*CONVERSATION_FIELDS, "deleted_at"]
        cursor = self._connection.execute(
            f"UPDATE conversations SET {', '.join(c + ' = ?' for c in columns)} WHERE id = ?",
            values,
        )
        if cursor.rowcount == 0:
            self._connection.execute(
                f"INSERT INTO conversations ({', '.join(columns)}, id)"
                f" VALUES ({', '.join('?' * len(values))})",
                values,
            )
        self.leaves[state.target] = state.fields.get("leaf")
        set_shadow(
            self._connection,
            f"c:{state.target}",
            {**fields, "deleted_at": deleted_at, "leaf": state.fields.get("leaf")},
        )

    def _existing_project(self, project_id: object) -> object:
        if project_id is None:
            return None
        found = self._connection.execute(
            "SELECT 1 FROM projects WHERE id = ?", (project_id,)
        ).fetchone()
        return project_id if found else None

    def _message(self, state: ObjectState) -> None:
        connection = self._connection
        if not state.exists:
            return
        mine = local_id(connection, state.target)
        if state.deleted:
            for version_id in [state.target, *(f"{state.target}~{v}" for v, _ in state.versions)]:
                found = local_id(connection, version_id)
                if found is not None:
                    connection.execute("DELETE FROM messages WHERE id = ?", (found,))
            connection.execute("DELETE FROM sync_shadow WHERE key = ?", (f"m:{state.target}",))
            return
        fields = {k: state.fields.get(k) for k in MESSAGE_FIELDS}
        conversation = state.fields.get("conversation")
        parent = local_id(connection, state.fields.get("parent"))
        attachments = state.fields.get("attachments") or []
        merged = {
            **fields,
            "conversation": conversation,
            "parent": state.fields.get("parent"),
            "attachments": attachments,
        }
        if mine is None:
            mine = self._insert(state.target, conversation, parent, fields)
            if attachments:
                self._attachments(mine, attachments)
            set_shadow(connection, f"m:{state.target}", merged)
        elif (synced := shadow(connection, f"m:{state.target}")) != merged:
            # the row shows its last synced values (this device's own were collected first):
            # when the merge left them as they were, there is nothing to write
            connection.execute(
                f"UPDATE messages SET {', '.join(c + ' = ?' for c in MESSAGE_FIELDS)} WHERE id = ?",
                [*fields.values(), mine],
            )
            if synced is None or synced.get("attachments") != attachments:
                self._attachments(mine, attachments)
            set_shadow(connection, f"m:{state.target}", merged)
        for version, text in state.versions:
            name = f"{state.target}~{version}"
            if local_id(connection, name) is None:
                self._insert(name, conversation, parent, {**fields, "content": text})
                if parent is None and state.fields.get("parent"):
                    self._orphans.append((name, str(state.fields["parent"])))
        if parent is None and state.fields.get("parent"):
            self._orphans.append((state.target, str(state.fields["parent"])))

    def _insert(
        self, global_id: str, conversation: Any, parent: int | None, fields: dict[str, Any]
    ) -> int:
        columns = [*MESSAGE_FIELDS, "conversation_id", "parent_id", "active", "draft"]
        values = [*fields.values(), conversation, parent, 0, 0]
        cursor = self._connection.execute(
            f"INSERT INTO messages ({', '.join(columns)}) VALUES ({', '.join('?' * len(values))})",
            values,
        )
        new_id = int(cursor.lastrowid or 0)
        self._connection.execute("INSERT INTO sync_ids VALUES (?, ?)", (new_id, global_id))
        return new_id

    def _attachments(self, message_id: int, attachments: list[list[Any]]) -> None:
        self._connection.execute(
            "DELETE FROM message_attachments WHERE message_id = ?", (message_id,)
        )
        self._connection.executemany(
            "INSERT INTO message_attachments (message_id, position, digest, kind, name,"
            " media_type) VALUES (?, ?, ?, ?, ?, ?)",
            [(message_id, i, *a) for i, a in enumerate(attachments)],
        )

    def _activate(self, conversation_id: str, leaf: str | None) -> None:
        found = local_id(self._connection, leaf)
        if found is None:
            return
        self._connection.execute(_ACTIVATE_PATH_TO, (found, conversation_id))
