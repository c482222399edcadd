"""Actions that show while they are wanted: when the pointer is over the message they belong to
(or over them), or the keyboard focus is on one of them.

Concealed, they are transparent, not hidden: they keep their place (nothing below moves when
the pointer passes), Tab still reaches them, and a screen reader still finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGraphicsOpacityEffect, QWidget

_SHOWING = {QEvent.Type.Enter, QEvent.Type.FocusIn}
_ENDING = {QEvent.Type.Leave, QEvent.Type.FocusOut}


class HoverReveal(QObject):
    """Shows ``shown`` while the pointer is over a watched widget or the focus is in ``shown``."""

    def __init__(self, shown: QWidget) -> None:
        super().__init__(shown)
        self._shown = shown
        self._effect = QGraphicsOpacityEffect(shown)
        shown.setGraphicsEffect(self._effect)
        self._watched: list[QWidget] = []
        self.watch(shown)
        self._set(False)

    def watch(self, widget: QWidget) -> None:
        """The pointer over ``widget`` (and the focus in it or its children) shows the actions."""
        self._watched.append(widget)
        widget.installEventFilter(self)
        for child in widget.findChildren(QWidget):
            child.installEventFilter(self)

    @property
    def revealed(self) -> bool:
        return self._effect.opacity() > 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _SHOWING:
            self._set(True)
        elif kind in _ENDING:
            self._set(self._wanted(ending=watched))
        return False

    def _wanted(self, ending: QObject) -> bool:
        """Still wanted after ``ending`` lost the pointer or the focus?"""
        focus = self._shown.focusWidget()
        focused = focus is not None and focus.hasFocus() and self._shown.isAncestorOf(focus)
        hovered = any(w.underMouse() for w in self._watched if w is not ending)
        return focused or hovered

    def _set(self, shown: bool) -> None:
        self._effect.setOpacity(1.0 if shown else 0.0)
