"""At most one paint per interval, always of the latest text.

A channel can deliver thousands of updates a second; painting each would freeze the window.
``store`` only remembers the newest text (or the newest update, whose ``aggregate`` is read
when the frame is painted, so a delta never pays for the whole text) and, if no paint is
pending, arms a single-shot timer; when it fires, the newest text is painted. While text keeps
coming, the timer is armed again as each paint ends, so the next frame is one interval after
this one, not one interval after the next text: text that comes in between (a stream is read
at most every ``net.stream_base.READ_INTERVAL``) waits for that frame, not for a frame armed
only once it came. A timer that finds no new text stops until a store arms it. ``clear`` and
``finish`` paint at once and cancel whatever was pending, so a retry or the final text is never
overwritten by a late frame.

A scheduler may bound how much a frame adds (``most_added``): a text that grew by more since
the last paint (a backlog read at once, when a stream starts) is painted up to the end of a
line past that many characters, and the rest in the frames that follow at once, each in an
event-loop pass of its own. One paint of 10,000 new characters of Markdown held the window
for 40 ms; it was the longest stall of a stream at 5,000 events a second.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QTimer

from desktop_app.ui.chat.answer.layout_settle import settle_layouts

DEFAULT_INTERVAL_MS = 40


class TextSource(Protocol):
    @property
    def aggregate(self) -> str: ...


class RenderScheduler(QObject):
    def __init__(
        self,
        paint: Callable[[str], None],
        interval_ms: int = DEFAULT_INTERVAL_MS,
        parent: QObject | None = None,
        most_added: int | None = None,
    ) -> None:
        super().__init__(parent)
        self._paint = paint
        self._text: str | TextSource = ""
        self._finished = False
        self._interval = interval_ms
        self._most_added = most_added
        self._painted = 0  # the length of the text last painted
        self._timer: QTimer | None = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # coarse timers may fire 5% early
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._fire)
        self._armed = False  # mirrors isActive() without a call into Qt for every store
        self._fresh = False  # text stored since the last paint

    def store(self, text: str | TextSource) -> None:
        """Remember the latest text; paint it within one interval."""
        if self._finished or self._timer is None:
            return
        self._text = text
        self._fresh = True
        if not self._armed:
            self._armed = True
            self._timer.start(self._interval)

    def clear(self) -> None:
        """Cancel any pending paint and paint nothing at once; later stores paint again."""
        self._armed = False
        if self._timer is not None:
            self._timer.stop()
        self._finished = False
        self._fresh = False
        self._text = ""
        self._painted = 0
        self._paint("")

    def finish(self, text: str) -> None:
        """Cancel any pending paint and paint the final text at once; later stores are ignored."""
        self._armed = False
        if self._timer is not None:
            self._timer.stop()
        self._finished = True
        self._fresh = False
        self._text = text
        self._painted = len(text)
        self._paint(text)

    def stop(self) -> None:
        """Release the timer: nothing will be painted by this scheduler again."""
        timer, self._timer = self._timer, None
        self._finished = True
        self._armed = False
        if timer is not None:
            timer.stop()
            timer.timeout.disconnect(self._fire)
            timer.setParent(None)  # the last reference goes with this frame: deleted now

    @property
    def pending(self) -> bool:
        return self._timer is not None and self._timer.isActive()

    def _fire(self) -> None:
        self._armed = False
        if not self._fresh:
            return  # nothing came since the last frame: the next store arms the timer
        self._fresh = False
        stored = self._text
        text = stored if isinstance(stored, str) else stored.aggregate
        if self._most_added is not None and len(text) - self._painted > self._most_added:
            line_end = text.find("\n", self._painted + self._most_added)
            if line_end != -1 and self._timer is not None:
                text = text[: line_end + 1]
                self._armed = True
                self._fresh = True
                self._timer.start(0)  # the rest in the next pass: a heartbeat fits between
        self._painted = len(text)
        self._paint(text)
        settle_layouts()  # drawn once, settled: see layout_settle
        if not self._armed and self._timer is not None and not self._finished:
            self._armed = True
            self._timer.start(self._interval)  # the next frame, if text comes meanwhile
