"""Text channels (answer, reasoning, refusal) and the updates they hand to the screen."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple


class Channel(StrEnum):
    ANSWER = "answer"
    REASONING = "reasoning"
    REFUSAL = "refusal"


class TextChannel:
    """Appends deltas in O(delta) and joins them only when the whole text is asked for."""

    __slots__ = ("_pieces", "channel", "size")

    def __init__(self, channel: Channel) -> None:
        self.channel = channel
        self._pieces: list[str] = []
        self.size = 0

    def append(self, delta: str) -> ChannelUpdate:
        self._pieces.append(delta)
        self.size += len(delta)
        return _new_update(ChannelUpdate, (self, delta, self.size))

    @property
    def text(self) -> str:
        pieces = self._pieces
        if len(pieces) > 1:
            joined = "".join(pieces)
            pieces.clear()
            pieces.append(joined)
            return joined
        return pieces[0] if pieces else ""

    def text_at(self, size: int) -> str:
        text = self.text
        return text if size == len(text) else text[:size]


class ChannelUpdate(NamedTuple):
    """One delta of a channel and the channel's whole text as of that delta.

    The aggregate is computed on demand: a screen that repaints every 40 ms reads it once per
    frame, instead of every delta paying for a copy of the whole answer.
    """

    source: TextChannel
    delta: str
    size: int

    @property
    def channel(self) -> Channel:
        return self.source.channel

    @property
    def aggregate(self) -> str:
        return self.source.text_at(self.size)

    def __repr__(self) -> str:
        return f"ChannelUpdate({self.channel.value}, delta={self.delta!r}, size={self.size})"


# Skips the NamedTuple constructor's Python-level __new__ on the per-delta path.
_new_update = tuple.__new__


def joined(updates: Sequence[ChannelUpdate]) -> Sequence[ChannelUpdate]:
    """``updates`` with each run of updates to one channel as one: their deltas joined, the
    size (and so the aggregate) of the run's last. What a reader sees of the channel is the
    same; what listens to updates runs once per run instead of once per update."""
    if len(updates) < 2:
        return updates
    result: list[ChannelUpdate] = []
    start = 0
    for index in range(1, len(updates) + 1):
        if index < len(updates) and updates[index].source is updates[start].source:
            continue
        if index - start == 1:
            result.append(updates[start])
        else:
            last = updates[index - 1]
            delta = "".join(update.delta for update in updates[start:index])
            result.append(_new_update(ChannelUpdate, (last.source, delta, last.size)))
        start = index
    return result
