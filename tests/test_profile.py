"""The data folder's profile id: made once, kept in the folder, the same for every reader."""

from __future__ import annotations

import threading

import pytest

from desktop_app import secrets
from desktop_app.profile import ID_FILE, profile_id


def test_the_id_is_made_once_with_its_folder_and_then_read_back(tmp_path):
    folder = tmp_path / "not yet" / "data"
    made = profile_id(folder)
    assert len(made) == 32 and int(made, 16) >= 0
    assert (folder / ID_FILE).read_text(encoding="ascii").strip() == made
    assert profile_id(folder) == made
    assert profile_id(tmp_path / "another") != made
    assert sorted(p.name for p in folder.iterdir()) == [ID_FILE]  # no temporary file left


def test_processes_starting_together_agree_on_one_id(tmp_path):
    folder = tmp_path / "data"
    seen: list[str] = []
    start = threading.Barrier(8)

    def read() -> None:
        start.wait()
        seen.append(profile_id(folder))

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 8 and len(set(seen)) == 1
    assert sorted(p.name for p in folder.iterdir()) == [ID_FILE]


def test_a_damaged_id_file_is_replaced_by_a_new_id(tmp_path):
    (tmp_path / ID_FILE).write_text("edited by hand\n", encoding="ascii")
    made = profile_id(tmp_path)
    assert len(made) == 32 and (tmp_path / ID_FILE).read_text(encoding="ascii").strip() == made


def test_a_data_folder_that_cannot_be_made_is_a_keyring_error_not_a_traceback(tmp_path):
    blocking = tmp_path / "a file"
    blocking.write_text("", encoding="utf-8")
    with pytest.raises(secrets.SecretsError) as caught:
        secrets.service(blocking / "data")
    assert caught.value.kind is secrets.KeyringProblem.FAILED
    assert "profile id" in str(caught.value)
