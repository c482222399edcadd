"""Model servers found running on this computer, offered in the status bar: one click adds the
server as a provider and makes it the one the window talks to."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QPushButton, QWidget

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.net.discovery.local_servers import LocalServer, find_local_servers
from desktop_app.providers.presets import PRESETS
from desktop_app.ui.problems import FileRole, file_problem
from desktop_app.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)
_THIS_COMPUTER = frozenset({"localhost", "127.0.0.1", "::1"})


class LocalServerButton(QPushButton):
    def __init__(self, server: LocalServer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.retranslate()

    def retranslate(self) -> None:
        text = self.tr("Use %1, found on this computer").replace(
            "%1", PRESETS[self.server.preset].label
        )
        self.setText(text)
        self.setAccessibleName(text)
        self.setAccessibleDescription(self.tr("Adds it as a provider and talks to it"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def configured(settings: ProviderSettings, server: LocalServer) -> bool:
    """A provider entry already points at this computer's port."""
    port = urlsplit(server.base_url).port
    for entry in settings.providers:
        address = urlsplit(entry.effective_base_url)
        if address.hostname in _THIS_COMPUTER and address.port == port:
            return True
    return False


def add_server(settings: ProviderSettings, window: MainWindow, button: LocalServerButton) -> None:
    """The one click: the server becomes a provider entry, chosen in the window."""
    server = button.server
    try:
        entry = settings.add_preset(
            server.preset, base_url=server.base_url, model=server.models[0] if server.models else ""
        )
    except SettingsError as exc:
        window.statusBar().showMessage(
            file_problem(FileRole.SETTINGS, exc.kind, exc.path, exc.detail)
        )
        return
    window.statusBar().removeWidget(button)
    button.deleteLater()
    window.reload_providers()
    window.chat.provider.setCurrentIndex(window.chat.provider.findData(entry.label))


async def offer_local_servers(
    settings: ProviderSettings,
    window: MainWindow,
    find: Callable[[], Awaitable[list[LocalServer]]] = find_local_servers,
) -> list[LocalServerButton]:
    """Looks for local servers (after the window has painted) and offers those not set up."""
    found = await find()
    if not shiboken6.isValid(window):  # closed meanwhile
        return []
    buttons = []
    for server in found:
        if configured(settings, server):
            continue
        button = LocalServerButton(server)
        button.clicked.connect(lambda _checked=False, b=button: add_server(settings, window, b))
        window.statusBar().addPermanentWidget(button)
        buttons.append(button)
    if buttons:
        log.info("local model servers found: %s", ", ".join(b.server.preset for b in buttons))
    return buttons
