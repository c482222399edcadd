"""A process killed between starting an action and recording its result: after a restart the
action is unknown, and reconciling it by looking at the world gives exactly one effect."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.store.actions.ledger import (
    Approval,
    OperationLedger,
    OperationStatus,
    idempotency_key,
)
from desktop_app.store.database import Database
from tests.agent.crash_worker import CALL, CONVERSATION, GENERATION
from tests.support import REPO


def test_sigkill_between_start_and_result_reconciles_to_one_effect(tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database_path = tmp_path / "arroyo.sqlite3"
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.agent.crash_worker", str(database_path), str(workspace)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert worker.stdout.readline().strip() == "written"
        os.kill(worker.pid, signal.SIGKILL)
        assert worker.wait(10) == -signal.SIGKILL
    finally:
        if worker.poll() is None:
            worker.kill()
        worker.stdout.close()

    with Database(database_path) as database:
        ledger = OperationLedger(database)
        (interrupted,) = ledger.mark_unknown_after_restart()
        assert interrupted.status is OperationStatus.UNKNOWN and interrupted.tool == "write_file"

        context = ToolContext(workspace=workspace)
        registry = ToolRegistry(context)
        registry.extend(builtin_tools(context))
        executor = ToolExecutor(registry, ledger)
        execution = asyncio.run(
            executor.execute(
                CALL,
                conversation_id=CONVERSATION,
                generation_id=GENERATION,
                approval=Approval.ASKED,
            )
        )
        assert executor.runs == 0  # reconciled by looking, never re-run blind
        assert (execution.status, execution.replayed, execution.is_error) == (
            OperationStatus.SUCCEEDED,
            True,
            False,
        )
        assert ledger.get(interrupted.key).status is OperationStatus.SUCCEEDED
    assert (workspace / "out.txt").read_text(encoding="utf-8") == "exactly once"
    assert sorted(p.name for p in workspace.iterdir()) == ["out.txt"]  # no stray temp files


def test_an_unknown_outcome_the_world_does_not_confirm_is_not_run_again(tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    key = idempotency_key(CONVERSATION, GENERATION, CALL.call_id, CALL.canonical_arguments)
    with Database(tmp_path / "arroyo.sqlite3") as first:
        ledger = OperationLedger(first)
        ledger.confirm(
            key=key,
            conversation_id=CONVERSATION,
            generation_id=GENERATION,
            tool_call_id=CALL.call_id,
            tool=CALL.name,
            arguments=CALL.canonical_arguments,
            approval=Approval.ASKED,
        )
        assert ledger.start(key)  # and the process ends before writing anything
    with Database(tmp_path / "arroyo.sqlite3") as database:
        ledger = OperationLedger(database)
        context = ToolContext(workspace=workspace)
        registry = ToolRegistry(context)
        registry.extend(builtin_tools(context))
        executor = ToolExecutor(registry, ledger)
        (reclaimed,) = ledger.mark_unknown_after_restart()
        assert reclaimed.key == key
        execution = asyncio.run(
            executor.execute(
                CALL,
                conversation_id=CONVERSATION,
                generation_id=GENERATION,
                approval=Approval.ASKED,
            )
        )
        assert executor.runs == 0 and execution.is_error
        assert "was not run again" in execution.output
    assert not (workspace / "out.txt").exists()
