"""One sync: send this device's changes, read the others', merge, write the result.

Order matters for meaning: this device's edits are collected first, with the version vector of
what it had seen *before* this sync, so an edit made offline stays concurrent with the others'
edits it never saw (and both are kept); then its new segment is written; then the others'
segments are read, checked by name, merged in causal order, and applied.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from desktop_app.store.database import Database
from desktop_app.sync import journal
from desktop_app.sync.apply import Applier
from desktop_app.sync.blobs import Blobs
from desktop_app.sync.changes import Change, Kind, decode, encode
from desktop_app.sync.crypto import open_sealed, seal, seal_parts
from desktop_app.sync.errors import ObjectRefused, SyncError, SyncProblem
from desktop_app.sync.outbox import Collector, set_shadow
from desktop_app.sync.settings_sync import SettingsBridge, changed
from desktop_app.sync.storage import Storage


class Phase(StrEnum):
    """What a sync's progress counts: changes sent, then objects read."""

    SEND = "send"
    RECEIVE = "receive"


SEGMENT_CHANGES = 5000  # changes per segment: a first sync of a large history is a few objects
SNAPSHOT_EVERY = 20  # this device's segments between two snapshots
_SEGMENT = re.compile(r"d/([0-9a-f]{32})/(\d{8})\.seg")
_SNAPSHOT = re.compile(r"d/([0-9a-f]{32})/snap-(\d{8})")
_DEVICE = re.compile(r"d/([0-9a-f]{32})/")
_CONVERSATION_KINDS = {Kind.CONVERSATION, Kind.CONVERSATION_DELETE, Kind.CONVERSATION_RESTORE}
_PROJECT_KINDS = {Kind.PROJECT, Kind.PROJECT_DELETE}
_MEMORY_KINDS = {Kind.MEMORY, Kind.MEMORY_DELETE}


@dataclass
class Touched:
    """The objects a sync changed, in the order their changes came: what it writes back."""

    conversations: dict[str, None] = field(default_factory=dict)
    messages: dict[str, None] = field(default_factory=dict)
    settings: dict[str, None] = field(default_factory=dict)
    projects: dict[str, None] = field(default_factory=dict)
    memories: dict[str, None] = field(default_factory=dict)

    def add(self, changes: list[Change], *, own: bool = False) -> None:
        """``own``: made here from the rows as they are; those already show the merged state
        (they saw everything this device had), all but the version an edit leaves behind."""
        for change in changes:
            leaves_rows = change.kind is Kind.MESSAGE_RESTORE or (
                change.kind is Kind.MESSAGE_EDIT and "content" in change.data
            )
            if own and not leaves_rows:
                continue
            if change.kind in _CONVERSATION_KINDS:
                self.conversations[change.target] = None
            elif change.kind is Kind.SETTING:
                self.settings[change.target] = None
            elif change.kind in _PROJECT_KINDS:
                self.projects[change.target] = None
            elif change.kind in _MEMORY_KINDS:
                self.memories[change.target] = None
            else:
                self.messages[change.target] = None


def segment_name(device: str, seq: int) -> str:
    return f"d/{device}/{seq:08d}.seg"


def snapshot_name(device: str, seq: int) -> str:
    return f"d/{device}/snap-{seq:08d}"


def marker_name(device: str) -> str:
    """Written when a device joins: a device that only reads is known to the others all the
    same, and its old segments wait for it (``prune``)."""
    return f"d/{device}/here"


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
    pruned: int = 0  # this device's old objects deleted from the storage


