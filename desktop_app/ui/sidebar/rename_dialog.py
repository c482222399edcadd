"""Asks for a conversation's new title: a field wide enough to read a long title whole, its
text selected so typing replaces it, Enter to confirm and Escape to leave it as it was."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui.theme import SPACING

WIDTH_IN_CHARACTERS = 60  # a long title reads whole; it follows the zoom with the font


class RenameDialog(QDialog):
    """Window-modal and not blocking: ``renamed`` is called with the new title, stripped and
    not empty, once the person confirms."""

    def __init__(
        self,
        parent: QWidget,
        *,
        caption: str,
        label: str,
        title: str,
        renamed: Callable[[str], None],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(caption)
        self._renamed = renamed
        self.field = QLineEdit(title, self)
        self.field.selectAll()
        prompt = QLabel(label, self)
        prompt.setBuddy(self.field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSpacing(SPACING.s)
        layout.addWidget(prompt)
        layout.addWidget(self.field)
        layout.addWidget(self.buttons)
        self.field.setMinimumWidth(self.fontMetrics().averageCharWidth() * WIDTH_IN_CHARACTERS)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def accept(self) -> None:
        title = self.field.text().strip()
        super().accept()
        if title:
            self._renamed(title)
