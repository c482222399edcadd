"""This device's memory of the sync, in its own database: every change known (by object), the
intake's version vector and waiting changes, and small named values (device id, sequences)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from typing import Any

from desktop_app.sync.changes import DELETES, Change
from desktop_app.sync.merge import Intake, collectable


def get_value(connection: sqlite3.Connection, name: str, default: Any = None) -> Any:
    row = connection.execute("SELECT value FROM sync_state WHERE name = ?", (name,)).fetchone()
    return json.loads(row[0]) if row else default


def set_value(connection: sqlite3.Connection, name: str, value: Any) -> None:
    connection.execute(
        "INSERT OR REPLACE INTO sync_state (name, value) VALUES (?, ?)",
        (name, json.dumps(value, separators=(",", ":"))),
    )


def load_intake(connection: sqlite3.Connection) -> Intake:
    pending = [Change.from_json(item) for item in get_value(connection, "pending", [])]
    return Intake(
        vector=dict(get_value(connection, "vector", {})), pending={c.ident: c for c in pending}
    )


def save_intake(connection: sqlite3.Connection, intake: Intake) -> None:
    set_value(connection, "vector", intake.vector)
    set_value(connection, "pending", [c.to_json() for c in intake.pending.values()])


def record(connection: sqlite3.Connection, changes: Iterable[Change]) -> None:
    connection.executemany(
        "INSERT OR IGNORE INTO sync_changes (device, counter, target, kind, body)"
        " VALUES (?, ?, ?, ?, ?)",
        (
            (
                c.device,
                c.counter,
                c.target,
                c.kind.value,
                json.dumps(c.to_json(), separators=(",", ":")),
            )
            for c in changes
        ),
    )


def changes_of(connection: sqlite3.Connection, target: str) -> list[Change]:
    rows = connection.execute("SELECT body FROM sync_changes WHERE target = ?", (target,))
    return [Change.from_json(json.loads(body)) for (body,) in rows]


def changes_by_target(
    connection: sqlite3.Connection, targets: Iterable[str], batch: int = 500
) -> Iterator[tuple[str, list[Change]]]:
    """Each target with its changes, in the order given, read a batch of targets at a time."""
    ordered = list(targets)
    for start in range(0, len(ordered), batch):
        chunk = ordered[start : start + batch]
        found: dict[str, list[Change]] = {t: [] for t in chunk}
        marks = ", ".join("?" * len(chunk))
        rows = connection.execute(
            f"SELECT target, body FROM sync_changes WHERE target IN ({marks})", chunk
        )
        for target, body in rows:
            found[target].append(Change.from_json(json.loads(body)))
        yield from found.items()


def change_at(connection: sqlite3.Connection, device: str, counter: int) -> Change:
    (body,) = connection.execute(
        "SELECT body FROM sync_changes WHERE device = ? AND counter = ?", (device, counter)
    ).fetchone()
    return Change.from_json(json.loads(body))


def snapshot_body(
    connection: sqlite3.Connection, head: Change, acknowledged: dict[str, dict[str, int]]
) -> Iterator[bytes]:
    """``head`` then every change known, as a segment's encoding, but the changes of objects
    deleted whose every change every known device has seen (their tombstones may go). Built
    from the stored text: a large history is never held as objects."""
    marks = ", ".join("?" * len(DELETES))
    deleted = [
        target
        for (target,) in connection.execute(
            f"SELECT DISTINCT target FROM sync_changes WHERE kind IN ({marks})",
            [kind.value for kind in DELETES],
        )
    ]
    dropped = {t for t in deleted if collectable(changes_of(connection, t), acknowledged)}
    yield b"[" + json.dumps(head.to_json(), separators=(",", ":")).encode("utf-8")
    rows = connection.execute("SELECT target, body FROM sync_changes ORDER BY counter, device")
    for target, body in rows:
        if target not in dropped:
            yield b"," + body.encode("utf-8")
    yield b"]"


def own_changes_after(
    connection: sqlite3.Connection, device: str, counter: int, limit: int
) -> list[Change]:
    rows = connection.execute(
        "SELECT body FROM sync_changes WHERE device = ? AND counter > ? ORDER BY counter LIMIT ?",
        (device, counter, limit),
    )
    return [Change.from_json(json.loads(body)) for (body,) in rows]


def own_changes_count(connection: sqlite3.Connection, device: str, counter: int) -> int:
    return int(
        connection.execute(
            "SELECT count(*) FROM sync_changes WHERE device = ? AND counter > ?", (device, counter)
        ).fetchone()[0]
    )