@dataclass
class Layout:
    """The set's objects by device: segment numbers and snapshot numbers."""

    segments: dict[str, dict[int, str]] = field(default_factory=dict)
    snapshots: list[tuple[int, str, str]] = field(default_factory=list)  # (seq, device, name)
    devices: set[str] = field(default_factory=set)  # every device with an object in the set

    @classmethod
    def of(cls, names: list[str]) -> Layout:
        layout = cls()
        for name in names:
            if match := _DEVICE.match(name):
                layout.devices.add(match[1])
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
        settings: SettingsBridge | None = None,
        steps: Callable[[Phase, int, int], None] | None = None,
        forgotten: frozenset[str] = frozenset(),
    ) -> None:
        self._settings = settings
        self._steps = steps or (lambda _phase, _done, _total: None)
        self._forgotten = forgotten  # removed devices: they hold no tombstone nor segment back
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
        touched = Touched()
        try:
            self._collect(report, touched)
            await self._push(blobs)
            layout = Layout.of(await self._storage.list("d/"))
            if self._device not in layout.devices:  # joined before markers were written
                marker = marker_name(self._device)
                await self._storage.put_if_absent(marker, seal(self._key, self._set, marker, b""))
            await self._pull(layout, report, touched, blobs)
        finally:
            # Applied even when the storage fails midway (settings too): the changes already read
            # are in the journal, and a later sync takes them for replays and never applies them.
            with self._db.transaction() as connection:
                applier = Applier(connection)
                applier.apply(
                    touched.conversations, touched.messages, touched.projects, touched.memories
                )
                received = applier.settings(touched.settings)
            if self._settings is not None and received:
                self._settings.apply(received)
        await self._maybe_snapshot(report)
        await prune(self._db, self._storage, self._device, layout, self._forgotten, report)
        report.bytes_sent = wire.sent - start_sent
        report.bytes_received = wire.received - start_received
        with self._db.transaction() as connection:
            journal.set_value(
                connection, "last_report", [report.sent, report.received, len(report.refused)]
            )
        return report

    def _collect(self, report: SyncReport, touched: Touched) -> None:
        def keep(changes: list[Change]) -> None:
            journal.record(connection, changes)
            touched.add(changes, own=True)
            report.sent += len(changes)

        with self._db.transaction() as connection:
            intake = journal.load_intake(connection)
            collector = Collector(connection, self._device, intake.vector, keep)
            # A device joining sends its settings only once it has read the set's: its
            # defaults must not compete with the choices made on the others.
            joined = journal.get_value(connection, "joined", False)
            settings = self._settings.values() if self._settings and joined else {}
            # its own changes: admitted in the order they were made
            intake.vector[self._device] = collector.collect(changed(connection, settings))
            journal.save_intake(connection, intake)

    async def _push(self, blobs: Blobs) -> None:
        with self._db.transaction() as connection:
            pushed = journal.get_value(connection, "pushed", 0)
            total = journal.own_changes_count(connection, self._device, pushed)
        done = 0
        while True:
            with self._db.transaction() as connection:
                pushed = journal.get_value(connection, "pushed", 0)
                seq = journal.get_value(connection, "seq", 0) + 1
                chunk = journal.own_changes_after(connection, self._device, pushed, SEGMENT_CHANGES)
            if not chunk:
                return
            self._steps(Phase.SEND, done, total)
            name = segment_name(self._device, seq)
            self._progress(name)
            await blobs.upload(chunk)  # before the segment that names them
            sealed = seal(self._key, self._set, name, encode(chunk))
            if not await self._storage.put_if_absent(name, sealed):
                chunk = await self._sent_before(name, chunk)
            with self._db.transaction() as connection:
                journal.set_value(connection, "pushed", chunk[-1].counter)
                journal.set_value(connection, "seq", seq)
                # the last counter of each segment: what a device must have seen to be past it
                ends = journal.get_value(connection, "segment_ends", {})
                journal.set_value(connection, "segment_ends", {**ends, str(seq): chunk[-1].counter})
            done += len(chunk)
            self._steps(Phase.SEND, done, total)

    async def _sent_before(self, name: str, chunk: list[Change]) -> list[Change]:
        """The segment's name found taken: an earlier sync's write whose answer was lost (it
        landed; changes made since joined this chunk, sealed anew). If it holds this device's
        changes from the chunk's start, those were sent, and the rest go in the next segment,
        so the sequence stays contiguous; anything else there is a named conflict."""
        try:
            stored = decode(self._open(name, await self._storage.get(name) or b""))
        except (ObjectRefused, ValueError):
            stored = []
        if not stored or [c.ident for c in stored] != [c.ident for c in chunk[: len(stored)]]:
            raise SyncError(SyncProblem.CONFLICT, name, "the name is taken by another object")
        return stored

    async def _read(self, name: str, report: SyncReport) -> list[Change] | None:
        self._progress(name)
        try:
            return decode(self._open(name, await self._storage.get(name) or b""))
        except ObjectRefused as refused:
            report.refused.append((name, refused.kind.value))
        except ValueError:
            report.refused.append((name, "tampered"))
        return None

    async def _pull(
        self, layout: Layout, report: SyncReport, touched: Touched, blobs: Blobs
    ) -> None:
        """The others' segments one at a time, each merged and recorded as it is read."""
        with self._db.transaction() as connection:
            read: dict[str, int] = journal.get_value(connection, "read", {})
        # A device new to the set starts from each other device's latest snapshot: a device
        # deletes its segments a snapshot of its own covers (``prune``), so only its own
        # snapshot is sure to cover them.
        latest = {device: name for _seq, device, name in layout.snapshots}
        others = [name for device, name in sorted(latest.items()) if device != self._device]
        for name in others if not read else []:
            snapshot = await self._read(name, report)
            if snapshot:
                head, base = snapshot[0], snapshot[1:]
                covered = dict(head.data.get("covered", {}))
                for device, seq in covered.items():
                    if device != self._device:
                        read[device] = max(read.get(device, 0), seq)
                with self._db.transaction() as connection:
                    # admitted as they are: a snapshot leaves out collected tombstones' changes
                    intake = journal.load_intake(connection)
                    journal.record(connection, base)
                    for device, counter in head.seen.items():
                        intake.vector[device] = max(intake.vector.get(device, 0), counter)
                    journal.save_intake(connection, intake)
                    journal.set_value(connection, "read", read)
                touched.add(base)
                report.received += len(base)
                report.refused += await blobs.download(base)
        # A segment missing or refused is looked for again at each sync (it may be repaired,
        # or still on its way through a synced folder); what follows it waits, reported as a gap.
        with self._db.transaction() as connection:
            retry: list[str] = journal.get_value(connection, "retry", [])
        present = {name for names in layout.segments.values() for name in names.values()}
        wanted = list(retry)
        for device, segments in sorted(layout.segments.items()):
            if device == self._device:
                continue
            last = read.get(device, 0)
            for seq in range(last + 1, max(segments, default=0) + 1):
                wanted.append(segment_name(device, seq))
            read[device] = max(last, max(segments, default=0))
        still: list[str] = []
        gaps: list[tuple[str, int, int]] = []
        for done, name in enumerate(wanted):
            self._steps(Phase.RECEIVE, done, len(wanted))
            changes = await self._read(name, report) if name in present else None
            if changes is None:
                still.append(name)
                continue
            with self._db.transaction() as connection:
                intake = journal.load_intake(connection)
                result = intake.receive(changes)
                journal.record(connection, result.applied)
                journal.save_intake(connection, intake)
            touched.add(result.applied)
            report.received += len(result.applied)
            report.replays += len(result.replays)
            gaps = result.gaps
            report.refused += await blobs.download(result.applied)
        if wanted:
            self._steps(Phase.RECEIVE, len(wanted), len(wanted))
        with self._db.transaction() as connection:
            journal.set_value(connection, "read", read)
            journal.set_value(connection, "retry", still)
            if not gaps:
                gaps = journal.load_intake(connection).receive([]).gaps
        report.gaps = gaps
        with self._db.transaction() as connection:
            if not journal.get_value(connection, "joined", False) and self._settings:
                # joining: this device's settings until now are not choices to send
                for name, value in self._settings.values().items():
                    # a prompt or assistant of its own is sent all the same (not a default)
                    if name not in touched.settings and ":" not in name:
                        set_shadow(connection, f"s:{name}", {"value": value})
            journal.set_value(connection, "joined", True)

    async def _maybe_snapshot(self, report: SyncReport) -> None:
        with self._db.transaction() as connection:
            seq = journal.get_value(connection, "seq", 0)
            done = journal.get_value(connection, "snapshot_at", 0)
            if seq - done < SNAPSHOT_EVERY:
                return
            read = journal.get_value(connection, "read", {})
            vector = journal.get_value(connection, "vector", {})
            covered = {**read, self._device: seq}
            head = Change(self._device, 0, vector, Kind.SETTING, "", {"covered": covered})
            name = snapshot_name(self._device, seq)
            parts = journal.snapshot_body(
                connection, head, _acknowledged(connection, self._forgotten)
            )
            sealed = seal_parts(self._key, self._set, name, parts)
        await self._storage.put_if_absent(name, sealed)
        report.snapshot = name
        with self._db.transaction() as connection:
            journal.set_value(connection, "snapshot_at", seq)


