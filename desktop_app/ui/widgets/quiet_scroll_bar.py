"""A scroll bar drawn again only when it would look different.

While an answer streams, the conversation's range grows every frame and the view follows its
end: the bar was told to repaint twice a frame (the range grew, then the value followed), and
the window around it with it. The Fusion style draws it with gradients: about 5 % of the
window's CPU at 5,000 events a second (py-spy on ``benchmarks.window_load``). Once the handle
is at its smallest, it is back where it was drawn at the end of each frame. So a change of
range or value only posts a check (one per round of changes, delivered by ``settle_layouts``
before the window is drawn), and the bar repaints when what it draws differs from what it
drew: the handle's place or size, an end reached or left, the bar enabled or not.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    QWidget,
)

LOOK_CHECK = QEvent.Type(QEvent.registerEventType())
_QUIET = (
    QAbstractSlider.SliderChange.SliderRangeChange,
    QAbstractSlider.SliderChange.SliderValueChange,
)


class QuietScrollBar(QScrollBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted: tuple | None = None  # how the last paint drew it
        self._check_posted = False

    def sliderChange(self, change: QAbstractSlider.SliderChange) -> None:
        if change not in _QUIET:
            super().sliderChange(change)
        elif not self._check_posted:
            self._check_posted = True
            QCoreApplication.postEvent(self, QEvent(LOOK_CHECK))

    def event(self, event: QEvent) -> bool:
        if event.type() != LOOK_CHECK:
            return super().event(event)
        self._check_posted = False
        if self._look() != self._painted:
            super().sliderChange(QAbstractSlider.SliderChange.SliderValueChange)
        return True

    def paintEvent(self, event: QPaintEvent) -> None:
        self._painted = self._look()
        super().paintEvent(event)

    def _look(self) -> tuple[QRect, bool, bool, bool, int, int]:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(
            QStyle.ComplexControl.CC_ScrollBar,
            option,
            QStyle.SubControl.SC_ScrollBarSlider,
            self,
        )
        value = self.sliderPosition()
        at_start, at_end = value <= self.minimum(), value >= self.maximum()
        return (handle, at_start, at_end, self.isEnabled(), self.width(), self.height())
