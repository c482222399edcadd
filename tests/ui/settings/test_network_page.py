"""The Network page: the proxy choice is saved as typed (the password in the keyring only),
and Test fetches an address through a real proxy on 127.0.0.1."""

from __future__ import annotations

import json

from desktop_app.config.settings import ProviderSettings
from desktop_app.net.proxies import PROXY_SECRET_ID, ProxyMode
from tests.net.proxy_server import ProxyServer
from tests.ui.settings.conftest import click, settle, type_into

PASSWORD = "pr0xy-passw0rd-1"  # typed by QTest, which types ASCII only


def _fill_manual(qtbot, page, proxy: ProxyServer, username: str, password: str) -> None:
    page.mode_combo.setCurrentIndex(page.mode_combo.findData(ProxyMode.MANUAL.value))
    page.mode_combo.activated.emit(page.mode_combo.currentIndex())
    type_into(qtbot, page.host_edit, "127.0.0.1")
    page.port_spin.setValue(proxy.port)
    page.port_spin.editingFinished.emit()
    type_into(qtbot, page.username_edit, username)
    type_into(qtbot, page.password_edit, password)


def test_a_manual_proxy_is_saved_without_its_password(
    qtbot, qloop, open_dialog, settings_path, fake_secrets
):
    dialog = open_dialog()
    dialog.tabs.setCurrentWidget(dialog.network)
    page = dialog.network
    assert not page.host_edit.isEnabled()  # the system's settings, until a proxy is typed in
    with ProxyServer() as proxy:
        _fill_manual(qtbot, page, proxy, "ana", PASSWORD)
        settle(qloop, dialog)
    text = settings_path.read_text(encoding="utf-8")
    saved = json.loads(text)["app"]["proxy"]
    assert (saved["mode"], saved["host"], saved["port"], saved["username"]) == (
        "manual",
        "127.0.0.1",
        proxy.port,
        "ana",
    )
    assert saved["bypass_loopback"] is True
    assert PASSWORD not in text
    assert fake_secrets.stored[PROXY_SECRET_ID] == PASSWORD
    assert ProviderSettings(settings_path).app.proxy.username == "ana"


def test_test_fetches_through_the_proxy(qtbot, qloop, open_dialog, simulator):
    dialog = open_dialog()
    dialog.tabs.setCurrentWidget(dialog.network)
    page = dialog.network
    with ProxyServer(username="ana", password=PASSWORD) as proxy:
        # A name only the proxy resolves: loopback would go direct.
        page.test_url = simulator.url.replace("127.0.0.1", "api.arroyo-test") + "/v1/models"
        _fill_manual(qtbot, page, proxy, "ana", PASSWORD)
        click(qtbot, page.test_button)
        settle(qloop, dialog)
        seen = list(proxy.seen)
    assert seen == [f"GET {page.test_url}"]
    assert page.result_label.text() == "It works: an answer came back."


def test_a_refused_test_names_the_proxy_and_not_the_password(qtbot, qloop, open_dialog):
    dialog = open_dialog()
    dialog.tabs.setCurrentWidget(dialog.network)
    page = dialog.network
    with ProxyServer(username="ana", password="another") as proxy:
        page.test_url = "https://api.arroyo-test:9/v1/models"
        _fill_manual(qtbot, page, proxy, "ana", PASSWORD)
        click(qtbot, page.test_button)
        settle(qloop, dialog)
    said = page.result_label.text()
    assert proxy.address in said and "(407)" in said
    assert PASSWORD not in said
