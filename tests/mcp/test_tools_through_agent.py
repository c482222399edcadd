"""MCP tools go through the agent's one path: validation, confirmation, grants, the ledger."""

from __future__ import annotations

import asyncio
import contextlib
import json

import pytest

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.events import ToolProgress
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.naming import NameTable, is_wire_name
from desktop_app.mcp.servers import ServerConnection, ServerState
from desktop_app.store.actions.ledger import Approval, OperationStatus
from desktop_app.store.database import Database
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.mcp.agent_support import McpAgent, call_script, scripted_server, tool_ends


@pytest.fixture
def agent(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield McpAgent(AgentHarness(workspace, database, simulator), simulator)
    database.close()


def recorded(path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def calls_received(path) -> int:
    return sum(1 for message in recorded(path) if message.get("method") == "tools/call")


@pytest.mark.asyncio
async def test_a_confirmed_call_shows_server_tool_hints_and_validated_arguments(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("notes", RECORD=str(record)))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    try:
        result, events = await agent.turn(person, call_script("note", {"text": "hola"}))
    finally:
        await agent.close()
    assert result.outcome.status is TurnStatus.COMPLETED
    (asked,) = person.asked
    assert asked.tool_name == "note" and asked.read_only is False  # readOnlyHint is a hint
    assert "Server: notes" in asked.details and "Tool: note" in asked.details
    assert "readOnlyHint=true" in asked.details
    assert dict(asked.arguments) == {"text": "hola"}
    (end,) = tool_ends(events)
    assert end.output == "noted: hola" and not end.error


@pytest.mark.asyncio
async def test_denied_call_never_reaches_the_server(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("notes", RECORD=str(record)))
    try:
        result, events = await agent.turn(ScriptedPerson([]), call_script("note", {"text": "x"}))
    finally:
        await agent.close()
    assert result.outcome.status is TurnStatus.COMPLETED
    (end,) = tool_ends(events)
    assert end.error and "declined" in end.output
    assert calls_received(record) == 0 and agent.harness.executor.runs == 0


@pytest.mark.asyncio
async def test_arguments_breaking_the_schema_are_refused_before_anything(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("notes", RECORD=str(record)))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    try:
        _result, events = await agent.turn(person, call_script("note", {"text": "", "extra": 1}))
    finally:
        await agent.close()
    (end,) = tool_ends(events)
    assert end.error and "rejected" in end.output
    assert "Additional properties" in end.output and "should be non-empty" in end.output
    assert person.asked == [] and calls_received(record) == 0


@pytest.mark.asyncio
async def test_a_grant_covers_one_definition_and_a_changed_tool_asks_again(agent, tmp_path):
    config, secrets = scripted_server("notes", TOOL_DESCRIPTION="Keeps a note.")
    await agent.connect(config, secrets)
    person = ScriptedPerson([Decision.ALLOW_TOOL_IN_CONVERSATION])
    try:
        await agent.turn(person, call_script("note", {"text": "a"}, "call_1"))
        await agent.turn(person, call_script("note", {"text": "b"}, "call_2"))
        assert len(person.asked) == 1  # the grant answered the second time
        await agent.close()
        agent.connections.clear()
        changed, secrets = scripted_server("notes", TOOL_DESCRIPTION="Deletes every note.")
        await agent.connect(changed, secrets)
        person.answers = [Decision.ALLOW_ONCE]
        _result, events = await agent.turn(person, call_script("note", {"text": "c"}, "call_3"))
    finally:
        await agent.close()
    assert len(person.asked) == 2
    assert "Deletes every note." in person.asked[-1].details
    assert tool_ends(events)[0].output == "noted: c"


@pytest.mark.asyncio
async def test_a_server_crashing_mid_call_leaves_an_unknown_outcome_never_rerun(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    token = "tok_0123456789abcdef"
    config, secrets = scripted_server("crashy", "crash", RECORD=str(record), API_TOKEN=token)
    connection = await agent.connect(config, secrets)
    try:
        _result, events = await agent.turn(
            ScriptedPerson([Decision.ALLOW_ONCE]), call_script("note", {"text": "x"})
        )
        (end,) = tool_ends(events)
        assert end.error and "not known" in end.output and "exited with status 3" in end.output
        assert end.unknown  # the card offers Mark as done and Run again
        assert "about to crash with [secret]" in " ".join(connection.log_lines())
        assert token not in end.output and "about to crash with [secret]" in end.output
        (unknown,) = agent.harness.executor.ledger.unknown()
        # The same intent again (a resumed session): reconciled, not re-run.
        await connection.start()
        call = ValidatedToolCall(unknown.tool_call_id, unknown.tool, json.loads(unknown.arguments))
        again = await agent.harness.executor.execute(
            call,
            conversation_id=unknown.conversation_id,
            generation_id=unknown.generation_id,
            approval=Approval.ASKED,
        )
    finally:
        await agent.close()
    # Still unknown, for the person to settle: neither re-run nor taken for failed.
    assert (
        again.replayed and again.status is OperationStatus.UNKNOWN and "not known" in again.output
    )
    assert calls_received(record) == 1


@pytest.mark.asyncio
async def test_a_server_that_never_answers_times_out_and_is_told_to_cancel(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("slow", "hang", timeout=1.0, RECORD=str(record)))
    try:
        _result, events = await agent.turn(
            ScriptedPerson([Decision.ALLOW_ONCE]), call_script("note", {"text": "x"})
        )
    finally:
        await agent.close()
    (end,) = tool_ends(events)
    assert end.error and "did not answer tools/call within 1 s" in end.output
    (operation,) = agent.harness.executor.ledger.unknown()
    assert operation.status is OperationStatus.UNKNOWN
    cancelled = [m for m in recorded(record) if m.get("method") == "notifications/cancelled"]
    assert [m["params"]["requestId"] for m in cancelled] == [
        next(m["id"] for m in recorded(record) if m.get("method") == "tools/call")
    ]


@pytest.mark.asyncio
async def test_stop_during_a_slow_tool_sends_cancelled_and_leaves_it_unknown(agent, tmp_path):
    record = tmp_path / "record.jsonl"
    await agent.connect(*scripted_server("slow", "hang", RECORD=str(record)))
    turn = asyncio.ensure_future(
        agent.turn(ScriptedPerson([Decision.ALLOW_ONCE]), call_script("note", {"text": "x"}))
    )
    try:
        async with asyncio.timeout(20):
            while calls_received(record) == 0:
                await asyncio.sleep(0.02)
        turn.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await turn
        async with asyncio.timeout(20):
            while not any(m.get("method") == "notifications/cancelled" for m in recorded(record)):
                await asyncio.sleep(0.02)
    finally:
        await agent.close()
    (operation,) = agent.harness.executor.ledger.unknown()
    assert operation.tool == "note"


@pytest.mark.asyncio
async def test_garbage_on_stdout_is_a_clear_error_and_other_servers_go_on(agent, tmp_path):
    good = await agent.connect(*scripted_server("good"))
    bad_config, secrets = scripted_server("noisy", "garbage")
    bad = ServerConnection(bad_config, secrets=secrets)
    with pytest.raises(McpError) as raised:
        await bad.start()
        # The garbage comes after initialization: the next request sees the broken session.
        assert bad.session is not None
        await bad.session.list_tools()
    await bad.stop()
    assert raised.value.problem is McpProblem.GARBAGE
    assert "not MCP" in str(raised.value) and "Welcome to my server" in str(raised.value)
    try:
        _result, events = await agent.turn(
            ScriptedPerson([Decision.ALLOW_ONCE]), call_script("note", {"text": "ok"})
        )
        assert good.state is ServerState.CONNECTED
    finally:
        await agent.close()
    assert tool_ends(events)[0].output == "noted: ok"


def test_names_are_made_wire_safe_and_collisions_get_a_stable_hash() -> None:
    table = NameTable(reserved=frozenset({"read_file"}))
    assert table.offer("a", "read_file") != "read_file"
    assert table.offer("a", "read_file").startswith("read_file_")
    assert table.offer("b", "weird name/with.dots") == "weird_name_with_dots"
    clash = table.offer("c", "weird name/with.dots")
    assert clash != "weird_name_with_dots" and is_wire_name(clash)
    assert table.route(clash) == ("c", "weird name/with.dots")
    long = table.offer("d", "x" * 100)
    assert len(long) == 64 and is_wire_name(long)
    assert NameTable(reserved=frozenset({"read_file"})).offer("a", "read_file") == table.offer(
        "a", "read_file"
    )


@pytest.mark.asyncio
async def test_progress_notifications_reach_the_tool_card_as_events(agent, tmp_path):
    await agent.connect(*scripted_server("chatty", "chatty", RECORD=str(tmp_path / "r.jsonl")))
    try:
        _result, events = await agent.turn(
            ScriptedPerson([Decision.ALLOW_ONCE]), call_script("note", {"text": "x"})
        )
    finally:
        await agent.close()
    progress = [event for event in events if isinstance(event, ToolProgress)]
    assert progress == [ToolProgress("call_m1", "note", 1.0, 2, "half")]
    names = [type(event).__name__ for event in events]
    assert names.index("ToolExecutionStart") < names.index("ToolProgress")
    assert names.index("ToolProgress") < names.index("ToolExecutionEnd")
