"""The Appearance area: the theme is saved as it is chosen and worn at once."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QPalette

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.ui.theme.tokens import COLOURS, Theme
from tests.ui.theme.conftest import system, themes  # noqa: F401 - fixtures

R = QPalette.ColorRole


def choose(dialog, value: str) -> None:
    dialog.tabs.setCurrentIndex(2)
    combo = dialog.general.appearance.theme_combo
    combo.setCurrentIndex(combo.findData(value))
    combo.activated.emit(combo.currentIndex())


def test_a_chosen_theme_is_saved_and_worn_at_once(qapp, open_dialog, settings_path, themes):  # noqa: F811
    themes.apply(ProviderSettings(settings_path).app.theme)
    assert themes.theme is Theme.LIGHT
    dialog = open_dialog(on_theme=themes.apply)

    choose(dialog, "dark")

    assert ProviderSettings(settings_path).app.theme == "dark"
    assert themes.theme is Theme.DARK
    assert qapp.palette().color(R.Window).name() == COLOURS[Theme.DARK].window
    assert dialog.palette().color(R.Window).name() == COLOURS[Theme.DARK].window

    choose(dialog, "system")
    assert ProviderSettings(settings_path).app.theme == "system"
    assert themes.theme is Theme.LIGHT


def test_the_combo_shows_the_saved_theme_and_names_every_choice(open_dialog, settings_path):
    ProviderSettings(settings_path).update_app(theme="high_contrast")
    dialog = open_dialog()
    combo = dialog.general.appearance.theme_combo
    assert combo.currentData() == "high_contrast"
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts == ["System", "Light", "Dark", "High contrast"]
    assert combo.accessibleName() == "Theme"


def test_a_theme_that_cannot_be_saved_is_not_worn(open_dialog, settings_path):
    worn: list[str] = []
    dialog = open_dialog(on_theme=worn.append)
    settings_path.mkdir()  # a folder where the file should be: it can be neither read nor written
    choose(dialog, "dark")
    assert worn == []
    assert dialog.error_label.isVisibleTo(dialog)


def test_the_theme_is_kept_in_the_file(settings_path):
    settings = ProviderSettings(settings_path)
    assert settings.app.theme == "system"  # a new profile follows the system
    settings.update_app(theme="high_contrast")
    document = json.loads(settings_path.read_text(encoding="utf-8"))
    assert document["app"]["theme"] == "high_contrast"
    assert ProviderSettings(settings_path).app.theme == "high_contrast"


def test_an_unknown_theme_in_the_file_is_reported_not_replaced(settings_path):
    settings_path.write_text(json.dumps({"version": 2, "app": {"theme": "sepia"}}))
    with pytest.raises(SettingsError) as caught:
        ProviderSettings(settings_path)
    assert caught.value.kind == "corrupt"
    assert "sepia" in settings_path.read_text()
