"""Starting the window: one instance per data folder, the start-up questions, the loop, and
a clean quit (commands still running ended, connections closed)."""

from __future__ import annotations

import asyncio
import gc
import logging
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app import APP_ID, icons
from desktop_app.agent.builtin import process_tree
from desktop_app.app import Application
from desktop_app.net import transports
from desktop_app.paths import data_dir, database_path
from desktop_app.store import worker
from desktop_app.store.startup import tidy
from desktop_app.ui.chat.answer import markdown
from desktop_app.ui.dialogs.startup_problems import open_database, open_settings_file
from desktop_app.ui.language import LanguageSwitcher
from desktop_app.ui.theme import AppStyle, ThemeManager
from desktop_app.ui.window import single_instance
from desktop_app.ui.window.first_paint import AfterFirstPaint
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.qt_loop import QtEventLoop
from desktop_app.ui.window.quick_ask import QuickAsk
from desktop_app.ui.window.upkeep.crash_notice import CrashNotice
from desktop_app.ui.window.upkeep.data_move_at_start import run_requested_move
from desktop_app.ui.window.upkeep.update_notice import UpdateNotice
from desktop_app.ui.window.window_state import ScreenFit, WindowMemory

log = logging.getLogger(__name__)
_REAP_INTERVAL_MS = 30_000


def app_icon() -> QIcon:
    icon = QIcon()
    for size in icons.SIZES:  # rendered sizes, so small ones stay crisp instead of scaled down
        icon.addFile(str(icons.png(size)), QSize(size, size))
    return icon


def identify(app: QApplication) -> None:
    """Name, icon and desktop id, so task bars and docks show Arroyo and match its launcher."""
    app.setApplicationName("Arroyo")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())


def run(argv: list[str] | None = None, *, quick: bool = False) -> int:
    """``quick``: the quick ask box opens too (``arroyo quick``), in the window already open
    for this data folder if there is one."""
    # Orphans of commands stay below Arroyo, to be ended and reaped (see process_tree).
    process_tree.become_subreaper()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv)
    identify(app)
    app.installEventFilter(ScreenFit(app))  # every window and dialog fits its screen
    language = LanguageSwitcher(app)
    language.apply(None)  # the system's language for the start-up questions, before settings
    theme = ThemeManager(app, style=AppStyle())
    theme.apply(None)  # the system's colours, likewise
    run_requested_move(data_dir())  # before anything opens the store (see store.relocation)
    folder = data_dir()
    try:
        first = single_instance.claim(folder)
    except OSError as exc:  # the data folder cannot be created or written
        _cannot_start(f"{folder}: {exc.strerror or exc}")
        return 1
    if first is None:
        return _hand_over_to_the_first_window(folder, quick)
    loop = QtEventLoop(app)
    asyncio.set_event_loop(loop)
    crashes = CrashNotice(folder, parent=app)
    crashes.install(loop)
    try:
        return _run_window(app, loop, language, theme, first, folder, quick)
    finally:
        crashes.uninstall()
        first.close()


def _hand_over_to_the_first_window(folder: Path, quick: bool = False) -> int:
    request = single_instance.QUICK if quick else single_instance.SHOW
    if single_instance.ask_first_to_show(folder, request=request):
        said = "its quick ask box opened" if quick else "its window was brought to the front"
        print(f"Arroyo is already open; {said}.", flush=True)
        return 0
    print(
        f"Arroyo is already open for {folder}, but its window did not answer.",
        file=sys.stderr,
        flush=True,
    )
    return 1


def _run_window(
    app: QApplication,
    loop: QtEventLoop,
    language: LanguageSwitcher,
    theme: ThemeManager,
    first: single_instance.FirstInstance,
    folder: Path,
    quick: bool = False,
) -> int:
    try:
        started = _start(language, theme, first, folder, quick)
    except Exception as exc:
        log.debug("start-up failed", exc_info=True)
        _cannot_start(f"{type(exc).__name__}: {exc}")
        return 1
    if started is None:
        return 1
    application, _window = started  # the application keeps the window
    QTimer.singleShot(100, warm_up)  # once the window has painted
    closed = asyncio.Event()
    app.lastWindowClosed.connect(closed.set)
    reaper = QTimer(interval=_REAP_INTERVAL_MS)  # orphans adopted from elsewhere (a browser...)
    reaper.timeout.connect(process_tree.reap_orphans)
    reaper.start()
    try:
        with loop:
            loop.run_until_complete(closed.wait())
            loop.run_until_complete(application.mcp.stop_all())  # and their children
            loop.run_until_complete(application.transports.aclose())
    finally:
        reaper.stop()
        process_tree.end_all()  # a command still running at quit, and all it started
        application.close()
        worker.flush()  # store calls still queued are written before the file closes
        application.database.close()
    return 0


def _cannot_start(detail: str) -> None:
    title = QApplication.translate("Application", "Arroyo cannot start")
    QMessageBox.critical(None, title, detail)


def _start(
    language: LanguageSwitcher,
    theme: ThemeManager,
    first: single_instance.FirstInstance,
    folder: Path,
    quick: bool = False,
) -> tuple[Application, MainWindow] | None:
    database = open_database(database_path())
    if database is None:
        return None
    settings = open_settings_file(folder / "settings.json")
    if settings is None:
        database.close()
        return None
    language.apply(settings.app.language)
    theme.apply(settings.app.theme)
    application = Application(database, settings, language, theme)
    window = MainWindow(application.services(), WindowMemory(folder / "window.ini"))
    application.window = window
    AfterFirstPaint(window, application.after_first_paint)
    first.show_requested.connect(lambda: _bring_to_front(window))
    asking = QuickAsk(window, settings, app_icon())  # kept by the window, its parent
    application.after_settings.append(asking.apply_settings)
    first.quick_requested.connect(asking.box.open_box)
    window.show()
    if quick:
        asking.box.open_box()
    UpdateNotice(window, settings, folder).start()  # kept by the window, its parent
    first.listen()
    if settings.found_keys:
        application.in_background(application.tell_found_keys())
    worker.submit(tidy, database, settings.app.receipt_limits, time.time())
    return application, window


def _bring_to_front(window: MainWindow) -> None:
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    # A question the window is waiting on (a tool's confirmation) stays above it, in front.
    modal = QApplication.activeModalWidget()
    if modal is not None:
        modal.raise_()
        modal.activateWindow()


def warm_up() -> None:
    """Loads what the first request and answer would otherwise load in the middle of them:
    Pygments' common lexers and httpx's connection modules (about 0.5 s together).

    Then what start-up made (modules, Qt wrappers, Pygments' tables: over 100,000 objects) is
    frozen out of Python's cyclic collections: each full collection walked all of it and stalled
    the window for 40 ms and more in the middle of a stream (130 ms on a busy machine), seen
    with ``gc.callbacks`` in ``benchmarks.window_load``. They live as long as the app anyway.
    The modules the network stack's thread loads are frozen when it is done."""
    markdown.warm_up()
    loading = transports.warm_up()
    gc.freeze()
    freezer = threading.Thread(target=_freeze_after, args=(loading,), name="start-up freeze")
    freezer.daemon = True
    freezer.start()


def _freeze_after(loading: threading.Thread) -> None:
    loading.join()
    gc.freeze()
