"""Three profiles sync through a plain folder: offline edits, regenerations and deletions of
the same conversations end identical on every device, and nothing is lost."""

from __future__ import annotations

import pytest

from desktop_app.sync.errors import SyncError, SyncProblem, WrongPassphrase
from desktop_app.sync.service import SyncConfig
from tests.sync.support import Profile


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
    # the rest syncs: second's own conversation goes out and reaches the fresh device
    second.store.create("Second's")
    second.sync_now()
    fresh.sync_now()
    titles = {row[1] for row in fresh.rows()[0]}
    assert "Second's" in titles and "Not ours" not in titles


def test_a_missing_segment_is_reported_as_a_gap_and_what_follows_waits(tmp_path, memory_keyring):
    shared = tmp_path / "shared"
    first, second = _profiles(tmp_path, 2)
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(shared)))
    for title in ("one", "two", "three"):
        first.store.create(title)
        first.sync_now()
    device = first.sync.config().device
    (shared / "d" / device / "00000002.seg").unlink()
    report = second.sync_now()
    assert report.gaps == [(device, 2, 3)]
    assert {row[1] for row in second.rows()[0]} == {"one"}


def test_a_device_away_long_catches_up_from_the_latest_snapshot(
    tmp_path, memory_keyring, monkeypatch
):
    from desktop_app.sync import engine

    monkeypatch.setattr(engine, "SNAPSHOT_EVERY", 3)
    shared = tmp_path / "shared"
    first, second = _profiles(tmp_path, 2)
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(shared)))
    doomed = first.store.create("deleted early")
    first.sync_now()
    second.sync_now()  # second has seen it: its tombstone may go once second has seen that too
    first.store.delete(doomed)
    first.sync_now()
    second.sync_now()
    second.store.create("second says it saw")
    second.sync_now()
    first.sync_now()
    for n in range(4):
        first.store.create(f"later {n}")
        report = first.sync_now()
    device_folder = shared / "d" / first.sync.config().device
    assert list(device_folder.glob("snap-*"))
    # the early segments are gone (as a compaction may leave them): the snapshot suffices
    for early in sorted(device_folder.glob("*.seg"))[:3]:
        early.unlink()
    late = Profile.at(tmp_path / "late")
    late.setup(SyncConfig("folder", str(shared)))
    report = late.sync_now()
    assert report.gaps == [] and report.refused == []
    titles = {row[1] for row in late.rows()[0]}
    assert {"later 0", "later 3", "second says it saw"} <= titles
    assert "deleted early" not in titles  # its tombstone was seen by all: dropped


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


def test_an_attachment_travels_encrypted_once_and_arrives_whole(tmp_path, memory_keyring):
    from desktop_app.generation.attachment import Attachment
    from desktop_app.store.attachments import AttachmentStore

    shared = tmp_path / "shared"
    first, second = _profiles(tmp_path, 2)
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(shared)))
    conversation = first.store.create("Files")
    file = Attachment.of_text("notes.txt", "an attached plan with findable words")
    for text in ("one", "two"):  # the same file on two messages: one blob
        message = first.store.add_message(conversation, "user", text)
        AttachmentStore(first.database).link(message, [file])
    first.sync_now()
    assert len(list((shared / "b").iterdir())) == 1
    second.sync_now()
    files = AttachmentStore(second.database)
    assert files.path_of(file.digest).read_bytes() == file.data
    linked = files.of_messages(m.id for m in second.store.messages(conversation))
    assert [a.name for links in linked.values() for a in links] == ["notes.txt", "notes.txt"]
    stored = b"".join(p.read_bytes() for p in shared.rglob("*") if p.is_file())
    assert b"findable" not in stored and file.digest.encode() not in stored


