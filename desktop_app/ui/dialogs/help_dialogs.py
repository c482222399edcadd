"""The Help menu's windows: About Arroyo, and the sheet of keyboard shortcuts."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QKeyCombination, Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app import __version__
from desktop_app.ui.theme import TYPE_SCALE, TextRole, mark

LICENCE = "MIT"


def _plain(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class AboutDialog(QDialog):
    """The version, the licence, and the data folder with a button that opens it."""

    def __init__(self, data_folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data_folder = data_folder
        self.setWindowTitle(self.tr("About Arroyo"))
        name = _plain(self.tr("Arroyo %1").replace("%1", __version__), self)
        font = name.font()
        font.setPointSizeF(font.pointSizeF() * TYPE_SCALE.title)
        font.setBold(True)
        name.setFont(font)
        summary = _plain(self.tr("A desktop client for large language models."), self)
        licence = _plain(
            self.tr("Free software under the %1 licence.").replace("%1", LICENCE), self
        )
        caption = _plain(self.tr("Your conversations and settings are kept in:"), self)
        self.folder_label = _plain(str(data_folder), self)
        self.folder_label.setAccessibleName(self.tr("Data folder"))
        mark(self.folder_label, TextRole.MUTED)
        self.open_button = QPushButton(self.tr("&Open the data folder"), self)
        self.open_button.setAccessibleName(self.tr("Open the data folder"))
        self.open_button.clicked.connect(self.open_folder)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(close.text().replace("&", ""))
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.open_button)
        folder_row.addStretch(1)
        layout = QVBoxLayout(self)
        for widget in (name, summary, licence, caption, self.folder_label):
            layout.addWidget(widget)
        layout.addLayout(folder_row)
        layout.addStretch(1)
        layout.addWidget(buttons)

    def open_folder(self) -> bool:
        self.data_folder.mkdir(parents=True, exist_ok=True)
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.data_folder)))


class ShortcutsDialog(QDialog):
    """Every command that has a key, with its keys, as the menus name them."""

    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = [
            (action.text().replace("&", "").rstrip("…"), _keys(action))
            for action in actions
            if action.shortcuts()
        ]
        # Keys the composer and the find bar handle themselves; a key a menu names too (Escape
        # is Stop) is said once, in the fuller words.
        for command, keys in (
            (self.tr("Send the message"), _portable(Qt.Key.Key_Enter)),
            (self.tr("Start a new line"), _portable(Qt.Modifier.SHIFT | Qt.Key.Key_Enter)),
            (self.tr("Stop the answer, or close Find"), _portable(Qt.Key.Key_Escape)),
        ):
            rows = [row for row in rows if row[1] != keys] + [(command, keys)]
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Keys")])
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, (command, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(command))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(close.text().replace("&", ""))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(480, 520)


def _keys(action: QAction) -> str:
    """The first binding only: a platform's aliases for the same command (Ctrl+Z, F14, Undo)
    are not keys a person presses, and one line per command reads at a glance."""
    return action.shortcuts()[0].toString(QKeySequence.SequenceFormat.PortableText)


def _portable(key: Qt.Key | QKeyCombination) -> str:
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)
