"""Permission rules in the store: a count is spent in the transaction that records the operation
it allowed, once per intent; time comes from the injected clock; "until quit" is this process's."""

from __future__ import annotations

import pytest

from desktop_app.store.actions.ledger import Approval, OperationLedger, idempotency_key
from desktop_app.store.actions.rules import LimitKind, RuleSpentError, RuleStore
from desktop_app.store.database import Database
from desktop_app.store.migrations import MIGRATIONS

ARGUMENTS = '{"path":"notes/a.txt"}'


@pytest.fixture
def rules(db: Database, clock) -> RuleStore:
    return RuleStore(db, clock=clock)


def confirm(ledger: OperationLedger, call: str, rule_id: int):
    return ledger.confirm(
        key=idempotency_key("conv", "gen", call, ARGUMENTS),
        conversation_id="conv",
        generation_id="gen",
        tool_call_id=call,
        tool="read_file",
        arguments=ARGUMENTS,
        approval=Approval.RULE,
        rule=(rule_id, f"rule {rule_id}"),
    )


def test_the_migration_is_the_last_one(db: Database):
    version = db.fetch_one("PRAGMA user_version")
    assert version is not None and version[0] == len(MIGRATIONS)


def test_a_count_is_spent_with_the_operation_and_once_per_intent(db, rules, clock):
    rule = rules.add(tool="read_file", kind=LimitKind.PATH, value="/w/notes", calls_left=2)
    ledger = OperationLedger(db, clock=clock)
    first = confirm(ledger, "call_1", rule.id)
    confirm(ledger, "call_1", rule.id)  # the same intent again (a retry): not counted again
    assert first.approval is Approval.RULE and first.rule_words == f"rule {rule.id}"
    (live,) = rules.live()
    assert live.calls_left == 1
    confirm(ledger, "call_2", rule.id)
    assert rules.live() == []  # used up, and gone
    with pytest.raises(RuleSpentError):
        confirm(ledger, "call_3", rule.id)
    recorded = db.fetch_all("SELECT tool_call_id FROM operations ORDER BY rowid")
    assert [row[0] for row in recorded] == ["call_1", "call_2"]  # call_3 left no row


def test_an_expired_rule_is_not_live_and_cannot_be_claimed(db, rules, clock):
    rule = rules.add(tool="read_file", kind=LimitKind.PATH, value="/w", expires_at=clock.now + 10)
    assert [r.id for r in rules.live("read_file")] == [rule.id]
    clock.advance(10)
    assert rules.live() == []
    with pytest.raises(RuleSpentError):
        confirm(OperationLedger(db, clock=clock), "call_1", rule.id)


def test_an_until_quit_rule_is_this_process_alone(db, rules, open_db, db_path, clock):
    rules.add(tool="read_file", kind=LimitKind.PATH, value="/w", until_quit=True)
    assert len(rules.live()) == 1
    later = RuleStore(open_db(db_path), clock=clock)  # another process (or after a restart)
    assert later.live() == []


def test_editing_and_revoking_a_rule(rules, clock):
    rule = rules.add(tool="fetch_url", kind=LimitKind.HOST, value="example.com", calls_left=1)
    rules.change(rule.id, calls_left=5, expires_at=clock.now + 60, until_quit=False)
    (changed,) = rules.live()
    assert (changed.calls_left, changed.expires_at) == (5, clock.now + 60)
    rules.revoke(rule.id)
    rules.revoke(rule.id)  # twice: not an error
    assert rules.live() == []


def test_an_operation_names_its_rule_and_no_other_does(db, clock):
    ledger = OperationLedger(db, clock=clock)
    with pytest.raises(ValueError, match="names its rule"):
        ledger.confirm(
            key=idempotency_key("conv", "gen", "c", ARGUMENTS),
            conversation_id="conv",
            generation_id="gen",
            tool_call_id="c",
            tool="read_file",
            arguments=ARGUMENTS,
            approval=Approval.RULE,
        )


def test_the_activity_listing_names_the_rule_that_let_an_action_run(db, rules, clock):
    from desktop_app.cli.activity import _line
    from desktop_app.exchange.activity_export import record as _record
    from desktop_app.store.actions.activity import activity

    rule = rules.add(tool="read_file", kind=LimitKind.PATH, value="/w/notes")
    ledger = OperationLedger(db, clock=clock)
    ledger.confirm(
        key=idempotency_key("conv", "gen", "call_1", ARGUMENTS),
        conversation_id="conv",
        generation_id="gen",
        tool_call_id="call_1",
        tool="read_file",
        arguments=ARGUMENTS,
        approval=Approval.RULE,
        rule=(rule.id, "rule 1: read_file, files under /w/notes"),
    )
    (entry,) = activity(db)
    assert entry.reason == (
        "allowed by a permission rule (rule 1: read_file, files under /w/notes)"
    )
    assert "files under /w/notes" in _line(entry)
    record = _record(entry)
    assert record["approval"] == "rule" and record["rule"].startswith("rule 1")
