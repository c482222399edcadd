"""How often a streamed body is read: at most once an interval while the stream is fast, as it
comes otherwise.

Each read costs the same whatever it holds (a wake-up of the event loop, the HTTP stack, the
pipeline's pass, a delta to the window), and the window draws at most every 40 ms. So while a
fast model writes, what it sends between two reads waits in the socket and comes in the next
one. A slow stream gains nothing from that: its reads already hold one event each, and a
hold before each would cost a timer and a pass of the loop and keep its text back. At 100
events a second it added half a point of a core and 5 ms to each event's way to the screen.

A stream turns fast when a look found data within half the interval, and stays fast while
each read that was held back carries more than one event (more than one came while it
waited). Pure logic: the body stream reports each look, the transport the events each read
carried, and the body stream holds the next read back while ``fast``.
"""

from __future__ import annotations


class ReadPace:
    def __init__(self, interval: float) -> None:
        self.interval = interval
        self.fast = False
        self._held = False  # the read being handled followed a hold

    def looked(self, waited: float, held: bool) -> None:
        """A read: how long its look waited for data, and whether it was held back first."""
        self._held = held
        if not self.fast:
            self.fast = waited < self.interval / 2

    def carried(self, events: int) -> None:
        """The events the last read carried, once handled."""
        if self.fast and self._held:
            self.fast = events > 1
