"""The Providers page refuses an address a key must not go to, and warns about plain http."""

from __future__ import annotations

from desktop_app.config.settings import ProviderSettings
from tests.net.helpers import TEST_KEY
from tests.ui.providers_driver import ProvidersDriver


def _page_with_server(qtbot, qloop, open_dialog, settings_path):
    settings = ProviderSettings(settings_path)
    entry = settings.add_preset("openai-compatible", base_url="https://api.example.com/v1")
    page = ProvidersDriver(qtbot, qloop, open_dialog(settings=settings))
    page.select(entry.id)
    return page, entry


def test_a_typo_in_the_scheme_is_refused_and_the_saved_address_kept(
    qtbot, qloop, open_dialog, settings_path
):
    page, entry = _page_with_server(qtbot, qloop, open_dialog, settings_path)
    page.type_base_url("htps://api.example.com/v1")
    said = page.problem_said()
    assert said is not None and "must start with http:// or https://" in said
    assert ProviderSettings(settings_path).get(entry.id).base_url == "https://api.example.com/v1"
    assert page.base_url_shown() == "https://api.example.com/v1"


def test_a_key_written_into_the_address_is_refused_and_never_saved(
    qtbot, qloop, open_dialog, settings_path
):
    page, _entry = _page_with_server(qtbot, qloop, open_dialog, settings_path)
    page.type_base_url(f"https://me:{TEST_KEY}@api.example.com/v1")
    said = page.problem_said()
    assert said is not None and "key field" in said and TEST_KEY not in said
    assert TEST_KEY not in settings_path.read_text(encoding="utf-8")


def test_the_form_drops_surrounding_spaces_but_refuses_inner_ones(
    qtbot, qloop, open_dialog, settings_path
):
    page, entry = _page_with_server(qtbot, qloop, open_dialog, settings_path)
    page.type_base_url("  https://other.example.com/v1  ")
    assert ProviderSettings(settings_path).get(entry.id).base_url == "https://other.example.com/v1"
    page.type_base_url("https://other.example.com/v 1")
    said = page.problem_said()
    assert said is not None and "invisible characters" in said
    assert ProviderSettings(settings_path).get(entry.id).base_url == "https://other.example.com/v1"


def test_plain_http_to_another_computer_is_warned_about(qtbot, qloop, open_dialog, settings_path):
    page, entry = _page_with_server(qtbot, qloop, open_dialog, settings_path)
    page.type_base_url("http://localhost:8000/v1")
    assert page.problem_said() is None
    page.type_base_url("http://gpu.lan:8000/v1")
    said = page.problem_said()
    assert said is not None and "unencrypted" in said
    assert ProviderSettings(settings_path).get(entry.id).base_url == "http://gpu.lan:8000/v1"
