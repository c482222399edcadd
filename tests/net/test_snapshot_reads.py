"""The accumulate-and-diff transport reads a fast stream in few reads, not one per event, and a
slow one as it comes."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from desktop_app.generation.outcome import TurnEnding
from desktop_app.net import snapshot_transport
from desktop_app.net.snapshot_transport import SnapshotTransport
from desktop_app.net.stream_base import READ_INTERVAL
from tests.net.raw_server import CHAT_END, RawRequest, RawServer, chat_event, chunk, head, run_raw

WORDS = [f"palabra{index} " for index in range(500)]


def _all_at_once(connection: socket.socket, request: RawRequest, stopping: threading.Event):
    """Every event in a chunk of its own, written at once; the connection is kept open."""
    body = b"".join(chunk(chat_event(word)) for word in WORDS) + chunk(CHAT_END) + b"0\r\n\r\n"
    headers = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}
    connection.sendall(head(200, headers) + body)
    stopping.wait(10)  # keep-alive: the body's end is its last chunk, not the connection's


@pytest.fixture
def posted(monkeypatch) -> list[tuple]:
    """What the reader thread hands to the event loop."""
    items: list[tuple] = []
    post = snapshot_transport._Inbox.post

    def recorded(inbox, item: tuple) -> None:
        items.append(item)
        post(inbox, item)

    monkeypatch.setattr(snapshot_transport._Inbox, "post", recorded)
    return items


def test_events_waiting_in_the_socket_come_in_a_few_reads(posted):
    with RawServer(_all_at_once) as server:
        result, _ = run_raw(server, SnapshotTransport())
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, "".join(WORDS))
    reads = [item for item in posted if item[0] == "data"]
    assert 1 <= len(reads) <= 10  # one per chunk (501) before
    assert posted[-1] == ("eof",)


def _cut_mid_chunk(connection: socket.socket, request: RawRequest, stopping: threading.Event):
    headers = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}
    connection.sendall(head(200, headers) + chunk(chat_event("Hola")) + b"40\r\ndata: {")


def test_a_body_cut_inside_a_chunk_is_a_dropped_stream(posted):
    with RawServer(_cut_mid_chunk) as server:
        result, _ = run_raw(server, SnapshotTransport())
    assert result.ending is TurnEnding.DROPPED
    assert result.turn.answer == "Hola"


GAP = 0.003  # seconds between two of the server's writes


def _event_by_event(connection: socket.socket, request: RawRequest, stopping: threading.Event):
    """One event per write, a few milliseconds apart, then the end."""
    headers = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}
    connection.sendall(head(200, headers))
    for word in WORDS[:80]:
        connection.sendall(chunk(chat_event(word)))
        stopping.wait(GAP)
    connection.sendall(chunk(CHAT_END) + b"0\r\n\r\n")


def test_a_fast_stream_is_read_at_most_once_an_interval(posted):
    with RawServer(_event_by_event) as server:
        started = time.monotonic()
        result, _ = run_raw(server, SnapshotTransport())
        took = time.monotonic() - started
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, "".join(WORDS[:80]))
    reads = [item for item in posted if item[0] == "data"]
    # 80 writes 3 ms apart: one read per write unpaced; paced, one per READ_INTERVAL, and one
    # more whenever a held read found a single event (the server's writes are uneven)
    assert len(reads) <= 2 * took / READ_INTERVAL + 4


def _slowly(connection: socket.socket, request: RawRequest, stopping: threading.Event):
    headers = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}
    connection.sendall(head(200, headers))
    for word in WORDS[:10]:
        connection.sendall(chunk(chat_event(word)))
        stopping.wait(0.1)
    connection.sendall(chunk(CHAT_END) + b"0\r\n\r\n")


def test_a_slow_stream_is_read_as_it_comes(posted):
    """Each event waited for longer than half the interval: none is held back for the next."""
    with RawServer(_slowly) as server:
        result, _ = run_raw(server, SnapshotTransport())
    assert result.turn.answer == "".join(WORDS[:10])
    events = [item[1].count(b"data: ") for item in posted if item[0] == "data"]
    assert events.count(1) >= 8  # one event a read (two may meet on a stalled machine)
