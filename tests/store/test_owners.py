"""Liveness locks: an owner is alive exactly while its Database is open."""

from __future__ import annotations

from desktop_app.store import owners
from desktop_app.store.database import Database


def test_an_owner_is_alive_while_open_and_gone_after(db_path):
    database = Database(db_path)
    folder = database.owners_folder
    owner = database.owner_id
    assert owners.is_alive(folder, owner)  # another open of the file cannot take its lock
    assert (folder / f"{owner}.lock").is_file()
    database.close()
    assert not owners.is_alive(folder, owner)
    assert list(folder.iterdir()) == []
    database.close()  # twice is harmless


def test_unknown_or_malformed_owners_are_gone(tmp_path):
    assert not owners.is_alive(tmp_path, None)
    assert not owners.is_alive(tmp_path, "0" * 32)
    assert not owners.is_alive(tmp_path, "../../etc/passwd")


def test_lock_files_left_by_dead_owners_are_swept(db_path):
    folder = db_path.parent / owners.FOLDER
    folder.mkdir(parents=True)
    stale = folder / f"{'a' * 32}.lock"
    stale.write_text("")  # nobody holds it: its process died
    with Database(db_path) as database:
        assert not stale.exists()
        assert [p.name for p in folder.iterdir()] == [f"{database.owner_id}.lock"]
