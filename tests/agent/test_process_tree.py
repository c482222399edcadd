"""Nothing a command starts outlives its call: real processes, looked up in /proc.

The subreaper cases run in a worker process (``tests.agent.process_worker``): a subreaper adopts
every orphan below it, and pytest should stay as it is for the rest of the run. The cases that
need no subreaper run here. Every test ends, even when failing, each process it caused: the
worker's get a tag in their environment, found and killed at teardown.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app.agent.builtin import RunCommand, process_tree
from desktop_app.agent.builtin.process_tree import CommandProcesses, read_process
from desktop_app.agent.tools import ToolContext
from tests.agent.process_worker import LEFT_BEHIND, TAG
from tests.agent.tagged_processes import alive, tagged
from tests.support import REPO

pytestmark = pytest.mark.skipif(
    not process_tree.has_proc() or shutil.which("setsid") is None,
    reason="needs Linux /proc and setsid(1)",
)


def wait_until(condition, *, attempts: int = 3000, pause: float = 0.01) -> bool:
    """At most about 30 s: a loaded machine takes seconds to deliver signals and reap."""
    for _ in range(attempts):
        if condition():
            return True
        time.sleep(pause)
    return condition()


@pytest.fixture
def tag() -> Iterator[str]:
    tag = uuid.uuid4().hex
    yield tag
    for pid in tagged(TAG, tag):  # cleanup, whatever the test's result
        os.kill(pid, signal.SIGKILL)


@pytest.fixture
def pid_files(tmp_path: Path) -> Iterator[list[Path]]:
    """Files of pids a test's commands write; whatever is still alive is killed at the end."""
    files: list[Path] = []
    yield files
    for file in files:
        for pid in file.read_text().split() if file.is_file() else ():
            if alive(int(pid)):
                os.kill(int(pid), signal.SIGKILL)


# -- with a subreaper, in a worker process ------------------------------------------------------


def run_worker(mode: str, workspace: Path, tag: str) -> dict:
    env = {**os.environ, TAG: tag}
    argv = [sys.executable, "-m", "tests.agent.process_worker", mode, str(workspace)]
    result = subprocess.run(argv, cwd=REPO, env=env, capture_output=True, text=True, timeout=90)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("mode", ["end", "timeout", "cancel", "quit"])
def test_nothing_left_behind_survives_the_call(mode: str, tmp_path: Path, tag: str):
    """nohup, setsid, a shell double fork and a Python setsid double fork with its descriptors
    closed: when the command ends, times out, is stopped or the app quits, all are gone."""
    report = run_worker(mode, tmp_path, tag)
    assert report["subreaper"] is True
    assert report["adopted"] is True  # an orphan below the worker became the worker's child
    left_behind = [int(pid) for pid in (tmp_path / "pids").read_text().split()]
    assert len(left_behind) == LEFT_BEHIND
    assert wait_until(lambda: not any(alive(pid) for pid in left_behind))
    assert wait_until(lambda: not tagged(TAG, tag)), (
        "a process the command started is still running"
    )
    # Arroyo's own children and orphans adopted from elsewhere are not the command's.
    assert report["bystanders_alive"] is True
    if mode == "quit":
        return
    assert report["zombie_children"] == []  # every adopted process that ended was reaped
    assert report["quick_orphan_reaped"] is True
    outcome = report["outcome"]
    if mode == "end":
        assert outcome["is_error"] is False
        assert outcome["output"].startswith("Exit code: 0\ndone")
        assert "[Processes it left running, now stopped: " in outcome["output"]
    elif mode == "timeout":
        assert outcome["is_error"] is True
        assert "did not finish within 3 seconds" in outcome["output"]
    else:
        assert outcome == "cancelled"


# -- without a subreaper, here ----------------------------------------------------------------


WAIT_FOR_PID = "n=0; while [ ! -s pid ] && [ $n -lt 2000 ]; do sleep 0.01; n=$((n+1)); done; "


