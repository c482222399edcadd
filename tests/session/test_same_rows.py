"""A conversation made with ``arroyo ask`` and one made the way the window makes it are stored
the same: the same service saves both, by one rule."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys

from desktop_app.agent.confirmations import deny_everything
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.net.helpers import endpoint_for, queue
from tests.session.helpers import session_for, stored_rows
from tests.support import REPO

PROMPT = "What do my notes say?\nBe brief."


def _turns() -> tuple[Scenario, ...]:
    read = ScriptedCall(name="read_file", arguments={"path": "notes.txt"})
    return (
        Scenario(
            script=Script(answer="Let me read them.", tool_calls=(read,), finish="tool_calls")
        ),
        Scenario(script=Script(answer="They say hi.")),
    )


def _ask(simulator, model: str, workspace, data) -> subprocess.CompletedProcess:
    argv = [
        sys.executable,
        "-m",
        "desktop_app",
        "ask",
        PROMPT,
        "--provider",
        "ollama",
        "--model",
        model,
        "--base-url",
        f"{simulator.url}/v1",
        "--workspace",
        str(workspace),
        "--allow-read-only",
    ]
    env = {**os.environ, "ARROYO_DATA_DIR": str(data)}
    return subprocess.run(
        argv, cwd=REPO, env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=60
    )


def _only_conversation(database: Database):
    conversations = ConversationStore(database).list()
    assert len(conversations) == 1
    return conversations[0]


def test_ask_and_the_window_store_the_same_rows(simulator, tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("the notes say hi", "utf-8")

    # The terminal: a real ``arroyo ask`` process against the simulator.
    data = tmp_path / "data"
    done = _ask(simulator, queue(simulator, *_turns()), workspace, data)
    assert done.returncode == 0, done.stdout.decode() + done.stderr.decode(errors="replace")
    asked_db = Database(data / "arroyo.sqlite3")

    # The window's path: a new conversation, the message, a turn on the history, as the page
    # does it (add_prompt, open_turn, run_turn).
    window_db = Database(tmp_path / "window.db")
    model = queue(simulator, *_turns())
    session = session_for(window_db, endpoint_for(simulator, "openai-chat", model), workspace)

    async def as_the_window() -> None:
        await session.add_prompt(PROMPT)
        loop = session.open_turn(deny_everything)
        await session.run_turn(loop, await session.history())

    asyncio.run(as_the_window())

    try:
        asked, made = _only_conversation(asked_db), _only_conversation(window_db)
        asked_rows = stored_rows(asked_db, asked.id)
        assert asked_rows == stored_rows(window_db, made.id)
        assert [row[0] for row in asked_rows] == ["user", "assistant", "tool", "assistant"]
        assert asked_rows[1][2] == [("read_file", {"path": "notes.txt"})]  # the call, stored
        assert asked_rows[-1][4] == "completed"
        assert asked.title == made.title == "What do my notes say?"
    finally:
        asked_db.close()
        window_db.close()
