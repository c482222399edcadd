"""Chaos over real sockets, both transports: whatever the network and the server do, nothing
incomplete is reported as completed, no draft text is promoted, and every turn ends in exactly
one terminal state with a reason a person can read."""

from __future__ import annotations

import asyncio
import random
import tracemalloc

import pytest

from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnEnded, TurnEnding, TurnRunner
from desktop_app.providers.requests import stream_request
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from tests.net.helpers import TRANSPORT_NAMES, endpoint_for, make_transport, queue, run_turn

WIRES = ["openai-chat", "openai-responses", "anthropic", "gemini"]
SCRIPT = Script(
    answer="Mañana será otro día, ¿verdad? Sí 🚀 claro.",
    reasoning="Pienso en el año.",
    tool_calls=(ScriptedCall(name="write_file", arguments={"path": "a.txt", "text": "ñ"}),),
    finish="tool_calls",
)
NO_RETRY = RetryPolicy(max_attempts=1)


def assert_one_clear_ending(result, events, script=SCRIPT):
    assert sum(isinstance(e, TurnEnded) for e in events) == 1 and isinstance(events[-1], TurnEnded)
    turn = result.turn
    if result.status is TurnStatus.COMPLETED:
        assert turn.terminal_seen and turn.error is None
        assert result.ending is TurnEnding.COMPLETED
    else:
        assert result.ending is not TurnEnding.COMPLETED
        if result.status is TurnStatus.FAILED:
            assert result.error_message  # the provider's words, or the protocol's
    if result.status is TurnStatus.TRUNCATED:
        assert result.ending in (TurnEnding.CUT_OFF, TurnEnding.IDLE, TurnEnding.DROPPED)


def body_of(wire: str, scenario: Scenario) -> bytes:
    return b"".join(scenario.events(wire))


