"""The settings file: a round trip, presets, no key ever written, and damaged files kept."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import keyring.backend
import pytest

from desktop_app import secrets
from desktop_app.config.settings import (
    AppSettings,
    ProviderEntry,
    ProviderSettings,
    SettingsError,
)
from tests.net.helpers import TEST_KEY


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A keyring in a dict: the secrets module's real code path, never the system's keyring."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.passwords: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.passwords.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.passwords[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.passwords.pop((service, username), None)


@pytest.fixture
def memory_keyring(monkeypatch) -> MemoryKeyring:
    backend = MemoryKeyring()
    monkeypatch.setattr(keyring.core, "_keyring_backend", backend)
    return backend


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "settings.json"


def test_defaults_when_there_is_no_file_and_nothing_is_written(path: Path):
    settings = ProviderSettings(path)
    assert settings.providers == ()
    assert settings.app == AppSettings()
    assert settings.app.allow_commands is False
    assert settings.app.fetch_allowed_hosts == ()
    assert settings.app.display_policy == "words"
    assert settings.app.language is None
    assert not path.exists()


def test_round_trip(path: Path, tmp_path: Path):
    settings = ProviderSettings(path)
    settings.add_preset("openai")
    settings.add_preset("anthropic")
    settings.add_preset("gemini", show_reasoning=False)
    settings.add_preset("ollama", model="llama3.2")
    settings.add_preset("lmstudio", transport="diff")
    settings.add_preset(
        "openai-compatible", label="Groq", base_url="https://api.groq.com/openai/v1"
    )
    settings.add_preset("openai-compatible", label="vLLM", base_url="http://gpu:8000/v1")
    settings.update("openai", model="gpt-4.1", label="OpenAI (work) ✓")
    settings.update_app(
        workspace=tmp_path / "projects",
        allow_commands=True,
        display_policy="sentences",
        language="fr",
        fetch_allowed_hosts=("intranet.test", "10.0.0.0/8"),
    )

    again = ProviderSettings(path)
    assert again.providers == settings.providers
    assert again.app == settings.app
    assert [e.id for e in again.providers] == [
        "openai",
        "anthropic",
        "gemini",
        "ollama",
        "lmstudio",
        "openai-compatible",
        "openai-compatible-2",
    ]
    assert again.get("openai").label == "OpenAI (work) ✓"
    assert again.get("gemini").show_reasoning is False
    assert again.get("lmstudio").transport == "diff"
    assert again.app.workspace == tmp_path / "projects"


def test_presets_fill_the_local_servers_addresses(path: Path):
    settings = ProviderSettings(path)
    ollama = settings.add_preset("ollama")
    lmstudio = settings.add_preset("lmstudio")
    assert ollama.base_url == "http://localhost:11434/v1"
    assert lmstudio.base_url == "http://localhost:1234/v1"
    assert ollama.wire == lmstudio.wire == "openai-chat"
    assert settings.add_preset("anthropic").wire == "anthropic"


def test_removing_and_updating(path: Path):
    settings = ProviderSettings(path)
    settings.add_preset("ollama")
    settings.add_preset("ollama")
    settings.remove("ollama")
    assert [e.id for e in ProviderSettings(path).providers] == ["ollama-2"]
    with pytest.raises(ValueError, match="never changes"):
        settings.update("ollama-2", id="other")
    with pytest.raises(KeyError):
        settings.update("missing", label="x")
    with pytest.raises(ValueError, match="transport"):
        settings.update("ollama-2", transport="carrier-pigeon")
    with pytest.raises(ValueError, match="display_policy"):
        settings.update_app(display_policy="paragraphs")
    with pytest.raises(ValueError, match="already"):
        settings.add(ProviderEntry(id="ollama-2", preset="ollama", label="again"))
    assert ProviderSettings(path).providers == settings.providers


def test_the_key_is_never_in_the_settings_file(path: Path, memory_keyring: MemoryKeyring):
    settings = ProviderSettings(path)
    entry = settings.add_preset("openai-compatible", label="Mine", base_url="http://h/v1")
    asyncio.run(secrets.set_key_async(entry.id, TEST_KEY))
    settings.update(entry.id, model="m")
    settings.update_app(allow_commands=True)

    assert memory_keyring.passwords == {(secrets.service(), entry.id): TEST_KEY}
    assert asyncio.run(secrets.get_key_async(entry.id)) == TEST_KEY
    text = path.read_text(encoding="utf-8")
    assert TEST_KEY not in text
    assert TEST_KEY[-12:] not in text
    assert "key" not in json.loads(text)["providers"][0]


def test_a_key_written_into_the_file_by_hand_is_dropped(path: Path):
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "providers": [
                    {"id": "openai", "preset": "openai", "label": "OpenAI", "api_key": TEST_KEY}
                ],
            }
        )
    )
    settings = ProviderSettings(path)
    assert settings.get("openai") is not None
    settings.update("openai", model="gpt-4.1")
    assert TEST_KEY not in path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("content", "detail"),
    [
        (b'{"version": 1, "providers": [', "not valid JSON"),
        (b"", "not valid JSON"),
        (b"\xff\xfe", "not valid JSON"),
        (b"[]", "top level"),
        (b'{"providers": []}', "version"),
        (
            b'{"version": 1, "providers": [{"id": "x", "preset": "nope", "label": "x"}]}',
            "unknown provider preset",
        ),
        (
            b'{"version": 1, "providers": [{"id": "x", "preset": "ollama", "label": 3}]}',
            "label must be text",
        ),
        (b'{"version": 1, "app": {"allow_commands": "yes"}}', "allow_commands"),
        (b'{"version": 2, "app": {"fetch_allowed_hosts": "x"}}', "fetch_allowed_hosts"),
        (b'{"version": 2, "app": {"fetch_allowed_hosts": [""]}}', "fetch_allowed_hosts"),
        (b"[" * 200_000, "nested too deeply"),  # json.loads would raise RecursionError
    ],
)
def test_a_damaged_file_is_refused_and_left_as_it_was(path: Path, content: bytes, detail: str):
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    with pytest.raises(SettingsError) as caught:
        ProviderSettings(path)
    assert caught.value.kind == "corrupt"
    assert detail in str(caught.value)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == content
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json"]


def test_a_newer_file_is_refused(path: Path):
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 99}')
    with pytest.raises(SettingsError) as caught:
        ProviderSettings(path)
    assert caught.value.kind == "newer_version"


def test_starting_fresh_keeps_a_broken_copy(path: Path):
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{ broken")
    settings, kept = ProviderSettings.start_fresh(path)
    assert kept == path.with_name("settings.json.broken")
    assert kept.read_bytes() == b"{ broken"
    assert settings.providers == () and not path.exists()
    settings.add_preset("ollama")

    path.write_bytes(b"{ broken again")
    _settings, kept_again = ProviderSettings.start_fresh(path)
    assert kept_again == path.with_name("settings.json.broken-2")
    assert kept.read_bytes() == b"{ broken"  # the older copy is never overwritten
    assert kept_again.read_bytes() == b"{ broken again"


def test_a_failed_save_changes_nothing(tmp_path: Path):
    blocker = tmp_path / "not-a-folder"
    settings = ProviderSettings(blocker / "settings.json")
    blocker.write_text("")  # the folder the file should go in is now a file
    with pytest.raises(SettingsError) as caught:
        settings.add_preset("ollama")
    assert caught.value.kind == "unavailable"
    assert settings.providers == ()


def test_saving_leaves_no_temporary_file(path: Path):
    settings = ProviderSettings(path)
    settings.add_preset("openai")
    settings.update_app(language="de")
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.json", "settings.json.lock"]


def test_names_passed_to_commands_round_trip_and_are_checked(path: Path):
    settings = ProviderSettings(path)
    assert settings.app.command_env_allow == ()  # nothing beyond the base list by default
    settings.update_app(command_env_allow=("JAVA_HOME", "CARGO_HOME"))
    assert ProviderSettings(path).app.command_env_allow == ("JAVA_HOME", "CARGO_HOME")
    for wrong in (("A=B",), ("",), ("1ST",), "JAVA_HOME"):
        with pytest.raises(ValueError, match="command_env_allow"):
            settings.update_app(command_env_allow=wrong)
    path.write_text('{"version": 1, "app": {"command_env_allow": ["OK", 3]}}', encoding="utf-8")
    with pytest.raises(SettingsError, match="command_env_allow"):
        ProviderSettings(path)
