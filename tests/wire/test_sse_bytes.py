"""The SSE parser frames raw bytes: characters cut anywhere, invalid bytes, the size limit."""

import random

import pytest

from desktop_app.wire.sse import SseEvent, SseParser, SseProtocolError, utf8_chars
from tests.wire.reference_sse import parse_whole
from tests.wire.test_sse import ALPHABET


def parse_bytes(pieces: list[bytes], **options) -> tuple[list[SseEvent], SseParser, bool]:
    parser = SseParser(**options)
    events = []
    for piece in pieces:
        events += parser.feed_bytes(piece)
    tail = parser.finish()
    return events, parser, tail.unterminated_event


def cut_at(body: bytes, cuts: list[int]) -> list[bytes]:
    points = [0, *cuts, len(body)]
    return [body[a:b] for a, b in zip(points, points[1:], strict=False)]


EMOJI_BODY = "\ufeffevent: ñ\ndata: 😀 año\r\n\r\ndata: 🚀\rdata: ¿é?\r\r: 💬\ndata: x\n\n".encode()


def test_a_body_cut_at_every_byte_gives_the_same_events_as_the_reference():
    expected = parse_whole(EMOJI_BODY.decode())
    for cut in range(1, len(EMOJI_BODY)):
        events, parser, unterminated = parse_bytes(cut_at(EMOJI_BODY, [cut]))
        assert (events, unterminated) == expected, cut
        assert parser.replaced == 0
    events, _, unterminated = parse_bytes([EMOJI_BODY[i : i + 1] for i in range(len(EMOJI_BODY))])
    assert (events, unterminated) == expected


@pytest.mark.parametrize("seed", range(200))
def test_agrees_with_the_reference_on_random_byte_streams_cut_anywhere(seed):
    rng = random.Random(seed)
    body = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 60))).encode()
    expected = parse_whole(body.decode())
    cuts = sorted(rng.sample(range(1, len(body)), min(len(body) - 1, rng.randint(0, 8))))
    events, _, unterminated = parse_bytes(cut_at(body, cuts))
    assert (events, unterminated) == expected, repr(body)


def test_a_long_run_of_events_takes_the_bulk_path_with_the_same_result():
    single = b"".join(f"data: {i} {'😀' * (i % 3)} ñ\n\n".encode() for i in range(200))
    typed = b"".join(f"event: e{i}\ndata: {i} é\n\n".encode() for i in range(200))
    for body in (single, typed):
        expected = parse_whole(body.decode())
        for size in (1000, 4096, len(body)):
            events, _, unterminated = parse_bytes(
                [body[i : i + size] for i in range(0, len(body), size)]
            )
            assert (events, unterminated) == expected


@pytest.mark.parametrize(
    ("body", "data", "replaced"),
    [
        (b"data: a\xffb\n\n", "a\ufffdb", 1),
        (b"data: a\xc3(b\n\n", "a\ufffd(b", 1),
        (b"data: \xed\xa0\x80\n\n", "\ufffd\ufffd\ufffd", 3),
        (b"data: a\xef\xbf\xbdb\n\n", "a\ufffdb", 0),  # a U+FFFD the server sent is text
    ],
)
def test_invalid_bytes_become_replacement_characters_and_are_counted(body, data, replaced):
    bulk = body * 100  # also through the bulk path
    for whole in (body, bulk):
        for pieces in ([whole], [whole[i : i + 1] for i in range(len(whole))]):
            events, parser, _ = parse_bytes(pieces)
            assert {event.data for event in events} == {data}
            assert parser.replaced == replaced * len(events)


def test_a_body_cut_inside_a_character_counts_it_as_replaced():
    events, parser, unterminated = parse_bytes([b"data: x\n\ndata: \xf0\x9f"])
    assert events == [SseEvent("message", "x", None)]
    assert unterminated
    assert parser.replaced == 1


def test_the_event_limit_counts_characters_not_bytes():
    parser = SseParser(max_event_chars=1000)
    parser.feed_bytes(b"data: ")
    for _ in range(240):  # 960 characters, 3,840 bytes
        parser.feed_bytes("😀".encode())
    assert parser.feed_bytes(b"\n\n")[0].data == "😀" * 240
    with pytest.raises(SseProtocolError):
        for _ in range(1100):
            parser.feed_bytes("😀".encode())


@pytest.mark.parametrize("text", ["", "abc", "ñandú", "😀🚀", "a\ufffdb"])
def test_utf8_chars_counts_the_characters_of_any_cut(text):
    body = text.encode()
    assert utf8_chars(body) == len(text)
    for cut in range(len(body) + 1):
        assert utf8_chars(body[:cut]) + utf8_chars(body[cut:]) == len(text)