def cut_points(wire: str) -> dict[str, int]:
    body = body_of(wire, Scenario(script=SCRIPT))
    inside_char = body.index("ñ".encode()) + 1
    inside_json = body.index(b'"', body.index(b"data: ") + 10) + 3
    # Anthropic/Responses: between the event and data lines; Gemini: between CR and LF.
    line_break = body.index(b"\ndata: ") + 1 if b"event: " in body else body.index(b"\n")
    return {
        "inside a character": inside_char,
        "between lines": line_break,
        "inside JSON": inside_json,
    }


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_cuts_end_as_truncated_and_promote_nothing(simulator, wire, transport):
    for where, at in cut_points(wire).items():
        result, events = run_turn(
            simulator, transport, wire, Scenario(script=SCRIPT, cut_at=at), retry=NO_RETRY
        )
        assert_one_clear_ending(result, events)
        assert result.status is TurnStatus.TRUNCATED, where
        assert "\ufffd" not in result.turn.answer, where  # a cut character is held, never garbled


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_a_missing_terminal_signal_is_truncated_even_with_everything_else(
    simulator, wire, transport
):
    result, events = run_turn(
        simulator, transport, wire, Scenario(script=SCRIPT, drop_terminal=True)
    )
    assert_one_clear_ending(result, events)
    assert result.status is TurnStatus.TRUNCATED
    assert result.turn.answer == SCRIPT.answer  # all there, and still not an answer


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", ["openai-chat", "anthropic"])
def test_tool_arguments_that_look_complete_are_not_complete_without_their_end(
    simulator, wire, transport
):
    body = body_of(wire, Scenario(script=SCRIPT))
    marker = b'"finish_reason":"tool_calls"' if wire == "openai-chat" else b"content_block_stop"
    last_event_start = body.rindex(b"\n\n", 0, body.rindex(marker)) + 2
    result, events = run_turn(
        simulator, transport, wire, Scenario(script=SCRIPT, cut_at=last_event_start), retry=NO_RETRY
    )
    assert_one_clear_ending(result, events)
    (call,) = result.turn.tool_calls
    assert call.valid_json and call.arguments == {"path": "a.txt", "text": "ñ"}
    assert not call.complete
    assert result.status is TurnStatus.TRUNCATED


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_duplicated_and_reordered_events_end_in_one_state(simulator, wire, transport):
    events_count = len(Scenario(script=SCRIPT).events(wire))
    for scenario in (
        Scenario(script=SCRIPT, duplicate=(3,)),
        Scenario(script=SCRIPT, duplicate=(events_count - 1,)),  # the terminal event twice
        Scenario(script=SCRIPT, swap=(3, 4)),
    ):
        result, events = run_turn(simulator, transport, wire, scenario)
        assert_one_clear_ending(result, events)
        assert result.status is TurnStatus.COMPLETED
        if wire == "openai-responses":  # numbered events: replays are dropped, late ones kept
            assert sorted(result.turn.answer) == sorted(SCRIPT.answer)


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize(
    ("wire", "shape", "message"),
    [
        ("openai-chat", "openai", "The server had an error while processing your request."),
        ("openai-chat", "groq-event", "Tool call validation failed"),
        ("openai-chat", "openrouter", "Upstream provider returned an error"),
        ("openai-chat", "vllm", "CUDA out of memory"),
        ("anthropic", "anthropic", "Overloaded"),
        ("openai-responses", "responses", "The model failed to respond."),
        ("gemini", "gemini-tail", "The model is overloaded. Please try again later."),
        ("gemini", "gemini-data", "Resource has been exhausted"),
    ],
)
def test_in_band_errors_fail_the_turn_with_the_providers_words(
    simulator, transport, wire, shape, message
):
    result, events = run_turn(
        simulator, transport, wire, Scenario(script=SCRIPT, inband_error=shape), retry=NO_RETRY
    )
    assert_one_clear_ending(result, events)
    assert (result.status, result.ending) == (TurnStatus.FAILED, TurnEnding.STREAM_ERROR)
    assert result.error_message == message
    assert result.turn.answer == SCRIPT.answer  # kept as a record of the draft, status says failed


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_bracketed_notice_is_shown_as_the_text_it_is(simulator, transport):
    notice = " [The provider ended this generation early.]"
    script = Script(answer="Empecé a responder")
    result, events = run_turn(
        simulator, transport, "openai-chat", Scenario(script=script, notice=notice)
    )
    assert_one_clear_ending(result, events, script)
    assert result.status is TurnStatus.COMPLETED
    assert result.turn.answer == script.answer + notice


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("wire", WIRES)
def test_invalid_utf8_becomes_visible_replacement_never_a_crash(simulator, wire, transport):
    result, events = run_turn(
        simulator, transport, wire, Scenario(script=SCRIPT, invalid_utf8=True)
    )
    assert_one_clear_ending(result, events)
    assert result.status is TurnStatus.COMPLETED
    shown = result.turn.reasoning + result.turn.answer  # the first fragment of either was hit
    assert "\ufffd" in shown
    assert shown.replace("\ufffd", "") == SCRIPT.reasoning + SCRIPT.answer


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_an_endless_event_fails_with_bounded_memory(simulator, transport):
    tracemalloc.start()
    try:
        result, events = run_turn(
            simulator,
            transport,
            "openai-chat",
            Scenario(script=SCRIPT, endless_event=True),
            retry=NO_RETRY,
            max_event_chars=2_000_000,
        )
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert_one_clear_ending(result, events)
    assert (result.status, result.transport_end.reason) == (TurnStatus.FAILED, "rejected")
    assert "without ending it" in result.error_message
    assert peak < 40 * 1024 * 1024


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_stop_at_random_moments_always_ends_once(simulator, transport):
    rng = random.Random(11)
    script = Script(answer=" ".join(f"w{i}" for i in range(120)))

    async def go():
        conn = make_transport(transport)
        outcomes = []
        for _ in range(8):
            model = queue(simulator, Scenario(script=script, events_per_second=400))
            events = []
            runner = TurnRunner(conn, wire="anthropic")
            request = stream_request(
                endpoint_for(simulator, "anthropic", model), Prompt.single("x")
            )
            task = asyncio.ensure_future(runner.run(request, events.append))
            await asyncio.sleep(rng.uniform(0, 0.4))
            runner.stop()
            result = await task
            outcomes.append((result, events))
        await conn.aclose()
        return outcomes

    for result, events in asyncio.run(go()):
        assert_one_clear_ending(result, events, script)
        assert result.status in (TurnStatus.CANCELLED, TurnStatus.COMPLETED)
        if result.status is TurnStatus.COMPLETED:
            assert result.turn.answer == script.answer
