"""Something to do once a window has painted for the first time (starting tool servers): the
window shows at once, and what can wait, waits for it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterFirstPaint(QObject):
    def __init__(self, window: QWidget, then: Callable[[], object]) -> None:
        super().__init__(window)
        self._then = then
        self._done = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            watched.removeEventFilter(self)
            # After this paint has reached the screen, not in the middle of it.
            QTimer.singleShot(0, self._then)
        return False
