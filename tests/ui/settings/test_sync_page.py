"""Settings, Sync on real profiles (each its own data folder and database) through a real
folder and a real WebDAV server: setting up shows the recovery code once, Sync now updates the
status, two profiles see each other's conversations, a wrong passphrase is refused by name, and
a storage that goes away is said quietly and synced again once it is back."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from desktop_app.config.prompts import Prompt
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.sync.errors import SyncProblem
from desktop_app.sync.service import SyncConfig, SyncService
from desktop_app.ui.settings.page import BackgroundWork
from desktop_app.ui.settings.sync import setup as sync_setup_module
from desktop_app.ui.settings.sync.recovery import RecoveryDialog
from desktop_app.ui.settings.sync.runner import RunState, SyncRunner
from desktop_app.ui.settings.sync.setup import StorageKind, SyncSetup
from desktop_app.ui.window.sync_wiring import SyncStatusLine
from tests.sync.servers import PASSWORD, USER, webdav_server
from tests.ui.settings.conftest import click

PASSPHRASE = "correct horse battery"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def profiles(tmp_path, memory_keyring):
    """Makes profiles: (store, runner) over a data folder of their own, closed at the end."""
    made: list[tuple[Database, SyncRunner]] = []

    def make(name: str, clock: Clock | None = None) -> tuple[ConversationStore, SyncRunner]:
        folder = tmp_path / name
        folder.mkdir()
        database = Database(folder / "arroyo.sqlite3")
        runner = SyncRunner(SyncService(folder, database), clock=clock or Clock())
        made.append((database, runner))
        return ConversationStore(database), runner

    yield make
    for database, runner in made:
        runner.close()
        database.close()


def settle(qloop, dialog, runner) -> None:
    async def idle() -> None:
        while dialog.work._tasks or runner._tasks:
            await dialog.wait_idle()
            await runner.wait_idle()

    qloop.run_until_complete(asyncio.wait_for(idle(), 30))


def off(qloop, runner, make):
    """A service call made the way the window makes them: on the sync's thread."""
    return qloop.run_until_complete(runner.in_thread(make))


def fill_setup(qtbot, page, location: str, *, join: bool = False, passphrase=PASSPHRASE):
    setup = page.setup
    kind = StorageKind.WEBDAV if location.startswith("http") else StorageKind.FOLDER
    setup.kind.setCurrentIndex(setup.kind.findData(kind))
    (setup.join_set if join else setup.new_set).setChecked(True)
    setup.location.setText(location)
    if kind is StorageKind.WEBDAV:
        setup.user.setText(USER)
        setup.secret.setText(PASSWORD)
    setup.passphrase.setText(passphrase)
    if not join:
        setup.repeat.setText(passphrase)
    click(qtbot, setup.set_up_button)


