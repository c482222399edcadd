"""A growing text body that can be looked at as a whole without copying it."""

from __future__ import annotations

from bisect import bisect_right

from desktop_app.wire.utf8 import Utf8Decoder


class GrowingText:
    """Everything received so far, as text. Appending costs O(appended); a snapshot is a view,
    and slicing its tail costs O(tail), so an accumulate-and-diff reader stays linear."""

    __slots__ = ("_pieces", "_ends", "_decoder")

    def __init__(self) -> None:
        self._pieces: list[str] = []
        self._ends: list[int] = []  # cumulative length after each piece
        self._decoder = Utf8Decoder()

    def append_bytes(self, data: bytes) -> None:
        self.append(self._decoder.decode(data))

    def close(self) -> None:
        self.append(self._decoder.flush())

    def append(self, text: str) -> None:
        if text:
            self._pieces.append(text)
            self._ends.append((self._ends[-1] if self._ends else 0) + len(text))

    def __len__(self) -> int:
        return self._ends[-1] if self._ends else 0

    def snapshot(self) -> TextSnapshot:
        return TextSnapshot(self._pieces, self._ends, len(self._pieces))


class TextSnapshot:
    """The body as it was when the snapshot was taken (later appends do not show)."""

    __slots__ = ("_pieces", "_ends", "_count")

    def __init__(self, pieces: list[str], ends: list[int], count: int) -> None:
        self._pieces = pieces
        self._ends = ends
        self._count = count

    def __len__(self) -> int:
        return self._ends[self._count - 1] if self._count else 0

    def __str__(self) -> str:
        return "".join(self._pieces[: self._count])

    def __getitem__(self, key: slice) -> str:
        if not isinstance(key, slice) or key.step not in (None, 1):
            raise TypeError("snapshots support contiguous slices only")
        start, stop, _ = key.indices(len(self))
        if start >= stop:
            return ""
        first = bisect_right(self._ends, start, 0, self._count)
        last = bisect_right(self._ends, stop - 1, 0, self._count)
        offset = self._ends[first - 1] if first else 0
        joined = "".join(self._pieces[first : last + 1])
        return joined[start - offset : stop - offset]

    def startswith(self, prefix: str, start: int = 0) -> bool:
        return self[start : start + len(prefix)] == prefix
