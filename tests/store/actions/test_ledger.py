"""The operation ledger: one confirmed intent, at most one run, and no outcome ever lost."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop_app.store.actions.ledger import (
    Approval,
    LedgerError,
    Operation,
    OperationLedger,
    OperationStatus,
    idempotency_key,
)
from desktop_app.store.database import Database
from tests.support import REPO

ARGUMENTS = '{"content":"hello","path":"notes.txt"}'


@pytest.fixture
def ledger(db: Database, clock) -> OperationLedger:
    return OperationLedger(db, clock=clock)


def confirm(ledger: OperationLedger, call: str = "call_1", arguments: str = ARGUMENTS) -> Operation:
    return ledger.confirm(
        key=idempotency_key("conv", "gen", call, arguments),
        conversation_id="conv",
        generation_id="gen",
        tool_call_id=call,
        tool="write_file",
        arguments=arguments,
        approval=Approval.ASKED,
    )


def test_the_key_is_bound_to_the_intent():
    key = idempotency_key("conv", "gen", "call_1", ARGUMENTS)
    assert len(key) == 64 and int(key, 16) >= 0
    assert key == idempotency_key("conv", "gen", "call_1", ARGUMENTS)
    others = {
        idempotency_key("conv2", "gen", "call_1", ARGUMENTS),
        idempotency_key("conv", "gen2", "call_1", ARGUMENTS),
        idempotency_key("conv", "gen", "call_2", ARGUMENTS),
        idempotency_key("conv", "gen", "call_1", '{"content":"hello!","path":"notes.txt"}'),
    }
    assert key not in others and len(others) == 4
    # Text moved from one field to the next is another intent.
    assert idempotency_key("ab", "c", "d", "e") != idempotency_key("a", "bc", "d", "e")
    assert idempotency_key("a", "b", "c", "") != idempotency_key("a", "b", "", "c")
    assert len(idempotency_key("conv", "gen", "call_\ud800", "{}")) == 64  # any text has a key


def test_confirm_records_the_intent(ledger: OperationLedger, clock):
    operation = confirm(ledger)
    assert operation.status is OperationStatus.CONFIRMED
    assert (operation.conversation_id, operation.generation_id) == ("conv", "gen")
    assert (operation.tool_call_id, operation.tool, operation.arguments) == (
        "call_1",
        "write_file",
        ARGUMENTS,
    )
    assert (operation.result, operation.is_error, operation.fingerprint) == (None, False, None)
    assert operation.created_at == operation.updated_at == clock.now
    assert ledger.get(operation.key) == operation
    assert ledger.get("0" * 64) is None


def test_confirm_is_idempotent(ledger: OperationLedger, clock):
    first = confirm(ledger)
    clock.advance(10)
    assert confirm(ledger) == first
    ledger.start(first.key)
    ledger.succeed(first.key, "wrote 5 bytes")
    clock.advance(10)
    again = confirm(ledger)  # a retried request yielding the same call: nothing is reset
    assert again.status is OperationStatus.SUCCEEDED
    assert again.result == "wrote 5 bytes"
    assert again.created_at == first.created_at


def test_confirm_refuses_a_key_not_made_from_the_intent(ledger: OperationLedger):
    with pytest.raises(ValueError):
        ledger.confirm(
            key=idempotency_key("conv", "gen", "call_1", "{}"),
            conversation_id="conv",
            generation_id="gen",
            tool_call_id="call_1",
            tool="write_file",
            arguments=ARGUMENTS,
            approval=Approval.ASKED,
        )
    assert ledger.get(idempotency_key("conv", "gen", "call_1", "{}")) is None


def test_start_succeeds_only_once(ledger: OperationLedger, clock):
    key = confirm(ledger).key
    clock.advance(1)
    assert ledger.start(key) is True
    started = ledger.get(key)
    assert started is not None
    assert (started.status, started.updated_at) == (OperationStatus.STARTED, clock.now)
    assert ledger.start(key) is False
    ledger.succeed(key, "done")
    assert ledger.start(key) is False


def test_start_of_an_unknown_key_raises(ledger: OperationLedger):
    with pytest.raises(LedgerError):
        ledger.start("0" * 64)


def test_succeed_after_start(ledger: OperationLedger):
    key = confirm(ledger).key
    ledger.start(key)
    ledger.succeed(key, "wrote 5 bytes", fingerprint="sha256:abc")
    operation = ledger.get(key)
    assert operation is not None
    assert operation.status is OperationStatus.SUCCEEDED
    assert (operation.result, operation.is_error, operation.fingerprint) == (
        "wrote 5 bytes",
        False,
        "sha256:abc",
    )


def test_fail_after_start(ledger: OperationLedger):
    key = confirm(ledger).key
    ledger.start(key)
    ledger.fail(key, "disk full")
    operation = ledger.get(key)
    assert operation is not None
    assert (operation.status, operation.result, operation.is_error) == (
        OperationStatus.FAILED,
        "disk full",
        True,
    )


@pytest.mark.parametrize("finish", ["succeed", "fail"])
def test_an_outcome_needs_a_start(ledger: OperationLedger, finish):
    key = confirm(ledger).key
    with pytest.raises(LedgerError, match="confirmed"):
        getattr(ledger, finish)(key, "too early")
    assert ledger.get(key).status is OperationStatus.CONFIRMED  # type: ignore[union-attr]
    ledger.start(key)
    ledger.succeed(key, "first")
    with pytest.raises(LedgerError, match="succeeded"):
        getattr(ledger, finish)(key, "second")
    assert ledger.get(key).result == "first"  # type: ignore[union-attr]
    with pytest.raises(LedgerError, match="no such operation"):
        getattr(ledger, finish)("0" * 64, "nothing")


def test_a_restart_turns_started_into_unknown(open_db, clock):
    first_run = open_db()
    before = OperationLedger(first_run, clock=clock)
    running = confirm(before, "call_1").key
    waiting = confirm(before, "call_2").key
    finished = confirm(before, "call_3").key
    before.start(running)
    before.start(finished)
    before.succeed(finished, "ok")
    first_run.close()  # the process ends between start and outcome

    clock.advance(60)
    after = OperationLedger(open_db(), clock=clock)
    marked = after.mark_unknown_after_restart()
    assert [op.key for op in marked] == [running]
    assert marked[0].status is OperationStatus.UNKNOWN
    assert marked[0].updated_at == clock.now
    assert after.unknown() == marked
    assert after.mark_unknown_after_restart() == []
    assert after.get(waiting).status is OperationStatus.CONFIRMED  # type: ignore[union-attr]
    assert after.get(finished).status is OperationStatus.SUCCEEDED  # type: ignore[union-attr]
    assert after.start(running) is False  # never run again on its own


def died_after_starting(open_db, clock, *calls: str) -> list[str]:
    """Keys of operations a process started before it ended (its Database closed)."""
    database = open_db()
    before = OperationLedger(database, clock=clock)
    keys = [confirm(before, call).key for call in calls]
    for key in keys:
        assert before.start(key)
    database.close()
    return keys


def test_resolve_unknown(open_db, clock):
    found, lost = died_after_starting(open_db, clock, "call_1", "call_2")
    ledger = OperationLedger(open_db(), clock=clock)
    assert {op.key for op in ledger.mark_unknown_after_restart()} == {found, lost}

    ledger.resolve_unknown(
        found,
        status=OperationStatus.SUCCEEDED,
        result="the file is there",
        fingerprint="sha256:abc",
    )
    ledger.resolve_unknown(lost, status="failed", result="the person chose to drop it")
    assert ledger.unknown() == []
    resolved = ledger.get(found)
    assert resolved is not None
    assert (resolved.status, resolved.result, resolved.fingerprint, resolved.is_error) == (
        OperationStatus.SUCCEEDED,
        "the file is there",
        "sha256:abc",
        False,
    )
    dropped = ledger.get(lost)
    assert dropped is not None
    assert (dropped.status, dropped.is_error) == (OperationStatus.FAILED, True)


def test_only_unknown_operations_are_resolved(open_db, clock):
    first = open_db()
    ledger = OperationLedger(first, clock=clock)
    key = confirm(ledger).key
    with pytest.raises(LedgerError, match="confirmed"):
        ledger.resolve_unknown(key, status=OperationStatus.SUCCEEDED, result="no")
    ledger.start(key)
    with pytest.raises(LedgerError, match="started"):
        ledger.resolve_unknown(key, status=OperationStatus.FAILED, result="no")
    first.close()
    ledger = OperationLedger(open_db(), clock=clock)
    ledger.mark_unknown_after_restart()
    for status in (OperationStatus.UNKNOWN, OperationStatus.STARTED, "confirmed"):
        with pytest.raises(ValueError):
            ledger.resolve_unknown(key, status=status, result="no")
    with pytest.raises(ValueError):
        ledger.resolve_unknown(key, status="done", result="no")
    assert ledger.get(key).status is OperationStatus.UNKNOWN  # type: ignore[union-attr]


def test_every_state_survives_reopening(open_db, clock):
    first_run = open_db()
    before = OperationLedger(first_run, clock=clock)
    key = confirm(before).key
    before.start(key)
    before.succeed(key, "wrote 5 bytes", fingerprint="sha256:abc")
    expected = before.get(key)
    first_run.close()
    after = OperationLedger(open_db(), clock=clock)
    assert after.get(key) == expected


def test_a_killed_process_leaves_its_started_row(db_path: Path, clock):
    """No close, no checkpoint: the process exits hard right after ``start`` returns."""
    Database(db_path).close()
    key = idempotency_key("conv", "gen", "call_1", ARGUMENTS)
    script = f"""
