"""The Prompts page: add, edit and delete prompts in the real settings file; the shipped ones
listed in the window's language and copied only when edited; import and export as JSON, a
second import adding nothing, a malformed file said and nothing lost."""

from __future__ import annotations

import json

from desktop_app.config.prompts import Prompt
from desktop_app.config.settings import ProviderSettings
from tests.ui.settings.conftest import click, type_into


def prompts_in(path) -> tuple[Prompt, ...]:
    return ProviderSettings(path).app.prompts


def opened(open_dialog, settings_path, language="en"):
    settings = ProviderSettings(settings_path)
    settings.add_preset("anthropic")
    dialog = open_dialog(settings=settings)
    page = dialog.prompts
    page.language = lambda: language
    page.retranslate()
    dialog.tabs.setCurrentWidget(page)
    return dialog, page


def test_a_prompt_is_added_edited_and_deleted_in_the_file(open_dialog, settings_path, qtbot):
    dialog, page = opened(open_dialog, settings_path)
    assert page.list.count() == 5  # the ones that come with Arroyo
    assert page.list.item(0).text() == "Summarise (comes with Arroyo)"
    assert not page.delete_button.isEnabled()

    click(qtbot, page.add_button)
    assert [p.name for p in prompts_in(settings_path)] == ["Prompt 1"]
    type_into(qtbot, page.name, "Review")
    page.text.setFocus()
    qtbot.keyClicks(page.text, "Review {{file}} for {{ style }}")
    page.model.setFocus()  # leaving the text saves it
    type_into(qtbot, page.model, "m1")
    assert prompts_in(settings_path) == (
        Prompt(name="Review", text="Review {{file}} for {{ style }}", model="m1"),
    )
    assert page.blanks.text() == "Asked when used: file, style"

    click(qtbot, page.add_button)
    type_into(qtbot, page.name, "Review")  # taken: said, not saved
    assert "name of its own" in dialog.error_label.text()
    click(qtbot, page.delete_button)
    assert [p.name for p in prompts_in(settings_path)] == ["Review"]


def test_a_shipped_prompt_is_copied_only_when_edited(open_dialog, settings_path, qtbot):
    _dialog, page = opened(open_dialog, settings_path, language="fr_FR")
    names = [page.list.item(row).text() for row in range(page.list.count())]
    assert names[0] == "Résumer (comes with Arroyo)"
    page.list.setCurrentRow(2)  # Traduire
    assert prompts_in(settings_path) == ()  # looked at: nothing copied
    page.text.setFocus()
    qtbot.keyClicks(page.text, " Merci.")
    page.model.setFocus()
    (copy,) = prompts_in(settings_path)
    assert copy.shipped == "translate" and copy.name == "Traduire"
    assert " Merci." in copy.text and "{{langue}}" in copy.text
    names = [page.list.item(row).text() for row in range(page.list.count())]
    assert names.count("Traduire") == 1 and len(names) == 5
    click(qtbot, page.delete_button)  # the copy goes; the original is back
    assert prompts_in(settings_path) == ()
    assert page.list.count() == 5


def test_export_then_import_twice_adds_them_once(open_dialog, settings_path, tmp_path, qtbot):
    _dialog, page = opened(open_dialog, settings_path)
    mine = (Prompt(name="A", text="one {{x}}"), Prompt(name="B", text="two", assistant="Coder"))
    page.settings.update_app(prompts=mine)
    page.retranslate()
    exported = tmp_path / "prompts.json"
    page.save_path = lambda: str(exported)
    click(qtbot, page.export_button)
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert document["version"] == 1 and len(document["prompts"]) == 2

    page.settings.update_app(prompts=(mine[0],))
    page.retranslate()
    page.open_path = lambda: str(exported)
    assert page.import_file() == 1
    assert page.import_file() == 0
    assert prompts_in(settings_path) == (mine[0], mine[1])


def test_a_malformed_file_is_said_and_nothing_is_lost(open_dialog, settings_path, tmp_path, qtbot):
    dialog, page = opened(open_dialog, settings_path)
    page.settings.update_app(prompts=(Prompt(name="Keep me", text="x"),))
    page.retranslate()
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "arroyo-prompts", "version": 1, "prompts": [{"text', "utf-8")
    page.open_path = lambda: str(broken)
    click(qtbot, page.import_button)
    assert "broken.json is not a prompts file Arroyo can read" in dialog.error_label.text()
    assert "Nothing was changed" in dialog.error_label.text()
    assert prompts_in(settings_path) == (Prompt(name="Keep me", text="x"),)
