"""What the chat shows of what is sent: a marker where sending starts (older messages left out,
or the context cleared by the person), the summary sent in place of older turns (editable, each
edit a new version), and the question put when a conversation no longer fits and its choice is
to ask. The widgets only say what was asked for; ``context/page.py`` does it."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.generation.context_fit import Overflow
from desktop_app.ui.theme import SPACING

MARKER_NAME = "contextMarker"
SUMMARY_NAME = "contextSummary"
QUESTION_NAME = "contextQuestion"


class MarkerKind(Enum):
    OMITTED = "omitted"  # the oldest turns no longer fit: left out
    CLEARED = "cleared"  # the person's Clear context mark (removable)


class ContextMarker(QWidget):
    """A rule across the column with a sentence in the middle."""

    remove_requested = Signal(int)  # the mark's id

    def __init__(self, kind: MarkerKind, mark_id: int = 0, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(MARKER_NAME)
        self.kind = kind
        self.mark_id = mark_id
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.remove_button = QPushButton(self)
        self.remove_button.setFlat(True)
        self.remove_button.setVisible(kind is MarkerKind.CLEARED)
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self.mark_id))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, SPACING.s, 0, SPACING.s)
        row.addWidget(_rule(self), 1)
        row.addWidget(self.label, 3)
        row.addWidget(self.remove_button)
        row.addWidget(_rule(self), 1)
        self.retranslate()

    def retranslate(self) -> None:
        if self.kind is MarkerKind.CLEARED:
            self.label.setText(self.tr("Context cleared here: earlier messages are not sent"))
        else:
            self.label.setText(self.tr("Earlier messages are not sent"))
        self.label.setToolTip(
            self.tr("They no longer fit the model's context window")
            if self.kind is MarkerKind.OMITTED
            else ""
        )
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove the Clear context mark"))
        self.setAccessibleName(self.label.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _rule(parent: QWidget) -> QFrame:
    line = QFrame(parent)
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


class SummaryCard(QFrame):
    """The summary sent in place of the older turns; Edit saves a new version."""

    saved = Signal(str)

    def __init__(self, text: str, version: int, versions: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(SUMMARY_NAME)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.version, self.versions = version, versions
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.position = QLabel(self)
        self.body = QLabel(text, self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.editor = QPlainTextEdit(self)
        self.editor.hide()
        self.edit_button = QPushButton(self)
        self.edit_button.clicked.connect(self.open_editor)
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(self._save)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.close_editor)
        self.save_button.hide()
        self.cancel_button.hide()
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.position)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.edit_button, self.cancel_button, self.save_button):
            buttons.addWidget(button)
        column = QVBoxLayout(self)
        column.setContentsMargins(SPACING.m, SPACING.s, SPACING.m, SPACING.s)
        column.addLayout(top)
        column.addWidget(self.body)
        column.addWidget(self.editor)
        column.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Summary of earlier messages, sent in their place"))
        said = self.tr("Version %1 of %2").replace("%1", str(self.version))
        self.position.setText(said.replace("%2", str(self.versions)))
        self.edit_button.setText(self.tr("Edit"))
        self.edit_button.setAccessibleName(self.tr("Edit the summary"))
        self.save_button.setText(self.tr("Save"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.editor.setAccessibleName(self.tr("Summary"))
        self.setAccessibleName(self.heading.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def open_editor(self) -> None:
        self.editor.setPlainText(self.body.text())
        self._editing(True)
        self.editor.setFocus()

    def close_editor(self) -> None:
        self._editing(False)

    def _editing(self, editing: bool) -> None:
        self.editor.setVisible(editing)
        self.body.setVisible(not editing)
        self.edit_button.setVisible(not editing)
        self.save_button.setVisible(editing)
        self.cancel_button.setVisible(editing)

    def _save(self) -> None:
        text = self.editor.toPlainText().strip()
        if text and text != self.body.text():
            self.saved.emit(text)
        self.close_editor()


class ContextQuestion(QFrame):
    """Past the window, nothing is sent until the person chooses; ``chosen`` carries an
    ``Overflow`` (ASK meaning "clear the context before this message")."""

    chosen = Signal(object)

    def __init__(self, sent: int, window: int | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(QUESTION_NAME)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.sent, self.model_window = sent, window
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.omit_button = QPushButton(self)
        self.summarise_button = QPushButton(self)
        self.clear_button = QPushButton(self)
        buttons = QHBoxLayout()
        for button, choice in (
            (self.omit_button, Overflow.OMIT_OLDEST),
            (self.summarise_button, Overflow.SUMMARISE),
            (self.clear_button, Overflow.ASK),
        ):
            button.clicked.connect(lambda _checked=False, c=choice: self.chosen.emit(c))
            buttons.addWidget(button)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(SPACING.m, SPACING.s, SPACING.m, SPACING.s)
        column.addWidget(self.label)
        column.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        locale = QLocale()
        text = self.tr(
            "This conversation no longer fits the model's context window (about %1 of %2"
            " tokens). Nothing was sent: choose what to send."
        )
        text = text.replace("%1", locale.toString(self.sent))
        self.label.setText(text.replace("%2", locale.toString(self.model_window or 0)))
        self.omit_button.setText(self.tr("Leave out older messages"))
        self.summarise_button.setText(self.tr("Summarise older messages"))
        self.clear_button.setText(self.tr("Clear context here"))
        self.setAccessibleName(self.label.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
