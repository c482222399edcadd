"""What the settings window's tests share: a fake keyring (never the system's), a stand-in for
the main window, and a way to open settings windows that are wound down after each test."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QWidget

from desktop_app.config.settings import ProviderSettings
from desktop_app.secrets import SecretsError
from desktop_app.store.database import Database
from desktop_app.ui.settings.dialog import SettingsDialog


@dataclass
class FakeSecrets:
    """Stands in for ``desktop_app.secrets``: records every call, optionally fails."""

    stored: dict[str, str] = field(default_factory=dict)
    calls: list[tuple] = field(default_factory=list)
    fail_with: SecretsError | None = None

    async def get_key_async(self, provider: str, *, timeout: float = 10.0) -> str | None:
        self.calls.append(("get", provider, timeout))
        if self.fail_with is not None:
            raise self.fail_with
        return self.stored.get(provider)

    async def set_key_async(self, provider: str, key: str, *, timeout: float = 10.0) -> None:
        self.calls.append(("set", provider, timeout))
        if self.fail_with is not None:
            raise self.fail_with
        self.stored[provider] = key

    async def delete_key_async(self, provider: str, *, timeout: float = 10.0) -> None:
        self.calls.append(("delete", provider))
        if self.fail_with is not None:
            raise self.fail_with
        self.stored.pop(provider, None)


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "settings.json"


@pytest.fixture
def fake_secrets() -> FakeSecrets:
    return FakeSecrets()


@pytest.fixture
def window(qapp):
    """The main window stand-in: the dialog is its child, as in the app. Not handed to qtbot,
    which would delete it (and the dialogs) before their work is wound down."""
    widget = QWidget()
    widget.show()
    yield widget
    widget.close()
    widget.deleteLater()
    qapp.processEvents()


@pytest.fixture
def database(tmp_path: Path):
    db = Database(tmp_path / "arroyo.sqlite3")
    yield db
    db.close()


@pytest.fixture
def open_dialog(qtbot, qloop, window, settings_path, fake_secrets):
    """Opens settings windows; each is closed (its keyring and network work cancelled and
    finished) before the loop is checked for leftovers."""
    opened: list[SettingsDialog] = []

    def make(**options) -> SettingsDialog:
        options.setdefault("secrets", fake_secrets)
        options.setdefault("session_keys", {})
        settings = options.pop("settings", None) or ProviderSettings(settings_path)
        dialog = SettingsDialog(settings, parent=window, key_timeout=2.0, **options)
        opened.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle(qloop, dialog)
        return dialog

    yield make
    for dialog in opened:
        dialog.reject()
        qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 5))


def settle(qloop, dialog: SettingsDialog) -> None:
    qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 10))


def click(qtbot, button: QPushButton) -> None:
    QApplication.processEvents()  # widgets added to a shown window appear on the next round
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_into(qtbot, field: QLineEdit, text: str) -> None:
    field.setFocus()
    field.clear()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)  # Enter finishes the field


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
