"""The question's narrow answers: offered when the call fits one, clicked into the answer, and
never offered for a once-only question."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.rules import Offer
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from tests.ui.dialogs.test_confirm_dialog import _request


def shown_dialog(qtbot, request) -> ConfirmationDialog:
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_a_file_under_a_folder_offers_that_folder_for_an_hour(qtbot, tmp_path: Path):
    (tmp_path / "notes").mkdir()
    request = _request(tmp_path, "write_file", {"path": "notes/a.txt", "content": "x"})
    dialog = shown_dialog(qtbot, request)
    button = dialog.narrow.buttons[Offer.FOLDER_FOR_AN_HOUR]
    assert button.isVisible()
    assert button.text() == "Allow for files under notes/ for an hour"
    assert dialog.deny_button.isDefault()  # Deny stays the default
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert dialog.decision() is Decision.ALLOW_FOLDER_FOR_AN_HOUR
    assert request.offered(dialog.decision()) is not None


def test_a_fetch_offers_its_real_host(qtbot, tmp_path: Path):
    # (A look-alike host never gets this far: the fetch tool refuses a name not in ASCII.)
    request = _request(tmp_path, "fetch_url", {"url": "https://EXAMPLE.com:443/page"})
    dialog = shown_dialog(qtbot, request)
    button = dialog.narrow.buttons[Offer.HOST_FOR_AN_HOUR]
    assert button.text() == "Allow for example.com for an hour"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert request.offered(dialog.decision()).value == "example.com"


def test_a_file_at_the_top_of_the_workspace_offers_no_narrower_folder(qtbot, tmp_path: Path):
    request = _request(tmp_path, "write_file", {"path": "a.txt", "content": "x"})
    dialog = shown_dialog(qtbot, request)
    assert dialog.narrow.buttons == {} and not dialog.narrow.isVisible()


def test_a_once_only_question_offers_no_narrow_choice(qtbot, tmp_path: Path):
    (tmp_path / "notes").mkdir()
    request = _request(tmp_path, "write_file", {"path": "notes/a.txt", "content": "x"})
    dialog = shown_dialog(qtbot, replace(request, once_only=True))
    assert dialog.narrow.buttons == {} and not dialog.narrow.isVisible()
    assert not dialog.allow_always_button.isVisible()
