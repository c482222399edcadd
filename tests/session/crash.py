"""Runs ``arroyo ask`` against the simulator and kills it with SIGKILL mid-answer."""

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


def draft(database_path: Path) -> tuple[str, str]:
    """The only conversation's id and the text of its newest draft ("" while there is none)."""
    if not database_path.exists():
        return "", ""
    database = Database(database_path)
    try:
        conversations = ConversationStore(database)
        listed = conversations.list()
        if not listed:
            return "", ""
        drafts = [m.content for m in conversations.messages(listed[0].id) if m.draft]
        return listed[0].id, drafts[-1] if drafts else ""
    finally:
        database.close()


def kill_mid_answer(simulator, data_dir: Path, timeout: float = 30.0) -> str:
    """Runs ``arroyo ask`` with ``data_dir`` as its profile, waits (bounded) until the text it
    received is checkpointed, kills it with SIGKILL and returns the conversation's id. The
    process gets the whole answer at once and then nothing more: only the checkpoint's own
    timer can have stored it. The database is ``data_dir / "arroyo.sqlite3"``."""
    model = queue(simulator, STALLED)
    argv = [
        sys.executable,
        "-m",
        "desktop_app",
        "ask",
        "Tell me about the river",
        "--provider",
        "ollama",
        "--model",
        model,
        "--base-url",
        f"{simulator.url}/v1",
    ]
    env = {**os.environ, "ARROYO_DATA_DIR": str(data_dir)}
    child = subprocess.Popen(
        argv,
        cwd=REPOSITORY,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + timeout
        while (found := draft(data_dir / "arroyo.sqlite3"))[1] != ANSWER:
            assert child.poll() is None, "arroyo ask ended by itself"
            assert time.monotonic() < deadline, "the checkpoint never caught up"
            time.sleep(0.05)
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=10) == -signal.SIGKILL
        return found[0]
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=10)
