"""The data folder on the General page: Move… asks for the move at the next start (refused at
once when the folder will not do), the start does it, and the old folder can be removed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app.paths import read_location
from desktop_app.profile import profile_id
from desktop_app.store import relocation
from desktop_app.store.startup import open_store
from desktop_app.ui.settings.data_folder import DataFolderBox
from desktop_app.ui.window.upkeep.data_move_at_start import run_requested_move
from tests.ui.settings.conftest import click


def _data(folder: Path) -> Path:
    (folder / "attachments" / "ab").mkdir(parents=True)
    (folder / "attachments" / "ab" / "abc").write_bytes(b"file")
    (folder / "settings.json").write_text('{"version": 4}')
    profile_id(folder)
    return folder


@pytest.fixture
def box(qtbot, tmp_path):
    def make(folder: Path, **options) -> DataFolderBox:
        made = DataFolderBox(folder, **options)
        qtbot.addWidget(made)
        made.show()
        qtbot.waitExposed(made)
        return made

    return make


def test_the_folder_is_shown_and_a_folder_with_files_is_refused_at_once(box, qtbot, tmp_path):
    data = _data(tmp_path / "data")
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "mine.txt").write_text("x")
    shown = box(data, choose_folder=lambda _parent: tmp_path / "full")
    assert shown.path_label.text() == str(data)
    click(qtbot, shown.move_button)
    assert "not empty" in shown.status.text() and shown.status.isVisible()
    assert relocation.requested_move(data) is None


def test_move_is_asked_for_the_next_start_and_can_be_cancelled(box, qtbot, tmp_path):
    data = _data(tmp_path / "data")
    shown = box(data, choose_folder=lambda _parent: tmp_path / "new")
    click(qtbot, shown.move_button)
    assert relocation.requested_move(data) == tmp_path / "new"
    assert str(tmp_path / "new") in shown.status.text() and "next time" in shown.status.text()
    assert not shown.move_button.isVisible()
    click(qtbot, shown.cancel_button)
    assert relocation.requested_move(data) is None and shown.move_button.isVisible()
    assert not (tmp_path / "new").exists()  # nothing moves while the window is open


def test_the_start_does_the_asked_move_and_points_at_the_new_folder(tmp_path, monkeypatch):
    data = _data(tmp_path / "data")
    monkeypatch.delenv("ARROYO_DATA_DIR")
    monkeypatch.setenv("ARROYO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("ARROYO_APP_DIR", str(tmp_path / "app"))  # no portable marker
    relocation.request_move(data, tmp_path / "new")
    told: list[tuple[str, str, bool]] = []
    assert run_requested_move(data, lambda *said: told.append(said))
    assert read_location(tmp_path / "config" / "location") == (tmp_path / "new").resolve()
    assert (tmp_path / "new" / "attachments" / "ab" / "abc").read_bytes() == b"file"
    assert [problem for _title, _text, problem in told] == [False]
    assert str(data) in told[0][1]  # the old folder is named: it is kept
    assert relocation.requested_move(data) is None and data.is_dir()


def test_a_move_that_fails_at_start_is_said_once_and_changes_nothing(tmp_path, monkeypatch):
    data = _data(tmp_path / "data")
    monkeypatch.setenv("ARROYO_CONFIG_DIR", str(tmp_path / "config"))
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("x")
    relocation.request_move(data, tmp_path / "full")
    told: list[tuple[str, str, bool]] = []
    assert not run_requested_move(data, lambda *said: told.append(said))
    assert [problem for _title, _text, problem in told] == [True]
    assert "not empty" in told[0][1]
    assert relocation.requested_move(data) is None  # not tried again at every start
    assert not (tmp_path / "config").exists()
    assert not run_requested_move(data, lambda *said: told.append(said)) and len(told) == 1


def test_a_start_beside_the_open_window_leaves_the_asked_move_for_later(tmp_path):
    data = _data(tmp_path / "data")
    relocation.request_move(data, tmp_path / "new")
    told: list[tuple[str, str, bool]] = []
    with open_store(data / "arroyo.sqlite3"):  # the window that asked is still open
        assert not run_requested_move(data, lambda *said: told.append(said))
    assert told == [] and relocation.requested_move(data) == tmp_path / "new"
    assert not (tmp_path / "new").exists()


def test_the_old_folder_is_offered_for_removal_after_a_move(box, qtbot, tmp_path):
    old = _data(tmp_path / "old")
    relocation.move(old, tmp_path / "new", location=None)
    asked: list[str] = []
    shown = box(tmp_path / "new", confirm=lambda _parent, text: asked.append(text) or True)
    assert str(old.resolve()) in shown.status.text()
    click(qtbot, shown.remove_button)
    assert len(asked) == 1 and "cannot be undone" in asked[0]
    assert not old.exists() and not shown.remove_button.isVisible()
    QApplication.processEvents()
    assert not shown.status.isVisible()


def test_removal_is_not_done_when_the_person_says_no(box, qtbot, tmp_path):
    old = _data(tmp_path / "old")
    relocation.move(old, tmp_path / "new", location=None)
    shown = box(tmp_path / "new", confirm=lambda _parent, _text: False)
    click(qtbot, shown.remove_button)
    assert old.is_dir() and shown.remove_button.isVisible()
