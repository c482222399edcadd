"""The window's syncs: each runs on a thread of its own with its own event loop, one at a time,
so a large first upload or a storage that does not answer never freezes the window; what they
say comes back as signals. While the window is open it also syncs by itself (``Schedule``):
at start, every few minutes, and once a change has settled; a failure is retried later."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from collections.abc import Callable, Coroutine
from enum import Enum
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app.config.settings import ProviderSettings
from desktop_app.store.database import Database
from desktop_app.sync.engine import Phase, SyncReport
from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.sync.schedule import SETTLE_SECONDS, Schedule
from desktop_app.sync.service import SyncService
from desktop_app.sync.settings_sync import FileSettings, conflict_label

log = logging.getLogger(__name__)
T = TypeVar("T")


class RunState(Enum):
    IDLE = "idle"
    SYNCING = "syncing"
    FAILED = "failed"  # the last sync could not run: retried with a growing wait


class WindowSettings(QObject):
    """The settings file as a sync on its own thread sees it: values are read there, what
    arrives is written on the window's thread (``received``), where the file has its owner."""

    received = Signal(dict)

    def __init__(self, settings: ProviderSettings) -> None:
        super().__init__()
        self.file = FileSettings(settings)
        self.received.connect(self._write)  # a method of this object: queued to its thread

    def _write(self, values: dict[str, Any]) -> None:
        self.file.apply(values)

    def values(self) -> dict[str, Any]:
        return self.file.values()

    def apply(self, values: dict[str, Any]) -> None:
        self.received.emit(values)


class SyncRunner(QObject):
    state_changed = Signal()
    step = Signal(str, int, int)  # Phase value, done, total (emitted from the sync's thread)
    finished = Signal(object)  # SyncReport
    failed = Signal(object)  # SyncError (another exception: its type's name, as a SyncError)

    def __init__(
        self,
        service: SyncService,
        *,
        clock: Callable[[], float] = time.monotonic,
        look_every: float = SETTLE_SECONDS,
        settings: WindowSettings | None = None,
    ) -> None:
        super().__init__()
        self.service = service
        self.schedule = Schedule()
        self.state = RunState.IDLE
        self.problem: SyncError | None = None
        self.last_report: SyncReport | None = None
        # Kept for this session only, never written: where no keyring holds the set's key,
        # the syncs of this session still run without asking.
        self.passphrase: str | None = None
        self._clock = clock
        self._settings = settings  # kept: its signal carries received settings to the file
        self._pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="arroyo-sync")
        self._tasks: set[asyncio.Task[Any]] = set()
        self.timer = QTimer(self)
        self.timer.setInterval(int(look_every * 1000))
        self.timer.timeout.connect(lambda: self.start(self.look()))

    @classmethod
    def for_profile(
        cls, folder: Path, database: Database, settings: ProviderSettings
    ) -> SyncRunner:
        bridge = WindowSettings(settings)
        return cls(SyncService(folder, database, bridge), settings=bridge)

    def start(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def off_thread(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` on the sync's thread (disk, key derivation)."""
        return await asyncio.wrap_future(self._pool.submit(fn, *args))

    async def in_thread(self, make: Callable[[], Coroutine[Any, Any, T]]) -> T:
        """The coroutine ``make()`` gives, run to its end in an event loop of the sync's
        thread (the storage's network calls): the window's loop only awaits its outcome."""
        return await asyncio.wrap_future(self._pool.submit(lambda: asyncio.run(make())))

    def setting_label(self, name: str, say: Callable[[str], str]) -> str:
        """How a setting in conflict is named to the person: a prompt's or an assistant's
        field by the item's name (the prompt Review, its text), a setting by its own."""
        values = self._settings.values() if self._settings is not None else {}
        return conflict_label(name, values, say)

    def use_setting(self, name: str, value: object) -> None:
        """A value chosen for a setting in conflict, written to the settings file here."""
        if self._settings is not None:
            self._settings.file.apply({name: value})

    @property
    def busy(self) -> bool:
        return self.state is RunState.SYNCING

    async def sync_now(self) -> SyncReport | None:
        """One sync unless one is under way; its outcome in the signals and ``state``."""
        if self.busy:
            return None
        self.state = RunState.SYNCING
        self.state_changed.emit()

        def steps(phase: Phase, done: int, total: int) -> None:
            self.step.emit(phase.value, done, total)  # queued to the window's thread

        try:
            report = await self.in_thread(
                lambda: self.service.sync_now(lambda: self.passphrase, steps=steps)
            )
        except asyncio.CancelledError:  # the window closing: the sync's thread finishes it
            self.state = RunState.IDLE
            raise
        except SyncError as exc:
            self._failed(exc)
            return None
        except Exception as exc:  # a bug or an unforeseen refusal: said, and retried later
            log.error("sync failed: %s", type(exc).__name__)
            self._failed(SyncError(SyncProblem.STORAGE, "", type(exc).__name__))
            return None
        self.schedule.attempted(self._clock(), succeeded=True)
        self.state, self.problem, self.last_report = RunState.IDLE, None, report
        self.state_changed.emit()
        self.finished.emit(report)
        return report

    def _failed(self, problem: SyncError) -> None:
        self.schedule.attempted(self._clock(), succeeded=False)
        self.state, self.problem = RunState.FAILED, problem
        self.state_changed.emit()
        self.failed.emit(problem)

    async def look(self) -> None:
        """A look of the schedule: syncs when due (set up, not paused, nothing under way)."""
        if self.busy:
            return
        status = await self.off_thread(self.service.status)
        if not status.get("set_up") or status.get("paused"):
            return
        if self.schedule.due(self._clock(), int(str(status.get("waiting", 0)))):
            await self.sync_now()

    def begin(self) -> None:
        """The window is open: a look now, then one every little while."""
        self.timer.start()
        self.start(self.look())

    def close(self) -> None:
        self.timer.stop()
        for task in list(self._tasks):
            task.cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)

    async def wait_idle(self) -> None:
        """Until the work started so far is over (for tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