async def prune(
    database: Database,
    storage: Storage,
    device: str,
    layout: Layout,
    forgotten: frozenset[str],
    report: SyncReport,
) -> None:
    """Deletes this device's segments (and older snapshots) that its latest snapshot covers,
    once every other device known, but the forgotten, has made a change after reading them.
    Only its own: it alone knows where each of its segments ends. A device joining later
    starts from the snapshots, so this device's sequence stays contiguous from it on."""
    own = [seq for seq, owner, _name in layout.snapshots if owner == device]
    if not own:
        return
    covered = own[-1]
    with database.transaction() as connection:
        end = journal.get_value(connection, "segment_ends", {}).get(str(covered))
        seen = _acknowledged(connection, forgotten)
    others = layout.devices - {device} - forgotten
    if end is None or any(seen.get(other, {}).get(device, 0) < end for other in others):
        return
    old = [n for seq, n in layout.segments.get(device, {}).items() if seq <= covered]
    old += [n for seq, owner, n in layout.snapshots if owner == device and seq < covered]
    for name in old:
        await storage.delete(name)
    report.pruned = len(old)


def _acknowledged(
    connection: sqlite3.Connection, forgotten: frozenset[str] = frozenset()
) -> dict[str, dict[str, int]]:
    """What each device is known to have seen: its latest change's vector and counter. A
    forgotten device is not waited for: its tombstones' readers are the others."""
    latest = connection.execute(
        "SELECT device, max(counter) FROM sync_changes GROUP BY device"
    ).fetchall()
    seen: dict[str, dict[str, int]] = {}
    for device, counter in latest:
        if device in forgotten:
            continue
        change = journal.change_at(connection, device, counter)
        seen[device] = {**change.seen, device: counter}
    return seen
