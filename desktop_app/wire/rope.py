"""A growing text body that can be looked at as a whole without copying it."""

from __future__ import annotations

from bisect import bisect_right

from desktop_app.wire.utf8 import Utf8Decoder


class GrowingText:
    """Everything received so far, as text. Appending costs O(appended); a snapshot is a view,
    and slicing its tail costs O(tail), so an accumulate-and-diff reader stays linear.

    Positions are always counted from the start of the body, but what lies before a
    ``release`` point is let go: only the unreleased tail is held in memory."""

    __slots__ = ("_decoder", "_ends", "_pieces", "_released")

    def __init__(self) -> None:
        self._pieces: list[str] = []
        self._ends: list[int] = []  # cumulative length after each piece, from the body's start
        self._decoder = Utf8Decoder()
        self._released = 0  # where the first held piece begins

    def append_bytes(self, data: bytes) -> None:
        self.append(self._decoder.decode(data))

    def close(self) -> None:
        self.append(self._decoder.flush())

    def append(self, text: str) -> None:
        if text:
            self._pieces.append(text)
            self._ends.append((self._ends[-1] if self._ends else self._released) + len(text))

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else self._released

    @property
    def held(self) -> int:
        """Characters still held in memory."""
        return len(self) - self._released

    def release(self, before: int) -> None:
        """Lets go of the pieces that end at or before ``before``. Snapshots taken earlier must
        not be read afterwards."""
        count = bisect_right(self._ends, before)
        if count:
            self._released = self._ends[count - 1]
            del self._pieces[:count]
            del self._ends[:count]

    def snapshot(self) -> TextSnapshot:
        return TextSnapshot(self._pieces, self._ends, len(self._pieces), self._released)


class TextSnapshot:
    """The body as it was when the snapshot was taken (later appends do not show). Text before
    the body's release point cannot be read: asking for it is an ``IndexError``."""

    __slots__ = ("_count", "_ends", "_pieces", "_released")

    def __init__(self, pieces: list[str], ends: list[int], count: int, released: int = 0) -> None:
        self._pieces = pieces
        self._ends = ends
        self._count = count
        self._released = released

    def __len__(self) -> int:
        return self._ends[self._count - 1] if self._count else self._released

    def __str__(self) -> str:
        if self._released:
            raise IndexError("the start of this body was released")
        return "".join(self._pieces[: self._count])

    def __getitem__(self, key: slice) -> str:
        if not isinstance(key, slice) or key.step not in (None, 1):
            raise TypeError("snapshots support contiguous slices only")
        start, stop, _ = key.indices(len(self))
        if start >= stop:
            return ""
        if start < self._released:
            raise IndexError(f"characters before {self._released} were released")
        first = bisect_right(self._ends, start, 0, self._count)
        last = bisect_right(self._ends, stop - 1, 0, self._count)
        offset = self._ends[first - 1] if first else self._released
        joined = "".join(self._pieces[first : last + 1])
        return joined[start - offset : stop - offset]

    def startswith(self, prefix: str, start: int = 0) -> bool:
        return self[start : start + len(prefix)] == prefix
