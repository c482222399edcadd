"""The Tools page's settings: the workspace folder and what tools may do, saved as they are made."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop_app.config.settings import ProviderSettings
from tests.ui.settings.conftest import type_into


def test_tool_settings_are_saved(qtbot, open_dialog, settings_path, tmp_path):
    dialog = open_dialog()
    dialog.tabs.setCurrentIndex(1)
    page = dialog.workspace
    assert not page.commands_check.isChecked()
    page.commands_check.setFocus()  # by keyboard
    qtbot.keyClick(page.commands_check, Qt.Key.Key_Space)
    workspace = tmp_path / "work"
    workspace.mkdir()
    type_into(qtbot, page.workspace_edit, str(tmp_path / "missing"))
    assert "does not exist" in page.workspace_status.text()
    type_into(qtbot, page.workspace_edit, str(workspace))
    assert page.workspace_status.text() == ""

    app = ProviderSettings(settings_path).app
    assert app.allow_commands is True
    assert app.workspace == workspace
