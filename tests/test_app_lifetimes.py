"""The composition root closes what it opens: a settings window lives as long as it is open."""

from __future__ import annotations

import keyring
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.database import Database
from desktop_app.ui.settings.dialog import SettingsDialog
from desktop_app.ui.window.main_window import MainWindow
from tests.keyrings import Memory


@pytest.fixture
def application(tmp_path):
    previous = keyring.get_keyring()
    keyring.set_keyring(Memory())
    database = Database(tmp_path / "arroyo.sqlite3")
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    made = Application(database, settings)
    yield made
    made.close()
    database.close()
    keyring.set_keyring(previous)


@pytest.mark.modal_dialogs
def test_a_closed_settings_window_is_deleted(application, qtbot, qloop):
    window = MainWindow(application.services())
    qtbot.addWidget(window)
    application.window = window
    closed = []

    def close_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        closed.append(type(dialog))
        dialog.reject()

    for _ in range(2):  # each opening builds a dialog of its own
        QTimer.singleShot(0, close_the_dialog)
        application.open_settings()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert closed == [SettingsDialog, SettingsDialog]
    assert window.findChildren(SettingsDialog) == []
