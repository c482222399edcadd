"""File → Back up everything… and Restore from backup… as a person uses them: the menu
command, the file dialog, the status bar, the restored conversation in the sidebar, the
restored provider in the window's settings."""

from __future__ import annotations

import zipfile

from desktop_app.config.settings import ProviderSettings
from desktop_app.exchange.backup import settings_of, write_backup
from desktop_app.net.redaction import Redactor
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.startup import open_store
from desktop_app.ui.window.main_window import MainWindow
from tests.exchange.samples import KEY, stored_conversation
from tests.ui.sidebar_driver import SidebarDriver
from tests.ui.window.test_exchange_window import answer_dialog
from tests.ui.window_harness import wait_until


def test_a_backup_from_the_menu_holds_everything_but_the_key(qtbot, qloop, harness, tmp_path):
    ConversationStore(harness.database).create("Una conversación")
    services = harness.services()
    services.keys_in_use = lambda: [KEY]
    services.settings = ProviderSettings(tmp_path / "settings.json")
    services.settings.add_preset("openai", label="Mi OpenAI")
    stored_conversation(ConversationStore(harness.database))
    window = MainWindow(services)
    qtbot.addWidget(window)
    window.show()
    out = tmp_path / "all.zip"
    window.commands["backup"].trigger()
    answer_dialog(qtbot, window, out)
    qloop.run_until_complete(
        wait_until(lambda: window.statusBar().currentMessage() == f"Backed up to {out}.")
    )
    with zipfile.ZipFile(out) as archive:
        everything = b"".join(archive.read(name) for name in archive.namelist())
    assert b"Mi OpenAI" in everything and b"Una conversaci" in everything
    assert KEY.encode() not in everything


def test_restore_from_the_menu_adds_the_conversations_and_providers(
    qtbot, qloop, harness, tmp_path
):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    other = ProviderSettings(elsewhere / "settings.json")
    other.add_preset("anthropic", label="Trabajo")
    with open_store(elsewhere / "arroyo.sqlite3") as database:
        store = ConversationStore(database)
        store.create("Desde la copia")
        out = tmp_path / "copy.zip"
        write_backup(store, settings_of(other), out, redact=Redactor([]))
    services = harness.services()
    services.settings = ProviderSettings(tmp_path / "settings.json")
    window = MainWindow(services)
    qtbot.addWidget(window)
    window.show()

    window.commands["restore"].trigger()
    answer_dialog(qtbot, window, out)
    # The window's English plural forms come from its catalog, which a test does not load.
    qloop.run_until_complete(wait_until(lambda: "Restored" in window.statusBar().currentMessage()))
    said = window.statusBar().currentMessage()
    assert said.startswith("Restored 1 conversation") and "1 provider" in said
    assert "Desde la copia" in SidebarDriver(window).titles()
    assert [entry.label for entry in services.settings.providers] == ["Trabajo"]

    bad = tmp_path / "notes.zip"
    bad.write_text("not a zip", encoding="utf-8")
    window.commands["restore"].trigger()
    answer_dialog(qtbot, window, bad)
    qloop.run_until_complete(
        wait_until(lambda: window.statusBar().currentMessage().startswith("The file is damaged"))
    )
    assert [entry.label for entry in services.settings.providers] == ["Trabajo"]
