"""``arroyo data`` and ``arroyo update check`` as real processes on real folders, the update
asked of a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from desktop_app import __version__
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.startup import open_store
from tests.net.loopback_web import LoopbackWeb
from tests.support import REPO


def arroyo(data, *args, config=None):
    env = {**os.environ, "ARROYO_DATA_DIR": str(data)}
    if config is not None:
        env["ARROYO_CONFIG_DIR"] = str(config)
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_where_names_the_folder_and_why(tmp_path):
    done = arroyo(tmp_path / "data", "data", "where")
    assert done.returncode == 0
    assert done.stdout.strip() == f"{tmp_path / 'data'} (set by ARROYO_DATA_DIR)"


def test_move_copies_and_says_how_to_use_the_copy_without_touching_the_pointer(tmp_path):
    data = tmp_path / "data"
    with open_store(data / "arroyo.sqlite3") as database:
        database.connection.execute("PRAGMA user_version")
    done = arroyo(data, "data", "move", str(tmp_path / "there"), config=tmp_path / "config")
    assert done.returncode == 0, done.stderr
    assert "ARROYO_DATA_DIR=" in done.stdout and "arroyo data remove-old" in done.stdout
    assert (tmp_path / "there" / "arroyo.sqlite3").is_file()
    assert not (tmp_path / "config").exists()  # ARROYO_DATA_DIR wins: no pointer written
    where = arroyo(tmp_path / "there", "data", "where")
    assert f"The old data folder is kept at {data}" in where.stdout
    assert arroyo(tmp_path / "there", "data", "remove-old").returncode == 0
    assert not data.exists()


def test_move_into_a_folder_with_files_is_refused_with_a_reason(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("x")
    done = arroyo(tmp_path / "data", "data", "move", str(tmp_path / "full"))
    assert done.returncode == 2
    assert "it is not empty" in done.stderr and "Nothing was changed" in done.stderr


def _releases(web, tag):
    body = json.dumps({"tag_name": tag, "html_url": "https://example.org/r", "body": "Fixes"})
    web.routes["/latest"] = (200, {"Content-Type": "application/json"}, body.encode())


@pytest.mark.parametrize("form", [["update", "check"], ["--check-update"]])
def test_update_check_prints_a_newer_version_and_what_is_new(tmp_path, form):
    with LoopbackWeb("127.0.0.1") as web:
        _releases(web, "v99.0.0")
        ProviderSettings(tmp_path / "settings.json").update_app(releases_url=web.url + "/latest")
        done = arroyo(tmp_path, *form)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[:2] == [
        f"Arroyo 99.0.0 is available (this is {__version__}).",
        "Read about it: https://example.org/r",
    ]
    assert done.stdout.rstrip().endswith("What is new:\nFixes")


def test_update_check_says_when_this_is_the_latest_and_when_it_could_not_tell(tmp_path):
    with LoopbackWeb("127.0.0.1") as web:
        _releases(web, __version__)
        ProviderSettings(tmp_path / "settings.json").update_app(releases_url=web.url + "/latest")
        latest = arroyo(tmp_path, "update", "check")
        web.routes["/latest"] = (200, {"Content-Type": "text/html"}, b"<html>hi</html>")
        html = arroyo(tmp_path, "update", "check")
    assert latest.returncode == 0 and "is the latest version" in latest.stdout
    assert html.returncode == 1
    assert html.stdout == "Could not check for updates: the answer is not a release description.\n"
