"""Zoom: the whole window's text larger or smaller, in steps from the system's size.

Every size in the window is a factor of the application's font (``TYPE_SCALE``), so changing
that one font scales headings, code and captions together, and the layouts follow. The theme
manager sees the font change and makes its stylesheet and style again at the new scale
(paddings, headings, icons, check boxes), which also gives the widgets already on screen the
new font: under a stylesheet they would keep the one they were polished with.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

FACTOR = 1.1  # per step, like a browser's
SMALLEST, LARGEST = -4, 8  # steps: about 68 % to 214 %


class Zoom(QObject):
    """Owns the application font's size. ``changed`` tells the new number of steps."""

    changed = Signal(int)

    def __init__(self, app: QApplication, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._app = app
        self._base = app.font().pointSizeF()  # the system's size: step 0
        self.steps = 0

    @property
    def factor(self) -> float:
        return float(FACTOR**self.steps)

    def set_steps(self, steps: int) -> None:
        steps = max(SMALLEST, min(LARGEST, steps))
        if steps == self.steps:
            return
        self.steps = steps
        font = self._app.font()
        font.setPointSizeF(self._base * self.factor)
        self._app.setFont(font)
        self.changed.emit(steps)

    def zoom_in(self) -> None:
        self.set_steps(self.steps + 1)

    def zoom_out(self) -> None:
        self.set_steps(self.steps - 1)

    def reset(self) -> None:
        self.set_steps(0)
