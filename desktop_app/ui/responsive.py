"""The window in narrow sizes: under ``NARROW_WIDTH`` the list of conversations folds away
behind a toggle in the header, and the conversation takes the whole width."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractButton, QWidget

NARROW_WIDTH = 900  # px: below this, a list beside the conversation leaves it too little room


class SidebarCollapse(QObject):
    """Watches ``window``'s width; shows ``sidebar`` beside the conversation when wide, and
    behind ``toggle`` (checkable, shown only then) when narrow."""

    def __init__(self, window: QWidget, sidebar: QWidget, toggle: QAbstractButton) -> None:
        super().__init__(window)
        self._sidebar = sidebar
        self._toggle = toggle
        self.narrow: bool | None = None  # not known before the first resize
        toggle.toggled.connect(sidebar.setVisible)
        window.installEventFilter(self)
        self._width_changed(window.width())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            self._width_changed(watched.width())
        return False

    def _width_changed(self, width: int) -> None:
        narrow = width < NARROW_WIDTH
        if narrow == self.narrow:
            return
        self.narrow = narrow
        self._toggle.setVisible(narrow)
        self._toggle.setChecked(not narrow)
        self._sidebar.setVisible(not narrow)

    def reveal(self) -> None:
        """The list is wanted (its search, a shortcut): unfolded if folded."""
        self._toggle.setChecked(True)
        self._sidebar.setVisible(True)
