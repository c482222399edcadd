"""Setting up a provider on the Providers page cannot go wrong: the connection test chooses a
model and keeps one already set, the typed key can be shown and hidden, removing asks first
and can be undone, the Demo can always be added back and asks for nothing, a server that needs
no key never reports the keyring, and preset names that are words are translated."""

from __future__ import annotations

from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.model_pick import pick_model
from desktop_app.secrets import KeyringProblem, SecretsError
from desktop_app.simulator.server import Simulator
from tests.net.helpers import TEST_KEY
from tests.ui.providers_driver import ProvidersDriver
from tests.ui.settings.conftest import settle


def test_test_connection_keeps_a_model_already_set(qtbot, qloop, open_dialog, settings_path):
    page = ProvidersDriver(qtbot, qloop, open_dialog())
    entry = page.add("openai-compatible")
    with Simulator() as sim:
        page.type_base_url(sim.url + "/v1")
        page.type_model("arroyo-sim-mini")
        assert page.test_connection() == "Connected: 2 models"  # nothing chosen in its place
    assert page.model_shown() == "arroyo-sim-mini"
    assert ProviderSettings(settings_path).get(entry.id).model == "arroyo-sim-mini"


def test_the_chosen_model_is_saved_at_once(qtbot, qloop, open_dialog, settings_path):
    page = ProvidersDriver(qtbot, qloop, open_dialog())
    entry = page.add("openai-compatible")
    with Simulator() as sim:
        page.type_base_url(sim.url + "/v1")
        assert page.test_connection() == "Connected: 2 models. Chose arroyo-sim-1."
    assert page.model_shown() == "arroyo-sim-1"
    assert ProviderSettings(settings_path).get(entry.id).model == "arroyo-sim-1"


def test_a_model_is_picked_as_a_person_would():
    assert pick_model(["text-embedding-3", "whisper-1", "gpt-4o"], "gpt-4.1-mini") == "gpt-4o"
    assert pick_model(["gpt-4o", "gpt-4.1-mini"], "gpt-4.1-mini") == "gpt-4.1-mini"
    assert pick_model(["nomic-embed-text"]) == "nomic-embed-text"  # better than none
    assert pick_model([]) == ""


def test_the_typed_key_can_be_shown_and_hidden(qtbot, qloop, open_dialog):
    page = ProvidersDriver(qtbot, qloop, open_dialog())
    page.add("openai")
    page.type_key(TEST_KEY)
    assert not page.key_shown()
    page.toggle_key_shown()
    assert page.key_shown() and page.key_field_text() == TEST_KEY
    page.toggle_key_shown()
    assert not page.key_shown()
    page.toggle_key_shown()
    page.add("gemini")  # another provider: its key starts hidden
    assert not page.key_shown()


def test_removing_asks_first_and_cancel_keeps_the_provider(
    qtbot, qloop, open_dialog, fake_secrets, settings_path
):
    settings = ProviderSettings(settings_path)
    entry = settings.add_preset("openai")
    page = ProvidersDriver(qtbot, qloop, open_dialog(settings=settings))
    assert page.remove(confirm=False) == "Remove “OpenAI”?"
    assert [e.id for e in ProviderSettings(settings_path).providers] == [entry.id]
    assert page.removal_said() is None
    assert fake_secrets.calls == [("get", entry.id, 2.0)]  # its key was only looked at


