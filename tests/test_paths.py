"""Which data folder Arroyo uses: ARROYO_DATA_DIR, a portable marker beside the app, the
pointer a move wrote, or the platform's standard folder, in that order."""

from __future__ import annotations

import pytest

from desktop_app import paths
from desktop_app.paths import DataSource, chosen_data_dir


def _chosen(tmp_path, environ=None):
    return chosen_data_dir(
        environ=environ or {},
        application=tmp_path / "app",
        location=tmp_path / "config" / "location",
        default=tmp_path / "standard",
    )


def test_without_marker_or_pointer_the_standard_folder(tmp_path):
    (tmp_path / "app").mkdir()
    assert _chosen(tmp_path) == paths.DataFolder(tmp_path / "standard", DataSource.DEFAULT)


@pytest.mark.parametrize("marker", paths.PORTABLE_MARKERS)
def test_a_marker_beside_the_app_makes_data_beside_it_the_folder(tmp_path, marker):
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / marker).write_text("")
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "location").write_text(str(tmp_path / "moved"))
    assert _chosen(tmp_path) == paths.DataFolder(tmp_path / "app" / "data", DataSource.PORTABLE)


def test_a_folder_named_like_the_marker_is_no_marker(tmp_path):
    (tmp_path / "app" / "portable.txt").mkdir(parents=True)
    assert _chosen(tmp_path).source is DataSource.DEFAULT


def test_the_pointer_a_move_wrote_names_the_folder(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "location").write_text(f"{tmp_path / 'moved'}\n")
    assert _chosen(tmp_path) == paths.DataFolder(tmp_path / "moved", DataSource.MOVED)


@pytest.mark.parametrize("text", ["", "relative/folder", "\n"])
def test_an_empty_or_relative_pointer_falls_back_to_the_standard_folder(tmp_path, text):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "location").write_text(text)
    assert _chosen(tmp_path).source is DataSource.DEFAULT


def test_the_environment_wins_over_marker_and_pointer(tmp_path):
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "arroyo-portable").write_text("")
    chosen = _chosen(tmp_path, {"ARROYO_DATA_DIR": str(tmp_path / "env")})
    assert chosen == paths.DataFolder(tmp_path / "env", DataSource.ENVIRONMENT)


def test_the_app_folder_is_overridable_and_read_by_data_dir(tmp_path, monkeypatch):
    (tmp_path / "arroyo-portable").write_text("")
    monkeypatch.delenv("ARROYO_DATA_DIR")
    monkeypatch.setenv("ARROYO_APP_DIR", str(tmp_path))
    assert paths.app_dir() == tmp_path
    assert paths.data_dir() == tmp_path / "data"
    assert paths.database_path() == tmp_path / "data" / "arroyo.sqlite3"


def test_the_pointer_sits_in_the_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ARROYO_CONFIG_DIR", str(tmp_path))
    assert paths.location_file() == tmp_path / "location"
