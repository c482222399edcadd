"""A cited passage: which file, under which heading, and the passage's text as the model was
given it, with Open file to see the whole file in the person's own application."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.knowledge.framing import Passage
from desktop_app.ui.theme.stylesheet import TextRole, mark

OBJECT_NAME = "passageDialog"


class PassageDialog(QDialog):
    """Not modal: the answer stays readable beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.passage: Passage | None = None
        self.path = QLabel(self)
        self.path.setWordWrap(True)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        mark(self.heading, TextRole.MUTED)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(self.open_file)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.path)
        layout.addWidget(self.heading)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(560, 380)
        self.retranslate()

    def show_passage(self, passage: Passage) -> None:
        self.passage = passage
        self.path.setText(passage.path)
        self.heading.setText(" › ".join(passage.headings))
        self.heading.setVisible(bool(passage.headings))
        self.text.setPlainText(passage.text)
        self.retranslate()

    def retranslate(self) -> None:
        number = self.passage.number if self.passage is not None else 0
        self.setWindowTitle(self.tr("Passage [{number}]").format(number=number))
        self.text.setAccessibleName(self.tr("The passage's text"))
        self.open_button.setText(self.tr("Open file"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def open_file(self) -> None:
        if self.passage is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(self.passage.path))))
