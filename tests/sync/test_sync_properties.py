"""Random offline work on two and three real profiles (databases, a shared folder, the whole
sync): after everyone has synced, every device holds the same rows and no text is lost."""

from __future__ import annotations

import itertools
import shutil
import tempfile
from pathlib import Path

import keyring
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.sync.service import SyncConfig
from tests.sync.support import MemoryKeyring, Profile

step = st.tuples(
    st.sampled_from(["add", "update", "version", "rename", "delete", "sync"]),
    st.integers(0, 2),
    st.integers(0, 50),
)


def _act(profile: Profile, action: str, number: int, texts: set[str], unsynced: set[str]) -> None:
    """One piece of offline work; ``unsynced``: this device's texts no sync has seen yet (a
    text overwritten in place before any sync saw it is the app's own doing, not a loss)."""
    conversations = [c.id for c in profile.store.list()]
    text = f"{profile.folder.name} {action} {number}"
    if action == "add" or not conversations:
        if not conversations or number % 3 == 0:
            conversations.append(profile.store.create(f"c {number}"))
        profile.store.add_message(conversations[number % len(conversations)], "user", text)
        texts.add(text)
        unsynced.add(text)
        return
    conversation = conversations[number % len(conversations)]
    messages = profile.store.messages(conversation)
    if action == "rename":
        profile.store.rename(conversation, text)
    elif action == "delete":
        profile.store.delete(conversation)
    elif messages and action == "update":
        target = messages[number % len(messages)]
        with profile.database.transaction() as connection:
            connection.execute("UPDATE messages SET content = ? WHERE id = ?", (text, target.id))
        if target.content in unsynced:
            texts.discard(target.content)
        texts.add(text)
        unsynced.add(text)
    elif messages and action == "version":
        users = [m for m in messages if m.role == "user"]
        if users:
            profile.store.edit_message(users[number % len(users)].id, text)
            texts.add(text)
            unsynced.add(text)


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(step, min_size=1, max_size=14), st.sampled_from([2, 3]))
def test_random_offline_work_converges_without_loss(steps, devices):
    before = keyring.get_keyring()
    keyring.set_keyring(MemoryKeyring())
    folder = Path(tempfile.mkdtemp())
    profiles = [Profile.at(folder / f"p{i}") for i in range(devices)]
    try:
        for profile in profiles:
            profile.setup(SyncConfig("folder", str(folder / "shared")))
        texts: set[str] = set()
        unsynced: dict[str, set[str]] = {p.folder.name: set() for p in profiles}
        for action, who, number in steps:
            profile = profiles[who % devices]
            if action == "sync":
                profile.sync_now()
                unsynced[profile.folder.name].clear()
            else:
                _act(profile, action, number, texts, unsynced[profile.folder.name])
        for profile in itertools.chain(profiles, profiles):
            report = profile.sync_now()
            assert report.refused == [] and report.gaps == []
        rows = [p.rows() for p in profiles]
        assert all(r == rows[0] for r in rows)
        for profile in profiles:
            assert texts <= profile.texts()
    finally:
        for profile in profiles:
            profile.database.close()
        keyring.set_keyring(before)
        shutil.rmtree(folder, ignore_errors=True)
