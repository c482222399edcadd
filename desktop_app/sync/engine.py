"""One sync: send this device's changes, read the others', merge, write the result.

Order matters for meaning: this device's edits are collected first, with the version vector of
what it had seen *before* this sync, so an edit made offline stays concurrent with the others'
edits it never saw (and both are kept); then its new segment is written; then the others'
segments are read, checked by name, merged in causal order, and applied.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from desktop_app.store.database import Database
from desktop_app.sync import journal
from desktop_app.sync.apply import Applier
from desktop_app.sync.blobs import Blobs
from desktop_app.sync.changes import Change, Kind, decode, encode
from desktop_app.sync.crypto import open_sealed, seal
from desktop_app.sync.errors import ObjectRefused
from desktop_app.sync.merge import collectable
from desktop_app.sync.outbox import Collector
from desktop_app.sync.storage import Storage

SEGMENT_CHANGES = 5000  # changes per segment: a first sync of a large history is a few objects
SNAPSHOT_EVERY = 20  # this device's segments between two snapshots
_SEGMENT = re.compile(r"d/([0-9a-f]{32})/(\d{8})\.seg")
_SNAPSHOT = re.compile(r"d/([0-9a-f]{32})/snap-(\d{8})")
_CONVERSATION_KINDS = {Kind.CONVERSATION, Kind.CONVERSATION_DELETE, Kind.CONVERSATION_RESTORE}


def segment_name(device: str, seq: int) -> str:
    return f"d/{device}/{seq:08d}.seg"


def snapshot_name(device: str, seq: int) -> str:
    return f"d/{device}/snap-{seq:08d}"


@dataclass
class SyncReport:
    sent: int = 0  # changes
    received: int = 0
    refused: list[tuple[str, str]] = field(default_factory=list)  # (object name, problem)
    gaps: list[tuple[str, int, int]] = field(default_factory=list)  # device, expected, found
    replays: int = 0
    bytes_sent: int = 0
    bytes_received: int = 0
    snapshot: str | None = None


@dataclass
class Layout:
    """The set's objects by device: segment numbers and snapshot numbers."""

    segments: dict[str, dict[int, str]] = field(default_factory=dict)
    snapshots: list[tuple[int, str, str]] = field(default_factory=list)  # (seq, device, name)

    @classmethod
    def of(cls, names: list[str]) -> Layout:
        layout = cls()
        for name in names:
            if match := _SEGMENT.fullmatch(name):
                layout.segments.setdefault(match[1], {})[int(match[2])] = name
            elif match := _SNAPSHOT.fullmatch(name):
                layout.snapshots.append((int(match[2]), match[1], name))
        layout.snapshots.sort()
        return layout


