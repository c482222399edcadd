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


def test_long_conversations_and_titles_are_saved(open_dialog, settings_path, qtbot):
    dialog = open_dialog()
    dialog.tabs.setCurrentIndex(2)
    box = dialog.general.model_help
    assert not box.titles.isChecked()  # off on a new profile
    assert "costs tokens" in box.note.text() and "provider" in box.note.text()
    assert "by its id" in box.title_model.toolTip()
    box.overflow.setCurrentIndex(box.overflow.findData("summarise"))
    box.overflow.activated.emit(box.overflow.currentIndex())
    box.titles.setChecked(True)
    box.title_model.setText("arroyo-sim-mini")
    box.title_model.editingFinished.emit()

    app = ProviderSettings(settings_path).app
    assert (app.context_overflow, app.model_titles, app.title_model) == (
        "summarise",
        True,
        "arroyo-sim-mini",
    )
    assert app.summary_model == ""  # the conversation's own model
