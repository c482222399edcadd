"""Old segments go: once a device's snapshot covers its segments and every other device known
has read past them, it deletes them from the storage; a device joining later starts from the
snapshots, and the devices already there keep syncing without a gap."""

from __future__ import annotations

import pytest

from desktop_app.sync import engine
from desktop_app.sync.service import SyncConfig
from tests.sync.support import Profile


@pytest.fixture
def snapshot_every_two(monkeypatch):
    monkeypatch.setattr(engine, "SNAPSHOT_EVERY", 2)


def _own_objects(shared, profile):
    device = profile.sync.config().device
    return sorted(p.name for p in (shared / "d" / device).iterdir() if not p.name.startswith("."))


def _rounds(first, second, conversation, count, start=0):
    """``first`` writes and syncs; ``second`` reads it, writes (so it acknowledges) and syncs."""
    for n in range(start, start + count):
        first.store.add_message(conversation, "user", f"first {n}")
        assert first.sync_now().gaps == []
        second.sync_now()
        second.store.add_message(conversation, "assistant", f"second {n}")
        assert second.sync_now().gaps == []


def test_segments_a_snapshot_covers_are_deleted_once_every_device_read_past_them(
    tmp_path, memory_keyring, snapshot_every_two
):
    shared = tmp_path / "shared"
    config = lambda: SyncConfig("folder", str(shared))  # noqa: E731
    first, second = Profile.at(tmp_path / "a"), Profile.at(tmp_path / "b")
    first.setup(config())
    second.setup(config())
    conversation = first.store.create("Notes")
    _rounds(first, second, conversation, 3)
    first.sync_now()
    own = _own_objects(shared, first)
    assert "00000001.seg" not in own and "00000002.seg" not in own, own
    assert any(name.startswith("snap-") for name in own)

    # a device joining now starts from the snapshots: nothing is missing, no gap
    third = Profile.at(tmp_path / "c")
    third.setup(config())
    joined = third.sync_now()
    assert joined.gaps == [] and joined.refused == []
    # the devices already there go on: the sequence stays contiguous from the snapshot on
    _rounds(first, second, conversation, 2, start=3)
    for profile in (first, second, third):
        assert profile.sync_now().gaps == []
    assert first.rows() == second.rows() == third.rows()
    assert {f"first {n}" for n in range(5)} <= third.texts()


def test_nothing_is_deleted_while_a_device_has_not_read_past(
    tmp_path, memory_keyring, snapshot_every_two
):
    shared = tmp_path / "shared"
    config = lambda: SyncConfig("folder", str(shared))  # noqa: E731
    first, silent = Profile.at(tmp_path / "a"), Profile.at(tmp_path / "b")
    first.setup(config())
    silent.setup(config())
    silent.store.create("Seen once")
    silent.sync_now()  # known to the set, then never writes again
    conversation = first.store.create("Notes")
    for n in range(5):
        first.store.add_message(conversation, "user", f"line {n}")
        first.sync_now()
    assert "00000001.seg" in _own_objects(shared, first)

    # removed from the set here: it no longer holds the old segments back
    first.sync.forget_device(silent.sync.config().device)
    first.store.add_message(conversation, "user", "after the removal")
    pruned = first.sync_now().pruned + first.sync_now().pruned
    assert pruned >= 1
    assert "00000001.seg" not in _own_objects(shared, first)
    devices = [d.device for d in _devices(first)]
    assert silent.sync.config().device not in devices


def _devices(profile):
    import asyncio

    return asyncio.run(profile.sync.devices())