def test_a_removal_is_undone_with_its_place_and_key(
    qtbot, qloop, open_dialog, fake_secrets, settings_path
):
    settings = ProviderSettings(settings_path)
    first = settings.add_preset("openai")
    gone = settings.add_preset("gemini")
    last = settings.add_preset("ollama")
    fake_secrets.stored = {gone.id: "k2"}
    session_keys = {gone.id: "k3"}
    dialog = open_dialog(settings=settings, session_keys=session_keys)
    page = ProvidersDriver(qtbot, qloop, dialog)
    page.select(gone.id)
    page.remove()
    assert page.removal_said() == "Removed “Google Gemini”."
    assert [e.id for e in ProviderSettings(settings_path).providers] == [first.id, last.id]

    page.undo_removal()
    assert page.removal_said() is None
    assert [e.id for e in ProviderSettings(settings_path).providers] == [
        first.id,
        gone.id,
        last.id,
    ]
    assert page.page.current_entry().id == gone.id
    assert fake_secrets.stored == {gone.id: "k2"} and session_keys == {gone.id: "k3"}
    dialog.reject()
    settle(qloop, dialog)
    assert ("delete", gone.id) not in fake_secrets.calls


def test_a_provider_added_after_a_removal_never_inherits_its_key(
    qtbot, qloop, open_dialog, fake_secrets, settings_path
):
    settings = ProviderSettings(settings_path)
    gone = settings.add_preset("openai")
    fake_secrets.stored = {gone.id: "old"}
    page = ProvidersDriver(qtbot, qloop, open_dialog(settings=settings))
    page.remove()
    again = page.add("openai")  # the removal is final now: no Undo, the key goes
    assert again.id != gone.id
    assert page.removal_said() is None
    assert fake_secrets.stored == {}


def test_the_demo_can_be_added_back_and_asks_for_nothing(
    qtbot, qloop, open_dialog, fake_secrets, settings_path
):
    settings = ProviderSettings(settings_path)
    settings.add_preset("demo")
    page = ProvidersDriver(qtbot, qloop, open_dialog(settings=settings))
    page.remove()
    assert page.listed() == []
    assert "demo" in page.presets_offered()
    entry = page.add("demo")
    assert page.listed() == ["Demo (offline simulator)"]
    assert not page.key_field_shown()  # no key, no keyring question, no warning
    assert not page.page.base_url_edit.isVisible()
    assert ("get", entry.id, 2.0) not in fake_secrets.calls
    assert page.test_connection() == "The demo runs inside Arroyo: nothing to connect to."


def test_a_server_that_needs_no_key_never_reports_the_keyring(
    qtbot, qloop, open_dialog, fake_secrets
):
    fake_secrets.fail_with = SecretsError(KeyringProblem.UNAVAILABLE)
    page = ProvidersDriver(qtbot, qloop, open_dialog())
    page.add("ollama")
    assert page.key_status() == "No key stored: this server may not need one."
    page.add("openai")  # one that needs a key: the keyring's state matters there
    assert "keyring cannot be read" in page.key_status()


def test_preset_names_that_are_words_are_translated(
    qtbot, qloop, open_dialog, settings_path, language
):
    settings = ProviderSettings(settings_path)
    settings.add_preset("openai-compatible")
    renamed = settings.add_preset("openai-compatible")
    settings.update(renamed.id, label="My GPU")
    settings.add_preset("groq")
    language.apply("es")
    page = ProvidersDriver(qtbot, qloop, open_dialog(settings=settings))
    assert page.listed() == [
        "Servidor compatible con OpenAI",
        "My GPU (Servidor compatible con OpenAI)",
        "Groq",  # a product's name stays as its maker writes it
    ]
    assert page.page.name_edit.text() == "Servidor compatible con OpenAI"
    page.page.commit()  # the shown translation is not saved as a new name
    assert ProviderSettings(settings_path).providers[0].label == "OpenAI-compatible server"


def test_an_empty_model_field_names_the_model_used(qtbot, qloop, open_dialog):
    page = ProvidersDriver(qtbot, qloop, open_dialog())
    page.add("openai")
    edit = page.page.model_combo.lineEdit()
    assert page.model_shown() == "gpt-4.1-mini"  # the preset's, filled in when added
    page.type_model("")
    assert edit.placeholderText() == "gpt-4.1-mini (the usual one)"
    page.add("openai-compatible")  # no usual model: the way to get one
    assert edit.placeholderText() == "Type a model name, or test the connection to list them"