def test_set_up_shows_the_code_once_then_two_profiles_see_each_other(
    qtbot, qloop, open_dialog, profiles, tmp_path
):
    shared = tmp_path / "shared"
    first_store, first = profiles("first")
    second_store, second = profiles("second")
    dialog = open_dialog(sync=first)
    dialog.tabs.setCurrentWidget(dialog.sync)
    page = dialog.sync
    assert page.stack.currentWidget() is page.setup

    page.setup.passphrase.setText("short")
    page.setup.repeat.setText("short")
    page.setup.location.setText(str(shared))
    click(qtbot, page.setup.set_up_button)
    settle(qloop, dialog, first)
    assert "8 characters" in page.setup.problem.text()
    assert not (tmp_path / "first" / "sync.json").exists()

    fill_setup(qtbot, page, str(shared))
    settle(qloop, dialog, first)
    shown = page.recovery_shown
    assert isinstance(shown, RecoveryDialog) and shown.isVisible()
    code = shown.code.text()
    assert len(code) > 20 and PASSPHRASE not in code
    assert not shown.close_button.isEnabled()  # not before the person says it is saved
    shown.reject()  # Escape: still open
    assert shown.isVisible()
    shown.saved.setChecked(True)
    click(qtbot, shown.close_button)
    assert not shown.isVisible()
    assert page.stack.currentWidget() is page.status_view
    assert page.setup.passphrase.text() == ""
    assert PASSPHRASE not in (tmp_path / "first" / "sync.json").read_text(encoding="utf-8")

    conversation = first_store.create("Trip")
    first_store.add_message(conversation, "user", "Which train?")
    click(qtbot, page.sync_button)
    settle(qloop, dialog, first)
    assert first.state is RunState.IDLE
    assert "changes sent" in page.status.text() and "Last sync" in page.status.text()
    assert page.progress.maximum() >= 2 and page.progress.value() == page.progress.maximum()
    assert not page.progress.isVisible()  # shown only while a sync runs
    assert page.table.rowCount() == 1 and "this device" in page.table.item(0, 0).text()

    # the second profile joins the set with the passphrase: no code shown, the chat arrives
    other = open_dialog(sync=second)
    other.tabs.setCurrentWidget(other.sync)
    fill_setup(qtbot, other.sync, str(shared), join=True)
    settle(qloop, other, second)
    assert other.sync.recovery_shown is None
    assert [c.title for c in second_store.list()] == ["Trip"]
    second_store.add_message(conversation, "assistant", "The 9:12.")
    click(qtbot, other.sync.sync_button)
    settle(qloop, other, second)
    click(qtbot, page.sync_button)
    settle(qloop, dialog, first)
    assert [m.content for m in first_store.messages(conversation)] == ["Which train?", "The 9:12."]
    assert page.table.rowCount() == 2

    # the code again, only to whom proves the passphrase
    page.code_passphrase.setText("not the passphrase")
    click(qtbot, page.code_button)
    settle(qloop, dialog, first)
    assert page.code_problem.text().startswith("Wrong passphrase")
    assert page.recovery_shown is shown
    page.code_passphrase.setText(PASSPHRASE)
    click(qtbot, page.code_button)
    settle(qloop, dialog, first)
    again = page.recovery_shown
    assert again is not shown and again.code.text() == code
    again.saved.setChecked(True)
    click(qtbot, again.close_button)

    # a device removed is forgotten here: the table no longer lists it
    row = next(i for i, d in enumerate(page.devices) if not d.this_device)
    page.table.selectRow(row)
    click(qtbot, page.remove_button)
    settle(qloop, dialog, first)
    assert page.table.rowCount() == 1


def test_a_wrong_passphrase_is_refused_by_name_when_joining_over_webdav(
    qtbot, qloop, open_dialog, profiles, tmp_path, memory_keyring
):
    first_store, first = profiles("first")
    _second_store, second = profiles("second")
    with webdav_server(tmp_path / "dav") as url:
        config = SyncConfig("webdav", url, user=USER)
        off(qloop, first, lambda: first.service.setup(config, PASSPHRASE, PASSWORD))
        first_store.create("Shared")
        off(qloop, first, first.service.sync_now)
        dialog = open_dialog(sync=second)
        dialog.tabs.setCurrentWidget(dialog.sync)
        page = dialog.sync
        fill_setup(qtbot, page, url, join=True, passphrase="not the passphrase")
        settle(qloop, dialog, second)
        assert page.setup.problem.isVisible()
        assert page.setup.problem.text().startswith("Wrong passphrase")
        assert page.stack.currentWidget() is page.setup
        assert not (tmp_path / "second" / "sync.json").exists()

        fill_setup(qtbot, page, url, join=True)
        settle(qloop, dialog, second)
        assert page.stack.currentWidget() is page.status_view
        assert "Last sync" in page.status.text()
        assert "Shared" in [c.title for c in _second_store.list()]
        stored = (tmp_path / "second" / "sync.json").read_text(encoding="utf-8")
        assert PASSWORD not in stored and PASSPHRASE not in stored  # in the keyring only
        assert PASSWORD in memory_keyring.entries.values()


