"""A command that floods its output still ends: at its time limit and when stopped.

``yes`` writes faster than anything reads. Once the reader stops, the pipe fills and the
program blocks writing; waiting for it then must not wait for a pipe nobody drains. Each attack
runs several times: the hang came from a race (whether the exit was seen before the wait began),
in about half the tries.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app.agent.builtin import RunCommand
from desktop_app.agent.tools import ToolContext
from tests.agent.tagged_processes import alive, tagged

TRIES = 5
SAFETY_NET = 30.0  # seconds: far beyond any honest ending, only so a hang fails instead


TAG = "ARROYO_FLOOD_TEST"  # passed to the commands: every process they start carries it


@pytest.fixture
def tag(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    tag = uuid.uuid4().hex
    monkeypatch.setenv(TAG, tag)
    yield tag
    for pid in tagged(TAG, tag):  # whatever the test's result, nothing it caused is left running
        os.kill(pid, signal.SIGKILL)


def context(workspace: Path, timeout: float) -> ToolContext:
    return ToolContext(
        workspace=workspace,
        allow_commands=True,
        command_timeout=timeout,
        max_output_chars=1000,
        command_env_allow=(TAG,),
    )


def test_yes_past_its_time_limit_returns_with_the_start_of_its_output(tmp_path: Path, tag: str):
    assert shutil.which("yes") is not None
    for _ in range(TRIES):
        run = RunCommand().run({"argv": ["yes"]}, context(tmp_path, 0.5))
        outcome = asyncio.run(asyncio.wait_for(run, SAFETY_NET))
        assert outcome.is_error
        assert "did not finish within 0.5 seconds" in outcome.output
        assert outcome.output.count("y\n") <= 500  # what is kept stays within its limit
        assert "[Output cut: showing the first 1000 of" in outcome.output
        assert tagged(TAG, tag) == []


async def stop_mid_flood(workspace: Path) -> tuple[bool, list[int]]:
    """Starts ``yes`` (through a shell that says so first), stops the call once the output has
    had time to fill the pipe, and reports whether the call ended and what is left running."""
    script = "echo $$ > started; exec yes"
    call = asyncio.ensure_future(
        RunCommand().run({"argv": ["sh", "-c", script]}, context(workspace, SAFETY_NET))
    )
    started = workspace / "started"
    for _ in range(3000):  # at most about 30 s for the shell to start on a loaded machine
        if started.is_file() and started.read_text().strip():
            break
        await asyncio.sleep(0.01)
    pid = int(started.read_text())
    for _ in range(20):  # a few turns of the loop: the reader has read, the pipe refilled
        await asyncio.sleep(0.01)
    call.cancel()
    done, _pending = await asyncio.wait({call}, timeout=SAFETY_NET)
    return bool(done) and call.cancelled(), [pid] if alive(pid) else []


def test_stopping_a_flooding_command_ends_the_call_and_the_program(tmp_path: Path, tag: str):
    for attempt in range(TRIES):
        workspace = tmp_path / str(attempt)
        workspace.mkdir()
        ended, left = asyncio.run(stop_mid_flood(workspace))
        assert ended, "the stopped call never returned"
        assert left == []
        assert tagged(TAG, tag) == []


def test_a_command_past_its_time_limit_is_asked_to_end_before_it_is_killed(tmp_path: Path, tag):
    """SIGTERM first, as git needs to remove its lock file; SIGKILL only after a grace."""
    script = 'trap "echo cleaned > cleaned; exit 0" TERM; while :; do sleep 0.05; done'
    run = RunCommand().run({"argv": ["sh", "-c", script]}, context(tmp_path, 0.5))
    outcome = asyncio.run(asyncio.wait_for(run, SAFETY_NET))
    assert "did not finish within 0.5 seconds" in outcome.output
    assert (tmp_path / "cleaned").read_text() == "cleaned\n"
    assert tagged(TAG, tag) == []
