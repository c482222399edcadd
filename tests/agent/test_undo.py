"""Undoing write_file from its receipt: the exact earlier bytes come back, once; a file changed
since, or a path that became a folder or a link, is left alone and the reason said."""

from __future__ import annotations

import hashlib
import os

import pytest

from desktop_app.agent.undo import UNDO_TOOL, UndoOutcome, undo, undo_key
from desktop_app.store.actions.ledger import OperationLedger, OperationStatus
from desktop_app.store.actions.receipts import ReceiptLimits, ReceiptStore
from desktop_app.store.database import Database
from tests.agent.receipt_writes import write

EARLIER = b"line one\r\nbytes \x00\xfe\xff that are not UTF-8\n"


@pytest.fixture
def database(tmp_path):
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        yield database


@pytest.fixture
def workspace(tmp_path):
    folder = tmp_path / "workspace"
    folder.mkdir()
    return folder


def test_undo_restores_the_exact_earlier_bytes_and_is_recorded_once(database, workspace):
    target = workspace / "notes.txt"
    target.write_bytes(EARLIER)
    operation = write(database, workspace, "notes.txt", "replaced\n")
    assert target.read_bytes() == b"replaced\n"
    ledger, receipts = OperationLedger(database), ReceiptStore(database)

    result = undo(ledger, receipts, operation)

    assert result.outcome is UndoOutcome.RESTORED, result.message
    assert hashlib.sha256(target.read_bytes()).digest() == hashlib.sha256(EARLIER).digest()
    recorded = ledger.get(undo_key(operation))
    assert recorded is not None and recorded.tool == UNDO_TOOL
    assert recorded.status is OperationStatus.SUCCEEDED
    assert receipts.get(operation.key).undone_by == recorded.key

    target.write_bytes(b"replaced\n")  # even with the file as the operation left it again
    again = undo(ledger, receipts, operation)
    assert again.outcome is UndoOutcome.ALREADY_UNDONE
    assert target.read_bytes() == b"replaced\n"  # nothing ran the second time
    assert [op.tool for op in ledger.all_operations()].count(UNDO_TOOL) == 1


def test_undoing_a_creation_removes_the_file(database, workspace):
    operation = write(database, workspace, "sub/new.txt", "fresh")
    result = undo(OperationLedger(database), ReceiptStore(database), operation)
    assert result.outcome is UndoOutcome.RESTORED
    assert not (workspace / "sub" / "new.txt").exists()


def test_refused_with_the_difference_when_the_file_changed_since(database, workspace):
    target = workspace / "notes.txt"
    target.write_bytes(b"first\n")
    operation = write(database, workspace, "notes.txt", "second\n")
    target.write_bytes(b"second\nand an outside edit\n")
    ledger = OperationLedger(database)

    result = undo(ledger, ReceiptStore(database), operation)

    assert result.outcome is UndoOutcome.CHANGED
    assert "+and an outside edit" in result.diff and result.diff.startswith("---")
    assert target.read_bytes() == b"second\nand an outside edit\n"
    assert ledger.get(undo_key(operation)) is None  # a refusal runs nothing


@pytest.mark.parametrize("became", ["folder", "link"])
def test_refused_when_the_path_is_now_a_folder_or_a_link(database, workspace, became):
    target = workspace / "notes.txt"
    target.write_bytes(b"first\n")
    operation = write(database, workspace, "notes.txt", "second\n")
    target.unlink()
    elsewhere = workspace / "elsewhere.txt"
    elsewhere.write_bytes(b"second\n")  # the very bytes written, behind a link
    if became == "folder":
        target.mkdir()
    else:
        os.symlink(elsewhere, target)

    result = undo(OperationLedger(database), ReceiptStore(database), operation)

    assert result.outcome is UndoOutcome.NOT_A_FILE
    assert ("a folder" if became == "folder" else "a symbolic link") in result.message
    assert elsewhere.read_bytes() == b"second\n"
    assert target.is_dir() if became == "folder" else target.is_symlink()


def test_an_evicted_receipt_says_undo_is_no_longer_available(database, workspace):
    (workspace / "a.txt").write_bytes(b"a" * 64)
    operation = write(database, workspace, "a.txt", "short")
    ReceiptStore(database, limits=ReceiptLimits(max_bytes=10)).evict()

    result = undo(OperationLedger(database), ReceiptStore(database), operation)

    assert result.outcome is UndoOutcome.UNAVAILABLE
    assert result.message == (
        "Undo no longer available: the earlier version was removed to keep the store under "
        "its limit."
    )
    assert (workspace / "a.txt").read_bytes() == b"short"


def test_an_undo_that_failed_changed_nothing_and_can_be_tried_again(
    database, workspace, monkeypatch
):
    target = workspace / "notes.txt"
    target.write_bytes(EARLIER)
    operation = write(database, workspace, "notes.txt", "replaced\n")
    ledger, receipts = OperationLedger(database), ReceiptStore(database)

    def full_disk(path, previous):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr("desktop_app.agent.undo._restore", full_disk)
        failed = undo(ledger, receipts, operation)
    assert failed.outcome is UndoOutcome.FAILED and "No space left" in failed.message
    assert target.read_bytes() == b"replaced\n"

    again = undo(ledger, receipts, operation)
    assert again.outcome is UndoOutcome.RESTORED
    assert target.read_bytes() == EARLIER
    tries = [op.status for op in ledger.all_operations() if op.tool == UNDO_TOOL]
    assert tries == [OperationStatus.FAILED, OperationStatus.SUCCEEDED]
    assert undo(ledger, receipts, operation).outcome is UndoOutcome.ALREADY_UNDONE


def test_a_receipt_the_full_disk_cannot_keep_leaves_the_write_done_once_and_says_no_undo(
    database, workspace, monkeypatch
):
    """The change was confirmed: it runs once even when its receipt cannot be stored, and the
    card then offers no Undo instead of one that would fail."""
    target = workspace / "notes.txt"
    target.write_bytes(EARLIER)

    def full_disk(self, key, before):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(ReceiptStore, "keep", full_disk)
    operation = write(database, workspace, "notes.txt", "replaced\n")
    assert operation.status is OperationStatus.SUCCEEDED
    assert target.read_bytes() == b"replaced\n"
    assert ReceiptStore(database).get(operation.key) is None

    monkeypatch.undo()
    result = undo(OperationLedger(database), ReceiptStore(database), operation)
    assert result.outcome is UndoOutcome.NO_RECEIPT
    assert target.read_bytes() == b"replaced\n"
    assert [op.tool for op in OperationLedger(database).all_operations()] == ["write_file"]
