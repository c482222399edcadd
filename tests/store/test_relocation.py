"""Moving the data folder on real files and a real store: copied, checked, switched; refused
before anything moves when the target will not do; an interrupted move changes nothing."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from desktop_app import secrets
from desktop_app.generation.attachment import Attachment
from desktop_app.paths import read_location
from desktop_app.profile import profile_id
from desktop_app.store import relocation
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.relocation import MoveError, MoveProblem
from desktop_app.store.startup import open_store

CODE = Attachment.of_text("main.py", "print('hola')\n")


def _profile(folder: Path) -> Path:
    """A data folder as the app leaves it: a store with a conversation and a file, settings,
    a receipt, the profile id, and the locks the running app holds."""
    with open_store(folder / "arroyo.sqlite3") as database:
        store = ConversationStore(database)
        conversation = store.create("mudanza")
        message = store.add_message(conversation, "user", "hola")
        AttachmentStore(database).link(message, (CODE,))
    (folder / "settings.json").write_text('{"version": 4}')
    (folder / "receipts" / "ab").mkdir(parents=True)
    (folder / "receipts" / "ab" / "abcdef").write_bytes(b"earlier bytes")
    (folder / "window.lock").write_text("")
    profile_id(folder)
    return folder


def _tree(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def _messages(folder: Path) -> list[str]:
    with open_store(folder / "arroyo.sqlite3") as database:
        return [row[0] for row in database.fetch_all("SELECT content FROM messages")]


def test_a_move_copies_checks_and_points_at_the_new_folder(tmp_path):
    old = _profile(tmp_path / "old")
    before = _tree(old)
    location = tmp_path / "config" / "location"
    moved = relocation.move(old, tmp_path / "new", location=location)
    new = tmp_path / "new"
    assert read_location(location) == new.resolve()
    assert _messages(new) == ["hola"]
    store_files = [name for name in _tree(new) if name.startswith(("attachments/", "receipts/"))]
    assert len(store_files) == 2
    assert _tree(old) == before  # the old folder is kept, untouched
    assert relocation.previous_folder(new) == old.resolve()
    assert not (new / "window.lock").exists() and moved.files == len(_tree(new)) - 1
    # Keys follow the profile id, which travels with the folder.
    assert profile_id(new) == profile_id(old)
    assert secrets.service(new) == secrets.service(old)


def test_moving_into_an_existing_empty_folder(tmp_path):
    old = _profile(tmp_path / "old")
    (tmp_path / "empty").mkdir()
    relocation.move(old, tmp_path / "empty", location=None)
    assert _messages(tmp_path / "empty") == ["hola"]


def test_the_database_copy_holds_what_is_still_in_the_write_ahead_log(tmp_path):
    old = _profile(tmp_path / "old")
    writer = sqlite3.connect(old / "arroyo.sqlite3")
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute("UPDATE messages SET content = 'en el registro'")
    writer.commit()
    assert (old / "arroyo.sqlite3-wal").stat().st_size > 0
    relocation.move(old, tmp_path / "new", location=None)
    writer.close()
    assert _messages(tmp_path / "new") == ["en el registro"]


@pytest.mark.parametrize("hook_at", ["settings.json", "arroyo.sqlite3"])
def test_an_interrupted_move_leaves_the_old_folder_working_and_no_pointer(tmp_path, hook_at):
    old = _profile(tmp_path / "old")
    before = _tree(old)
    location = tmp_path / "config" / "location"
    location.parent.mkdir()
    location.write_text(str(old))

    def fail(relative: Path) -> None:
        if relative.name == hook_at:
            raise OSError(28, "No space left on device")

    with pytest.raises(MoveError) as refused:
        relocation.move(old, tmp_path / "new", location=location, on_copy=fail)
    assert refused.value.problem is MoveProblem.FAILED
    assert read_location(location) == old
    assert not (tmp_path / "new").exists()  # what was copied is gone
    assert _tree(old) == before
    assert _messages(old) == ["hola"]


def test_a_folder_that_is_not_empty_is_refused_before_anything_moves(tmp_path):
    old = _profile(tmp_path / "old")
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "mine.txt").write_text("keep me")
    with pytest.raises(MoveError) as refused:
        relocation.move(old, tmp_path / "full", location=None)
    assert refused.value.problem is MoveProblem.NOT_EMPTY
    assert [p.name for p in (tmp_path / "full").iterdir()] == ["mine.txt"]


def test_a_target_inside_the_data_folder_is_refused(tmp_path):
    old = _profile(tmp_path / "old")
    with pytest.raises(MoveError) as refused:
        relocation.move(old, old / "inside", location=None)
    assert refused.value.problem is MoveProblem.SAME
    assert not (old / "inside").exists()


def test_a_read_only_place_is_refused(tmp_path):
    old = _profile(tmp_path / "old")
    tried: list[Path] = []

    def read_only(folder: Path) -> bool:
        tried.append(folder)
        return False

    with pytest.raises(MoveError) as refused:
        relocation.move(old, tmp_path / "a" / "b", location=None, writable=read_only)
    assert refused.value.problem is MoveProblem.READ_ONLY
    assert tried == [tmp_path] and not (tmp_path / "a").exists()


def test_the_real_probe_tells_a_writable_folder(tmp_path):
    assert relocation._writable(tmp_path)
    assert not relocation._writable(tmp_path / "missing")
    assert list(tmp_path.iterdir()) == []


def test_too_little_free_space_is_refused(tmp_path):
    old = _profile(tmp_path / "old")
    needed = relocation.folder_size(old)

    def almost_full(_folder: Path) -> tuple[int, int, int]:
        return (10**12, 10**12 - needed, needed)

    with pytest.raises(MoveError) as refused:
        relocation.move(old, tmp_path / "new", location=None, disk_usage=almost_full)
    assert refused.value.problem is MoveProblem.NO_SPACE
    assert "MB needed" in refused.value.detail and not (tmp_path / "new").exists()


def test_a_folder_whose_store_is_open_is_not_moved(tmp_path):
    old = _profile(tmp_path / "old")
    with open_store(old / "arroyo.sqlite3"), pytest.raises(MoveError) as refused:
        relocation.move(old, tmp_path / "new", location=None)
    assert refused.value.problem is MoveProblem.IN_USE
    assert not (tmp_path / "new").exists()


def test_the_old_folder_is_removed_only_when_asked_and_only_if_it_is_this_profile(tmp_path):
    old = _profile(tmp_path / "old")
    relocation.move(old, tmp_path / "new", location=None)
    assert relocation.remove_previous(tmp_path / "new") == old.resolve()
    assert not old.exists() and relocation.previous_folder(tmp_path / "new") is None
    with pytest.raises(MoveError):
        relocation.remove_previous(tmp_path / "new")


def test_another_profile_at_the_old_path_is_never_removed(tmp_path):
    old = _profile(tmp_path / "old")
    relocation.move(old, tmp_path / "new", location=None)
    (old / "profile-id").write_text("0" * 32 + "\n")  # someone else's folder now
    with pytest.raises(MoveError) as refused:
        relocation.remove_previous(tmp_path / "new")
    assert refused.value.problem is MoveProblem.NO_PREVIOUS and old.exists()


def test_a_requested_move_is_kept_until_cancelled(tmp_path):
    relocation.request_move(tmp_path, tmp_path / "there")
    assert relocation.requested_move(tmp_path) == tmp_path / "there"
    relocation.cancel_request(tmp_path)
    assert relocation.requested_move(tmp_path) is None
