"""Each phase of a turn has its own time limit, measured on a clock the test moves by hand."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from types import SimpleNamespace

import pytest

from desktop_app.generation.outcome import TurnStatus
from desktop_app.net.clock import ManualClock
from desktop_app.net.deadlines import Phase, StreamWatch, TimeLimits, is_loopback
from desktop_app.net.errors import ErrorKind
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import ContentUpdated, PhaseChanged, RetryScheduled, TurnEnding
from tests.net.helpers import TRANSPORT_NAMES, make_transport
from tests.net.raw_server import RawServer, chat_event, chunk, head, run_raw_async


async def _until(condition, what: str) -> None:
    """Waits (for real, briefly) until ``condition()`` holds: the other side's work is real."""
    deadline = time.monotonic() + 10
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"still waiting for {what}")
        await asyncio.sleep(0.005)


async def _settle() -> None:
    """Lets every task that can run now run (no time passes on the test's clock)."""
    for _ in range(50):
        await asyncio.sleep(0)


def _phases(events) -> list[Phase]:
    return [e.phase for e in events if isinstance(e, PhaseChanged)]


@pytest.fixture
def dead_server():
    """A server that is listening but whose queue of connections is full: a connection attempt
    is neither accepted nor refused (what a crashed or hung server looks like)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    fillers = []
    for _ in range(4):
        filler = socket.socket()
        filler.setblocking(False)
        with contextlib.suppress(BlockingIOError):
            filler.connect(listener.getsockname())
        fillers.append(filler)
    yield SimpleNamespace(url=f"http://127.0.0.1:{listener.getsockname()[1]}")
    for filler in fillers:
        filler.close()
    listener.close()


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_dead_server_is_reported_once_within_the_connect_limit(dead_server, transport):
    clock = ManualClock()

    async def go():
        events = []
        # The default retry policy: the finding was four attempts of 60 s each.
        turn = run_raw_async(
            dead_server, make_transport(transport), events, limits_clock=clock, retry=RetryPolicy()
        )
        task = asyncio.ensure_future(turn)
        await _until(lambda: clock.sleeping and _phases(events) == [Phase.CONNECTING], "connecting")
        clock.advance(29.0)
        await _settle()
        assert not task.done()
        clock.advance(1.0)
        return await asyncio.wait_for(task, 10), events

    result, events = asyncio.run(go())
    assert result.provider_error.kind is ErrorKind.CONNECT_TIMEOUT
    assert "within 30 s" in result.provider_error.message
    assert result.ending is TurnEnding.REQUEST_FAILED
    assert result.attempts == 1 and not any(isinstance(e, RetryScheduled) for e in events)


def _silent(connection, request, stopping):
    stopping.wait(10)  # accepts and reads the request, never answers


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_local_server_gets_the_longer_wait_and_says_it_is_loading_the_model(transport):
    clock = ManualClock()
    limits = TimeLimits()

    async def go(server):
        events = []
        turn = run_raw_async(
            server, make_transport(transport), events, limits_clock=clock, retry=RetryPolicy()
        )
        task = asyncio.ensure_future(turn)
        waiting = lambda: Phase.LOADING_MODEL in _phases(events) and clock.sleeping  # noqa: E731
        await _until(waiting, "the request")
        clock.advance(limits.headers + 1)  # a remote server would have been given up on
        await _settle()
        assert not task.done()
        clock.advance(limits.headers_loopback - limits.headers)
        return await asyncio.wait_for(task, 10), events

    with RawServer(_silent) as server:
        result, events = asyncio.run(go(server))
    assert _phases(events) == [Phase.CONNECTING, Phase.LOADING_MODEL]
    assert result.provider_error.kind is ErrorKind.TIMEOUT
    assert f"within {limits.headers_loopback:g} s" in result.provider_error.message
    assert result.attempts == 1 and len(server.requests) == 1  # a timeout is not retried


class OneWordThenKeepAlives:
    def __init__(self) -> None:
        self.keep_alives = 0

    def __call__(self, connection, request, stopping):
        headers = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}
        connection.sendall(head(200, headers))
        connection.sendall(chunk(chat_event("uno")))
        while not stopping.is_set() and self.keep_alives < 2_000:  # 20 s at most
            connection.sendall(chunk(b": keep-alive\n\n"))
            self.keep_alives += 1
            stopping.wait(0.01)


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_endless_keep_alives_end_the_turn(transport):
    clock = ManualClock()
    limits = TimeLimits(no_progress=300.0)

    responder = OneWordThenKeepAlives()

    async def go(server):
        events = []
        turn = run_raw_async(
            server, make_transport(transport), events, limits_clock=clock, time_limits=limits
        )
        task = asyncio.ensure_future(turn)
        await _until(lambda: any(isinstance(e, ContentUpdated) for e in events), "the first word")
        # Keep-alives keep arriving meanwhile: they are not progress.
        await _until(lambda: responder.keep_alives >= 20, "keep-alives")
        clock.advance(299.0)
        await _settle()
        assert not task.done()
        clock.advance(1.0)
        return await asyncio.wait_for(task, 10), events

    with RawServer(responder) as server:
        result, events = asyncio.run(go(server))
    assert (result.ending, result.status) == (TurnEnding.IDLE, TurnStatus.TRUNCATED)
    assert result.turn.answer == "uno"
    assert result.transport_end.detail == "no progress for 300 s"
    assert _phases(events) == [Phase.CONNECTING, Phase.LOADING_MODEL, Phase.STREAMING]


def test_progress_moves_the_limit_on_and_keep_alives_do_not():
    clock = ManualClock()

    async def go():
        watch = StreamWatch(TimeLimits(no_progress=300.0), clock)
        watch.connected()
        watch.responded()
        expiry = asyncio.ensure_future(watch.expire())
        parts = 0
        for _ in range(10):  # long reasoning: a part now and then, minutes in all
            clock.advance(200.0)
            parts += 1
            watch.fed(parts)
            await _settle()
        assert not expiry.done()
        watch.fed(parts)  # a keep-alive: the same count of parts
        clock.advance(299.0)
        await _settle()
        assert not expiry.done()
        clock.advance(1.0)
        return await asyncio.wait_for(expiry, 5)

    assert asyncio.run(go()) is Phase.STREAMING


def test_a_remote_server_waits_for_headers_for_the_shorter_limit():
    clock = ManualClock()
    phases = []

    async def go():
        limits = TimeLimits(headers=120.0)
        watch = StreamWatch(limits, clock, loopback=False, on_phase=phases.append)
        watch.start()
        expiry = asyncio.ensure_future(watch.expire())
        clock.advance(10.0)
        watch.connected()  # a new phase brings its own, nearer or farther, deadline
        await _settle()
        clock.advance(119.0)
        await _settle()
        assert not expiry.done()
        clock.advance(1.0)
        return await asyncio.wait_for(expiry, 5)

    assert asyncio.run(go()) is Phase.WAITING
    assert phases == [Phase.CONNECTING, Phase.WAITING]


@pytest.mark.parametrize(
    ("url", "loopback"),
    [
        ("http://127.0.0.1:8080/v1", True),
        ("http://127.3.2.1/v1", True),
        ("http://[::1]:11434", True),
        ("http://localhost:1234/v1", True),
        ("https://api.openai.com/v1", False),
        ("http://192.168.1.10:8080/v1", False),
        ("http://localhost.example.com/v1", False),
    ],
)
def test_which_servers_are_on_this_computer(url, loopback):
    assert is_loopback(url) is loopback


@pytest.mark.parametrize("value", [0, -1, True, "60"])
def test_time_limits_must_be_positive_numbers(value):
    with pytest.raises(ValueError, match="connect"):
        TimeLimits(connect=value)
