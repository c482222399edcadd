"""How a list row shows its state: a soft shade under the pointer, an accent tint with an
accent bar on its left when chosen, both rounded and inset from the list's edges.

In the theme package because it names the colours it paints with (the tokens' row roles, each
pair checked in the contrast tests); the row's text stays in the text colour on either shade.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPixmap, QPolygonF

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


def paint_fold_arrow(
    painter: QPainter, rect: QRect, colour: QColor, *, folded: bool, mirrored: bool = False
) -> None:
    """A fold row's small solid triangle: pointing down when open, and when folded towards
    where the text reads on (right, or left in a right-to-left window: ``mirrored``)."""
    size = min(rect.width(), rect.height()) * 0.55
    centre = QPointF(rect.center().x(), rect.center().y() + 1)
    half = size / 2
    if folded:
        ahead = -1.0 if mirrored else 1.0
        points = [
            (-ahead * half / 1.5, -half),
            (-ahead * half / 1.5, half),
            (ahead * half, 0.0),
        ]
    else:
        points = [(-half, -half / 1.5), (half, -half / 1.5), (0.0, half)]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([centre + QPointF(x, y) for x, y in points]))
    painter.restore()


def drag_picture(text: str, font: QFont, palette: QPalette, width: int) -> QPixmap:
    """What follows the pointer while rows are dragged: the title on a chosen row's shade,
    one line high, without the group name painted above the row in the list."""
    metrics = QFontMetrics(font)
    height = metrics.height() + 2 * SPACING.s
    picture = QPixmap(width, height)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    try:
        paint_row_state(painter, QRect(0, 0, width, height), selected=True, hovered=False)
        painter.setFont(font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width - 3 * SPACING.s)
        painter.drawText(
            QRect(2 * SPACING.s, SPACING.s, width - 3 * SPACING.s, metrics.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            shown,
        )
    finally:
        painter.end()
    return picture
