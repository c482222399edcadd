import random

import pytest

from desktop_app.wire.sse import SseEvent, SseParser, SseProtocolError
from tests.wire.reference_sse import parse_whole


def parse(pieces: list[str], **options) -> tuple[list[SseEvent], "SseParser", bool]:
    parser = SseParser(**options)
    events = []
    for piece in pieces:
        events += parser.feed(piece)
    tail = parser.finish()
    return events, parser, tail.unterminated_event


def every_split(text: str):
    yield [text]
    yield list(text)
    for i in range(1, len(text)):
        yield [text[:i], text[i:]]


def test_data_lines_join_with_newlines_and_one_leading_space_is_stripped():
    events, _, _ = parse(["data:a\ndata:  b\ndata\n\n"])
    assert events == [SseEvent("message", "a\n b\n", None)]


def test_event_type_id_and_retry():
    events, parser, _ = parse(["event: add\nid: 7\nretry: 1500\ndata: x\n\ndata: y\n\n"])
    assert events == [SseEvent("add", "x", "7"), SseEvent("message", "y", "7")]
    assert parser.retry_ms == 1500


def test_invalid_retry_and_id_with_nul_are_ignored():
    events, parser, _ = parse(["retry: 12a\nid: a\x00b\ndata: x\n\n"])
    assert parser.retry_ms is None
    assert events == [SseEvent("message", "x", None)]


def test_comments_and_unknown_fields_are_skipped():
    events, _, _ = parse([": keep-alive\nfoo: bar\ndata: x\n\n: OPENROUTER PROCESSING\n\n"])
    assert events == [SseEvent("message", "x", None)]


def test_an_event_without_data_dispatches_nothing_and_resets_the_type():
    events, _, _ = parse(["event: a\n\ndata: x\n\n"])
    assert events == [SseEvent("message", "x", None)]


def test_an_empty_data_line_dispatches_an_empty_event():
    events, _, _ = parse(["data:\n\n"])
    assert events == [SseEvent("message", "", None)]


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_every_line_ending(newline):
    text = f"event: e{newline}data: a{newline}data: b{newline}{newline}data: c{newline}{newline}"
    for pieces in every_split(text):
        events, _, unterminated = parse(pieces)
        assert events == [SseEvent("e", "a\nb", None), SseEvent("message", "c", None)]
        assert not unterminated


def test_cr_at_the_end_of_one_chunk_and_lf_at_the_start_of_the_next_is_one_break():
    events, _, _ = parse(["data: a\r", "\n", "\r", "\ndata: b\r\n\r\n"])
    assert events == [SseEvent("message", "a", None), SseEvent("message", "b", None)]


def test_a_bom_at_the_start_is_dropped_once():
    for pieces in every_split("\ufeffdata: \ufeffx\n\n"):
        events, _, _ = parse(pieces)
        assert events == [SseEvent("message", "\ufeffx", None)]


def test_an_event_is_dispatched_only_at_its_blank_line():
    parser = SseParser()
    assert parser.feed("data: a\n") == []
    assert parser.feed("\n") == [SseEvent("message", "a", None)]


@pytest.mark.parametrize("body", ["data: a", "data: a\n", "data: a\ndata: b\n", "event: x\nda"])
def test_an_unterminated_event_at_the_end_is_reported_not_dispatched(body):
    for pieces in every_split(body):
        events, _, unterminated = parse(pieces)
        assert events == []
        assert unterminated


def test_stray_non_field_lines_after_the_last_event_are_kept_for_the_provider():
    parser = SseParser()
    parser.feed('data: x\n\n{\n  "error": {"code": 503}\n}\n')
    tail = parser.finish()
    assert tail.stray_text == '{\n  "error": {"code": 503}\n}'
    assert not tail.unterminated_event


def test_an_endless_line_is_a_protocol_error_not_unbounded_memory():
    parser = SseParser(max_event_chars=1000)
    with pytest.raises(SseProtocolError, match="longer than 1000"):
        for _ in range(100):
            parser.feed("data: " + "x" * 50)


def test_an_endless_event_of_many_lines_is_a_protocol_error():
    parser = SseParser(max_event_chars=1000)
    with pytest.raises(SseProtocolError):
        for _ in range(100):
            parser.feed("data: " + "x" * 50 + "\n")


ALPHABET = [
    "data:",
    "data: ",
    "data",
    "event: e",
    "event:",
    "id: 1",
    "id:",
    "retry: 5",
    ":c",
    ": ",
    "x",
    "yz",
    "é",
    "😀",
    " ",
    ":",
    "\n",
    "\n",
    "\n",
    "\r",
    "\r\n",
    "\ufeff",
]


@pytest.mark.parametrize("seed", range(300))
def test_agrees_with_the_reference_on_random_streams_cut_anywhere(seed):
    rng = random.Random(seed)
    text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 60)))
    expected = parse_whole(text)
    cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randint(0, 8))))
    pieces = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)])]
    events, _, unterminated = parse(pieces)
    assert (events, unterminated) == expected, repr(text)
