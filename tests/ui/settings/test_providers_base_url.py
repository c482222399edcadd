"""The Providers page refuses an address a key must not go to, and warns about plain http."""

from __future__ import annotations

from desktop_app.ui.settings_model import ProviderSettings
from tests.net.helpers import TEST_KEY
from tests.ui.settings.conftest import type_into


def _page_with_server(open_dialog, settings_path):
    settings = ProviderSettings(settings_path)
    entry = settings.add_preset("openai-compatible", base_url="https://api.example.com/v1")
    dialog = open_dialog(settings=settings)
    dialog.providers.select_provider(entry.id)
    return dialog, entry


def test_a_typo_in_the_scheme_is_refused_and_the_saved_address_kept(
    qtbot, open_dialog, settings_path
):
    dialog, entry = _page_with_server(open_dialog, settings_path)
    type_into(qtbot, dialog.providers.base_url_edit, "htps://api.example.com/v1")
    assert dialog.error_label.isVisible()
    assert "must start with http:// or https://" in dialog.error_label.text()
    assert ProviderSettings(settings_path).get(entry.id).base_url == "https://api.example.com/v1"
    assert dialog.providers.base_url_edit.text() == "https://api.example.com/v1"


def test_a_key_written_into_the_address_is_refused_and_never_saved(
    qtbot, open_dialog, settings_path
):
    dialog, _entry = _page_with_server(open_dialog, settings_path)
    type_into(qtbot, dialog.providers.base_url_edit, f"https://me:{TEST_KEY}@api.example.com/v1")
    assert "key field" in dialog.error_label.text()
    assert TEST_KEY not in dialog.error_label.text()
    assert TEST_KEY not in settings_path.read_text(encoding="utf-8")


def test_the_form_drops_surrounding_spaces_but_refuses_inner_ones(
    qtbot, open_dialog, settings_path
):
    dialog, entry = _page_with_server(open_dialog, settings_path)
    type_into(qtbot, dialog.providers.base_url_edit, "  https://other.example.com/v1  ")
    assert ProviderSettings(settings_path).get(entry.id).base_url == "https://other.example.com/v1"
    type_into(qtbot, dialog.providers.base_url_edit, "https://other.example.com/v 1")
    assert "invisible characters" in dialog.error_label.text()
    assert ProviderSettings(settings_path).get(entry.id).base_url == "https://other.example.com/v1"


def test_plain_http_to_another_computer_is_warned_about(qtbot, open_dialog, settings_path):
    dialog, entry = _page_with_server(open_dialog, settings_path)
    type_into(qtbot, dialog.providers.base_url_edit, "http://localhost:8000/v1")
    assert not dialog.error_label.isVisible()
    type_into(qtbot, dialog.providers.base_url_edit, "http://gpu.lan:8000/v1")
    assert dialog.error_label.isVisible() and "unencrypted" in dialog.error_label.text()
    assert ProviderSettings(settings_path).get(entry.id).base_url == "http://gpu.lan:8000/v1"
