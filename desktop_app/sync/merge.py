"""The merge, pure: a set of changes -> the state every device agrees on.

Each object's state is a function of the set of its changes alone (not of their arrival
order), so two devices that have received the same changes hold the same state:

- a field's value is the last write: among the writes no other write of that field had seen,
  the greatest (counter, device) - a deterministic choice, not a clock;
- a message's text: the concurrent writes that lose stay as versions (``conflicts``) and every
  earlier text stays in ``history``: no edit is ever lost;
- deleted while a delete exists that no restore had seen: a deletion wins over what it had
  seen, and an edit concurrent with it is kept as a version, restorable (a remembered fact
  edited concurrently with its deletion stays, with the edit).

``Intake`` admits changes in causal order per device: a gap or a replay in a device's counters
is noticed and reported, and a change waits until everything it had seen has arrived.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from desktop_app.sync.changes import DELETES, RESTORES, Change, Kind


def _rank(change: Change) -> tuple[int, str]:
    return (change.counter, change.device)


def _maximal(writes: list[Change]) -> list[Change]:
    """The writes no other write had seen."""
    return [w for w in writes if not any(o is not w and o.saw(w) for o in writes)]


@dataclass(frozen=True, slots=True)
class ObjectState:
    """An object (conversation, message or setting) as merged."""

    target: str
    fields: dict[str, Any]
    deleted: bool
    conflicts: tuple[tuple[str, str], ...] = ()  # (version id, text) of concurrent losers
    history: tuple[str, ...] = ()  # every earlier text, oldest first
    versions: tuple[tuple[str, str], ...] = ()  # (version id, text) of every text but the winner
    exists: bool = True  # False: only edits arrived, never its creation

    def text(self) -> str | None:
        value = self.fields.get("content")
        return value if isinstance(value, str) else None


def materialize(target: str, changes: Iterable[Change]) -> ObjectState:
    """The state of one object from its changes, in any order."""
    ops = sorted(changes, key=_rank)
    writes: dict[str, list[Change]] = {}
    created = any(
        op.kind in (Kind.MESSAGE_ADD, Kind.SETTING) or "created_at" in op.data for op in ops
    )
    for op in ops:
        for name in op.data:
            writes.setdefault(name, []).append(op)
    fields: dict[str, Any] = {}
    conflicts: list[tuple[str, str]] = []
    versions: tuple[tuple[str, str], ...] = ()
    for name, candidates in sorted(writes.items()):
        heads = candidates if len(candidates) == 1 else sorted(_maximal(candidates), key=_rank)
        fields[name] = heads[-1].data[name]
        if name == "content":
            conflicts = [(f"{h.device}.{h.counter}", str(h.data[name])) for h in heads[:-1]]
            versions = tuple(
                (f"{c.device}.{c.counter}", str(c.data[name]))
                for c in candidates
                if c is not heads[-1]
            )
    deletes = [op for op in ops if op.kind in DELETES]
    restores = [op for op in ops if op.kind in RESTORES]
    deleted = any(not any(r.saw(d) for r in restores) for d in deletes)
    if deleted and all(d.kind is Kind.MEMORY_DELETE for d in deletes):
        # a fact edited where its deletion was not seen yet stays: the edit still wanted it
        edits = [op for op in ops if op.kind is Kind.MEMORY]
        deleted = all(any(d.saw(op) for d in deletes) for op in edits)
    current = fields.get("content")
    losers = {text for _, text in conflicts}
    history = tuple(
        dict.fromkeys(
            str(op.data["content"])
            for op in ops
            if "content" in op.data
            and op.data["content"] != current
            and op.data["content"] not in losers
        )
    )
    return ObjectState(target, fields, deleted, tuple(conflicts), history, versions, created)


def concurrent_values(changes: Iterable[Change], name: str = "value") -> list[Any]:
    """The values of field ``name`` written by writes none of the others had seen, winner
    last: more than one is a true conflict (a setting changed on two devices at once)."""
    writes = sorted((c for c in changes if name in c.data), key=_rank)
    values: list[Any] = []
    for write in _maximal(writes):
        if write.data[name] not in values:
            values.append(write.data[name])
    return values


def collectable(changes: Iterable[Change], acknowledged: dict[str, dict[str, int]]) -> bool:
    """Whether a deleted object's changes may be dropped: every known device has seen every
    one of them (``acknowledged``: each device's version vector)."""
    ops = list(changes)
    if not any(op.kind in DELETES for op in ops) or not materialize("", ops).deleted:
        return False  # restored, or kept by an edit its deletion never saw
    return all(
        vector.get(op.device, 0) >= op.counter for op in ops for vector in acknowledged.values()
    )


@dataclass
class IntakeReport:
    applied: list[Change] = field(default_factory=list)
    replays: list[tuple[str, int]] = field(default_factory=list)  # already had: ignored
    gaps: list[tuple[str, int, int]] = field(default_factory=list)  # device, expected, got
    waiting: int = 0  # held until what they had seen arrives


@dataclass
class Intake:
    """Admits changes in causal order; remembers the version vector of what it admitted."""

    vector: dict[str, int] = field(default_factory=dict)
    pending: dict[tuple[str, int], Change] = field(default_factory=dict)

    def receive(self, changes: Iterable[Change]) -> IntakeReport:
        report = IntakeReport()
        for change in changes:
            have = self.vector.get(change.device, 0)
            if change.counter <= have or change.ident in self.pending:
                report.replays.append(change.ident)
            else:
                self.pending[change.ident] = change
        progress = True
        while progress:
            progress = False
            for ident in sorted(self.pending, key=lambda i: (i[1], i[0])):
                change = self.pending[ident]
                if self._ready(change):
                    del self.pending[ident]
                    self.vector[change.device] = change.counter
                    report.applied.append(change)
                    progress = True
        first: dict[str, int] = {}
        for device, counter in sorted(self.pending):
            first.setdefault(device, counter)
        for device, counter in first.items():
            expected = self.vector.get(device, 0) + 1
            if counter > expected:
                report.gaps.append((device, expected, counter))
        report.waiting = len(self.pending)
        return report

    def _ready(self, change: Change) -> bool:
        if self.vector.get(change.device, 0) != change.counter - 1:
            return False
        return all(
            self.vector.get(device, 0) >= counter
            for device, counter in change.seen.items()
            if device != change.device
        )


@dataclass
class Replica:
    """A whole replica in memory: its own device's counter, what it admitted, every object's
    changes. The property tests and the merge benchmark run devices as these; the app keeps
    the same changes in its database (``local``) and calls ``materialize`` per object."""

    device: str
    intake: Intake = field(default_factory=Intake)
    objects: dict[str, list[Change]] = field(default_factory=dict)

    def make(self, kind: Kind, target: str, data: dict[str, Any] | None = None) -> Change:
        counter = self.intake.vector.get(self.device, 0) + 1
        change = Change(self.device, counter, dict(self.intake.vector), kind, target, data or {})
        self.receive([change])
        return change

    def receive(self, changes: Iterable[Change]) -> IntakeReport:
        report = self.intake.receive(changes)
        for change in report.applied:
            self.objects.setdefault(change.target, []).append(change)
        return report

    def log(self) -> list[Change]:
        return sorted((c for ops in self.objects.values() for c in ops), key=_rank)

    def state(self) -> dict[str, ObjectState]:
        return {target: materialize(target, ops) for target, ops in sorted(self.objects.items())}
