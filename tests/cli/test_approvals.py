"""``arroyo ask --park``, ``arroyo approvals`` and ``arroyo ask --resume`` as real processes
against the local simulator: a write waits for its answer, runs once when approved (even when
two resumes race), and is refused to the model when denied."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.database import Database
from tests.cli.running import ask_simulator
from tests.cli.test_exchange import arroyo
from tests.keyrings import KEY_VARIABLE
from tests.net.helpers import TEST_KEY, model_bodies, queue
from tests.support import REPO

TEXT = "parked until approved\n"
PARKED = 3


def writing() -> Script:
    call = ScriptedCall(name="write_file", arguments={"path": "notes.txt", "content": TEXT})
    return Script(answer="Writing.", tool_calls=(call,), finish="tool_calls")


def parked_run(tmp_path, simulator, *after: Script):
    """A --park run whose write waits; returns (model, workspace, conversation, id)."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    model = queue(simulator, Scenario(script=writing()), *(Scenario(script=s) for s in after))
    result = ask_simulator(
        tmp_path, simulator, model, "write the notes", "--workspace", str(workspace), "--park"
    )
    assert result.returncode == PARKED, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    operation = lines[-1]
    assert len(operation) == 64 and int(operation, 16) >= 0
    conversation = lines[-2].removeprefix("[conversation ").removesuffix("]")
    assert "arroyo approvals approve ID" in result.stderr
    assert f"arroyo ask --resume {conversation}" in result.stderr
    return model, workspace, conversation, operation


def operations(tmp_path):
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        return database.fetch_all("SELECT key, tool, status, arguments FROM operations")


def tool_messages(tmp_path, conversation):
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        return database.fetch_all(
            "SELECT content, is_error FROM messages WHERE conversation_id = ? AND role = 'tool'",
            (conversation,),
        )


def test_a_parked_write_waits_then_runs_once_when_approved(tmp_path, simulator):
    model, workspace, conversation, operation = parked_run(
        tmp_path, simulator, Script(answer="Written.")
    )
    data = tmp_path / "data"
    assert not (workspace / "notes.txt").exists()  # nothing ran unapproved
    assert operations(tmp_path) == []
    listed = arroyo(data, "approvals", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    [row] = json.loads(listed.stdout)
    assert row["id"] == operation and row["conversation"] == conversation
    assert row["tool"] == "write_file"
    assert row["arguments"] == {"path": "notes.txt", "content": TEXT}  # the validated call's
    assert "notes.txt" in row["action"]
    plain = arroyo(data, "approvals", "list")
    assert operation[:12] in plain.stdout and "write_file" in plain.stdout

    approved = arroyo(data, "approvals", "approve", operation[:10])
    assert approved.returncode == 0, approved.stderr
    again = arroyo(data, "approvals", "deny", operation)
    assert again.returncode == 1
    assert "already approved" in again.stderr

    resumed = ask_simulator(tmp_path, simulator, model, "--resume", conversation)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert "Written." in resumed.stdout
    assert (workspace / "notes.txt").read_text(encoding="utf-8") == TEXT
    [(key, tool, status, _arguments)] = operations(tmp_path)
    assert (key, tool, status) == (operation, "write_file", "succeeded")
    assert arroyo(data, "approvals", "list").stdout.startswith("No tool call is waiting")
    nothing = ask_simulator(tmp_path, simulator, model, "--resume", conversation)
    assert nothing.returncode == 2 and "no paused turn" in nothing.stdout


def test_a_denied_call_is_refused_to_the_model_and_never_runs(tmp_path, simulator):
    model, workspace, conversation, operation = parked_run(
        tmp_path, simulator, Script(answer="Understood, nothing written.")
    )
    data = tmp_path / "data"
    assert arroyo(data, "approvals", "deny", operation).returncode == 0
    assert arroyo(data, "approvals", "approve", operation).returncode == 1  # too late

    resumed = ask_simulator(tmp_path, simulator, model, "--resume", conversation)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert not (workspace / "notes.txt").exists()
    assert operations(tmp_path) == []
    [(content, is_error)] = tool_messages(tmp_path, conversation)
    assert "declined" in content and is_error == 1
    bodies = model_bodies(simulator, model)
    told = [m for m in bodies[-1]["messages"] if m["role"] == "tool"]
    assert len(told) == 1 and "declined" in told[0]["content"]  # the model heard the refusal


def test_an_unanswered_call_keeps_the_turn_parked(tmp_path, simulator):
    model, workspace, conversation, operation = parked_run(tmp_path, simulator)
    again = ask_simulator(tmp_path, simulator, model, "--resume", conversation)
    assert again.returncode == PARKED, again.stdout + again.stderr
    assert again.stdout.splitlines()[-1] == operation  # the same call, still waiting
    assert not (workspace / "notes.txt").exists()
    assert tool_messages(tmp_path, conversation) == []


def _resume_process(tmp_path, simulator, model, conversation):
    env = {
        **os.environ,
        "ARROYO_DATA_DIR": str(tmp_path / "data"),
        "PYTHON_KEYRING_BACKEND": "tests.keyrings.EnvKey",
        KEY_VARIABLE: TEST_KEY,
    }
    command = [sys.executable, "-m", "desktop_app", "ask", "--resume", conversation]
    command += ["--provider", "openai-compatible", "--model", model]
    command += ["--base-url", simulator.url + "/v1"]
    return subprocess.Popen(
        command,
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_two_resumes_at_once_run_the_approved_write_once(tmp_path, simulator):
    model, workspace, conversation, operation = parked_run(
        tmp_path, simulator, Script(answer="Written."), Script(answer="Written again?")
    )
    assert arroyo(tmp_path / "data", "approvals", "approve", operation).returncode == 0

    racing = [_resume_process(tmp_path, simulator, model, conversation) for _ in range(2)]
    ended = [(p.wait(timeout=90), *p.communicate()) for p in racing]

    statuses = sorted(status for status, _out, _err in ended)
    assert statuses[0] == 0, ended
    assert statuses[1] in (2, 4), ended  # nothing left to resume, or another resume holds it
    assert (workspace / "notes.txt").read_text(encoding="utf-8") == TEXT
    [(key, _tool, status, _arguments)] = operations(tmp_path)
    assert (key, status) == (operation, "succeeded")
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        receipts = database.fetch_all("SELECT operation_key FROM receipts")
    assert [r[0] for r in receipts] == [operation]  # one write, one receipt
    assert len(tool_messages(tmp_path, conversation)) == 1  # one continuation saved