def run_command(workspace: Path, script: str, timeout: float = 30) -> str:
    context = ToolContext(workspace=workspace, allow_commands=True, command_timeout=timeout)
    outcome = asyncio.run(RunCommand().run({"argv": ["sh", "-c", script]}, context))
    assert not outcome.is_error, outcome.output  # a survivor holding the pipe: a timeout
    return outcome.output


def test_a_nohup_child_ends_with_the_command(tmp_path: Path, pid_files: list[Path]):
    pid_files.append(tmp_path / "pid")
    output = run_command(tmp_path, "nohup sleep 1000 >/dev/null 2>&1 & echo $! > pid; echo done")
    assert output == "Exit code: 0\ndone\n[Processes it left running, now stopped: 1.]"
    assert wait_until(lambda: not alive(int((tmp_path / "pid").read_text())))


def test_a_setsid_child_holding_the_output_ends_with_the_command(tmp_path, pid_files):
    """It left the session and keeps the output pipe open: found by the marker it inherited,
    and the call returns when the command exits, not at the time limit."""
    pid_files.append(tmp_path / "pid")
    script = "setsid sh -c 'echo $$ > pid; exec sleep 1000' & " + WAIT_FOR_PID + "echo done"
    output = run_command(tmp_path, script)
    assert output.startswith("Exit code: 0\ndone")
    assert wait_until(lambda: not alive(int((tmp_path / "pid").read_text())))


def test_a_process_that_clears_its_environment_is_known_by_its_ancestry(tmp_path, pid_files):
    """No marker, a session of its own, its parent gone: only an earlier look, while its
    ancestry still led to the command, can know it."""
    pid_files.append(tmp_path / "pid")
    script = "env -i setsid sh -c 'echo $$ > pid; exec sleep 1000' & read line; exit 0"
    root = subprocess.Popen(
        ["sh", "-c", script], cwd=tmp_path, stdin=subprocess.PIPE, start_new_session=True
    )
    tree = CommandProcesses(root.pid, marker=uuid.uuid4().hex)
    try:
        assert wait_until(lambda: (tmp_path / "pid").is_file() and (tmp_path / "pid").read_text())
        escaped = int((tmp_path / "pid").read_text())
        assert escaped in {info.pid for info in tree.look()}
        root.communicate(b"\n", timeout=10)  # the parent exits: ancestry and session are gone
        assert read_process(escaped).session != root.pid
        assert tree.stop_all() == 1
        assert wait_until(lambda: not alive(escaped))
    finally:
        if root.poll() is None:
            root.kill()
            root.wait()


def test_processes_outside_the_command_are_never_touched(tmp_path: Path, pid_files):
    bystander = subprocess.Popen(["sleep", "1000"])  # the test's own, same user
    try:
        pid_files.append(tmp_path / "pid")
        run_command(tmp_path, "setsid sleep 1000 & echo $! > pid; nohup sleep 1000 & echo done")
        assert wait_until(lambda: not alive(int((tmp_path / "pid").read_text())))
        assert bystander.poll() is None and alive(bystander.pid)
    finally:
        bystander.kill()
        bystander.wait()


def test_a_process_name_with_spaces_and_parentheses_is_read(tmp_path: Path):
    odd = tmp_path / "odd) name ("
    shutil.copy(shutil.which("sleep"), odd)
    process = subprocess.Popen([str(odd), "1000"], start_new_session=True)
    try:
        info = read_process(process.pid)
        assert (info.parent, info.session, info.group) == (os.getpid(), process.pid, process.pid)
        assert not info.zombie
    finally:
        process.kill()
        process.wait()


def test_the_test_process_is_not_made_a_subreaper():
    assert process_tree.is_subreaper() is False


# -- arroyo ask, a subreaper of its own -------------------------------------------------------


