"""Telling a screen reader that something happened that is not where the focus is (an answer
finished while the person was typing the next question).

Qt 6.8's ``QAccessibleAnnouncementEvent`` does it; it is sent only when an assistive
technology is listening (``QAccessible.isActive()``), which is never the case offscreen.
``listeners`` is the seam for tests: every announcement is handed to them first, whether a
screen reader is listening or not.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

log = logging.getLogger(__name__)

listeners: list[Callable[[QObject, str], None]] = []


def announce(source: QObject, text: str) -> None:
    if not text:
        return
    for listener in tuple(listeners):
        listener(source, text)
    if not QAccessible.isActive():
        return
    try:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, text))
    except (RuntimeError, TypeError) as exc:  # an accessibility backend must never break a turn
        log.warning("announcement not delivered: %s", type(exc).__name__)
