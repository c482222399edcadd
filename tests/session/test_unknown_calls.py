"""Run again and Mark as done on an unknown call, against a real MCP server child and SQLite:
the recorded call is validated against the tool as offered now and asked about again (a grant
does not answer it); pressed twice, it runs once; settled, it does nothing more."""

from __future__ import annotations

import asyncio
import json

import pytest

from desktop_app.agent.confirmations import Decision
from desktop_app.generation.tool_validation import canonical_json
from desktop_app.session.unknown_calls import (
    MARKED_DONE,
    AgainOutcome,
    latest,
    mark_done,
    run_again,
)
from desktop_app.store.actions.ledger import Approval, OperationStatus, idempotency_key
from desktop_app.store.database import Database
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.mcp.agent_support import McpAgent, scripted_server


@pytest.fixture
def agent(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield McpAgent(AgentHarness(workspace, database, simulator), simulator)
    database.close()


def calls_received(record) -> int:
    lines = record.read_text().splitlines() if record.exists() else []
    return sum(1 for line in lines if json.loads(line).get("method") == "tools/call")


def left_unknown(agent: McpAgent, arguments: dict, tool: str = "note") -> str:
    """What a crash mid-call leaves: the call's operation started, then unknown."""
    ledger = agent.harness.executor.ledger
    canonical = canonical_json(arguments)
    conversation = agent.harness.conversation_id
    key = idempotency_key(conversation, "gen-1", "call-1", canonical)
    ledger.confirm(
        key=key,
        conversation_id=conversation,
        generation_id="gen-1",
        tool_call_id="call-1",
        tool=tool,
        arguments=canonical,
        approval=Approval.ASKED,
    )
    assert ledger.start(key)
    ledger.mark_unknown(key)
    return key


def loop_for(agent: McpAgent, person: ScriptedPerson):
    return agent.harness.loop("openai-chat", "unused", person)


@pytest.mark.asyncio
async def test_pressed_twice_it_is_asked_each_time_and_runs_once(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("notes", RECORD=str(record)))
    left_unknown(agent, {"text": "x"})
    # A standing grant for the tool does not answer Run again.
    tool = agent.harness.registry.tools["note"]
    agent.harness.grants.grant(tool.grant_key, agent.harness.conversation_id)
    person = ScriptedPerson([Decision.ALLOW_ONCE, Decision.ALLOW_ONCE])
    loop = loop_for(agent, person)
    try:
        first, second = await asyncio.gather(
            run_again(loop, "gen-1", "call-1"), run_again(loop, "gen-1", "call-1")
        )
    finally:
        await agent.close()
    assert len(person.asked) == 2 and dict(person.asked[0].arguments) == {"text": "x"}
    assert {first.outcome, second.outcome} == {AgainOutcome.RAN}
    assert calls_received(record) == 1
    ledger = agent.harness.executor.ledger
    newest = latest(ledger, agent.harness.conversation_id, "gen-1", "call-1")
    assert newest is not None and newest.status is OperationStatus.SUCCEEDED
    assert newest.result == "noted: x" and ledger.unknown() == []


@pytest.mark.asyncio
async def test_arguments_that_no_longer_fit_are_refused_before_asking(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("notes", RECORD=str(record)))
    left_unknown(agent, {"text": ""})  # minLength 1: the tool refuses it now
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    try:
        again = await run_again(loop_for(agent, person), "gen-1", "call-1")
    finally:
        await agent.close()
    assert again.outcome is AgainOutcome.INVALID and "should be non-empty" in again.output
    assert person.asked == [] and calls_received(record) == 0
    assert [op.status for op in agent.harness.executor.ledger.unknown()] == [
        OperationStatus.UNKNOWN
    ]


@pytest.mark.asyncio
async def test_a_tool_no_longer_offered_is_not_run(agent):
    key = left_unknown(agent, {"text": "x"}, tool="gone_tool")
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    unavailable = await run_again(loop_for(agent, person), "gen-1", "call-1")
    assert unavailable.outcome is AgainOutcome.UNAVAILABLE and person.asked == []
    assert agent.harness.executor.ledger.get(key).status is OperationStatus.UNKNOWN  # type: ignore[union-attr]


@pytest.mark.asyncio
async def test_declined_it_stays_unknown_and_nothing_reaches_the_server(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("notes", RECORD=str(record)))
    key = left_unknown(agent, {"text": "x"})
    person = ScriptedPerson([Decision.DENY])
    try:
        declined = await run_again(loop_for(agent, person), "gen-1", "call-1")
    finally:
        await agent.close()
    assert declined.outcome is AgainOutcome.DECLINED and len(person.asked) == 1
    assert agent.harness.executor.ledger.get(key).status is OperationStatus.UNKNOWN  # type: ignore[union-attr]
    assert calls_received(record) == 0


@pytest.mark.asyncio
async def test_marked_done_it_is_settled_and_run_again_does_nothing(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("notes", RECORD=str(record)))
    left_unknown(agent, {"text": "x"})
    ledger = agent.harness.executor.ledger
    conversation = agent.harness.conversation_id
    done = mark_done(ledger, conversation, "gen-1", "call-1")
    assert done is not None and (done.status, done.result) == (
        OperationStatus.SUCCEEDED,
        MARKED_DONE,
    )
    assert mark_done(ledger, conversation, "gen-1", "call-1") is None  # once
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    try:
        again = await run_again(loop_for(agent, person), "gen-1", "call-1")
    finally:
        await agent.close()
    assert again.outcome is AgainOutcome.SETTLED and person.asked == []
    assert calls_received(record) == 0
