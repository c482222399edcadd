"""The window's sync is loaded only once sync is set up or first used: a profile without sync
never builds its runner; one set up syncs from the start; one set up while the window is open
(from the terminal) or whose settings window opens gets its runner then, begun at once."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMainWindow

from desktop_app.config.settings import ProviderSettings
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.sync.config_file import CONFIG_FILE, is_set_up
from desktop_app.sync.service import SyncConfig, SyncService
from desktop_app.ui.window.sync_wiring import WindowSync
from tests.ui.window_harness import wait_until

PASSPHRASE = "correct horse battery"


@pytest.fixture
def profile(tmp_path, qtbot, qloop, memory_keyring):
    """A data folder with its database and settings, a window, and the window's sync."""
    folder = tmp_path / "profile"
    folder.mkdir()
    database = Database(folder / "arroyo.sqlite3")
    settings = ProviderSettings(folder / "settings.json")
    window = QMainWindow()
    qtbot.addWidget(window)
    sync = WindowSync(folder, database, settings)
    yield folder, database, window, sync
    if sync.loaded:  # its look at start over
        qloop.run_until_complete(sync.runner.wait_idle())
    sync.close()
    database.close()


def set_up(qloop, folder, database, shared) -> None:
    """Sync set up for the profile as the terminal does it (``arroyo sync setup``)."""
    service = SyncService(folder, database)
    qloop.run_until_complete(service.setup(SyncConfig("folder", str(shared)), PASSPHRASE))


def test_without_sync_set_up_the_window_never_builds_its_runner(profile):
    folder, _database, window, sync = profile
    assert not is_set_up(folder)
    sync.begin(window)
    sync._look()  # a later look: still nothing set up
    assert not sync.loaded and sync.line is None
    assert sync.watch.isActive()  # looking, with a file's existence, for sync being set up


def test_set_up_before_the_window_opens_it_syncs_from_the_start(profile, qloop, tmp_path):
    folder, database, window, sync = profile
    set_up(qloop, folder, database, tmp_path / "shared")
    assert is_set_up(folder) and (folder / CONFIG_FILE).is_file()
    ConversationStore(database).create("Sent at the first sync")
    sync.begin(window)
    assert sync.loaded and sync.line is not None
    assert sync.runner.timer.isActive() and not sync.watch.isActive()
    qloop.run_until_complete(wait_until(lambda: sync.runner.last_report is not None))
    assert sync.runner.last_report.sent > 0


def test_set_up_while_the_window_is_open_its_next_look_loads_and_begins_the_sync(
    profile, qloop, tmp_path
):
    folder, database, window, sync = profile
    sync.begin(window)
    assert not sync.loaded
    set_up(qloop, folder, database, tmp_path / "shared")
    sync.watch.timeout.emit()
    assert sync.loaded and sync.line is not None and not sync.watch.isActive()
    qloop.run_until_complete(wait_until(lambda: sync.runner.last_report is not None))


def test_first_used_from_the_settings_the_runner_is_built_and_begun(profile):
    _folder, _database, window, sync = profile
    sync.begin(window)
    runner = sync.runner  # what the settings window is given
    assert sync.loaded and sync.runner is runner
    assert runner.timer.isActive() and sync.line is not None and not sync.watch.isActive()


def test_built_before_the_window_has_begun_it_begins_with_the_window(profile):
    _folder, _database, window, sync = profile
    runner = sync.runner
    assert not runner.timer.isActive() and sync.line is None
    sync.begin(window)
    assert runner.timer.isActive() and sync.line is not None
