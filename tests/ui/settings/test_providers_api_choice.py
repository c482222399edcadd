"""The Providers page offers every preset, and lets a provider that speaks both OpenAI APIs
use Chat Completions or Responses; the choice is saved with the provider (a page object)."""

from __future__ import annotations

import pytest

from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.presets import PRESETS
from tests.net.raw_server import RawServer, whole
from tests.ui.providers_driver import ProvidersDriver


@pytest.fixture
def providers(qtbot, qloop, open_dialog):
    def make(**options) -> ProvidersDriver:
        return ProvidersDriver(qtbot, qloop, open_dialog(**options))

    return make


def test_every_preset_but_the_demo_is_offered_with_its_address(providers):
    page = providers()
    assert page.presets_offered() == [*(name for name in PRESETS if name != "demo"), "demo"]
    assert page.add("llamacpp").base_url == "http://localhost:8080/v1"
    assert page.add("groq").base_url == "https://api.groq.com/openai/v1"
    assert page.listed() == ["llama.cpp server", "Groq"]


@pytest.mark.parametrize("preset", ["openai", "openai-compatible"])
def test_an_openai_provider_uses_chat_or_responses_as_chosen(providers, settings_path, preset):
    page = providers()
    entry = page.add(preset)
    assert page.api_choice_shown()
    assert page.apis_offered() == ["openai-chat", "openai-responses"]
    assert page.chosen_api() == "openai-chat"
    assert ProviderSettings(settings_path).get(entry.id).wire_choice == ""  # the preset's own

    page.choose_api("openai-responses")
    saved = ProviderSettings(settings_path).get(entry.id)
    assert (saved.wire_choice, saved.wire) == ("openai-responses", "openai-responses")

    again = providers(settings=ProviderSettings(settings_path))
    again.select(entry.id)
    assert again.chosen_api() == "openai-responses"

    again.choose_api("openai-chat")  # back to the preset's own: nothing special stored
    assert ProviderSettings(settings_path).get(entry.id).wire_choice == ""


@pytest.mark.parametrize("preset", ["anthropic", "anthropic-compatible", "gemini", "ollama"])
def test_a_provider_with_one_api_offers_no_choice(providers, preset):
    page = providers()
    page.add(preset)
    assert not page.api_choice_shown()


def test_an_anthropic_compatible_server_asks_for_no_key(providers):
    page = providers()
    page.add("anthropic-compatible")
    assert page.key_placeholder() == "Optional: most local servers need no key"
    assert "No key stored." in page.key_status()


def test_a_wire_the_preset_does_not_speak_is_refused_in_the_file(settings_path):
    settings = ProviderSettings(settings_path)
    with pytest.raises(ValueError, match="wire_choice must be one of"):
        settings.add_preset("anthropic", wire_choice="openai-responses")


def test_a_failed_connection_test_shows_the_status_and_the_servers_words(providers):
    def respond(connection, request, stopping):
        body = b'data: {"error": {"message": "No connected db."}}\n\ndata: [DONE]\n\n'
        connection.sendall(whole(500, "text/event-stream", body))

    page = providers()
    page.add("anthropic-compatible")
    with RawServer(respond) as server:
        page.type_base_url(server.url + "/v1")
        said = page.test_connection()
        assert [request.path for request in server.requests] == ["/v1/models"]
    assert said.splitlines()[-1] == "No connected db. (HTTP 500, server_error)"
