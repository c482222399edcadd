"""The window's part in sync: its own syncs run while it is open (``SyncRunner.begin``), and a
sync that could not run says so quietly in the status line, as does the first one that works
again. Nothing pops up: the storage being away for a while is ordinary."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from desktop_app.sync.errors import SyncError
from desktop_app.ui.settings.page import fill
from desktop_app.ui.settings.sync.runner import SyncRunner
from desktop_app.ui.settings.sync.texts import describe

SAID_FOR_MS = 15000


class SyncStatusLine(QObject):
    def __init__(self, window: QMainWindow, runner: SyncRunner) -> None:
        super().__init__(window)
        self.window = window
        self.failing = False
        runner.failed.connect(self._failed)
        runner.finished.connect(self._finished)

    def _failed(self, problem: SyncError) -> None:
        self.failing = True
        self.window.statusBar().showMessage(
            fill(self.tr("Sync: %1 Trying again later."), describe(problem)), SAID_FOR_MS
        )

    def _finished(self, _report: object) -> None:
        if self.failing:
            self.failing = False
            self.window.statusBar().showMessage(self.tr("Synced again."), SAID_FOR_MS)


def start_sync(window: QMainWindow, runner: SyncRunner) -> SyncStatusLine:
    """The window is painted: its syncs begin, their failures shown in its status line."""
    line = SyncStatusLine(window, runner)
    runner.begin()
    return line
