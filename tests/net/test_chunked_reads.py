"""The chunked transport reads a fast stream at most once an interval, not once per arrival:
what comes meanwhile waits in the socket; a slow stream is read as it comes. Over a real
loopback server writing event by event."""

from __future__ import annotations

import asyncio
import socket
import threading
import time

import httpx
import pytest

from desktop_app.generation.outcome import TurnEnding
from desktop_app.net import aiohttp_transport
from desktop_app.net.aiohttp_transport import provider_client
from desktop_app.net.stream_base import READ_INTERVAL, ReadPace
from desktop_app.net.transports import ChunkedTransport
from desktop_app.pipeline import StreamPipeline
from tests.net.raw_server import CHAT_END, RawRequest, RawServer, chat_event, chunk, head, run_raw

EVENTS = 80
GAP = 0.003  # seconds between two of the server's writes
WORDS = [f"palabra{index} " for index in range(EVENTS)]
STREAM_HEADERS = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}


def _event_by_event(connection: socket.socket, request: RawRequest, stopping: threading.Event):
    """One event per write, a few milliseconds apart, then the end."""
    connection.sendall(head(200, STREAM_HEADERS))
    for word in WORDS:
        connection.sendall(chunk(chat_event(word)))
        stopping.wait(GAP)
    connection.sendall(chunk(CHAT_END) + b"0\r\n\r\n")


async def _paced_pieces(url: str, pace: ReadPace) -> list[tuple[float, bytes]]:
    """Each piece of the body with the loop's time it was handed over; the events each carried
    are told to the pace, as the chunked transport tells it."""
    client, _ = provider_client(timeout=10)
    loop = asyncio.get_running_loop()
    pieces = []
    async with client, client.stream("GET", url, extensions={"read_pace": pace}) as response:
        async for piece in response.aiter_raw():
            pieces.append((loop.time(), piece))
            pace.carried(piece.count(b"data: "))
    return pieces


def test_a_fast_stream_is_read_once_an_interval_and_arrives_whole():
    interval = 0.05
    with RawServer(_event_by_event) as server:
        pieces = asyncio.run(_paced_pieces(server.url, ReadPace(interval)))
    body = b"".join(piece for _, piece in pieces)
    assert body == b"".join(chat_event(word) for word in WORDS) + CHAT_END
    # Once fast, each read comes at least ``interval`` after the one before, so however long
    # the body took, it came in no more pieces than intervals (and the first few, unpaced).
    took = pieces[-1][0] - pieces[0][0]
    assert len(pieces) <= took / interval + 4  # one a write before: 81 in a quarter second


def _slowly(connection: socket.socket, request: RawRequest, stopping: threading.Event):
    """Ten events 100 ms apart."""
    connection.sendall(head(200, STREAM_HEADERS))
    for word in WORDS[:10]:
        connection.sendall(chunk(chat_event(word)))
        stopping.wait(0.1)
    connection.sendall(chunk(CHAT_END) + b"0\r\n\r\n")


def test_a_slow_stream_is_read_as_it_comes():
    """Each event waited for longer than half the interval: the stream is never held back."""
    pace = ReadPace(0.05)
    with RawServer(_slowly) as server:
        pieces = asyncio.run(_paced_pieces(server.url, pace))
    events = [piece.count(b"data: ") for _, piece in pieces]
    assert sum(events) == 12  # ten words, the finish and [DONE]
    assert events.count(1) >= 8  # one event a read (two may meet on a stalled machine)


def test_the_chunked_transport_asks_for_its_interval_and_reads_a_fast_stream_in_few_reads(
    monkeypatch,
):
    asked: list[object] = []
    handle = aiohttp_transport.AiohttpTransport.handle_async_request

    async def recorded(carrier, request: httpx.Request) -> httpx.Response:
        asked.append(request.extensions.get("read_pace"))
        return await handle(carrier, request)

    fed: list[int] = []
    feed = StreamPipeline.feed_bytes

    def counted(pipeline, data: bytes):
        fed.append(len(data))
        return feed(pipeline, data)

    monkeypatch.setattr(aiohttp_transport.AiohttpTransport, "handle_async_request", recorded)
    monkeypatch.setattr(StreamPipeline, "feed_bytes", counted)
    with RawServer(_event_by_event) as server:
        started = time.monotonic()
        result, _ = run_raw(server, ChunkedTransport())
        took = time.monotonic() - started
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, "".join(WORDS))
    (pace,) = asked
    assert isinstance(pace, ReadPace) and pace.interval == READ_INTERVAL
    # 80 writes 3 ms apart: one read per write before; now one per READ_INTERVAL, and one
    # more whenever a held read found a single event (the server's writes are uneven)
    assert len(fed) <= 2 * took / READ_INTERVAL + 4


def _endless(stopped: threading.Event):
    def respond(connection: socket.socket, request: RawRequest, stopping: threading.Event):
        connection.sendall(head(200, STREAM_HEADERS))
        try:
            for _ in range(5_000):  # bounded: about 15 s of events
                if stopping.is_set():
                    return
                connection.sendall(chunk(chat_event("más ")))
                stopping.wait(GAP)
        except OSError:
            stopped.set()  # the client closed the connection

    return respond


def test_a_stream_stopped_while_its_reading_is_paused_closes_its_connection():
    stopped = threading.Event()

    async def go(url: str) -> None:
        client, _ = provider_client(timeout=10)
        pace = ReadPace(5.0)
        async with client, client.stream("GET", url, extensions={"read_pace": pace}) as response:
            pieces = response.aiter_raw()
            await anext(pieces)  # the first look: events come 3 ms apart, so fast, and
            pace.carried(1)  # the socket is paused until 5 s after this read
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(anext(pieces), 0.2)
            await pieces.aclose()

    with RawServer(_endless(stopped)) as server:
        asyncio.run(go(server.url))
        assert stopped.wait(10)
