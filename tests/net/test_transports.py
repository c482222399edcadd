"""Both transports, over real sockets, give the same result as the pure pipeline."""

from __future__ import annotations

import pytest

from desktop_app.cli.replay import Split, run, turn_to_json
from desktop_app.generation.outcome import TurnStatus
from desktop_app.net.turn import ContentUpdated, TurnEnding
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from tests.net.helpers import TRANSPORT_NAMES, run_turn
from tests.support import RECORDED, recorded_sources

WIRES = ["openai-chat", "openai-responses", "anthropic", "gemini"]
SCRIPT = Script(
    answer="¿Qué tal? Aquí está la respuesta con ñ y un cohete 🚀.",
    reasoning="Pienso: el usuario saluda en español.",
    tool_calls=(ScriptedCall(name="read_file", arguments={"path": "notas/año.txt"}),),
    finish="tool_calls",
)


def _recordings() -> list[tuple[str, str]]:
    return [(row["file"], row["wire_contract"]) for row in recorded_sources()]


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_a_scripted_turn_arrives_whole_through_both_transports(simulator, wire, transport):
    result, events = run_turn(simulator, transport, wire, Scenario(script=SCRIPT, chunk_size=3))
    turn = result.turn
    assert result.ending is TurnEnding.COMPLETED
    assert (turn.answer, turn.reasoning) == (SCRIPT.answer, SCRIPT.reasoning)
    assert [(c.name, c.arguments, c.complete) for c in turn.tool_calls] == [
        ("read_file", {"path": "notas/año.txt"}, True)
    ]
    assert turn.usage.input_tokens == SCRIPT.input_tokens
    updates = [u for e in events if isinstance(e, ContentUpdated) for u in e.updates]
    assert "".join(u.delta for u in updates if u.channel == "answer") == SCRIPT.answer


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize(("name", "wire"), _recordings(), ids=[n for n, _ in _recordings()])
def test_recordings_read_over_http_with_random_chunks_match_the_replay(
    simulator, name, wire, transport
):
    body = (RECORDED / name).read_bytes()
    expected = turn_to_json(run(body, wire, Split("whole")))
    scenario = Scenario(body=body, random_chunks=len(body))
    result, _ = run_turn(simulator, transport, wire, scenario)
    assert turn_to_json(result.turn) == expected


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_one_byte_writes(simulator, transport):
    result, _ = run_turn(simulator, transport, "anthropic", Scenario(script=SCRIPT, chunk_size=1))
    assert result.turn.answer == SCRIPT.answer
    assert result.status is TurnStatus.COMPLETED
