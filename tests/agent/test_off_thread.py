"""The agent loop keeps the event loop's thread free: its store writes run on the database
thread, the confirmation's preview on a worker, and "started" is recorded before a tool runs."""

from __future__ import annotations

import threading

import pytest

from desktop_app.agent.builtin.writing import WriteFile
from desktop_app.agent.confirmations import Decision
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.simulator.scenarios import Scenario
from desktop_app.store import worker
from desktop_app.store.actions.ledger import OperationStatus
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.agent.test_loop import FINAL, write_call
from tests.net.helpers import queue


@pytest.fixture
def harness(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield AgentHarness(workspace, database, simulator)
    database.close()


class RecordingGenerations(GenerationStore):
    threads: list[str]

    def apply(self, generation_id, event):
        self.threads.append(threading.current_thread().name)
        return super().apply(generation_id, event)


def test_a_turn_with_a_tool_keeps_the_loops_thread_free(harness, simulator, monkeypatch):
    loop_thread = threading.current_thread().name
    generations = RecordingGenerations(harness.database)
    generations.threads = []
    harness.generations = generations
    previews: list[str] = []
    real_preview = WriteFile.diff_preview

    def preview(self, arguments, context):
        previews.append(threading.current_thread().name)
        return real_preview(self, arguments, context)

    monkeypatch.setattr(WriteFile, "diff_preview", preview)
    statuses_when_run: list[OperationStatus] = []
    real_run = WriteFile.run

    async def run(self, arguments, context):
        # What the ledger says, read apart, at the moment the tool starts.
        rows = harness.database.fetch_all("SELECT status FROM operations")
        statuses_when_run.extend(OperationStatus(row[0]) for row in rows)
        return await real_run(self, arguments, context)

    monkeypatch.setattr(WriteFile, "run", run)
    model = queue(simulator, Scenario(script=write_call()), Scenario(script=FINAL))
    loop = harness.loop("openai-chat", model, ScriptedPerson([Decision.ALLOW_ONCE]))
    result, _events = harness.run(loop, Prompt.single("Escribe"))

    assert result.outcome.status is TurnStatus.COMPLETED
    assert generations.threads and loop_thread not in generations.threads
    assert all(name.startswith(worker.THREAD_NAME) for name in generations.threads)
    assert previews and loop_thread not in previews
    assert statuses_when_run == [OperationStatus.STARTED]  # on disk before the tool ran
