"""One window per data folder, with real processes: a second start brings the first window to
the front and exits at once; terminal commands keep working beside the window; a window killed
with SIGKILL leaves nothing that stops the next one."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from desktop_app.ui.window.single_instance import server_name
from tests.support import REPO


def arroyo(data: Path, *args: str, **options) -> subprocess.Popen:
    env = {**os.environ, "ARROYO_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **options,
    )


def socket_of(data: Path) -> Path:
    return Path(tempfile.gettempdir(), server_name(data))


def inode(path: Path) -> tuple[int, int] | None:
    """Which socket file is there: a new one differs in inode or time, even if an inode is reused."""
    try:
        status = path.stat()
    except FileNotFoundError:
        return None
    return status.st_ino, status.st_mtime_ns


def wait_for_window(
    data: Path, window: subprocess.Popen, stale: tuple | None = None, timeout: float = 60
) -> None:
    """Until the window is up and listens for a second start (its socket appears); bounded."""
    socket = socket_of(data)
    deadline = time.monotonic() + timeout
    while inode(socket) in (None, stale):
        assert window.poll() is None, window.stderr.read()
        assert time.monotonic() < deadline, "the window did not start in time"
        time.sleep(0.05)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
    process.wait(10)
    process.stdout.close()
    process.stderr.close()


def second_start(data: Path) -> tuple[int, str, str]:
    second = arroyo(data)
    try:
        out, err = second.communicate(timeout=30)
    finally:
        stop(second)
    return second.returncode, out, err


def test_a_second_window_brings_the_first_to_the_front_and_exits(tmp_path):
    data = tmp_path / "data"
    first = arroyo(data)
    try:
        wait_for_window(data, first)
        code, out, err = second_start(data)
        assert code == 0, err
        assert "already open" in out and "brought to the front" in out  # the first answered
        assert "Traceback" not in err

        ask = subprocess.run(
            [sys.executable, "-m", "desktop_app", "ask", "hola", "--provider", "demo"],
            cwd=REPO,
            env={**os.environ, "ARROYO_DATA_DIR": str(data)},
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert ask.returncode == 0, ask.stdout + ask.stderr
        assert "[completed: the answer is complete]" in ask.stdout
        assert first.poll() is None  # still the one window
    finally:
        stop(first)


def test_a_window_killed_hard_leaves_nothing_that_stops_the_next(tmp_path):
    data = tmp_path / "data"
    crashed = arroyo(data)
    try:
        wait_for_window(data, crashed)
        os.kill(crashed.pid, signal.SIGKILL)
        assert crashed.wait(10) == -signal.SIGKILL
    finally:
        stop(crashed)
    stale = inode(socket_of(data))
    assert stale is not None  # its socket stayed behind
    first = arroyo(data)
    try:
        wait_for_window(data, first, stale=stale)  # the stale socket replaced by its own
        code, out, err = second_start(data)
        assert code == 0 and "brought to the front" in out, err
        assert first.poll() is None
    finally:
        stop(first)


def test_a_window_starting_beside_a_running_command_leaves_its_operation_alone(tmp_path):
    """The finding: the window's start-up used to mark a command's running operation unknown,
    and the command then failed with LedgerError and saved nothing."""
    data = tmp_path / "data"
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = data / "arroyo.sqlite3"
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.agent.owned_worker", str(database), str(workspace)],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    window = None
    try:
        assert worker.stdout.readline().strip() == "started"
        window = arroyo(data)
        wait_for_window(data, window)  # it listens once started: its reclaim is done
        worker.stdin.write("go\n")
        worker.stdin.flush()
        assert worker.stdout.readline().strip() == "saved"
        assert worker.wait(30) == 0
        assert "Traceback" not in worker.stderr.read()
        assert window.poll() is None
    finally:
        for process in (worker, window):
            if process is not None:
                stop(process)
        worker.stdin.close()
    assert (workspace / "out.txt").read_text(encoding="utf-8") == "exactly once"
