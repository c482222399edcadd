"""Runs ``crash_child`` against the simulator and kills it with SIGKILL mid-answer."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.net.helpers import queue

ANSWER = "The river bends twice before the sea."
# openai-chat: the role chunk, then the seven words; the stall comes before the finish.
STALLED = Scenario(script=Script(answer=ANSWER), stall_after=8, stall_seconds=120)
REPOSITORY = Path(__file__).resolve().parents[2]


def draft_text(database_path: Path, conversation_id: str) -> str:
    database = Database(database_path)
    try:
        drafts = [
            m.content for m in ConversationStore(database).messages(conversation_id) if m.draft
        ]
    finally:
        database.close()
    return drafts[-1] if drafts else ""


def kill_mid_answer(simulator, database_path: Path, timeout: float = 20.0) -> str:
    """Starts the child, waits (bounded) until the text it received is checkpointed, kills it
    with SIGKILL and returns the conversation's id. The child gets the whole answer at once and
    then nothing more: only the checkpoint's own timer can have stored it."""
    model = queue(simulator, STALLED)
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.session.crash_child",
            str(database_path),
            simulator.url,
            model,
        ],
        cwd=REPOSITORY,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert child.stdout is not None
        conversation_id = child.stdout.readline().strip()
        assert conversation_id, "the child did not start"
        deadline = time.monotonic() + timeout
        while draft_text(database_path, conversation_id) != ANSWER:
            assert child.poll() is None, "the child ended by itself"
            assert time.monotonic() < deadline, "the checkpoint never caught up"
            time.sleep(0.05)
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=10) == -signal.SIGKILL
        return conversation_id
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=10)
        if child.stdout is not None:
            child.stdout.close()