def test_a_storage_away_is_said_quietly_and_synced_once_it_is_back(
    qtbot, qloop, open_dialog, profiles, tmp_path
):
    clock = Clock()
    store, runner = profiles("first", clock)
    other_store, other = profiles("second")
    window = QMainWindow()
    line = SyncStatusLine(window, runner)
    with webdav_server(tmp_path / "dav") as url:
        port = int(url.rsplit(":", 1)[1].split("/")[0])
        for profile in (runner, other):
            config = SyncConfig("webdav", url, user=USER)
            off(
                qloop, profile, lambda p=profile, c=config: p.service.setup(c, PASSPHRASE, PASSWORD)
            )
    # the server is gone: work goes on offline
    conversation = store.create("Written offline")
    dialog = open_dialog(sync=runner)
    dialog.tabs.setCurrentWidget(dialog.sync)
    page = dialog.sync
    qloop.run_until_complete(runner.look())  # at start
    settle(qloop, dialog, runner)
    assert runner.state is RunState.FAILED and runner.problem.kind is SyncProblem.STORAGE
    assert page.status.text().startswith("Could not sync: The storage cannot be reached.")
    assert "Trying again later" in window.statusBar().currentMessage()
    assert line.failing

    clock.now = 10  # too soon after a failure: no attempt
    qloop.run_until_complete(runner.look())
    assert runner.schedule.failures == 1

    with webdav_server(tmp_path / "dav", port=port):
        clock.now = 31
        qloop.run_until_complete(runner.look())
        settle(qloop, dialog, runner)
        assert runner.state is RunState.IDLE and runner.schedule.failures == 0
        assert window.statusBar().currentMessage() == "Synced again."
        assert "Last sync" in page.status.text()
        off(qloop, other, other.service.sync_now)
    assert [c.id for c in other_store.list()] == [conversation]
    window.deleteLater()


def test_without_the_key_in_a_keyring_the_passphrase_syncs_this_session(
    qtbot, qloop, open_dialog, profiles, tmp_path, memory_keyring
):
    store, runner = profiles("first")
    config = SyncConfig("folder", str(tmp_path / "shared"))
    off(qloop, runner, lambda: runner.service.setup(config, PASSPHRASE))
    memory_keyring.entries = {k: v for k, v in memory_keyring.entries.items() if k[1] != "sync-key"}
    store.create("Kept here")
    dialog = open_dialog(sync=runner)
    dialog.tabs.setCurrentWidget(dialog.sync)
    page = dialog.sync
    click(qtbot, page.sync_button)
    settle(qloop, dialog, runner)
    assert runner.problem.kind is SyncProblem.NO_PASSPHRASE
    assert "enter the passphrase below" in page.status.text()

    page.code_passphrase.setText("not it at all")
    click(qtbot, page.unlock_button)
    settle(qloop, dialog, runner)
    assert runner.problem.kind is SyncProblem.WRONG_PASSPHRASE  # said, and asked again
    page.code_passphrase.setText(PASSPHRASE)
    click(qtbot, page.unlock_button)
    settle(qloop, dialog, runner)
    assert runner.state is RunState.IDLE and not page.unlock_button.isVisible()
    assert "Last sync" in page.status.text()
    assert all(PASSPHRASE not in v for v in memory_keyring.entries.values())


