"""Nothing Arroyo started outlives it when it is killed (SIGKILL: no clean-up code runs).

A worker process stands for Arroyo (``tests.agent.tethered_worker``): it starts a stdio MCP
server and a command, each with children in and out of their process group, and the test
kills it. Everything it started carries a tag in its environment, so the test finds it all
and kills what is left at the end, whatever the result.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app.agent.builtin import RunCommand, process_tree, tethered
from desktop_app.agent.tools import ToolContext
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.stdio import StdioTransport
from tests.agent.process_worker import TAG
from tests.agent.tagged_processes import alive, tagged
from tests.agent.test_process_tree import wait_until
from tests.support import REPO

READY_WAIT = 60.0  # seconds: a loaded machine starts Python processes slowly


@pytest.fixture
def tag() -> Iterator[str]:
    tag = uuid.uuid4().hex
    yield tag
    for pid in tagged(TAG, tag):
        os.kill(pid, signal.SIGKILL)


def start_worker(workspace: Path, tag: str) -> subprocess.Popen[str]:
    argv = [sys.executable, "-m", "tests.agent.tethered_worker", str(workspace)]
    worker = subprocess.Popen(
        argv, cwd=REPO, env={**os.environ, TAG: tag}, stdout=subprocess.PIPE, text=True
    )
    assert worker.stdout is not None
    deadline = time.monotonic() + READY_WAIT
    while time.monotonic() < deadline and worker.poll() is None:
        if select.select([worker.stdout], [], [], 0.1)[0]:
            assert worker.stdout.readline().strip() == "ready"
            return worker
    worker.kill()
    worker.wait()
    raise AssertionError("the worker did not get ready")


def test_killing_arroyo_ends_its_commands_and_servers_with_all_they_started(tmp_path, tag):
    assert process_tree.has_proc()
    worker = start_worker(tmp_path, tag)
    try:
        named = [int((tmp_path / name).read_text()) for name in ("server.child", "server.setsid")]
        named += [int(pid) for pid in (tmp_path / "pids").read_text().split()]
        # A process just started may not show its environment yet (read between its fork and
        # its exec, on a loaded machine): looked for again until all are seen, a bounded wait.
        assert wait_until(lambda: set(named) <= set(tagged(TAG, tag)))
        started = set(tagged(TAG, tag)) - {worker.pid}
        # The server, its two children, the command's shell (now sleep) and its three children,
        # and the keepers between Arroyo and each program.
        assert len(started) >= 7 and set(named) <= started
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait(30)
        worker.stdout.close()
    assert wait_until(lambda: not any(alive(pid) for pid in named))
    assert wait_until(lambda: not tagged(TAG, tag)), "a process the worker started is still running"


@pytest.mark.asyncio
async def test_a_program_that_cannot_start_is_refused_as_it_was_without_a_keeper(tmp_path):
    with pytest.raises(FileNotFoundError):
        await tethered.start(["arroyo-no-such-program"], env=os.environ)
    not_executable = tmp_path / "notes.txt"
    not_executable.write_text("echo hi\n")
    not_executable.chmod(0o644)
    with pytest.raises(PermissionError):
        await tethered.start([str(not_executable)], env=os.environ)
    transport = StdioTransport("arroyo-no-such-program", name="missing")
    with pytest.raises(McpError) as raised:
        await transport.start(lambda message: None, lambda request_id, problem: None)
    assert raised.value.problem is McpProblem.START_FAILED


@pytest.mark.asyncio
async def test_a_command_killed_by_a_signal_reports_it_through_its_keeper(tmp_path):
    context = ToolContext(workspace=tmp_path, allow_commands=True)
    for script, code in [("exit 7", "7"), ("kill -TERM $$", "-15"), ("kill -KILL $$", "-9")]:
        outcome = await RunCommand().run({"argv": ["sh", "-c", script]}, context)
        assert outcome.output.splitlines()[0] == f"Exit code: {code}"