class SyncEngine:
    def __init__(
        self,
        database: Database,
        storage: Storage,
        key: bytes,
        set_id: bytes,
        device: str,
        progress: Callable[[str], None] | None = None,
    ) -> None:
        self._db = database
        self._storage = storage
        self._key = key
        self._set = set_id
        self._device = device
        self._progress = progress or (lambda _text: None)

    def _open(self, name: str, data: bytes) -> bytes:
        return open_sealed(self._key, self._set, name, data)

    async def run(self) -> SyncReport:
        report = SyncReport()
        wire = self._storage.wire
        start_sent, start_received = wire.sent, wire.received
        blobs = Blobs(self._db, self._storage, self._key, self._set)
        touched = self._collect(report)
        await self._push(blobs)
        layout = Layout.of(await self._storage.list("d/"))
        received = await self._pull(layout, report)
        report.refused += await blobs.download(received)
        self._apply(touched + received)
        await self._maybe_snapshot(report)
        report.bytes_sent = wire.sent - start_sent
        report.bytes_received = wire.received - start_received
        with self._db.transaction() as connection:
            journal.set_value(
                connection, "last_report", [report.sent, report.received, len(report.refused)]
            )
        return report

    def _collect(self, report: SyncReport) -> list[Change]:
        with self._db.transaction() as connection:
            intake = journal.load_intake(connection)
            made = Collector(connection, self._device, intake.vector).collect()
            intake.receive(made)
            journal.record(connection, made)
            journal.save_intake(connection, intake)
        report.sent = len(made)
        return made

    async def _push(self, blobs: Blobs) -> None:
        with self._db.transaction() as connection:
            pushed = journal.get_value(connection, "pushed", 0)
            seq = journal.get_value(connection, "seq", 0)
            waiting = journal.own_changes_after(connection, self._device, pushed)
        for start in range(0, len(waiting), SEGMENT_CHANGES):
            chunk = waiting[start : start + SEGMENT_CHANGES]
            seq += 1
            name = segment_name(self._device, seq)
            self._progress(name)
            await blobs.upload(chunk)  # before the segment that names them
            await self._storage.put_if_absent(name, seal(self._key, self._set, name, encode(chunk)))
            with self._db.transaction() as connection:
                journal.set_value(connection, "pushed", chunk[-1].counter)
                journal.set_value(connection, "seq", seq)

    async def _pull(self, layout: Layout, report: SyncReport) -> list[Change]:
        with self._db.transaction() as connection:
            read: dict[str, int] = journal.get_value(connection, "read", {})
            fresh = not journal.get_value(connection, "vector", {}).keys() - {self._device}
        incoming: list[Change] = []
        base: list[Change] = []  # a snapshot's: admitted as they are (collected gaps and all)
        base_vector: dict[str, int] = {}
        if fresh and layout.snapshots:  # a device new or long away starts from a snapshot
            _seq, _device, name = layout.snapshots[-1]
            try:
                body = self._open(name, await self._storage.get(name) or b"")
                snapshot = decode(body)
                base, base_vector = snapshot[1:], snapshot[0].seen
                covered = dict(snapshot[0].data.get("covered", {}))
                read.update({d: s for d, s in covered.items() if d != self._device})
            except ObjectRefused as refused:
                report.refused.append((name, refused.kind.value))
        for device, segments in sorted(layout.segments.items()):
            if device == self._device:
                continue
            last = read.get(device, 0)
            for seq in sorted(s for s in segments if s > last):
                name = segments[seq]
                self._progress(name)
                try:
                    incoming += decode(self._open(name, await self._storage.get(name) or b""))
                except ObjectRefused as refused:
                    report.refused.append((name, refused.kind.value))
                except ValueError:
                    report.refused.append((name, "tampered"))
                read[device] = max(read.get(device, 0), seq)
        with self._db.transaction() as connection:
            intake = journal.load_intake(connection)
            journal.record(connection, base)
            for device, counter in base_vector.items():
                intake.vector[device] = max(intake.vector.get(device, 0), counter)
            result = intake.receive(incoming)
            journal.record(connection, result.applied)
            journal.save_intake(connection, intake)
            journal.set_value(connection, "read", read)
        report.received = len(base) + len(result.applied)
        report.gaps = result.gaps
        report.replays = len(result.replays)
        return base + result.applied

    def _apply(self, touched: list[Change]) -> None:
        conversations = dict.fromkeys(c.target for c in touched if c.kind in _CONVERSATION_KINDS)
        messages = dict.fromkeys(
            c.target
            for c in touched
            if c.kind not in _CONVERSATION_KINDS and c.kind is not Kind.SETTING
        )
        with self._db.transaction() as connection:
            Applier(connection).apply(conversations, messages)

    async def _maybe_snapshot(self, report: SyncReport) -> None:
        with self._db.transaction() as connection:
            seq = journal.get_value(connection, "seq", 0)
            done = journal.get_value(connection, "snapshot_at", 0)
            if seq - done < SNAPSHOT_EVERY:
                return
            changes = journal.all_changes(connection)
            read = journal.get_value(connection, "read", {})
            vector = journal.get_value(connection, "vector", {})
        report.snapshot = await self.write_snapshot(changes, {**read, self._device: seq}, vector)
        with self._db.transaction() as connection:
            journal.set_value(connection, "snapshot_at", seq)

    async def write_snapshot(
        self, changes: list[Change], covered: dict[str, int], vector: dict[str, int]
    ) -> str:
        """Every change known but those of objects deleted and seen deleted by every device,
        as one object: a device catching up reads it and the segments after it."""
        acknowledged = _acknowledged(changes)
        by_target: dict[str, list[Change]] = {}
        for change in changes:
            by_target.setdefault(change.target, []).append(change)
        kept = [c for ops in by_target.values() if not collectable(ops, acknowledged) for c in ops]
        head = Change(self._device, 0, vector, Kind.SETTING, "", {"covered": covered})
        seq = covered[self._device]
        name = snapshot_name(self._device, seq)
        await self._storage.put_if_absent(
            name, seal(self._key, self._set, name, encode([head, *kept]))
        )
        return name


def _acknowledged(changes: list[Change]) -> dict[str, dict[str, int]]:
    """What each device is known to have seen: its latest change's vector and counter."""
    latest: dict[str, Change] = {}
    for change in changes:
        if change.counter > latest.get(change.device, change).counter or (
            change.device not in latest
        ):
            latest[change.device] = change
    return {d: {**c.seen, d: c.counter} for d, c in latest.items()}
