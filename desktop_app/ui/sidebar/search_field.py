"""A search field where Escape first clears the text, and only an empty field lets it go on
(to stop an answer, or close the find bar)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit


class SearchField(QLineEdit):
    escaped_empty = Signal()  # Escape in a field that was already empty

    def __init__(self, *, owns_escape: bool = False) -> None:
        """``owns_escape``: an empty field takes Escape too (``escaped_empty``), rather than
        leaving it to the window."""
        super().__init__()
        self.setClearButtonEnabled(True)
        self._owns_escape = owns_escape

    def event(self, event: QEvent) -> bool:
        # Escape is a window shortcut (Stop): with text in the field, the field takes it first.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and (self.text() or self._owns_escape)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.text():
                self.clear()
            else:
                self.escaped_empty.emit()
            return
        super().keyPressEvent(event)
