"""The General page: how answers appear and the language, saved as they are chosen."""

from __future__ import annotations

from desktop_app.config.settings import ProviderSettings


def test_the_display_policy_is_saved(open_dialog, settings_path):
    dialog = open_dialog()
    dialog.tabs.setCurrentIndex(2)
    combo = dialog.general.display_combo
    combo.setCurrentIndex(combo.findData("whole"))
    combo.activated.emit(combo.currentIndex())

    app = ProviderSettings(settings_path).app
    assert app.display_policy == "whole"
    assert app.language is None
