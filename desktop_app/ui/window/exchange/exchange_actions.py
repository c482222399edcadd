"""Export… and Import… in the window: a file dialog, then ``desktop_app.exchange`` does the work
and the status bar says what happened.

The dialogs are opened, not run: the event loop goes on while one is up (a turn streaming in
another conversation keeps painting), and a test answers them as a person would. An import
runs off the GUI thread."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMainWindow

from desktop_app.exchange.problems import ExchangeError
from desktop_app.net.redaction import Redactor
from desktop_app.ui.services import Services
from desktop_app.ui.window.exchange.backup_actions import BackupActions
from desktop_app.ui.window.exchange.exchange_problems import exchange_problem

MESSAGE_MS = 10_000
_MARKDOWN, _JSON = "Markdown (*.md)", "JSON (*.json)"  # file types: not translated


class ExchangeActions(QObject):
    imported = Signal(list)  # the ids of the conversations added

    def __init__(
        self, window: QMainWindow, services: Services, current: Callable[[], str | None]
    ) -> None:
        super().__init__(window)
        self._window = window
        self._services = services
        self._current = current
        self.dialog: QFileDialog | None = None  # the one open, for tests to answer
        self.importing: asyncio.Future[None] | None = None
        self.backup = BackupActions(self, services, self.open_dialog, self.say, self.imported.emit)

    def export_current(self) -> None:
        conversation_id = self._current()
        if conversation_id is None:
            return
        dialog = self.open_dialog(self.tr("Export conversation"), QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters([_MARKDOWN, _JSON])
        dialog.setDefaultSuffix("md")
        dialog.filterSelected.connect(
            lambda chosen: dialog.setDefaultSuffix("json" if chosen == _JSON else "md")
        )
        dialog.fileSelected.connect(lambda path: self._export(conversation_id, Path(path)))
        dialog.open()

    def import_file(self) -> None:
        dialog = self.open_dialog(
            self.tr("Import conversations"), QFileDialog.AcceptMode.AcceptOpen
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([self.tr("Arroyo or ChatGPT exports (*.json *.zip)")])
        dialog.fileSelected.connect(lambda path: self._import(Path(path)))
        dialog.open()

    def open_dialog(self, title: str, mode: QFileDialog.AcceptMode) -> QFileDialog:
        if self.dialog is not None:
            self.dialog.deleteLater()
        dialog = QFileDialog(self._window, title)
        dialog.setAcceptMode(mode)
        dialog.finished.connect(self._closed)
        self.dialog = dialog
        return dialog

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None

    def _export(self, conversation_id: str, path: Path) -> None:
        from desktop_app.exchange.transfer import ExportFormat, export  # once first used

        chosen = ExportFormat.JSON if path.suffix.lower() == ".json" else ExportFormat.MARKDOWN
        redact = Redactor(self._services.keys_in_use())
        try:
            export(self._services.conversations, path, chosen, [conversation_id], redact=redact)
        except ExchangeError as error:
            self.say(exchange_problem(error.problem, error.detail).sentence)
            return
        self.say(self.tr("Exported to %1.").replace("%1", str(path)))

    def _import(self, path: Path) -> None:
        """Read and stored off the GUI thread: a whole ChatGPT history takes seconds."""
        if self.importing is not None and not self.importing.done():
            return
        self.importing = asyncio.ensure_future(self._import_in_background(path))

    async def _import_in_background(self, path: Path) -> None:
        from desktop_app.exchange.transfer import import_file  # once first used

        try:
            report = await asyncio.to_thread(import_file, self._services.conversations, path)
        except ExchangeError as error:
            self.say(exchange_problem(error.problem, error.detail).sentence)
            return
        added = self.tr("Imported %n conversations.", "", len(report.added))
        if report.already_here:
            added += " " + self.tr("%n were already here.", "", report.already_here)
        self.say(added)
        self.imported.emit(list(report.added))

    def say(self, text: str) -> None:
        self._window.statusBar().showMessage(text, MESSAGE_MS)
