"""A turn against the simulator: HTTP errors, retries, the idle watchdog and Stop."""

from __future__ import annotations

import asyncio

import pytest

from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.net.discovery.model_list import list_models
from desktop_app.net.errors import Action, ErrorKind
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import (
    AttemptStarted,
    ContentUpdated,
    DraftCleared,
    PhaseChanged,
    RetryScheduled,
    TurnEnded,
    TurnEnding,
    TurnRunner,
)
from desktop_app.providers.requests import stream_request
from desktop_app.simulator.scenarios import HTTP_ERROR_MESSAGES, Scenario
from desktop_app.simulator.scripts import Script
from tests.net.helpers import (
    TRANSPORT_NAMES,
    endpoint_for,
    make_transport,
    queue,
    run_turn,
)

WIRES = ["openai-chat", "openai-responses", "anthropic", "gemini"]
LONG = Script(answer=" ".join(f"palabra{i}" for i in range(400)))


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize(
    ("status", "kind", "action"),
    [
        (400, ErrorKind.BAD_REQUEST, Action.RETRY),
        (401, ErrorKind.BAD_KEY, Action.OPEN_SETTINGS),
        (403, ErrorKind.FORBIDDEN, Action.OPEN_SETTINGS),
        (404, ErrorKind.UNKNOWN_MODEL, Action.CHOOSE_MODEL),
        (413, ErrorKind.TOO_LARGE, Action.SHORTEN),
    ],
)
def test_refusals_are_typed_with_the_providers_message_and_not_retried(
    simulator, transport, status, kind, action
):
    for wire in WIRES:
        result, events = run_turn(simulator, transport, wire, Scenario(status=status))
        error = result.provider_error
        assert (error.kind, error.status, error.action) == (kind, status, action)
        assert error.message == HTTP_ERROR_MESSAGES[status]
        assert result.ending is TurnEnding.REQUEST_FAILED
        assert result.status is TurnStatus.FAILED and result.turn.answer == ""
        assert [type(e) for e in events if not isinstance(e, PhaseChanged)] == [
            AttemptStarted,
            TurnEnded,
        ]


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize("status", [429, 500, 503, 529])
def test_transient_failures_are_retried_then_succeed(simulator, transport, status):
    scenarios = [Scenario(status=status, retry_after="0"), Scenario(script=Script(answer="ok"))]
    result, events = run_turn(simulator, transport, "anthropic", *scenarios)
    assert (result.ending, result.turn.answer, result.attempts) == (TurnEnding.COMPLETED, "ok", 2)
    retry = next(e for e in events if isinstance(e, RetryScheduled))
    assert retry.error.status == status


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_retries_are_bounded(simulator, transport):
    result, events = run_turn(
        simulator,
        transport,
        "openai-chat",
        Scenario(status=503),
        retry=RetryPolicy(max_attempts=3, base_delay=0.001, max_delay=0.001),
    )
    assert result.attempts == 3
    assert result.provider_error.kind is ErrorKind.OVERLOADED
    assert sum(isinstance(e, RetryScheduled) for e in events) == 2


def test_rate_limit_waits_for_retry_after_plus_jitter():
    import random

    from desktop_app.net.errors import ProviderError

    policy = RetryPolicy(base_delay=0.5, max_delay=8)
    error = ProviderError(ErrorKind.RATE_LIMITED, "slow down", status=429, retry_after=3)
    delays = [policy.delay(error, attempt=2, rng=random.Random(seed)) for seed in range(50)]
    assert all(3 <= d <= 4 for d in delays)
    assert len(set(delays)) > 40  # jittered
    assert not policy.allows(
        ProviderError(ErrorKind.RATE_LIMITED, "", retry_after=3600), attempt=1, shown=False
    )


