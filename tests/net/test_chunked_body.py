"""The chunked body taken apart a read at a time reads as http.client reads it, however the
reads fall."""

from __future__ import annotations

import http.client
import io
import random

import pytest

from desktop_app.net.chunked_body import MAX_LINE, ChunkedBody


class _Socket:
    def __init__(self, data: bytes) -> None:
        self._data = data

    def makefile(self, mode: str) -> io.BufferedReader:
        return io.BufferedReader(io.BytesIO(self._data))


def _http_client_body(wire: bytes) -> bytes:
    head = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
    response = http.client.HTTPResponse(_Socket(head + wire))  # type: ignore[arg-type]
    response.begin()
    return response.read()


def _in_reads(wire: bytes, cuts: list[int]) -> tuple[bytes, bool]:
    body = ChunkedBody()
    pieces = []
    for start, end in zip([0, *cuts], [*cuts, len(wire)]):
        pieces.append(body.feed(wire[start:end]))
    return b"".join(pieces), body.complete


def _events(count: int, rng: random.Random) -> list[bytes]:
    """Server-sent events as a provider streams them, emoji included, one a chunk."""
    words = ["Hola", "años", "🙂", "código", "\n\n", "```py", "x = 1", "—", "末尾"]
    return [
        f'data: {{"choices":[{{"delta":{{"content":"{rng.choice(words)}"}}}}]}}\n\n'.encode()
        for _ in range(count)
    ]


def _framed(payloads: list[bytes], *, extension: bool = False, bare_lf: bool = False) -> bytes:
    end = b"\n" if bare_lf else b"\r\n"
    parts = []
    for payload in payloads:
        size = f"{len(payload):x}".encode()
        parts.append(size + (b";name=value" if extension else b"") + end + payload + b"\r\n")
    return b"".join(parts) + b"0" + end + b"Trailer: yes\r\n\r\n"


@pytest.mark.parametrize("variant", [{}, {"extension": True}, {"bare_lf": True}])
def test_any_cut_of_a_stream_reads_as_http_client_reads_it(variant):
    rng = random.Random(17)
    payloads = _events(200, rng)
    wire = _framed(payloads, **variant)
    expected = b"".join(payloads)
    assert _http_client_body(wire) == expected
    for _ in range(200):
        cuts = sorted(rng.sample(range(1, len(wire)), rng.randint(1, 60)))
        assert _in_reads(wire, cuts) == (expected, True)
    every_byte = list(range(1, len(wire)))
    assert _in_reads(wire, every_byte) == (expected, True)


def test_what_follows_the_last_chunk_is_not_body():
    wire = _framed([b"data: [DONE]\n\n"]) + b"HTTP/1.1 200 OK\r\n"
    assert _in_reads(wire, []) == (b"data: [DONE]\n\n", True)


def test_a_body_cut_before_its_last_chunk_is_incomplete():
    wire = _framed([b"data: one\n\n", b"data: two\n\n"])
    for cut in (5, len(wire) - 20, len(wire) - 17):
        body = ChunkedBody()
        body.feed(wire[:cut])
        assert not body.complete
        with pytest.raises(http.client.IncompleteRead):
            body.finish()


def test_the_connection_may_end_the_trailer():
    body = ChunkedBody()
    assert body.feed(b"3\r\nabc\r\n0\r\n") == b"abc"
    body.finish()  # http.client accepts it too


@pytest.mark.parametrize("line", [b"zz\r\n", b"-5\r\n", b"\r\n"])
def test_a_size_line_that_is_no_size_is_refused(line):
    with pytest.raises(http.client.IncompleteRead):
        ChunkedBody().feed(b"3\r\nabc\r\n" + line)


def test_an_endless_size_line_is_refused_before_it_fills_memory():
    body = ChunkedBody()
    with pytest.raises(http.client.LineTooLong):
        for _ in range(MAX_LINE // 1024 + 2):
            body.feed(b"0" * 1024)
