"""The Tools page's upper half: the workspace folder tools work in, and what they may do."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.settings import ProviderSettings
from desktop_app.ui.settings.page import BackgroundWork, Phrases, SettingsPage, buddy, plain


class WorkspacePage(SettingsPage):
    def __init__(
        self, settings: ProviderSettings, work: BackgroundWork, parent: QWidget | None = None
    ) -> None:
        super().__init__(settings, work, parent)
        self._phrases = Phrases()
        app = settings.app
        self.workspace_edit = QLineEdit(str(app.workspace) if app.workspace else "", self)
        self.workspace_edit.editingFinished.connect(self.commit)
        self.workspace_button = QPushButton(self)
        self.workspace_button.clicked.connect(self._choose_workspace)
        workspace_row = QHBoxLayout()
        workspace_row.addWidget(self.workspace_edit, 1)
        workspace_row.addWidget(self.workspace_button)
        self.workspace_status = plain(QLabel(self))

        self.commands_check = QCheckBox(self)
        self.commands_check.setChecked(app.allow_commands)
        self.commands_check.toggled.connect(
            lambda on: self.apply(lambda: self.settings.update_app(allow_commands=on))
        )

        self._workspace_caption = buddy(self, self.workspace_edit)
        form = QFormLayout()
        form.addRow(self._workspace_caption, workspace_row)
        form.addRow("", self.workspace_status)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.commands_check)
        self.retranslate()

    def retranslate(self) -> None:
        self.workspace_edit.setAccessibleName(self.tr("Workspace folder"))
        self.workspace_edit.setAccessibleDescription(
            self.tr("The only folder tools may read and write")
        )
        self.workspace_edit.setPlaceholderText(self.tr("The folder tools may read and write"))
        self.workspace_button.setText(self.tr("C&hoose…"))
        self.workspace_button.setAccessibleName(self.tr("Choose the workspace folder"))
        self.workspace_button.setAccessibleDescription(self.tr("Opens a folder chooser"))
        self.workspace_status.setAccessibleName(self.tr("Workspace folder status"))
        self.commands_check.setText(self.tr("Allow running &commands (always asks first)"))
        self.commands_check.setAccessibleName(self.tr("Allow running commands"))
        self.commands_check.setAccessibleDescription(
            self.tr("Lets tools run programs in the workspace; each command is put to you first")
        )
        self._workspace_caption.setText(self.tr("&Workspace folder:"))
        self._phrases.again()

    def _choose_workspace(self) -> None:
        start = self.workspace_edit.text().strip() or str(Path.home())
        folder = QFileDialog.getExistingDirectory(self, self.tr("Workspace folder"), start)
        if folder:
            self.workspace_edit.setText(folder)
            self.commit()

    def commit(self) -> None:
        text = self.workspace_edit.text().strip()
        folder = Path(text).expanduser() if text else None
        if folder is not None and not folder.is_dir():
            self._phrases.say(
                self.workspace_status.setText, lambda: self.tr("This folder does not exist.")
            )
            return
        self._phrases.clear(self.workspace_status.setText)
        if folder != self.settings.app.workspace:
            self.apply(lambda: self.settings.update_app(workspace=folder))
