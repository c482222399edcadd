"""Updates on the General page, against a real HTTP server on 127.0.0.1: off by default, the
address changeable, Check now says what it found; notes stay plain text."""

from __future__ import annotations

import asyncio
import json

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QMessageBox

from desktop_app import __version__
from desktop_app.config.settings import ProviderSettings
from desktop_app.ui.window.upkeep.update_notice import UpdateNotice
from desktop_app.upkeep import updates
from tests.net.loopback_web import LoopbackWeb
from tests.ui.settings.conftest import click, settle, type_into

NOTES = "<img src='http://example.org/x.png'><b>Faster</b> answers"


def _release(tag: str) -> bytes:
    page = f"https://example.org/releases/{tag}"
    return json.dumps({"tag_name": tag, "html_url": page, "body": NOTES}).encode()


@pytest.fixture
def web():
    routes = {
        "/newer": (200, {"Content-Type": "application/json"}, _release("v42.0.0")),
        "/equal": (200, {"Content-Type": "application/json"}, _release(__version__)),
        "/html": (200, {"Content-Type": "text/html"}, b"<html><body>Releases</body></html>"),
        "/garbage": (200, {}, b"\x00\x01garbage"),
        "/missing": (404, {}, b"Not Found"),
    }
    with LoopbackWeb("127.0.0.1", routes=routes) as server:
        yield server


def _check(qtbot, qloop, dialog, web, path):
    dialog.tabs.setCurrentIndex(dialog.tabs.indexOf(dialog.general.parentWidget().parentWidget()))
    box = dialog.general.updates
    type_into(qtbot, box.address, web.url + path)
    click(qtbot, box.check_button)
    settle(qloop, dialog)
    return box


def test_off_until_turned_on_with_the_projects_address(open_dialog, settings_path, qtbot):
    box = open_dialog().general.updates
    assert not box.enabled.isChecked()
    assert box.address.text() == updates.DEFAULT_RELEASES_URL
    box.enabled.click()
    assert ProviderSettings(settings_path).app.check_updates


def test_a_newer_release_is_said_with_its_notes_as_plain_text_and_its_page(
    open_dialog, settings_path, qtbot, qloop, web
):
    opened: list[QUrl] = []
    dialog = open_dialog()
    dialog.general.updates._open_url = opened.append
    box = _check(qtbot, qloop, dialog, web, "/newer")
    assert box.status.text() == f"Arroyo 42.0.0 is available (this is {__version__})."
    assert box.notes.toPlainText() == NOTES and box.notes.isReadOnly()
    assert ProviderSettings(settings_path).app.releases_url == web.url + "/newer"
    click(qtbot, box.page_button)
    assert opened == [QUrl("https://example.org/releases/v42.0.0")]


@pytest.mark.parametrize(
    ("path", "said"),
    [
        ("/equal", f"Arroyo {__version__} is the latest version."),
        ("/html", "Could not check for updates: the answer is not a release description."),
        ("/garbage", "Could not check for updates: the answer is not a release description."),
        ("/missing", "Could not check for updates: the address answered with error 404."),
    ],
)
def test_anything_else_is_one_quiet_line(open_dialog, qtbot, qloop, web, path, said):
    box = _check(qtbot, qloop, open_dialog(), web, path)
    assert box.status.text() == said
    assert not box.notes.isVisible() and not box.page_button.isVisible()
    assert box.check_button.isEnabled()


@pytest.mark.modal_dialogs
def test_the_daily_check_at_start_shows_a_newer_release_once(qtbot, qloop, window, tmp_path, web):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.update_app(check_updates=True, releases_url=web.url + "/newer")
    notice = UpdateNotice(window, settings, tmp_path, open_url=lambda _url: None)
    notice.start()
    assert notice.task is not None
    qloop.run_until_complete(asyncio.wait_for(notice.task, 10))
    dialog = notice.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.text().startswith("Arroyo 42.0.0 is available")
    assert "&lt;b&gt;Faster&lt;/b&gt;" in dialog.informativeText()  # shown, never rendered
    dialog.done(QMessageBox.StandardButton.Close)
    again = UpdateNotice(window, settings, tmp_path)
    again.start()
    assert again.task is None  # checked today already
    assert len(web.requests) == 1


def test_the_daily_check_stays_off_until_turned_on(window, tmp_path, qloop):
    settings = ProviderSettings(tmp_path / "settings.json")
    notice = UpdateNotice(window, settings, tmp_path)
    notice.start()
    assert notice.task is None
