"""The Memory page in a real settings window and database: the choice saved to the settings
file as it is made (on, scope, budget), an edit that would not be one line refused."""

from __future__ import annotations

from desktop_app.config.memory import MemoryScope
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.memory.memories import MemoryStore


def test_the_choice_is_saved_as_it_is_made(open_dialog, database, settings_path):
    dialog = open_dialog(grants=GrantStore(database))
    page = dialog.memory
    assert page is not None and not page.enabled_check.isChecked()
    page.enabled_check.setChecked(True)
    page.scope_combo.setCurrentIndex(list(MemoryScope).index(MemoryScope.PROJECT))
    page.budget_spin.setValue(800)
    page.budget_spin.editingFinished.emit()
    saved = ProviderSettings(settings_path).app.memory  # read back from the file
    assert (saved.enabled, saved.scope, saved.budget_tokens) == (True, MemoryScope.PROJECT, 800)


def test_an_empty_edit_is_refused_and_the_fact_shown_again(open_dialog, database):
    store = MemoryStore(database)
    fact = store.add("Likes rivers", None)
    dialog = open_dialog(grants=GrantStore(database))
    page = dialog.memory
    assert page is not None
    problems = []
    page.problem.connect(problems.append)
    page.edits[fact].setText("   ")
    page.edits[fact].editingFinished.emit()
    assert problems and store.get(fact).text == "Likes rivers"
    assert page.edits[fact].text() == "Likes rivers"
    assert not page.source_buttons[fact].isEnabled()  # no conversation to open
