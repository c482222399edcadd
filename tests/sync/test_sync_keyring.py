"""The set's key in the real Secret Service (gnome-keyring on a private D-Bus), one entry per
data folder; and without a keyring, the passphrase asked at each sync and never written."""

from __future__ import annotations

import asyncio

import keyring
import keyring.backends.fail
import pytest

from desktop_app import secrets
from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.sync.service import KEY_ENTRY, SyncConfig
from tests.sync.support import Profile
from tests.test_secrets import secret_service  # noqa: F401  (the fixture)


def test_two_profiles_keep_their_own_key_entry_in_the_secret_service(
    tmp_path,
    secret_service,  # noqa: F811
):
    first, second = Profile.at(tmp_path / "one"), Profile.at(tmp_path / "two")
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(tmp_path / "shared")))
    names = {secrets.service(p.folder) for p in (first, second)}
    assert len(names) == 2
    keys = {keyring.get_password(name, KEY_ENTRY) for name in names}
    assert len(keys) == 1 and None not in keys  # the same set's key, under two names
    conversation = first.store.create("Through the keyring")
    first.store.add_message(conversation, "user", "hello")
    first.sync_now()
    second.sync_now()
    assert first.rows() == second.rows()


def test_without_a_keyring_the_passphrase_is_asked_each_time_and_never_written(tmp_path):
    before = keyring.get_keyring()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    try:
        profile = Profile.at(tmp_path / "p")
        passphrase = "a passphrase nobody writes down"
        profile.setup(SyncConfig("folder", str(tmp_path / "shared")), passphrase=passphrase)
        profile.store.create("asked")
        asked = []

        def ask():
            asked.append(1)
            return passphrase

        for _ in range(2):
            asyncio.run(profile.sync.sync_now(ask))
        assert len(asked) == 2
        with pytest.raises(SyncError) as raised:
            asyncio.run(profile.sync.sync_now(lambda: None))
        assert raised.value.kind is SyncProblem.NO_PASSPHRASE
        written = b"".join(p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())
        assert passphrase.encode() not in written
    finally:
        keyring.set_keyring(before)
