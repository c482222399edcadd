"""The settings window as a whole: its widgets, and the start-up question for a damaged file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QListWidget, QPushButton

from desktop_app.store.actions.grants import GrantStore
from desktop_app.ui.dialogs.startup_problems import load_settings


def test_every_input_and_button_has_an_accessible_name_and_takes_the_focus(open_dialog, database):
    settings_dialog = open_dialog(grants=GrantStore(database))
    settings_dialog.providers.add_provider("openai")
    GrantStore(database).grant("write_file", None)
    settings_dialog.grants.refresh()
    kinds = (QPushButton, QLineEdit, QComboBox, QCheckBox, QListWidget)
    widgets = [w for kind in kinds for w in settings_dialog.findChildren(kind)]
    assert len(widgets) > 15
    for widget in widgets:
        assert widget.accessibleName(), widget
        assert widget.focusPolicy() & Qt.FocusPolicy.TabFocus, widget.accessibleName()


def test_a_damaged_settings_file_is_kept_or_moved_aside_by_choice(qapp, tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"{not json")
    asked = []
    assert load_settings(path, start_fresh=lambda error: asked.append(error) or False) is None
    assert path.read_bytes() == b"{not json"
    assert asked[0].kind == "corrupt"
    settings = load_settings(path, start_fresh=lambda error: True)
    assert settings is not None and settings.providers == ()
    assert (tmp_path / "settings.json.broken").read_bytes() == b"{not json"
