"""File → Back up everything… and Restore from backup…: a file dialog, then
``desktop_app.exchange.backup`` does the work off the GUI thread (the settings are read and
merged on it, where the window's settings live) and the status bar says what happened."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog

from desktop_app.config.settings import SettingsError
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.net.redaction import Redactor
from desktop_app.ui.window.exchange.exchange_problems import exchange_problem

if TYPE_CHECKING:
    from desktop_app.ui.services import Services

OpenDialog = Callable[[str, QFileDialog.AcceptMode], QFileDialog]
_BACKUPS = "Arroyo backup (*.zip)"  # a file type: not translated


class BackupActions(QObject):
    """``open_dialog`` and ``say`` are Export's and Import's (one dialog open at a time, one
    status bar); ``restored`` is told the ids of the conversations a restore added."""

    def __init__(
        self,
        parent: QObject,
        services: Services,
        open_dialog: OpenDialog,
        say: Callable[[str], None],
        restored: Callable[[list[str]], None],
    ) -> None:
        super().__init__(parent)
        self._services = services
        self._open_dialog = open_dialog
        self._say = say
        self._restored = restored
        self.working: asyncio.Future[None] | None = None

    def back_up(self) -> None:
        dialog = self._open_dialog(self.tr("Back up everything"), QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters([_BACKUPS])
        dialog.setDefaultSuffix("zip")
        dialog.fileSelected.connect(lambda path: self._start(self._back_up(Path(path))))
        dialog.open()

    def restore(self) -> None:
        dialog = self._open_dialog(
            self.tr("Restore from backup"), QFileDialog.AcceptMode.AcceptOpen
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([_BACKUPS])
        dialog.fileSelected.connect(lambda path: self._start(self._restore(Path(path))))
        dialog.open()

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        if self.working is not None and not self.working.done():
            work.close()  # one at a time: this one is never started
            return
        self.working = asyncio.ensure_future(work)

    async def _back_up(self, path: Path) -> None:
        from desktop_app.exchange import backup  # once first used: not on the start-up path

        services = self._services
        if services.settings is None:
            return
        settings = backup.settings_of(services.settings)
        redact = Redactor(services.keys_in_use())
        try:
            await asyncio.to_thread(
                backup.write_backup, services.conversations, settings, path, redact=redact
            )
        except ExchangeError as error:
            self._say(exchange_problem(error.problem, error.detail).sentence)
            return
        self._say(self.tr("Backed up to %1.").replace("%1", str(path)))

    async def _restore(self, path: Path) -> None:
        from desktop_app.exchange import backup  # once first used: not on the start-up path

        services = self._services
        if services.settings is None:
            return
        try:
            read = await asyncio.to_thread(backup.read_backup, path)
            report = await asyncio.to_thread(
                backup.restore_conversations, read, services.conversations
            )
            added = backup.restore_settings(read, services.settings)
        except ExchangeError as error:
            self._say(exchange_problem(error.problem, error.detail).sentence)
            return
        except SettingsError as error:
            problem = exchange_problem(ExchangeProblem.UNREADABLE, str(error.path))
            self._say(problem.sentence)
            return
        said = self.tr("Restored %n conversations.", "", len(report.added))
        if report.already_here:
            said += " " + self.tr("%n were already here.", "", report.already_here)
        if added:
            said += " " + self.tr("Enter the keys of %n providers in Settings.", "", added)
        self._say(said)
        self._restored(list(report.added))
