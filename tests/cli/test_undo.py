"""``arroyo undo`` as a real process on a profile where write_file changed a file: the exact
earlier bytes come back once; a file changed since is refused with the difference printed."""

from __future__ import annotations

from desktop_app.store.actions.ledger import Approval, OperationLedger, idempotency_key
from desktop_app.store.database import Database
from tests.agent.receipt_writes import write
from tests.cli.test_exchange import arroyo


def written(tmp_path, before: bytes | None, content: str):
    data = tmp_path / "data"
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    target = workspace / "notes.txt"
    if before is not None:
        target.write_bytes(before)
    with Database(data / "arroyo.sqlite3") as database:
        operation = write(database, workspace, "notes.txt", content)
    return data, target, operation.key


def test_undo_restores_the_exact_bytes_once(tmp_path):
    earlier = b"caf\xc3\xa9\r\n\x00binary tail\xff"
    data, target, key = written(tmp_path, earlier, "nuevo\n")

    listed = arroyo(data, "activity")
    assert key[:12] in listed.stdout  # the id to give arroyo undo

    undone = arroyo(data, "undo", key[:12])
    assert undone.returncode == 0, undone.stderr
    assert "Restored" in undone.stdout
    assert target.read_bytes() == earlier

    again = arroyo(data, "undo", key)
    assert again.returncode == 1
    assert "already undone" in again.stderr
    assert target.read_bytes() == earlier

    history = arroyo(data, "activity")
    assert history.stdout.count("undo(") == 1


def test_undo_is_refused_with_the_diff_after_an_outside_change(tmp_path):
    data, target, key = written(tmp_path, b"one\n", "two\n")
    target.write_bytes(b"two\nthree\n")

    refused = arroyo(data, "undo", key)

    assert refused.returncode == 1
    assert "changed since the operation" in refused.stderr
    assert "+three" in refused.stdout and "@@" in refused.stdout
    assert target.read_bytes() == b"two\nthree\n"


def test_undo_of_a_path_that_became_a_folder_is_refused(tmp_path):
    data, target, key = written(tmp_path, b"one\n", "two\n")
    target.unlink()
    target.mkdir()

    refused = arroyo(data, "undo", key)

    assert refused.returncode == 1
    assert "is now a folder" in refused.stderr
    assert target.is_dir()


def test_an_unknown_id_is_said(tmp_path):
    data, _target, _key = written(tmp_path, None, "x")
    unknown = arroyo(data, "undo", "ffffffffffff")
    assert unknown.returncode == 2 and "no operation has" in unknown.stderr


def test_an_action_arroyo_cannot_capture_is_said_so(tmp_path):
    data, _target, _key = written(tmp_path, None, "x")
    arguments = '{"command":"make"}'
    key = idempotency_key("conv", "gen", "call_c", arguments)
    with Database(data / "arroyo.sqlite3") as database:
        ledger = OperationLedger(database)
        ledger.confirm(
            key=key,
            conversation_id="conv",
            generation_id="gen",
            tool_call_id="call_c",
            tool="run_command",
            arguments=arguments,
            approval=Approval.ASKED,
        )
        assert ledger.start(key)
        ledger.succeed(key, "done")
    refused = arroyo(data, "undo", key)
    assert refused.returncode == 1
    assert "Changes made by run_command cannot be undone by Arroyo" in refused.stderr