import os, sys
from desktop_app.store.database import Database
from desktop_app.store.actions.ledger import Approval, OperationLedger
ledger = OperationLedger(Database(sys.argv[1]))
ledger.confirm(key={key!r}, conversation_id="conv", generation_id="gen", tool_call_id="call_1",
               tool="write_file", arguments={ARGUMENTS!r}, approval=Approval.ASKED)
assert ledger.start({key!r})
os._exit(0)
"""
    subprocess.run([sys.executable, "-c", script, str(db_path)], cwd=REPO, check=True, timeout=30)
    with Database(db_path) as db:
        marked = OperationLedger(db, clock=clock).mark_unknown_after_restart()
    assert [(op.key, op.status) for op in marked] == [(key, OperationStatus.UNKNOWN)]


@pytest.mark.parametrize("shared", [False, True], ids=["two-databases", "one-shared-database"])
def test_two_threads_racing_to_start_one_wins(open_db: Callable[..., Database], clock, shared):
    first = open_db()
    second = first if shared else open_db()
    ledgers = [OperationLedger(first, clock=clock), OperationLedger(second, clock=clock)]
    keys = [confirm(ledgers[0], f"call_{n}").key for n in range(25)]
    barrier = threading.Barrier(2, timeout=10)
    wins: list[list[bool]] = [[], []]
    errors: list[BaseException] = []

    def racer(index: int) -> None:
        try:
            for key in keys:
                barrier.wait()
                wins[index].append(ledgers[index].start(key))
        except BaseException as error:  # reported below: a thread's exception is otherwise lost
            errors.append(error)
            barrier.abort()

    threads = [threading.Thread(target=racer, args=(index,)) for index in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not errors
    assert [a + b for a, b in zip(*wins, strict=True)] == [1] * len(keys)
    statuses = {ledgers[1].get(key).status for key in keys}  # type: ignore[union-attr]
    assert statuses == {OperationStatus.STARTED}


def test_a_cancelled_run_becomes_unknown(ledger: OperationLedger, clock):
    key = confirm(ledger).key
    with pytest.raises(LedgerError, match="confirmed"):
        ledger.mark_unknown(key)
    ledger.start(key)
    clock.advance(1)
    ledger.mark_unknown(key)
    (operation,) = ledger.unknown()
    assert (operation.key, operation.updated_at) == (key, clock.now)
    assert ledger.start(key) is False
    with pytest.raises(LedgerError, match="unknown"):
        ledger.succeed(key, "too late")


def test_the_ledger_records_why_an_action_was_allowed(ledger: OperationLedger):
    # A rule's approval names its rule: tests/store/actions/test_rules.py
    for number, approval in enumerate(set(Approval) - {Approval.RULE}):
        call = f"call_{number}"
        key = idempotency_key("conv", "gen", call, ARGUMENTS)
        ledger.confirm(
            key=key,
            conversation_id="conv",
            generation_id="gen",
            tool_call_id=call,
            tool="read_file",
            arguments=ARGUMENTS,
            approval=approval,
        )
        recorded = ledger.get(key)
        assert recorded is not None and recorded.approval is approval
