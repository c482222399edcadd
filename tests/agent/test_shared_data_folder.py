"""Processes that share a data folder: a start-up in one never reclaims what another, still
alive, is running; what a dead process left is reclaimed. Real processes, one SQLite file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

from desktop_app.store.actions.ledger import OperationLedger, OperationStatus
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.support import REPO

# What a second window or command does at start-up, in a process of its own.
START_UP = """
import sys
from desktop_app.store.database import Database
from desktop_app.store.actions.ledger import OperationLedger
with Database(sys.argv[1]) as database:
    print(len(OperationLedger(database).mark_unknown_after_restart()))
"""


def start_up_elsewhere(database_path) -> int:
    """Runs a start-up in another process; returns how many operations it reclaimed."""
    done = subprocess.run(
        [sys.executable, "-c", START_UP, str(database_path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return int(done.stdout)


def start_worker(tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database_path = tmp_path / "arroyo.sqlite3"
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.agent.owned_worker", str(database_path), str(workspace)],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    return worker, database_path, workspace


def test_a_start_up_leaves_a_live_process_operation_alone(tmp_path):
    worker, database_path, workspace = start_worker(tmp_path)
    try:
        assert worker.stdout.readline().strip() == "started"
        assert start_up_elsewhere(database_path) == 0
        with Database(database_path) as database:
            (running,) = database.fetch_all("SELECT status, owner FROM operations")
        assert running["status"] == "started" and running["owner"]

        worker.stdin.write("go\n")
        worker.stdin.flush()
        assert worker.stdout.readline().strip() == "saved"
        assert worker.wait(30) == 0
        errors = worker.stderr.read()
    finally:
        if worker.poll() is None:
            worker.kill()
        for stream in (worker.stdin, worker.stdout, worker.stderr):
            stream.close()
    assert "LedgerError" not in errors and "Traceback" not in errors, errors
    with Database(database_path) as database:
        (operation,) = database.fetch_all("SELECT status FROM operations")
        assert operation["status"] == OperationStatus.SUCCEEDED.value
        (conversation,) = ConversationStore(database).list()
        (answer,) = ConversationStore(database).messages(conversation.id)
        assert answer.content.startswith("done:")
    assert (workspace / "out.txt").read_text(encoding="utf-8") == "exactly once"


def test_a_killed_process_operation_is_reclaimed_as_unknown(tmp_path):
    worker, database_path, _workspace = start_worker(tmp_path)
    try:
        assert worker.stdout.readline().strip() == "started"
        with Database(database_path) as database:
            (row,) = database.fetch_all("SELECT owner FROM operations")
        owner = row["owner"]
        assert (database_path.parent / "owners" / f"{owner}.lock").is_file()
        os.kill(worker.pid, signal.SIGKILL)
        assert worker.wait(10) == -signal.SIGKILL
    finally:
        if worker.poll() is None:
            worker.kill()
        for stream in (worker.stdin, worker.stdout, worker.stderr):
            stream.close()
    assert start_up_elsewhere(database_path) == 1
    with Database(database_path) as database:
        (reclaimed,) = OperationLedger(database).unknown()
        assert reclaimed.owner == owner
    assert not (database_path.parent / "owners" / f"{owner}.lock").exists()  # swept on the way
