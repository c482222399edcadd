"""The simulator's encoders speak each wire as our parsers read it: a script round-trips."""

import pytest

from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.parts import StopReason
from desktop_app.pipeline import StreamPipeline
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import ENCODERS, Script, ScriptedCall, tokens

WIRES = list(ENCODERS)


def replay(wire, events):
    pipeline = StreamPipeline(wire)
    for event in events:
        pipeline.feed_bytes(event)
    return pipeline.finish()


def test_tokens_keep_every_character():
    text = "  Hola,\n\n¿qué tal? 🚀 fin  "
    assert "".join(tokens(text)) == text


@pytest.mark.parametrize("wire", WIRES)
@pytest.mark.parametrize(
    ("finish", "status", "reason"),
    [
        ("stop", TurnStatus.COMPLETED, StopReason.STOP),
        ("length", TurnStatus.INCOMPLETE, StopReason.LENGTH),
        ("content_filter", TurnStatus.INCOMPLETE, StopReason.CONTENT_FILTER),
    ],
)
def test_finish_reasons_round_trip(wire, finish, status, reason):
    turn = replay(wire, ENCODERS[wire](Script(answer="Texto con ñ.", finish=finish)))
    assert (turn.answer, turn.status, turn.stop_reason) == ("Texto con ñ.", status, reason)


@pytest.mark.parametrize("wire", WIRES)
def test_reasoning_answer_and_parallel_calls_round_trip(wire):
    script = Script(
        answer="Voy a mirar dos ficheros.",
        reasoning="Necesito leer ambos.",
        tool_calls=(
            ScriptedCall(name="read_file", arguments={"path": "uno.txt"}, call_id="c1"),
            ScriptedCall(name="read_file", arguments={"path": "dos/ñ.txt"}, call_id="c2"),
        ),
        finish="tool_calls",
    )
    turn = replay(wire, ENCODERS[wire](script))
    assert (turn.answer, turn.reasoning) == (script.answer, script.reasoning)
    assert [c.arguments for c in turn.tool_calls] == [{"path": "uno.txt"}, {"path": "dos/ñ.txt"}]
    assert turn.stop_reason is StopReason.TOOL_CALLS
    assert turn.usage.output_tokens == script.output_tokens


@pytest.mark.parametrize("wire", WIRES)
def test_dropping_the_terminal_removes_only_the_terminal(wire):
    whole = Scenario(script=Script(answer="abc")).events(wire)
    cut = Scenario(script=Script(answer="abc"), drop_terminal=True).events(wire)
    assert len(cut) == len(whole) - 1
    assert replay(wire, cut).status is TurnStatus.TRUNCATED


def test_writes_cover_the_body_exactly():
    scenario = Scenario(script=Script(answer="uno dos tres"), random_chunks=4)
    assert b"".join(scenario.writes("anthropic")) == b"".join(scenario.events("anthropic"))
    assert all(1 <= len(w) <= 64 for w in scenario.writes("anthropic"))
    sized = Scenario(script=Script(answer="uno"), chunk_size=5).writes("gemini")
    assert all(len(w) == 5 for w in sized[:-1])


def test_chinese_and_japanese_stream_a_character_at_a_time():
    text = "把 9.11 和 9.9 当作小数。ワークスペースを見て"
    pieces = tokens(text)
    assert "".join(pieces) == text
    assert pieces[:4] == ["把", " 9.11", " 和", " 9.9"]
    assert all(len(piece.strip()) <= 4 for piece in pieces)
    assert tokens("Hello world") == ["Hello", " world"]
