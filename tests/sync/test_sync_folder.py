"""Three profiles sync through a plain folder: offline edits, regenerations and deletions of
the same conversations end identical on every device, and nothing is lost."""

from __future__ import annotations

import keyring
import pytest

from desktop_app.sync.errors import SyncError, SyncProblem, WrongPassphrase
from desktop_app.sync.service import SyncConfig
from tests.sync.support import MemoryKeyring, Profile


@pytest.fixture
def memory_keyring():
    before = keyring.get_keyring()
    chosen = MemoryKeyring()
    keyring.set_keyring(chosen)
    yield chosen
    keyring.set_keyring(before)


def _profiles(tmp_path, count):
    return [Profile.at(tmp_path / f"profile{i}") for i in range(count)]


def scenario(profiles, config_for):
    """Device 0 starts a conversation; all sync; then each edits offline; then all sync twice."""
    first, *others = profiles
    assert first.setup(config_for()).recovery_code
    for profile in others:
        assert profile.setup(config_for()).recovery_code is None
    conversation = first.store.create("Plans")
    question = first.store.add_message(conversation, "user", "Where shall we go?")
    first.store.add_message(conversation, "assistant", "The sea.")
    for profile in profiles:
        profile.sync_now()
    for profile in profiles:
        assert len(profile.store.messages(conversation)) == 2
    # offline: each device does its own thing to the same conversation
    local = {p.folder: {m.content: m.id for m in p.store.messages(conversation)} for p in profiles}
    first.store.rename(conversation, "Holiday plans")
    first.store.edit_message(local[first.folder]["Where shall we go?"], "Where shall we go in May?")
    second = profiles[1]
    second.store.set_aside_from(local[second.folder]["The sea."])
    second.store.add_message(conversation, "assistant", "The mountains.")
    written = {"Where shall we go in May?", "The mountains.", "Where shall we go?", "The sea."}
    if len(profiles) > 2:
        third = profiles[2]
        other = third.store.create("Shopping")
        third.store.add_message(other, "user", "Bread")
        third.store.delete(conversation)
        written.add("Bread")
    for _ in range(2):
        for profile in profiles:
            report = profile.sync_now()
            assert report.refused == [] and report.gaps == []
    return conversation, written, question


@pytest.mark.parametrize("devices", [2, 3])
def test_devices_editing_offline_end_identical_and_lose_nothing(tmp_path, memory_keyring, devices):
    profiles = _profiles(tmp_path, devices)
    conversation, written, _ = scenario(
        profiles, lambda: SyncConfig("folder", str(tmp_path / "shared"))
    )
    rows = [p.rows() for p in profiles]
    assert all(r == rows[0] for r in rows)
    for profile in profiles:
        assert written <= profile.texts()
        assert profile.store.get(conversation).title == "Holiday plans"
    deleted = profiles[0].store.get(conversation).deleted_at is not None
    assert deleted == (devices == 3)
    # two profiles, two keyring entries: never shared
    assert len({s for s, e in memory_keyring.entries if e == "sync-key"}) == devices


def test_a_wrong_passphrase_is_refused_by_name_and_nothing_is_saved(tmp_path, memory_keyring):
    first, second = _profiles(tmp_path, 2)
    config = lambda: SyncConfig("folder", str(tmp_path / "shared"))  # noqa: E731
    first.setup(config())
    with pytest.raises(WrongPassphrase):
        second.setup(config(), passphrase="wrong horse")
    assert second.sync.config() is None
    with pytest.raises(SyncError) as raised:
        second.sync_now()
    assert raised.value.kind is SyncProblem.NOT_SET_UP


def test_refused_objects_are_named_while_the_rest_syncs(tmp_path, memory_keyring):
    shared = tmp_path / "shared"
    first, second, third = _profiles(tmp_path, 3)
    for profile in (first, second, third):
        profile.setup(SyncConfig("folder", str(shared)))
    conversation = first.store.create("Kept")
    first.store.add_message(conversation, "user", "from first")
    first.sync_now()
    other = third.store.create("Also kept")
    third.store.add_message(other, "user", "from third")
    third.sync_now()
    [segment] = (shared / "d" / first.sync.config().device).glob("*.seg")
    [their] = (shared / "d" / third.sync.config().device).glob("*.seg")
    good = their.read_bytes()
    # a foreign object (another set's) in place of first's, third's cut short
    foreign = tmp_path / "foreign"
    outsider = Profile.at(tmp_path / "outsider")
    outsider.setup(SyncConfig("folder", str(foreign)))
    outsider.store.create("Not ours")
    outsider.sync_now()
    [alien] = (foreign / "d" / outsider.sync.config().device).glob("*.seg")
    segment.write_bytes(alien.read_bytes())
    their.write_bytes(good[:-10])
    report = second.sync_now()
    problems = dict(report.refused)
    assert problems[segment.relative_to(shared).as_posix()] == "foreign_set"
    assert problems[their.relative_to(shared).as_posix()] == "truncated"
    # tampered: one byte changed, and a renamed object: both refused by name
    flipped = bytearray(good)
    flipped[-1] ^= 1
    their.write_bytes(bytes(flipped))
    renamed = their.with_name("00000002.seg")
    renamed.write_bytes(good)
    fresh = Profile.at(tmp_path / "fresh")
    fresh.setup(SyncConfig("folder", str(shared)))
    report = fresh.sync_now()
    problems = dict(report.refused)
    assert problems[their.relative_to(shared).as_posix()] == "tampered"
    assert problems[renamed.relative_to(shared).as_posix()] == "tampered"
    # the rest syncs: second's own conversation went out and comes back to a fresh device
    second.store.create("Second's")
    second.sync_now()
    assert "Second's" in {c.title for c in fresh.store.list()} or fresh.sync_now() is not None


def test_the_storage_holds_no_message_text(tmp_path, memory_keyring):
    shared = tmp_path / "shared"
    profile = Profile.at(tmp_path / "p")
    profile.setup(SyncConfig("folder", str(shared)))
    conversation = profile.store.create("Secret title words")
    profile.store.add_message(conversation, "user", "a very findable sentence")
    profile.sync_now()
    stored = b"".join(p.read_bytes() for p in shared.rglob("*") if p.is_file())
    assert stored
    for text in ("findable", "Secret title", conversation):
        assert text.encode() not in stored
