"""The accumulate-and-diff feeder: growing snapshots of a body in, only the new text out."""

from __future__ import annotations

from typing import Protocol

from desktop_app.errors import BrokenRule, ContractError


class Snapshot(Protocol):
    """A ``str``, or any view of a growing body that slices like one."""

    def __len__(self) -> int: ...

    def __getitem__(self, key: slice, /) -> str: ...

    def startswith(self, prefix: str, start: int, /) -> bool: ...


class SnapshotError(ContractError):
    """A snapshot that does not extend the previous one: the transport lost or rewrote text."""

    kind = BrokenRule.SNAPSHOT_REWRITTEN


class SnapshotDiffer:
    """Hands on only what each snapshot adds to the previous one.

    Clients that only expose "everything received so far" (as on mobile) call ``feed`` each
    time the body grows. Only the tail is compared, so each call costs O(new text) however long
    the body is; a snapshot that is shorter, or whose boundary region changed, is an error
    rather than silently duplicated or lost text.
    """

    __slots__ = ("_edge", "_seen")

    EDGE = 32  # characters re-checked at the boundary on every call
    _EDGE = EDGE

    def __init__(self) -> None:
        self._seen = 0
        self._edge = ""

    @property
    def seen(self) -> int:
        return self._seen

    def feed(self, snapshot: Snapshot | str) -> str:
        seen = self._seen
        if len(snapshot) < seen:
            raise SnapshotError(f"snapshot shrank from {seen} to {len(snapshot)} characters")
        edge = self._edge
        if edge and not snapshot.startswith(edge, seen - len(edge)):
            raise SnapshotError(f"snapshot does not extend the previous one (at {seen})")
        new = snapshot[seen:]
        if new:
            self._seen = len(snapshot)
            self._edge = snapshot[-self._EDGE :]
        return new
