"""Unhandled exceptions saved as local reports (``upkeep.crashes``), and a small dialog that
says so with "Open folder". Nothing is sent anywhere.

The hooks may run on any thread; the report is written there and the dialog is shown on the
GUI thread through a queued signal."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QObject, QUrl, Signal, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.upkeep.crashes import FOLDER, CrashReporter

OpenUrl = Callable[[QUrl], object]


class CrashNotice(QObject):
    reported = Signal(str)

    def __init__(
        self,
        data_folder: Path,
        *,
        open_url: OpenUrl = QDesktopServices.openUrl,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = data_folder / FOLDER
        self._open_url = open_url
        self.dialog: QMessageBox | None = None
        self.reporter = CrashReporter(
            self.folder,
            versions={"qt": qVersion(), "pyside6": pyside_version},
            on_report=lambda path: self.reported.emit(str(path)),
        )
        self.reported.connect(self._show)

    def install(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        self.reporter.install()
        if loop is not None:
            loop.set_exception_handler(self.reporter.loop_handler)

    def uninstall(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        self.reporter.uninstall()
        if loop is not None:
            loop.set_exception_handler(None)

    def _show(self, _path: str) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            return  # one dialog for a burst of failures; every report is saved all the same
        parent = self.parent()
        dialog = QMessageBox(parent if isinstance(parent, QWidget) else None)
        dialog.setIcon(QMessageBox.Icon.Warning)
        dialog.setWindowTitle(self.tr("Arroyo hit a problem"))
        dialog.setText(self.tr("Arroyo hit a problem; a report was saved."))
        dialog.setInformativeText(
            self.tr("The report stays on this computer. It holds no messages, keys or files.")
        )
        self.open_button = dialog.addButton(
            self.tr("Open folder"), QMessageBox.ButtonRole.ActionRole
        )
        dialog.addButton(QMessageBox.StandardButton.Close)
        self.open_button.clicked.connect(
            lambda: self._open_url(QUrl.fromLocalFile(str(self.folder)))
        )
        self.dialog = dialog
        dialog.open()
