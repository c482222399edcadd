"""Where a question goes so that what it asks about stays in sight.

Qt centres a dialog over its window, which at common sizes lands it right on the tool card it
asks about. This places it below the card, else above it, else beside it; when none of those
fits, on the side with the most room, so as much of the card as can be stays visible. The
dialog never leaves ``area`` (its window, which the screen fit keeps on the screen).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, high)) if high >= low else low


def clear_of(card: QRect, size: QSize, area: QRect, gap: int) -> QPoint:
    """The top-left corner for a dialog of ``size`` that leaves ``card`` uncovered when
    ``area`` has room for it (all in the same coordinates)."""
    width, height = size.width(), size.height()
    # Exclusive edges: QRect's right() and bottom() are the last pixel inside.
    left, top, right, bottom = (
        area.left(),
        area.top(),
        area.left() + area.width(),
        area.top() + area.height(),
    )
    centred_x = _clamp(card.center().x() - width // 2, left, right - width)
    centred_y = _clamp(card.center().y() - height // 2, top, bottom - height)
    below = card.top() + card.height() + gap
    above = card.top() - gap - height
    after = card.left() + card.width() + gap
    before = card.left() - gap - width
    for fits, corner in (
        (below + height <= bottom, QPoint(centred_x, below)),
        (above >= top, QPoint(centred_x, above)),
        (after + width <= right, QPoint(after, centred_y)),
        (before >= left, QPoint(before, centred_y)),
    ):
        if fits:
            return corner
    room_below = bottom - (card.top() + card.height())
    room_above = card.top() - top
    y = bottom - height if room_below >= room_above else top
    return QPoint(centred_x, _clamp(y, top, bottom - height))
