"""The same three-device scenario through a real WebDAV server and a real S3 server, each
started on 127.0.0.1 by the test: never skipped."""

from __future__ import annotations

import asyncio

import pytest

from desktop_app.sync.errors import WrongPassphrase
from desktop_app.sync.service import STORAGE_ENTRY, SyncConfig
from tests.sync.servers import PASSWORD, USER, s3_server, webdav_server
from tests.sync.support import Profile
from tests.sync.test_sync_folder import scenario


def _check(profiles, written, storage_words):
    rows = [p.rows() for p in profiles]
    assert all(r == rows[0] for r in rows)
    for profile in profiles:
        assert written <= profile.texts()


def test_three_devices_through_webdav(tmp_path, memory_keyring):
    root = tmp_path / "dav"
    with webdav_server(root) as url:
        profiles = [Profile.at(tmp_path / f"p{i}") for i in range(3)]
        original = profiles[0].setup
        for profile in profiles:
            profile.setup = lambda config, setup=profile.setup, **kw: setup(
                config, credential=PASSWORD, **kw
            )
        _, written, _ = scenario(profiles, lambda: SyncConfig("webdav", url, user=USER))
        _check(profiles, written, root)
        with pytest.raises(WrongPassphrase):
            original(SyncConfig("webdav", url, user=USER), passphrase="not it")
    stored = b"".join(p.read_bytes() for p in root.rglob("*") if p.is_file())
    assert b"Where shall we go" not in stored and b"mountains" not in stored
    # the password is in each profile's own keyring entry, never in its config file
    assert {e for _s, e in memory_keyring.entries} >= {STORAGE_ENTRY}
    assert PASSWORD not in (tmp_path / "p0" / "sync.json").read_text()


def test_three_devices_through_s3(tmp_path, memory_keyring):
    with s3_server() as endpoint:
        profiles = [Profile.at(tmp_path / f"p{i}") for i in range(3)]
        for profile in profiles:
            profile.setup = lambda config, setup=profile.setup, **kw: setup(
                config, credential=PASSWORD, **kw
            )
        _, written, _ = scenario(profiles, lambda: SyncConfig("s3", endpoint, "arroyo-sync", USER))
        _check(profiles, written, None)
        config = profiles[0].sync.config()
        storage = profiles[0].sync.storage(config)

        async def everything() -> bytes:
            names = await storage.list("")
            data = b"".join([await storage.get(n) or b"" for n in names])
            await storage.aclose()
            return data

        stored = asyncio.run(everything())
        assert stored and b"mountains" not in stored
