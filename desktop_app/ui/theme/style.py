"""The application's Qt style: the platform's own, with sizes that follow the zoom and check
boxes drawn from the theme's colour roles.

Qt's styles size icons, check boxes and layout gaps in fixed pixels, so a larger font alone
leaves them small; ``AppStyle.scale`` (the zoom's factor) multiplies them. Their check boxes
draw the box's edge in a shade made from the window colour, which on a dark window all but
disappears; here the edge is the ``border`` role and a checked box is filled with the
``accent``, each pair in ``INDICATOR_PAIRS`` checked against the 3:1 non-text contrast.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

from desktop_app.ui.theme.contrast import LARGE_TEXT
from desktop_app.ui.theme.tokens import RADII

_M = QStyle.PixelMetric
_P = QStyle.PrimitiveElement
_R = QPalette.ColorRole

# The measures that grow with the zoom (the fonts grow by themselves).
SCALED = frozenset(
    {
        _M.PM_SmallIconSize,
        _M.PM_ButtonIconSize,
        _M.PM_ToolBarIconSize,
        _M.PM_ListViewIconSize,
        _M.PM_TabBarIconSize,
        _M.PM_IndicatorWidth,
        _M.PM_IndicatorHeight,
        _M.PM_ExclusiveIndicatorWidth,
        _M.PM_ExclusiveIndicatorHeight,
        _M.PM_LayoutLeftMargin,
        _M.PM_LayoutTopMargin,
        _M.PM_LayoutRightMargin,
        _M.PM_LayoutBottomMargin,
        _M.PM_LayoutHorizontalSpacing,
        _M.PM_LayoutVerticalSpacing,
        _M.PM_CheckBoxLabelSpacing,
        _M.PM_RadioButtonLabelSpacing,
    }
)
CHECKS = frozenset({_P.PE_IndicatorCheckBox, _P.PE_IndicatorItemViewItemCheck})

# (mark, what it is drawn on, minimum): a check box's parts against their surroundings.
INDICATOR_PAIRS: tuple[tuple[QPalette.ColorRole, QPalette.ColorRole, float], ...] = (
    (_R.Mid, _R.Window, LARGE_TEXT),  # the empty box's edge, on the window
    (_R.Mid, _R.Base, LARGE_TEXT),  # ...and in a list
    (_R.Highlight, _R.Window, LARGE_TEXT),  # a checked box, on the window
    (_R.Highlight, _R.Base, LARGE_TEXT),  # ...and in a list
    (_R.HighlightedText, _R.Highlight, LARGE_TEXT),  # the tick in a checked box
)


class AppStyle(QProxyStyle):
    """The platform's style, scaled by ``scale``, with themed check boxes."""

    def __init__(self, key: str | None = None) -> None:
        super().__init__(key) if key else super().__init__()
        self.scale = 1.0

    def pixelMetric(
        self, metric: QStyle.PixelMetric, option: QStyleOption | None = None, widget=None
    ) -> int:
        value = super().pixelMetric(metric, option, widget)
        if metric in SCALED and value > 0:
            return max(1, round(value * self.scale))
        return value

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element in CHECKS:
            draw_check(option, painter)
            return
        super().drawPrimitive(element, option, painter, widget)


def draw_check(option: QStyleOption, painter: QPainter) -> None:
    """A box with a ``border`` edge; checked: filled with the ``accent`` and a tick on it;
    partly checked: a bar. Disabled boxes take the palette's disabled colours."""
    palette = option.palette
    group = (
        QPalette.ColorGroup.Normal
        if option.state & QStyle.StateFlag.State_Enabled
        else QPalette.ColorGroup.Disabled
    )
    on = bool(option.state & QStyle.StateFlag.State_On)
    partly = bool(option.state & QStyle.StateFlag.State_NoChange)
    rect = option.rect
    side = min(rect.width(), rect.height())
    # Whole pixels, the pen centred on them: the edge is drawn in its own colour, not blended.
    line = max(1, round(side / 13))  # the edge and the tick thicken with the zoom
    box = QRectF(
        rect.x() + (rect.width() - side) // 2, rect.y() + (rect.height() - side) // 2, side, side
    )
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    filled = on or partly
    painter.setPen(QPen(palette.color(group, _R.Highlight if filled else _R.Mid), line))
    painter.setBrush(palette.color(group, _R.Highlight if filled else _R.Base))
    radius = min(RADII.small, side / 4)
    painter.drawRoundedRect(box.adjusted(line / 2, line / 2, -line / 2, -line / 2), radius, radius)
    if filled:
        pen = QPen(palette.color(group, _R.HighlightedText), line * 1.6)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        x, y, w, h = box.x(), box.y(), box.width(), box.height()
        if on:
            tick = QPainterPath(QPointF(x + w * 0.25, y + h * 0.52))
            tick.lineTo(QPointF(x + w * 0.43, y + h * 0.7))
            tick.lineTo(QPointF(x + w * 0.76, y + h * 0.32))
            painter.drawPath(tick)
        else:
            painter.drawLine(QPointF(x + w * 0.27, y + h / 2), QPointF(x + w * 0.73, y + h / 2))
    painter.restore()
