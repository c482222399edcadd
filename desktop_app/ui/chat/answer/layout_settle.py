"""Settles the layouts a frame changed before the window is drawn, so a frame is drawn once.

A streamed frame makes the answer taller. Its browser takes the new height at once, but each
layout above it (the message, the reading column, the scroll area, which then follows the end)
reacts to a LayoutRequest posted by the one below, and Qt delivers an event posted while posted
events are being delivered only in its next pass. The window's UpdateRequest, posted by the
document edit, came first: every frame was drawn twice, once before the column grew and the
view scrolled, and once after (seen with an event filter on ``benchmarks.window_load``).
Delivering the layout requests right after the paint leaves one drawing, of the settled window;
the scroll bars' checks of whether they look different (``QuietScrollBar``) come after them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from desktop_app.ui.widgets.quiet_scroll_bar import LOOK_CHECK

# Each pass delivers the requests posted by the previous one: the message, the reading column,
# the scroll area's viewport, with room to spare for a deeper window.
_PASSES = 6


def settle_layouts() -> None:
    for _ in range(_PASSES):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)
    QCoreApplication.sendPostedEvents(None, LOOK_CHECK.value)