def ask_running_a_command(
    tmp_path: Path, tag: str, script: str, *, interrupt: bool, signum: int = signal.SIGINT
) -> str:
    """``arroyo ask`` on a terminal (a pty), the model asking to run ``script``, the person
    saying yes; with ``interrupt``, ``signum`` (Ctrl-C's SIGINT unless told) once the command's
    children have started."""
    import pty
    import select

    from desktop_app.simulator.scenarios import Scenario
    from desktop_app.simulator.scripts import Script, ScriptedCall
    from desktop_app.simulator.server import Simulator

    call = ScriptedCall(name="run_command", arguments={"argv": ["sh", "-c", script]})
    turns = (
        Scenario(script=Script(tool_calls=(call,), finish="tool_calls")),
        Scenario(script=Script(answer="Finished.")),
    )
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    env = {**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data"), TAG: tag}
    with Simulator() as simulator:
        simulator.queue("sim", *turns)
        base_url = f"{simulator.url}/v1"
        argv = [sys.executable, "-m", "desktop_app", "ask", "go", "--provider", "ollama"]
        argv += ["--model", "sim", "--base-url", base_url, "--workspace", str(workspace)]
        argv += ["--allow-commands", "--pass-env", TAG]
        main, child = pty.openpty()
        process = subprocess.Popen(argv, cwd=REPO, env=env, stdin=child, stdout=child, stderr=child)
        os.close(child)
        seen, answered, interrupted = b"", False, False
        pids = workspace / "pids"
        deadline = time.monotonic() + 60
        try:
            while process.poll() is None and time.monotonic() < deadline:
                if select.select([main], [], [], 0.05)[0]:
                    try:
                        seen += os.read(main, 4096)
                    except OSError:
                        break
                if not answered and b"Allow? [y/N]" in seen:
                    os.write(main, b"y\n")
                    answered = True
                started = pids.is_file() and len(pids.read_text().split()) >= 2
                if interrupt and started and not interrupted:
                    process.send_signal(signum)
                    interrupted = True
            process.wait(10)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
            os.close(main)
    assert answered, seen
    assert interrupted or not interrupt, seen
    return seen.decode(errors="replace")


LEAVE_TWO = (
    "setsid sh -c 'echo $$ >> pids; exec sleep 1000' & "
    "(sh -c 'echo $$ >> pids; exec sleep 1000' &) & "
    "n=0; while [ $(cat pids 2>/dev/null | wc -l) -lt 2 ] && [ $n -lt 2000 ]; do "
    "sleep 0.01; n=$((n+1)); done; "
)


@pytest.mark.parametrize("interrupt", [False, True], ids=["command ends", "ctrl-c"])
def test_arroyo_ask_leaves_no_process_behind(tmp_path: Path, tag: str, interrupt: bool):
    script = LEAVE_TWO + ("exec sleep 1000" if interrupt else "echo done")
    shown = ask_running_a_command(tmp_path, tag, script, interrupt=interrupt)
    left_behind = [int(pid) for pid in (tmp_path / "workspace" / "pids").read_text().split()]
    assert len(left_behind) == 2, shown
    assert wait_until(lambda: not any(alive(pid) for pid in left_behind)), shown
    assert wait_until(lambda: not tagged(TAG, tag)), shown
    if not interrupt:
        assert "[Processes it left running, now stopped: 2.]" in shown


def test_arroyo_ask_killed_leaves_no_process_behind(tmp_path: Path, tag: str):
    """SIGKILL leaves ``ask`` no time to clean up: the command's keeper, told by the kernel,
    ends the command, its group and what left the group (setsid, a double fork)."""
    script = LEAVE_TWO + "exec sleep 1000"
    shown = ask_running_a_command(tmp_path, tag, script, interrupt=True, signum=signal.SIGKILL)
    left_behind = [int(pid) for pid in (tmp_path / "workspace" / "pids").read_text().split()]
    assert len(left_behind) == 2, shown
    assert wait_until(lambda: not any(alive(pid) for pid in left_behind)), shown
    assert wait_until(lambda: not tagged(TAG, tag)), shown


def test_arroyo_ask_goes_on_after_a_flooding_command_reaches_its_time_limit(tmp_path, tag):
    """``yes`` past the 30 s limit of ``ask``: the call returns, the model hears of it and
    answers, and ``ask`` exits (it used to wait for the flooded pipe for ever)."""
    shown = ask_running_a_command(tmp_path, tag, "exec yes", interrupt=False)
    assert "did not finish within 30 seconds" in shown
    assert "Finished." in shown
    assert wait_until(lambda: not tagged(TAG, tag)), shown
