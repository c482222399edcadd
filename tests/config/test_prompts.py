"""Prompts: their variables, the settings file, import and export, the shipped ones."""

from __future__ import annotations

import json

import pytest

from desktop_app.config.prompt_texts import LANGUAGES, SHIPPED_IDS, offered, shipped_prompts
from desktop_app.config.prompts import (
    EXPORT_VERSION,
    Prompt,
    PromptFileError,
    export_document,
    fill,
    merged,
    read_export,
    variables,
)
from desktop_app.config.settings import ProviderSettings


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Translate into {{language}}", ("language",)),
        ("{{ language }} and {{language}} again", ("language",)),
        ("{{a}} {{ b }} {{a}} {{c}}", ("a", "b", "c")),
        ("{{ target language }}", ("target language",)),
        ("an unclosed {{ name and {{ other", ()),
        ("{{}} and {{   }}", ()),
        ("no variables", ()),
        ("{{outer {{inner}} }}", ("inner",)),
    ],
)
def test_variables_are_found_once_each_in_order(text, expected):
    assert variables(text) == expected


def test_fill_replaces_every_occurrence_and_leaves_the_rest_as_text():
    text = "To {{ language }}: {{text}} ({{language}}) {{ unclosed"
    assert fill(text, {"language": "French", "text": "hi"}) == "To French: hi (French) {{ unclosed"


def test_a_value_is_not_read_again_for_variables():
    assert fill("{{a}} {{b}}", {"a": "{{b}}", "b": "B"}) == "{{b}} B"


def test_a_variable_without_a_value_stays():
    assert fill("{{a}} {{b}}", {"a": "A"}) == "A {{b}}"


def test_prompts_round_trip_through_the_settings_file(tmp_path):
    path = tmp_path / "settings.json"
    mine = (
        Prompt(name="Review", text="Review {{file}}", assistant="Coder", model="m1"),
        Prompt(name="Résumé", text="…", shipped="summarise"),
    )
    ProviderSettings(path).update_app(prompts=mine)
    assert ProviderSettings(path).app.prompts == mine
    assert [p.id for p in ProviderSettings(path).app.prompts] == [p.id for p in mine]


def test_importing_twice_adds_nothing_and_a_taken_name_gets_a_number():
    library = (Prompt(name="A", text="one"),)
    incoming = read_export(export_document([Prompt(name="A", text="two"), Prompt(name="B")]))
    once = merged(library, incoming)
    assert [(p.name, p.text) for p in once] == [("A", "one"), ("A (2)", "two"), ("B", "")]
    assert merged(once, incoming) == once
    # each imported prompt is one of this library's, with an id of its own
    assert len({p.id for p in once}) == 3
    assert [p.id for p in merged(library, incoming)] != [p.id for p in once]


def test_the_export_says_its_format_and_version():
    document = json.loads(export_document([Prompt(name="A", text="x")]))
    assert document["version"] == EXPORT_VERSION
    assert document["prompts"] == [{"name": "A", "text": "x"}]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{not json", "not JSON"),
        ('{"prompts": []}', "not an Arroyo prompts file"),
        ('{"format": "arroyo-prompts", "prompts": []}', "no format version"),
        ('{"format": "arroyo-prompts", "version": 99, "prompts": []}', "newer"),
        ('{"format": "arroyo-prompts", "version": 1, "prompts": [{"text": "x"}]}', "name"),
        ('{"format": "arroyo-prompts", "version": 1, "prompts": {}}', "not a list"),
    ],
)
def test_a_malformed_file_is_refused_with_a_reason(text, says):
    with pytest.raises(PromptFileError, match=says):
        read_export(text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_ships_every_prompt_with_translate_asking_for_a_language(language):
    prompts = shipped_prompts(language)
    assert [p.shipped for p in prompts] == list(SHIPPED_IDS)
    assert all(p.name.strip() and p.text.strip() for p in prompts)
    translate = prompts[SHIPPED_IDS.index("translate")]
    assert len(variables(translate.text)) == 1
    if language != "en":
        assert [p.name for p in prompts] != [p.name for p in shipped_prompts("en")]


def test_shipped_prompts_follow_the_language_and_an_edited_copy_replaces_its_original():
    assert shipped_prompts("pt_PT")[0].name == shipped_prompts("pt_BR")[0].name
    assert shipped_prompts("xx")[0].name == "Summarise"
    mine = (Prompt(name="My summary", text="short", shipped="summarise"),)
    names = [p.name for p in offered(mine, "de")]
    assert names[0] == "My summary"
    assert "Zusammenfassen" not in names and "Übersetzen" in names