def test_a_setting_changed_on_two_devices_offers_both_values_and_the_choice_travels(
    qtbot, qloop, open_dialog, tmp_path, memory_keyring
):
    from desktop_app.config.settings import ProviderSettings
    from desktop_app.ui.settings.sync.runner import WindowSettings

    made = []
    for name in ("first", "second"):
        folder = tmp_path / name
        folder.mkdir()
        database = Database(folder / "arroyo.sqlite3")
        settings = ProviderSettings(folder / "settings.json")
        bridge = WindowSettings(settings)
        runner = SyncRunner(SyncService(folder, database, bridge), settings=bridge)
        made.append((database, settings, runner))
    try:
        (_, first_settings, first), (_, second_settings, second) = made
        for runner in (first, second):
            config = SyncConfig("folder", str(tmp_path / "shared"))
            off(qloop, runner, lambda r=runner, c=config: r.service.setup(c, PASSPHRASE))
            qloop.run_until_complete(runner.sync_now())
        first_settings.update_app(theme="dark")
        second_settings.update_app(theme="light")
        for runner in (first, second, first):
            qloop.run_until_complete(runner.sync_now())
        qtbot.waitUntil(lambda: first_settings.app.theme == second_settings.app.theme)

        dialog = open_dialog(sync=first, settings=first_settings)
        dialog.tabs.setCurrentWidget(dialog.sync)
        page = dialog.sync
        settle(qloop, dialog, first)
        assert page.conflicts.isVisible()
        assert sorted(page.conflicts.found["theme"]) == ["dark", "light"]
        keep_dark = next(b for b in page.conflicts.choices if "dark" in b.text())
        click(qtbot, keep_dark)
        settle(qloop, dialog, first)
        qloop.run_until_complete(second.sync_now())
        qtbot.waitUntil(lambda: second_settings.app.theme == "dark")
        assert first_settings.app.theme == "dark"
        assert off(qloop, second, lambda: _async(second.service.setting_conflicts)) == {}
        settle(qloop, dialog, first)
        qloop.run_until_complete(first.sync_now())
        settle(qloop, dialog, first)
        assert not page.conflicts.isVisible()

        # one prompt's text edited on both: named by the prompt, and settled the same way
        prompt = Prompt(name="Review", text="Review this")
        first_settings.update_app(prompts=(prompt,))
        for runner in (first, second):
            qloop.run_until_complete(runner.sync_now())
        qtbot.waitUntil(lambda: len(second_settings.app.prompts) == 1)
        for settings, text in ((first_settings, "code"), (second_settings, "text")):
            edited = dataclasses.replace(settings.app.prompts[0], text=f"Review this {text}")
            settings.update_app(prompts=(edited,))
        for runner in (first, second, first):
            qloop.run_until_complete(runner.sync_now())
        qtbot.waitUntil(lambda: first_settings.app.prompts == second_settings.app.prompts)
        qloop.run_until_complete(page.conflicts.refresh())
        assert page.conflicts.isVisible()
        labels = [label.text() for label in page.conflicts.findChildren(QLabel)]
        assert "“Review” › Text was changed on two devices:" in labels
        keep = next(b for b in page.conflicts.choices if "Review this text" in b.text())
        click(qtbot, keep)
        settle(qloop, dialog, first)
        qloop.run_until_complete(second.sync_now())
        qtbot.waitUntil(lambda: second_settings.app.prompts[0].text == "Review this text")
        assert first_settings.app.prompts[0].text == "Review this text"
    finally:
        for database, _settings, runner in made:
            runner.close()
            database.close()


async def _async(fn):
    return fn()


def test_a_folder_storage_is_chosen_with_a_button(qtbot, profiles, monkeypatch, tmp_path):
    _store, runner = profiles("one")
    asked: list[str] = []

    def choose(parent, title, start):
        asked.append(start)
        return str(tmp_path / "Sync")

    monkeypatch.setattr(sync_setup_module.QFileDialog, "getExistingDirectory", choose)
    setup = SyncSetup(runner, BackgroundWork())
    qtbot.addWidget(setup)
    setup.show()
    setup.kind.setCurrentIndex(setup.kind.findData(StorageKind.FOLDER))
    assert setup.browse.isVisible()
    qtbot.mouseClick(setup.browse, Qt.MouseButton.LeftButton)
    assert setup.location.text() == str(tmp_path / "Sync") and asked == [str(Path.home())]
    setup.kind.setCurrentIndex(setup.kind.findData(StorageKind.WEBDAV))
    assert not setup.browse.isVisible()  # an address is typed


def test_every_kind_of_sync_problem_has_its_sentence(qapp):
    from desktop_app.sync.errors import SyncError
    from desktop_app.ui.settings.sync.texts import describe

    sentences = {describe(SyncError(kind)) for kind in SyncProblem}
    assert len(sentences) == len(SyncProblem) and all(sentences)
