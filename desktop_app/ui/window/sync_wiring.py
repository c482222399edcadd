"""The window's part in sync: its own syncs run while it is open (``SyncRunner.begin``), and a
sync that could not run says so quietly in the status line, as does the first one that works
again. Nothing pops up: the storage being away for a while is ordinary.

The sync itself (its engine, storages and cryptography) is loaded only when it is set up or
first used (``WindowSync``): a window without sync never pays for it at start."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMainWindow

from desktop_app.config.settings import ProviderSettings
from desktop_app.store.database import Database
from desktop_app.sync.config_file import is_set_up
from desktop_app.sync.errors import SyncError
from desktop_app.sync.schedule import SETTLE_SECONDS
from desktop_app.ui.settings.page import fill
from desktop_app.ui.settings.sync.texts import describe

if TYPE_CHECKING:  # loaded once sync is set up or first used: not on the start-up path
    from desktop_app.ui.settings.sync.runner import SyncRunner

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


class WindowSync(QObject):
    """The profile's sync runner, built when first needed: at start if sync is set up, when
    the settings window opens (``runner``), or once sync gets set up while the window is open
    (from the terminal, say: looked for as often as the runner looks for changes). Built after
    the window has begun (``begin``), it begins at once, as it would have at start."""

    def __init__(
        self,
        folder: Path,
        database: Database,
        settings: ProviderSettings,
        *,
        look_every: float = SETTLE_SECONDS,
    ) -> None:
        super().__init__()
        self._folder = folder
        self._database = database
        self._settings = settings
        self._runner: SyncRunner | None = None
        self._window: QMainWindow | None = None
        self.line: SyncStatusLine | None = None
        self.watch = QTimer(self)  # until the runner is built: whether sync got set up
        self.watch.setInterval(int(look_every * 1000))
        self.watch.timeout.connect(self._look)

    @property
    def loaded(self) -> bool:
        return self._runner is not None

    @property
    def runner(self) -> SyncRunner:
        return self._runner if self._runner is not None else self._load()

    def _load(self) -> SyncRunner:
        """Builds the runner, and begins it if the window has begun."""
        from desktop_app.ui.settings.sync.runner import SyncRunner

        self._runner = SyncRunner.for_profile(self._folder, self._database, self._settings)
        if self._window is not None:
            self._start(self._window, self._runner)
        return self._runner

    def begin(self, window: QMainWindow) -> None:
        """The window is painted: its syncs begin if sync is set up; otherwise, once it is."""
        self._window = window
        if self._runner is not None:
            self._start(window, self._runner)
        elif is_set_up(self._folder):
            self._load()
        else:
            self.watch.start()

    def _start(self, window: QMainWindow, runner: SyncRunner) -> None:
        self.watch.stop()
        self.line = start_sync(window, runner)

    def _look(self) -> None:
        if self._runner is None and is_set_up(self._folder):
            self._load()

    def close(self) -> None:
        self.watch.stop()
        if self._runner is not None:
            self._runner.close()
