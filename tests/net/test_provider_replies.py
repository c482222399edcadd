"""Replies that are not the plain stream, over a real socket: a complete JSON answer from a
proxy that ignored ``stream: true``, an HTTP error whose body is framed as SSE, and a Responses
tool call no ``output_item.added`` announced."""

from __future__ import annotations

import pytest

from desktop_app.generation.assembler import TurnStatus
from desktop_app.net.errors import ErrorKind
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnEnding
from desktop_app.providers import WIRES
from desktop_app.simulator.scenarios import Scenario, Unannounced
from desktop_app.simulator.scripts import Script, ScriptedCall
from tests.net.helpers import TRANSPORT_NAMES, run_turn

NO_RETRY = RetryPolicy(max_attempts=1)
ANSWER = Script(reasoning="Thinking it over.", answer="Hola, ¿qué tal?", output_tokens=7)
CALL = Script(
    tool_calls=(ScriptedCall(name="read_file", arguments={"path": "notes.txt"}),),
    finish="tool_calls",
)


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_a_complete_json_answer_is_shown_like_a_stream(simulator, transport, wire):
    result, _ = run_turn(simulator, transport, wire, Scenario(script=ANSWER, unstreamed=True))
    turn = result.turn
    assert result.provider_error is None
    assert (result.ending, turn.status) == (TurnEnding.COMPLETED, TurnStatus.COMPLETED)
    assert turn.answer == "Hola, ¿qué tal?"
    assert turn.reasoning == "Thinking it over."
    assert turn.usage is not None and turn.usage.output_tokens == 7


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_a_complete_json_tool_call_is_one_named_call(simulator, transport, wire):
    result, _ = run_turn(simulator, transport, wire, Scenario(script=CALL, unstreamed=True))
    assert result.turn.status is TurnStatus.COMPLETED
    [call] = result.turn.tool_calls
    assert (call.name, call.arguments) == ("read_file", {"path": "notes.txt"})


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_complete_answer_cut_by_the_length_limit_is_incomplete(simulator, transport):
    script = Script(answer="Half an ans", finish="length")
    result, _ = run_turn(
        simulator, transport, "anthropic", Scenario(script=script, unstreamed=True)
    )
    assert (result.turn.status, result.turn.answer) == (TurnStatus.INCOMPLETE, "Half an ans")


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_an_sse_framed_error_body_is_read_for_its_message(simulator, transport, wire):
    scenario = Scenario(status=500, error_as_sse=True, error_message="No connected db.")
    result, _ = run_turn(simulator, transport, wire, scenario, retry=NO_RETRY)
    error = result.provider_error
    assert error is not None and error.kind is ErrorKind.SERVER_ERROR
    assert error.message == "No connected db."
    # What the person reads names the status and the kind, not only the proxy's terse words.
    assert result.turn.error is not None
    assert result.turn.error.message == "No connected db. (HTTP 500, server_error)"
    assert "data:" not in result.turn.error.message


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_an_unannounced_responses_call_is_one_call_named_from_its_item(simulator, transport):
    scenario = Scenario(script=CALL, unannounced_calls=Unannounced.NAMED)
    result, _ = run_turn(simulator, transport, "openai-responses", scenario)
    assert result.turn.status is TurnStatus.COMPLETED
    [call] = result.turn.tool_calls
    assert (call.name, call.id, call.arguments) == (
        "read_file",
        "call_1",
        {"path": "notes.txt"},
    )


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_responses_call_nothing_names_fails_as_a_malformed_stream(simulator, transport):
    scenario = Scenario(script=CALL, unannounced_calls=Unannounced.NAMELESS)
    result, _ = run_turn(simulator, transport, "openai-responses", scenario, retry=NO_RETRY)
    assert result.turn.status is TurnStatus.FAILED
    assert result.turn.error is not None and result.turn.error.code == "malformed_event"
    assert [call.name for call in result.turn.tool_calls] == [""]  # kept for the record only


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_responses_error_event_without_a_type_fails_with_its_message(simulator, transport):
    body = b'data: {"error": {"message": "Error processing stream start", "code": 500}}\n\n'
    scenario = Scenario(body=body + b"data: [DONE]\n\n")
    result, _ = run_turn(simulator, transport, "openai-responses", scenario, retry=NO_RETRY)
    assert result.turn.status is TurnStatus.FAILED  # not "truncated" with no error
    assert result.turn.error is not None
    assert result.turn.error.message == "Error processing stream start"
