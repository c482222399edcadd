"""The tool cache's installer (tests/mcp/tooling.py), with a stand-in install command in a
throw-away cache: once per cache however many callers start together, done again when cut
short, and a failure said with the install's own words. The real installs (Node 22, the
conformance suite, the npm and PyPI servers) are exercised by the MCP tests that use them."""

from __future__ import annotations

import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.mcp.tooling import COMPLETE, ToolUnavailable, install_once

# Counts its runs, says it started, then installs once ``release`` exists.
FAKE_INSTALL = """
import pathlib, sys, time
folder, runs, started, release = map(pathlib.Path, sys.argv[1:])
with runs.open("a") as counted:
    counted.write("run\\n")
started.touch()
deadline = time.monotonic() + 30
while not release.exists() and time.monotonic() < deadline:
    time.sleep(0.01)
(folder / "tool").write_text("ready")
"""


def wait_for(path, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.01)


def test_a_second_caller_waits_for_the_first_install_and_does_not_install_again(tmp_path):
    folder = tmp_path / "cache" / "tool"
    runs, started, release = tmp_path / "runs", tmp_path / "started", tmp_path / "release"
    command = [sys.executable, "-c", FAKE_INSTALL, str(folder), str(runs), str(started)]
    command.append(str(release))
    # flock locks an open file, not a process: two threads contend as two test processes do.
    with ThreadPoolExecutor(2) as pool:
        first = pool.submit(install_once, folder, command)
        wait_for(started)
        second = pool.submit(install_once, folder, command)
        time.sleep(0.3)
        assert not second.done()  # waiting on the lock while the first installs
        release.touch()
        assert first.result(timeout=30) == folder
        assert second.result(timeout=30) == folder
    assert runs.read_text() == "run\n"
    assert (folder / "tool").read_text() == "ready" and (folder / COMPLETE).exists()
    # A later run finds it complete and runs nothing.
    assert install_once(folder, [sys.executable, "-c", "raise SystemExit(1)"]) == folder


def test_an_install_cut_short_is_wiped_and_done_again(tmp_path):
    folder = tmp_path / "tool"
    folder.mkdir()
    (folder / "half-written").write_text("partial")  # no completion marker
    install_once(folder, [sys.executable, "-c", f"open({str(folder / 'tool')!r}, 'w')"])
    assert sorted(p.name for p in folder.iterdir()) == [COMPLETE, "tool"]


def test_a_failed_install_fails_with_its_error_output_and_is_tried_again(tmp_path):
    folder = tmp_path / "tool"
    failing = [sys.executable, "-c", "import sys; sys.exit('npm error code ENOTFOUND')"]
    with pytest.raises(ToolUnavailable, match="exit 1") as failed:
        install_once(folder, failing)
    assert "npm error code ENOTFOUND" in str(failed.value)
    assert not (folder / COMPLETE).exists()
    install_once(folder, [sys.executable, "-c", "pass"])
    assert (folder / COMPLETE).exists()