def test_one_message_changed_on_two_devices_keeps_both_texts(tmp_path, memory_keyring):
    first, second = _profiles(tmp_path, 2)
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(tmp_path / "shared")))
    conversation = first.store.create("Tool results")
    first.store.add_message(conversation, "tool", "running…")
    first.sync_now()
    second.sync_now()
    for profile, text in ((first, "result on first"), (second, "result on second")):
        with profile.database.transaction() as connection:  # as a settled tool result is
            connection.execute("UPDATE messages SET content = ? WHERE role = 'tool'", (text,))
    for profile in (first, second, first):
        profile.sync_now()
    assert first.rows() == second.rows()
    for profile in (first, second):
        texts = profile.texts()
        assert {"result on first", "result on second", "running…"} <= texts
        shown = [m.content for m in profile.store.messages(conversation)]
        assert len(shown) == 1  # one is current, the others are its versions


def test_a_message_deleted_on_one_device_is_deleted_on_the_other(tmp_path, memory_keyring):
    first, second = _profiles(tmp_path, 2)
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(tmp_path / "shared")))
    conversation = first.store.create("Drafty")
    first.store.add_message(conversation, "user", "keep")
    gone = first.store.add_message(conversation, "assistant", "remove me")
    first.sync_now()
    second.sync_now()
    with first.database.transaction() as connection:
        connection.execute("DELETE FROM messages WHERE id = ?", (gone,))
    first.sync_now()
    second.sync_now()
    assert "remove me" not in second.texts() and "keep" in second.texts()
    assert first.rows() == second.rows()


def test_an_edit_concurrent_with_a_deletion_can_be_asked_back(tmp_path, memory_keyring):
    first, second = _profiles(tmp_path, 2)
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(tmp_path / "shared")))
    conversation = first.store.create("Deleted and edited")
    gone = first.store.add_message(conversation, "tool", "old result")
    first.sync_now()
    second.sync_now()
    with first.database.transaction() as connection:
        connection.execute("DELETE FROM messages WHERE id = ?", (gone,))
    with second.database.transaction() as connection:  # offline, not knowing of the deletion
        connection.execute("UPDATE messages SET content = 'new result' WHERE role = 'tool'")
    for profile in (first, second, first):
        profile.sync_now()
    assert "new result" not in first.texts() | second.texts()  # the deletion won
    [(message, _text)] = second.sync.deleted_messages()
    second.sync.restore_message(message)
    second.sync_now()
    first.sync_now()
    for profile in (first, second):
        assert {"new result", "old result"} <= profile.texts()
    assert first.rows() == second.rows()
    assert first.sync.deleted_messages() == []


def test_status_devices_and_pause_for_the_window(tmp_path, memory_keyring):
    import asyncio

    first, second = _profiles(tmp_path, 2)
    assert first.sync.status() == {"set_up": False}
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(tmp_path / "shared")))
    first.store.create("Waiting")
    assert first.sync.status()["waiting"] == 1
    first.sync.pause()
    assert first.sync_now().sent == 0 and first.sync.status()["paused"] is True
    first.sync.pause(False)
    assert first.sync_now().sent == 1
    assert first.sync.status()["waiting"] == 0
    second.sync_now()
    devices = asyncio.run(second.sync.devices())
    assert [d.this_device for d in devices].count(True) == 1
    mine = {d.device: d.changes for d in devices}
    assert mine[first.sync.config().device] == 1


def test_a_refused_segment_put_right_is_read_at_the_next_sync(tmp_path, memory_keyring):
    shared = tmp_path / "shared"
    first, second = _profiles(tmp_path, 2)
    for profile in (first, second):
        profile.setup(SyncConfig("folder", str(shared)))
    for title in ("one", "two", "three"):
        first.store.create(title)
        first.sync_now()
    [middle] = shared.rglob("00000002.seg")
    good = middle.read_bytes()
    middle.write_bytes(good[:-3])
    report = second.sync_now()
    assert dict(report.refused) == {middle.relative_to(shared).as_posix(): "truncated"}
    assert report.gaps and {row[1] for row in second.rows()[0]} == {"one"}
    middle.write_bytes(good)  # the synced folder delivers the whole file at last
    report = second.sync_now()
    assert report.refused == [] and report.gaps == []
    assert {row[1] for row in second.rows()[0]} == {"one", "two", "three"}
