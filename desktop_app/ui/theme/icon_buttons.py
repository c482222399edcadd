"""Flat icon buttons: a drawing of the set, its words in the tooltip and the accessible name;
and a Copy button's tick, shown for a moment after a copy.

The words stay the button's (``name``): a screen reader says "Copy answer as Markdown", a
pointer resting on the button shows the same, and the eye sees only the icon.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QToolButton, QWidget

from desktop_app.ui.theme.icons import Icon, wear

COPIED_MS = 2000  # how long a Copy shows its tick: as long as a code block's says "Copied"


def icon_button(icon: Icon, parent: QWidget | None = None) -> QToolButton:
    """A flat button showing ``icon`` only; ``name`` gives it its words."""
    button = QToolButton(parent)
    button.setAutoRaise(True)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    wear(button, icon)
    return button


def name(button: QToolButton, words: str, description: str = "") -> None:
    """The button's words: its tooltip and accessible name (and the text a style may show)."""
    button.setText(words)
    button.setToolTip(words)
    button.setAccessibleName(words)
    if description:
        button.setAccessibleDescription(description)


class CopyTick(QObject):
    """After ``copied``, the button wears a tick for ``interval_ms``, then its Copy icon."""

    def __init__(self, button: QToolButton, interval_ms: int | None = None) -> None:
        super().__init__(button)
        self._button = button
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(COPIED_MS if interval_ms is None else interval_ms)
        self._timer.timeout.connect(lambda: wear(self._button, Icon.COPY))

    def copied(self) -> None:
        wear(self._button, Icon.CHECK)
        self._timer.start()

    @property
    def active(self) -> bool:
        return self._timer.isActive()

    def stop(self) -> None:
        """Back to Copy now (the view is going away, or the copy no longer stands)."""
        self._timer.stop()
        wear(self._button, Icon.COPY)
