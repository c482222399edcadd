"""Assistants in the settings file: read back as written; a damaged list is refused whole."""

from __future__ import annotations

import json

import pytest

from desktop_app.config.assistants import Assistant, parse_assistants
from desktop_app.config.restore_merge import merged_settings
from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.errors import FileProblem
from desktop_app.providers.parameters import Parameters, ReasoningEffort


def test_assistants_round_trip_through_the_file(tmp_path):
    path = tmp_path / "settings.json"
    coder = Assistant(
        name="Coder",
        system_prompt="Answer with code.",
        provider_id="openai",
        model="gpt-5",
        parameters=Parameters(reasoning_effort=ReasoningEffort.HIGH, max_output_tokens=900),
    )
    ProviderSettings(path).update_app(assistants=(coder, Assistant(name="Plain")))
    assert ProviderSettings(path).app.assistants == (coder, Assistant(name="Plain"))


def test_unknown_parameters_are_dropped_and_a_bad_list_is_refused(tmp_path):
    path = tmp_path / "settings.json"
    document = {
        "version": 3,
        "providers": [],
        "app": {"assistants": [{"name": "A", "parameters": {"temperature": 0.5, "seed": 3}}]},
    }
    path.write_text(json.dumps(document), encoding="utf-8")
    (assistant,) = ProviderSettings(path).app.assistants
    assert assistant.parameters == Parameters(temperature=0.5)

    for bad in ([{"name": ""}], [{"name": "A"}, {"name": "A"}], {"name": "A"}, [{"name": 3}]):
        document["app"]["assistants"] = bad
        path.write_text(json.dumps(document), encoding="utf-8")
        with pytest.raises(SettingsError) as raised:
            ProviderSettings(path)
        assert raised.value.kind is FileProblem.CORRUPT
        assert "assistants" in raised.value.detail


def test_a_backup_of_an_assistant_renamed_since_adds_no_second_of_its_id():
    here = {"providers": [], "app": {"assistants": [{"id": "a1", "name": "Renamed"}]}}
    backup = {
        "providers": [],
        "app": {"assistants": [{"id": "a1", "name": "Old name"}, {"id": "b2", "name": "Other"}]},
    }
    merged = merged_settings(here, backup)["app"]["assistants"]
    assert [(a["id"], a["name"]) for a in merged] == [("a1", "Renamed"), ("b2", "Other")]
    assert [a.name for a in parse_assistants(merged)] == ["Renamed", "Other"]
