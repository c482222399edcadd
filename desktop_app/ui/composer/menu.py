"""The composer's menu: what is set once in a while (the model's parameters, how PDFs go),
out of the way of the message, opened by the card's sliders button.

A popup, not a QMenu: it holds fields (spin boxes, lists) that take the keyboard like any
other. Escape or a click outside closes it; the focus goes back to its button.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QHideEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QFrame, QVBoxLayout, QWidget

from desktop_app.ui.theme.tokens import SPACING


class ComposerMenu(QFrame):
    def __init__(self, button: QAbstractButton, parts: list[QWidget]) -> None:
        super().__init__(button, Qt.WindowType.Popup)
        self.setObjectName("composerMenu")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._button = button
        column = QVBoxLayout(self)
        column.setContentsMargins(SPACING.s, SPACING.s, SPACING.s, SPACING.s)
        for part in parts:
            column.addWidget(part)
            part.show()
        button.clicked.connect(lambda _checked=False: self.open())

    def open(self) -> None:
        """Shown above its button (the composer sits at the window's foot), inside the screen."""
        self.ensurePolished()
        for part in self.findChildren(QWidget):
            part.ensurePolished()  # the fields' sizes as drawn, before the first show
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.sizeHint())
        corner = self._button.mapToGlobal(QPoint(0, 0))
        top = corner.y() - self.height() - SPACING.xs
        if top < 0:
            top = corner.y() + self._button.height() + SPACING.xs
        left = corner.x() + self._button.width() - self.width()
        screen = self._button.screen().availableGeometry()
        left = max(screen.left(), min(left, screen.right() - self.width()))
        self.move(left, top)
        self.show()
        self.activateWindow()
        self.focusNextChild()  # its first field, for the keyboard

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._button.setFocus(Qt.FocusReason.PopupFocusReason)
