"""Bringing servers in from the configuration people already have (Claude Desktop, Cursor,
Claude Code, VS Code, Windsurf), pasted or picked, and writing them out for another client."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.mcp.config import Imported, NotAServerList, import_servers
from desktop_app.ui.settings.page import fill, plain
from desktop_app.ui.widgets.spoken import named_as_shown

ChooseFile = Callable[[QWidget], Path | None]


class ImportDialog(QDialog):
    def __init__(self, choose_file: ChooseFile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choose_file = choose_file
        self.imported: list[Imported] = []
        self.caption = plain(QLabel(self))
        self.text_edit = QPlainTextEdit(self)
        self.text_edit.setTabChangesFocus(True)
        self.pick_button = QPushButton(self)
        self.pick_button.setAutoDefault(False)
        self.pick_button.clicked.connect(self._pick)
        self.problem = QLabel(self)  # not selectable: it takes no focus, and is read when shown
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.import_button = QPushButton(self)
        box.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        box.accepted.connect(self._import)
        box.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.pick_button)
        row.addStretch(1)
        row.addWidget(box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.text_edit, 1)
        layout.addWidget(self.problem)
        layout.addLayout(row)
        self.resize(560, 380)
        self.setWindowTitle(self.tr("Import MCP servers"))
        self.caption.setText(
            self.tr(
                "Paste the mcpServers (or servers) block of Claude Desktop, Cursor, Claude Code, "
                "VS Code or Windsurf, or choose its file. Values go to the system keyring."
            )
        )
        self.text_edit.setAccessibleName(self.tr("Servers to import"))
        self.pick_button.setText(self.tr("C&hoose file…"))
        self.import_button.setText(self.tr("&Import"))
        named_as_shown(self.caption, *self.findChildren(QPushButton))

    def _pick(self) -> None:
        path = self.choose_file(self)
        if path is None:
            return
        try:
            self.text_edit.setPlainText(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            self._say(fill(self.tr("%1 could not be read: %2"), path, exc))

    def _import(self) -> None:
        try:
            found = import_servers(json.loads(self.text_edit.toPlainText()))
        except (ValueError, NotAServerList):
            self._say(self.tr("This is not an mcpServers or servers JSON object."))
            return
        if not found:
            self._say(self.tr("No server was found in it."))
            return
        self.imported = found
        self.accept()

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        named_as_shown(self.problem)
        self.problem.show()


class ExportQuestion(QDialog):
    """Placeholders by default; the values only if the person ticks the box after the warning."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export MCP servers"))
        self.caption = plain(
            QLabel(
                self.tr(
                    "Variable and header values are written as placeholders such as ${API_TOKEN}."
                ),
                self,
            )
        )
        self.include_check = QCheckBox(
            self.tr("Include the values: the file will hold your tokens in plain text"), self
        )
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.save_button = box.button(QDialogButtonBox.StandardButton.Save)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        named_as_shown(self.caption, self.include_check, *self.findChildren(QPushButton))
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.include_check)
        layout.addWidget(box)
