"""Builds more of a conversation's history as the reader nears an edge of what is built.

A page opens with a few screenfuls of messages (building 2,000 widgets to show the last five
would keep the window waiting); scrolling up to near the top builds the page of
messages before them, and scrolling down near the bottom of a window opened far back (at a
search hit) builds the page after them. What the reader looks at does not move meanwhile
(``FollowScroll.keep_in_place``). Each page is built on its own turn of the event loop, after
the scroll that asked for it, so a fast scroll stays a series of short steps; and only once the
page built before it is laid out (the scroll bar's range changed), since the reader's place is
measured on the widgets' positions.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QScrollArea

from desktop_app.ui.chat.history_window import HistoryWindow

# The next page is built once the reader is within this part of a screen of an edge: near
# enough that a page opened with a screenful or two below and above the message it shows
# builds nothing more until the reader scrolls.
REACH_DIVISOR = 3


class HistoryEdges(QObject):
    """Watches ``area``'s scroll bar; calls ``show_earlier`` or ``show_later`` (which build a
    page and keep the reader's place) while the reader is near an edge beyond
    which ``history`` has more. A page not on screen builds nothing."""

    def __init__(
        self,
        area: QScrollArea,
        history: HistoryWindow,
        show_earlier: Callable[[], None],
        show_later: Callable[[], None],
    ) -> None:
        super().__init__(area)
        self._area = area
        self._history = history
        self._show_earlier = show_earlier
        self._show_later = show_later
        self._next_step = QTimer(self)
        self._next_step.setSingleShot(True)
        self._next_step.setInterval(0)
        self._next_step.timeout.connect(self._grow)
        self._settling = False  # a page was built and is not laid out yet
        bar = area.verticalScrollBar()
        bar.valueChanged.connect(self._check)
        bar.rangeChanged.connect(self._laid_out)

    def wait_for_layout(self) -> None:
        """Messages were built (by this, a button, a search hit): nothing more is built until
        the layout has placed them."""
        self._settling = True

    def _laid_out(self, *_: int) -> None:
        self._settling = False
        self._check()

    def _check(self, *_: int) -> None:
        if self._wanted() is not None and not self._next_step.isActive():
            self._next_step.start()

    def _grow(self) -> None:
        wanted = self._wanted()  # asked again: the reader may have scrolled on since
        if wanted is not None:
            wanted()

    def _wanted(self) -> Callable[[], None] | None:
        if self._settling or not self._area.isVisible():
            return None
        bar = self._area.verticalScrollBar()
        reach = self._area.viewport().height() // REACH_DIVISOR
        if self._history.more_before and bar.value() < reach:
            return self._show_earlier
        if self._history.more_after and bar.value() > bar.maximum() - reach:
            return self._show_later
        return None
