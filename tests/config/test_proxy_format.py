"""The proxy choice in the settings file (format 4): a format-3 file gets the system's proxy,
which its provider requests followed already; a damaged choice is refused, the file kept; the
file never holds a password, even one written into it by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.config.settings import FORMAT_VERSION, ProviderSettings, SettingsError
from desktop_app.errors import FileProblem
from desktop_app.net.proxies import ProxyConfig, ProxyMode


def _write(path: Path, version: int, app: dict) -> None:
    path.write_text(json.dumps({"version": version, "providers": [], "app": app}), "utf-8")


def test_a_format_3_file_gets_the_systems_proxy_and_is_saved_as_format_4(tmp_path):
    path = tmp_path / "settings.json"
    _write(path, 3, {"theme": "dark"})
    settings = ProviderSettings(path)
    assert settings.app.proxy == ProxyConfig()
    assert settings.app.proxy.mode is ProxyMode.SYSTEM
    settings.save()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert FORMAT_VERSION == 4 and saved["version"] == 4
    assert saved["app"]["proxy"]["mode"] == "system"
    assert saved["app"]["theme"] == "dark"


@pytest.mark.parametrize(
    "proxy",
    [
        {"mode": "manual", "host": ""},
        {"mode": "manual", "host": "proxy.corp", "port": 0},
        {"mode": "sometimes"},
        {"mode": "manual", "host": "user:pw@proxy.corp"},
    ],
    ids=["no host", "port 0", "unknown mode", "credentials in the host"],
)
def test_a_damaged_proxy_choice_is_refused_and_the_file_kept(tmp_path, proxy):
    path = tmp_path / "settings.json"
    _write(path, 4, {"proxy": proxy})
    before = path.read_bytes()
    with pytest.raises(SettingsError) as caught:
        ProviderSettings(path)
    assert caught.value.kind is FileProblem.CORRUPT and "proxy" in caught.value.detail
    assert path.read_bytes() == before


def test_a_password_written_into_the_file_is_dropped(tmp_path):
    path = tmp_path / "settings.json"
    proxy = {"mode": "manual", "host": "proxy.corp", "port": 3128, "username": "ana"}
    _write(path, 4, {"proxy": {**proxy, "password": "hunter2-proxy"}})
    settings = ProviderSettings(path)
    assert settings.app.proxy.username == "ana"
    settings.save()
    assert "hunter2-proxy" not in path.read_text(encoding="utf-8")