def test_backoff_grows_and_is_capped():
    import random

    from desktop_app.net.errors import ProviderError

    policy = RetryPolicy(base_delay=0.5, max_delay=2)
    error = ProviderError(ErrorKind.SERVER_ERROR, "boom", status=500)
    for attempt, ceiling in [(1, 0.5), (2, 1.0), (3, 2.0), (6, 2.0)]:
        delays = [policy.delay(error, attempt=attempt, rng=random.Random(s)) for s in range(200)]
        assert max(delays) <= ceiling and max(delays) > ceiling * 0.8


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_server_error_inside_the_stream_after_content_is_not_retried(simulator, transport):
    scenario = Scenario(script=Script(answer="parcial y luego"), inband_error="anthropic")
    result, _events = run_turn(
        simulator, transport, "anthropic", scenario, Scenario(script=Script(answer="x"))
    )
    assert result.attempts == 1
    assert result.ending is TurnEnding.STREAM_ERROR
    assert result.turn.answer == "parcial y luego"  # kept for the record, never promoted
    assert result.error_message == "Overloaded"


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_an_overloaded_stream_with_nothing_shown_is_retried(simulator, transport):
    scenario = Scenario(script=Script(answer=""), inband_error="anthropic")
    result, _ = run_turn(
        simulator, transport, "anthropic", scenario, Scenario(script=Script(answer="bien"))
    )
    assert (result.attempts, result.turn.answer, result.ending) == (2, "bien", TurnEnding.COMPLETED)


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_the_idle_watchdog_ends_a_stalled_turn_as_truncated(simulator, transport):
    # The server stalls for 30 s: only the watchdog can end the turn as IDLE with one word.
    result, _ = run_turn(
        simulator,
        transport,
        "openai-chat",
        Scenario(script=Script(answer="uno dos tres"), stall_after=2, stall_seconds=30),
        idle_timeout=0.3,
    )
    assert (result.ending, result.status) == (TurnEnding.IDLE, TurnStatus.TRUNCATED)
    assert result.turn.answer == "uno"


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_stop_cancels_promptly_and_nothing_after_it_counts(simulator, transport):
    # The server stalls for a minute after the first word: a Stop that waited for the stream's
    # next bytes, or for its end, would not end the turn within the hang guard below.
    stalling = Scenario(script=LONG, events_per_second=200, stall_after=2, stall_seconds=60)
    model = queue(simulator, stalling)

    async def go():
        events = []
        conn = make_transport(transport)
        runner = TurnRunner(conn, wire="openai-chat")
        request = stream_request(endpoint_for(simulator, "openai-chat", model), Prompt.single("x"))
        task = asyncio.ensure_future(runner.run(request, events.append))
        await wait_for_event(events, ContentUpdated)
        before_stop = len(events)
        runner.stop()
        await asyncio.wait({task}, timeout=10)  # a hang guard, not a measurement
        if not task.done():
            task.cancel()
            raise AssertionError("Stop did not end the turn while the server was silent")
        result = task.result()
        after_stop = events[before_stop:]
        runner.stop()  # a second Stop is harmless
        await asyncio.sleep(0)  # one more turn of the loop: a late delta would land here
        after_second_stop = events[before_stop:]
        await conn.aclose()
        return result, events, after_stop, after_second_stop

    result, events, after_stop, after_second_stop = asyncio.run(go())
    assert (result.ending, result.status) == (TurnEnding.CANCELLED, TurnStatus.CANCELLED)
    assert 0 < len(result.turn.answer) < len(LONG.answer)
    assert [type(e) for e in after_stop] == [TurnEnded]  # nothing after Stop counts
    assert after_second_stop == after_stop
    assert sum(isinstance(e, TurnEnded) for e in events) == 1


async def wait_for_event(events, kind, timeout: float = 10.0) -> None:
    """Until an event of ``kind`` arrived; the bound is a hang guard."""

    async def arrived():
        while not any(isinstance(e, kind) for e in events):
            await asyncio.sleep(0.01)

    await asyncio.wait_for(arrived(), timeout)


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_stop_before_any_answer_and_a_stop_after_the_end(simulator, transport):
    model = queue(simulator, Scenario(script=Script(answer="hola"), stall_after=0, stall_seconds=5))

    async def go():
        conn = make_transport(transport)
        runner = TurnRunner(conn, wire="gemini")
        request = stream_request(endpoint_for(simulator, "gemini", model), Prompt.single("x"))
        events = []
        task = asyncio.ensure_future(runner.run(request, events.append))
        await wait_for_event(events, AttemptStarted)  # the request is out; the server is stalling
        runner.stop()
        cancelled = await task
        finished = await TurnRunner(conn, wire="gemini").run(
            stream_request(
                endpoint_for(simulator, "gemini", queue(simulator, Scenario())), Prompt.single("x")
            ),
            lambda e: None,
        )
        await conn.aclose()
        return cancelled, finished

    cancelled, finished = asyncio.run(go())
    assert cancelled.ending is TurnEnding.CANCELLED and cancelled.turn.answer == ""
    assert finished.ending is TurnEnding.COMPLETED


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_retry_by_the_person_clears_the_draft_before_anything_else(simulator, transport):
    cut, _ = run_turn(
        simulator,
        transport,
        "openai-chat",
        Scenario(script=Script(answer="a medias"), drop_terminal=True),
    )
    assert cut.ending is TurnEnding.CUT_OFF and cut.status is TurnStatus.TRUNCATED
    model = queue(simulator, Scenario(script=Script(answer="entera")))

    async def go():
        events = []
        conn = make_transport(transport)
        request = stream_request(endpoint_for(simulator, "openai-chat", model), Prompt.single("x"))
        result = await TurnRunner(conn, wire="openai-chat").run(
            request, events.append, replaces_draft=True
        )
        await conn.aclose()
        return result, events

    result, events = asyncio.run(go())
    assert isinstance(events[0], DraftCleared)
    assert result.turn.answer == "entera"


def test_unreachable_server_is_a_connection_error():
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]

    class Nowhere:
        url = f"http://127.0.0.1:{port}"

    for transport in TRANSPORT_NAMES:
        result, _ = run_turn(Nowhere, transport, "openai-chat", retry=RetryPolicy(max_attempts=1))
        assert result.provider_error.kind is ErrorKind.CONNECTION
        assert result.provider_error.action is Action.CHECK_CONNECTION
        assert f"127.0.0.1:{port}" in result.provider_error.message


def test_listing_models(simulator):
    names = asyncio.run(list_models(endpoint_for(simulator, "openai-chat", "any")))
    assert names == ["arroyo-sim-1", "arroyo-sim-mini"]
