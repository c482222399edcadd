"""The Assistants page: add, edit and delete presets, each change in the real settings file."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from desktop_app.config.assistants import Assistant
from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.parameters import Parameters
from tests.ui.settings.conftest import click, type_into


def assistants_in(path) -> tuple[Assistant, ...]:
    return ProviderSettings(path).app.assistants


def test_an_assistant_is_added_edited_and_deleted_in_the_file(open_dialog, settings_path, qtbot):
    settings = ProviderSettings(settings_path)
    settings.add_preset("anthropic")
    dialog = open_dialog(settings=settings)
    page = dialog.assistants
    dialog.tabs.setCurrentWidget(page)
    assert page.list.count() == 0 and not page.name.isEnabled()

    click(qtbot, page.add_button)
    assert [a.name for a in assistants_in(settings_path)] == ["Assistant 1"]
    added = assistants_in(settings_path)[0].id
    type_into(qtbot, page.name, "Translator")
    page.system_prompt.setFocus()
    qtbot.keyClicks(page.system_prompt, "Translate into Spanish.")
    page.provider.setFocus()  # leaving the prompt saves it
    page.provider.setCurrentIndex(page.provider.findData("anthropic"))
    page.provider.activated.emit(page.provider.currentIndex())
    type_into(qtbot, page.model, "claude-sonnet-4-5")
    # Anthropic's parameters are offered: a thinking budget, no temperature.
    assert page.parameters.thinking_budget.isVisibleTo(page)
    assert not page.parameters.temperature.isVisibleTo(page)
    page.parameters.max_output_tokens.setValue(2000)

    (stored,) = assistants_in(settings_path)
    assert stored == Assistant(
        name="Translator",
        system_prompt="Translate into Spanish.",
        provider_id="anthropic",
        model="claude-sonnet-4-5",
        parameters=Parameters(max_output_tokens=2000),
    )
    assert page.list.item(0).text() == "Translator"

    # A second one may not take the first one's name: said, and nothing saved.
    click(qtbot, page.add_button)
    assert page.list.currentRow() == 1
    type_into(qtbot, page.name, "Translator")
    assert dialog.error_label.isVisibleTo(dialog)
    assert "name of its own" in dialog.error_label.text()
    assert [a.name for a in assistants_in(settings_path)] == ["Translator", "Assistant 1"]

    click(qtbot, page.delete_button)
    assert [a.name for a in assistants_in(settings_path)] == ["Translator"]
    assert page.list.count() == 1 and page.name.text() == "Translator"

    # The file holds the assistant as plain JSON, its parameters only those set, and the id
    # it kept since it was added (what sync merges it by).
    document = json.loads(settings_path.read_text(encoding="utf-8"))
    assert document["app"]["assistants"] == [
        {
            "id": added,  # kept through the rename
            "name": "Translator",
            "system_prompt": "Translate into Spanish.",
            "provider_id": "anthropic",
            "model": "claude-sonnet-4-5",
            "parameters": {"max_output_tokens": 2000},
        }
    ]


def test_selecting_an_assistant_shows_its_values(open_dialog, settings_path, qtbot):
    settings = ProviderSettings(settings_path)
    settings.update_app(
        assistants=(
            Assistant(name="Plain"),
            Assistant(
                name="Warm", system_prompt="Be kind.", parameters=Parameters(temperature=1.2)
            ),
        )
    )
    dialog = open_dialog(settings=settings)
    page = dialog.assistants
    dialog.tabs.setCurrentWidget(page)
    assert page.name.text() == "Plain" and page.system_prompt.toPlainText() == ""
    page.list.setCurrentRow(1)
    assert page.name.text() == "Warm"
    assert page.system_prompt.toPlainText() == "Be kind."
    assert page.provider.currentData() == ""  # the window's provider
    assert page.parameters.parameters() == Parameters(temperature=1.2)
    # Looking changed nothing in the file.
    assert [a.name for a in assistants_in(settings_path)] == ["Plain", "Warm"]
    assert page.list.item(1).flags() & Qt.ItemFlag.ItemIsSelectable
