"""Compressed bodies are undone in bounded steps, however far they expand."""

from __future__ import annotations

import gzip
import random
import zlib

import pytest

from desktop_app.net.decoding import BodyDecoder
from desktop_app.net.errors import ErrorKind, ProviderError

BODY = "".join(f'data: {{"n": {n}, "texto": "año 🚀"}}\n\n' for n in range(5_000)).encode()


@pytest.mark.parametrize(
    ("encoding", "compressed"),
    [
        ("gzip", gzip.compress(BODY)),
        ("x-gzip", gzip.compress(BODY)),
        ("deflate", zlib.compress(BODY)),
        ("deflate", zlib.compress(BODY)[2:-4]),  # raw deflate, as some servers send it
        ("gzip", gzip.compress(BODY[:1000]) + gzip.compress(BODY[1000:])),  # two members
    ],
    ids=["gzip", "x-gzip", "zlib-deflate", "raw-deflate", "two-members"],
)
def test_any_split_of_a_compressed_body_decodes_to_the_body(encoding, compressed):
    rng = random.Random(7)
    decoder = BodyDecoder(encoding, step=1024)
    pieces, position = [], 0
    while position < len(compressed):
        size = rng.randint(1, 3000)
        pieces += list(decoder.decode(compressed[position : position + size]))
        position += size
    assert b"".join(pieces) == BODY
    assert max(len(p) for p in pieces) <= 1024


def test_a_bomb_comes_out_a_step_at_a_time():
    bomb = gzip.compress(b"\0" * 50_000_000)
    assert len(bomb) < 100_000
    decoder = BodyDecoder("gzip", step=64 * 1024)
    sizes = [len(piece) for piece in decoder.decode(bomb)]  # one piece in memory at a time
    assert sum(sizes) == 50_000_000 and max(sizes) <= 64 * 1024


def test_identity_passes_bytes_through():
    assert list(BodyDecoder(None).decode(b"data: x\n\n")) == [b"data: x\n\n"]
    assert list(BodyDecoder("identity").decode(b"")) == []


def test_an_encoding_it_cannot_read_is_a_clear_error():
    with pytest.raises(ProviderError) as caught:
        BodyDecoder("br")
    assert caught.value.kind is ErrorKind.NOT_STREAMED and "'br'" in caught.value.message


def test_damaged_compressed_data_is_a_clear_error():
    with pytest.raises(ProviderError, match="damaged"):
        list(BodyDecoder("gzip").decode(b"\x1f\x8b\x08\x00garbage-not-gzip"))
