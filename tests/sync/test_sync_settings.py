"""The settings chosen to sync travel; providers (and so their keys) never do."""

from __future__ import annotations

import asyncio

import keyring

from desktop_app.config.settings import ProviderSettings
from desktop_app.sync.service import SyncConfig, SyncService
from desktop_app.sync.settings_sync import FileSettings, conflict_label
from tests.sync.support import MemoryKeyring, Profile


def test_the_theme_and_language_travel_and_providers_stay(tmp_path):
    before = keyring.get_keyring()
    keyring.set_keyring(MemoryKeyring())
    try:
        profiles, files = [], []
        for name in ("one", "two"):
            profile = Profile.at(tmp_path / name)
            settings = ProviderSettings(profile.folder / "settings.json")
            profile.sync = SyncService(profile.folder, profile.database, FileSettings(settings))
            profile.setup(SyncConfig("folder", str(tmp_path / "shared")))
            profiles.append(profile)
            files.append(settings)
        one, two = profiles
        files[0].update_app(theme="dark")
        asyncio.run(one.sync.sync_now())  # one made the set: its settings are the set's
        files[1].update_app(theme="light", language="fr")  # two's, before it joined: not sent
        asyncio.run(two.sync.sync_now())
        assert (files[1].app.theme, files[1].app.language) == ("dark", None)
        files[0].update_app(language="es")
        asyncio.run(one.sync.sync_now())
        report = asyncio.run(two.sync.sync_now())
        assert report.received == 1
        reread = ProviderSettings(two.folder / "settings.json")
        assert (reread.app.theme, reread.app.language) == ("dark", "es")
        assert reread.app.display_policy == files[0].app.display_policy
        stored = b"".join(p.read_bytes() for p in (tmp_path / "shared").rglob("*") if p.is_file())
        assert b"dark" not in stored
    finally:
        keyring.set_keyring(before)


def test_a_conflict_is_named_in_the_persons_words():
    words = {"theme": "Tema", "text": "Texto"}.get
    values = {"prompt:p1": {"name": "Review", "text": "a"}}
    assert conflict_label("theme", values, lambda w: words(w) or w) == "Tema"
    assert conflict_label("prompt:p1/text", values, lambda w: words(w) or w) == "“Review” › Texto"
    assert conflict_label("prompt:gone/text", values) == "prompt:gone/text"  # not here
    assert conflict_label("prompt:p1", values, lambda w: "never") == "prompt:p1"
