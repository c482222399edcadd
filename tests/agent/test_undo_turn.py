"""Undoing every file change of one turn: the last first, each once, to the exact earlier
bytes; a file changed outside stops the batch there, the later changes stay undone and the
earlier ones are left alone."""

from __future__ import annotations

import hashlib

import pytest

from desktop_app.agent.undo import UNDO_TOOL, UndoOutcome
from desktop_app.agent.undo_turn import previews, turn_changes, undo_turn
from desktop_app.store.actions.ledger import OperationLedger, OperationStatus
from desktop_app.store.actions.receipts import ReceiptStore
from desktop_app.store.database import Database
from tests.agent.receipt_writes import CONVERSATION, GENERATION, write

EARLIER = {
    "a.txt": b"first file \x00\xff\r\n",
    "b.txt": b"second file\n",
    "c.txt": None,  # created by the turn: undoing removes it
}


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def database(tmp_path):
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        yield database


@pytest.fixture
def workspace(tmp_path):
    folder = tmp_path / "workspace"
    folder.mkdir()
    for name, content in EARLIER.items():
        if content is not None:
            (folder / name).write_bytes(content)
    return folder


def _three_writes(database, workspace):
    for number, name in enumerate(EARLIER, start=1):
        write(database, workspace, name, f"written by the turn {number}\n", f"call_{number}")
    ledger, receipts = OperationLedger(database), ReceiptStore(database)
    return ledger, receipts, turn_changes(ledger, CONVERSATION, GENERATION)


def test_three_writes_are_undone_to_the_exact_bytes_the_last_first(database, workspace):
    ledger, receipts, changes = _three_writes(database, workspace)
    assert [op.tool_call_id for op in changes] == ["call_1", "call_2", "call_3"]
    listed = previews(ledger, receipts, changes)
    assert [op.tool_call_id for op, _path, _found in listed] == ["call_3", "call_2", "call_1"]
    assert [path.rsplit("/", 1)[-1] for _op, path, _found in listed] == ["c.txt", "b.txt", "a.txt"]

    undone = undo_turn(ledger, receipts, changes)

    assert undone.complete
    assert [op.tool_call_id for op, _ in undone.done] == ["call_3", "call_2", "call_1"]
    assert {result.outcome for _, result in undone.done} == {UndoOutcome.RESTORED}
    assert _digest((workspace / "a.txt").read_bytes()) == _digest(EARLIER["a.txt"] or b"")
    assert _digest((workspace / "b.txt").read_bytes()) == _digest(EARLIER["b.txt"] or b"")
    assert not (workspace / "c.txt").exists()
    # Each undo is its own operation in the ledger, run once.
    undos = [op for op in ledger.all_operations() if op.tool == UNDO_TOOL]
    assert len(undos) == 3 and {op.status for op in undos} == {OperationStatus.SUCCEEDED}
    again = undo_turn(ledger, receipts, changes)
    assert {result.outcome for _, result in again.done} == {UndoOutcome.ALREADY_UNDONE}
    assert len([op for op in ledger.all_operations() if op.tool == UNDO_TOOL]) == 3


def test_a_middle_file_changed_outside_stops_there(database, workspace):
    ledger, receipts, changes = _three_writes(database, workspace)
    (workspace / "b.txt").write_bytes(b"written by the turn 2\nand by hand\n")

    undone = undo_turn(ledger, receipts, changes)

    assert not undone.complete and undone.stopped is not None
    stopped, result = undone.stopped
    assert stopped.tool_call_id == "call_2"
    assert result.outcome is UndoOutcome.CHANGED
    assert "+and by hand" in result.diff
    # The later change was undone, the conflicting file and the earlier one left alone.
    assert [op.tool_call_id for op, _ in undone.done] == ["call_3"]
    assert [op.tool_call_id for op in undone.left] == ["call_1"]
    assert not (workspace / "c.txt").exists()
    assert (workspace / "b.txt").read_bytes() == b"written by the turn 2\nand by hand\n"
    assert (workspace / "a.txt").read_bytes() == b"written by the turn 1\n"


def test_a_file_written_twice_in_the_turn_comes_back_through_its_versions(database, workspace):
    write(database, workspace, "a.txt", "one\n", "call_1")
    write(database, workspace, "a.txt", "two\n", "call_2")
    ledger, receipts = OperationLedger(database), ReceiptStore(database)
    changes = turn_changes(ledger, CONVERSATION, GENERATION)
    assert len(previews(ledger, receipts, changes)) == 1  # one file, listed once

    assert undo_turn(ledger, receipts, changes).complete
    assert (workspace / "a.txt").read_bytes() == EARLIER["a.txt"]


def test_another_turn_is_not_touched(database, workspace):
    _three_writes(database, workspace)
    ledger = OperationLedger(database)
    assert turn_changes(ledger, CONVERSATION, "another generation") == []
    assert turn_changes(ledger, "another conversation", GENERATION) == []


def test_calls_that_share_an_id_are_each_undone(database, workspace):
    """Some models give every call of a turn the same id: each change still counts."""
    for name in EARLIER:
        write(database, workspace, name, f"{name} by a repeated id\n", "call_1")
    ledger, receipts = OperationLedger(database), ReceiptStore(database)
    changes = turn_changes(ledger, CONVERSATION, GENERATION)
    assert len(changes) == 3

    assert undo_turn(ledger, receipts, changes).complete
    assert (workspace / "a.txt").read_bytes() == EARLIER["a.txt"]
    assert not (workspace / "c.txt").exists()
