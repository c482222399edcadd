"""How a list row shows its state: a soft shade under the pointer, an accent tint with an
accent bar on its left when chosen, both rounded and inset from the list's edges.

In the theme package because it names the colours it paints with (the tokens' row roles, each
pair checked in the contrast tests); the row's text stays in the text colour on either shade.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPolygonF

from desktop_app.ui.theme import syntax
from desktop_app.ui.theme.tokens import COLOURS, RADII, SPACING

INSET = SPACING.xs // 2  # pixels between a row's rounded shade and the list's edges
BAR = SPACING.xs - 1  # the width of the chosen row's accent bar


def paint_row_state(painter: QPainter, rect: QRect, *, selected: bool, hovered: bool) -> None:
    """The row's background for its state in the current theme; nothing when neither."""
    if not (selected or hovered):
        return
    colours = COLOURS[syntax.current()]
    row = QRectF(rect.adjusted(INSET, INSET // 2, -INSET, -(INSET // 2)))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours.row_selected if selected else colours.row_hover))
    painter.drawRoundedRect(row, RADII.medium, RADII.medium)
    if selected:
        painter.setBrush(QColor(colours.accent))
        bar = QRectF(row.left(), row.top() + RADII.small, BAR, row.height() - 2 * RADII.small)
        painter.drawRoundedRect(bar, BAR / 2, BAR / 2)
    painter.restore()


def paint_fold_arrow(painter: QPainter, rect: QRect, colour: QColor, *, folded: bool) -> None:
    """A fold row's small solid triangle: pointing right when folded, down when open."""
    size = min(rect.width(), rect.height()) * 0.55
    centre = QPointF(rect.center().x(), rect.center().y() + 1)
    half = size / 2
    if folded:
        points = [(-half / 1.5, -half), (-half / 1.5, half), (half, 0.0)]
    else:
        points = [(-half, -half / 1.5), (half, -half / 1.5), (0.0, half)]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([centre + QPointF(x, y) for x, y in points]))
    painter.restore()
