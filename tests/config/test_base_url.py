"""The settings file and base URLs: refused at save, and keys in old addresses taken out."""

from __future__ import annotations

import json

import pytest

from desktop_app.config.settings import ProviderEntry, ProviderSettings
from desktop_app.providers.base_url import BaseUrlError, BaseUrlProblem

KEY = "sk-in-an-old-address-7a6b5c4d3e"


def test_a_bad_address_is_refused_at_save_and_the_file_is_unchanged(tmp_path):
    settings = ProviderSettings(tmp_path / "settings.json")
    entry = settings.add_preset("openai-compatible", base_url="https://a.example.com/v1")
    before = (tmp_path / "settings.json").read_bytes()
    for bad, problem in [
        ("ftp://a.example.com/v1", BaseUrlProblem.SCHEME),
        ("https://a.example.com/v1\n", BaseUrlProblem.INVISIBLE),
        (f"https://u:{KEY}@a.example.com/v1", BaseUrlProblem.USERINFO),
    ]:
        with pytest.raises(BaseUrlError) as caught:
            settings.update(entry.id, base_url=bad)
        assert caught.value.problem is problem
    with pytest.raises(BaseUrlError):
        settings.add(
            ProviderEntry(
                id="x", preset="openai-compatible", label="x", base_url="ws://a.example.com"
            )
        )
    assert (tmp_path / "settings.json").read_bytes() == before
    assert settings.get(entry.id).base_url == "https://a.example.com/v1"


def _old_file(path, base_url):
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "providers": [
                    {
                        "id": "srv",
                        "preset": "openai-compatible",
                        "label": "My server",
                        "base_url": base_url,
                    },
                ],
            }
        ),
        encoding="utf-8",
    )


def test_a_key_in_an_old_address_is_taken_out_on_load_and_the_file_is_not_written(tmp_path):
    path = tmp_path / "settings.json"
    _old_file(path, f"https://me:{KEY}@models.example.com/v1")
    before = path.read_bytes()
    settings = ProviderSettings(path)
    assert settings.get("srv").base_url == "https://models.example.com/v1"
    assert settings.found_keys == {"srv": KEY}
    assert KEY not in repr(settings)
    assert path.read_bytes() == before  # loading never writes: the caller moves the key first
    settings.save()  # a save before the key is in the keyring keeps it where it was
    assert ProviderSettings(path).found_keys == {"srv": KEY}
    del settings.found_keys["srv"]  # moved to the keyring (Application.move_found_keys)
    settings.save()
    assert KEY not in path.read_text(encoding="utf-8")


def test_an_old_address_that_breaks_the_rule_loads_and_is_refused_when_used(tmp_path):
    """Not a damaged file: the address is refused where it is used, with a sentence."""
    path = tmp_path / "settings.json"
    _old_file(path, "http://127.0.0.1:8000/v1\n")
    assert ProviderSettings(path).get("srv").base_url == "http://127.0.0.1:8000/v1\n"
