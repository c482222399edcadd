"""The daily update check, when the person turned it on (Settings, General).

At most once a day, after the window is up: a newer release is shown in a small dialog with
its notes as plain text and a button that opens its page in the browser. A check that fails
says nothing here; the Settings say why, quietly, the next time they are opened."""

from __future__ import annotations

import asyncio
import contextlib
import html
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.config.settings import ProviderSettings
from desktop_app.ui.settings.updates import Check, OpenUrl, available
from desktop_app.upkeep import updates
from desktop_app.upkeep.updates import Release, UpdateCheckError


class UpdateNotice(QObject):
    def __init__(
        self,
        window: QWidget,
        settings: ProviderSettings,
        folder: Path,
        *,
        check: Check = updates.check_and_remember,
        open_url: OpenUrl = QDesktopServices.openUrl,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.folder = folder
        self._check = check
        self._open_url = open_url
        self.task: asyncio.Task[None] | None = None
        self.dialog: QMessageBox | None = None

    def start(self) -> None:
        app = self.settings.app
        if app.check_updates and updates.due(self.folder):
            self.task = asyncio.ensure_future(self._run(app.releases_url))

    async def _run(self, url: str) -> None:
        with contextlib.suppress(UpdateCheckError):
            release = await self._check(url, self.folder)
            if updates.is_newer(release.version):
                self._show(release)

    def _show(self, release: Release) -> None:
        dialog = QMessageBox(self.window)
        dialog.setTextFormat(Qt.TextFormat.PlainText)
        dialog.setWindowTitle(self.tr("A newer Arroyo"))
        dialog.setText(available(release))
        if release.notes.strip():
            dialog.setInformativeText(as_plain(release.notes.strip()))
        if release.page:
            button = dialog.addButton(
                self.tr("Open the release page"), QMessageBox.ButtonRole.AcceptRole
            )
            button.clicked.connect(lambda: self._open_url(QUrl(release.page)))
        dialog.addButton(QMessageBox.StandardButton.Close)
        self.dialog = dialog
        dialog.open()

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()


def as_plain(text: str) -> str:
    """A message box's informative text guesses rich text from the text itself: the release's
    words are escaped so that markup in them is shown, never rendered (no images, no links)."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"
