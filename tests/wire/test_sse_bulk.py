"""The bulk fast path (a run of lone ``data:`` events, or of ``event:`` + ``data:`` pairs, framed
a chunk at a time in a few C passes) against the reference, with one odd event among them that
must send the chunk down the general path: every shape, cut at every byte offset."""

import random

import pytest

from desktop_app.wire.sse import SseParser
from tests.wire.reference_sse import parse_whole

# Several events, so that a chunk holds a run of them and the odd one. ASCII runs
# are decoded whole before they are split; the others are split on their bytes.
RUNS = {
    "data run": "".join(f'data: {{"n":{i},"text":"año 😀 {"x" * 40}"}}\n\n' for i in range(8)),
    "ASCII data run": "".join(f'data: {{"n":{i},"text":"{"x" * 50}"}}\n\n' for i in range(8)),
    "typed run": "".join(
        f'event: delta\ndata: {{"n":{i},"text":"🚀 ñ {"y" * 40}"}}\n\n' for i in range(8)
    ),
    "ASCII typed run": "".join(
        f'event: delta\ndata: {{"n":{i},"text":"{"y" * 50}"}}\n\n' for i in range(8)
    ),
}
RUN = RUNS["data run"]
TYPED_RUN = RUNS["typed run"]

ODD_EVENTS = {
    "comment line": ": keep-alive\n\n",
    "comment before data": ": ping\ndata: after a comment\n\n",
    "id": "id: 7\ndata: with an id\n\n",
    "id with nul is ignored": "id: a\x00b\ndata: x\n\n",
    "retry": "retry: 1500\ndata: with a retry\n\n",
    "multi-line data": "data: first\ndata: second\n\n",
    "data without a space": "data:tight\n\n",
    "data with two spaces": "data:  two\n\n",
    "empty data": "data:\n\n",
    "bare data field": "data\n\n",
    "empty event type": "event: \ndata: default type\n\n",
    "event without data": "event: lonely\n\n",
    "unknown field": "foo: bar\ndata: x\n\n",
    "stray text": "not a field\n\n",
    "extra blank lines": "\n\n\ndata: after blanks\n\n",
    "value holding a prefix": "data: data: nested\n\n",
    "typed, then id": "event: add\ndata: x\nid: 9\n\n",
    "typed, two data lines": "event: add\ndata: a\ndata: b\n\n",
    "typed, data first": "data: a\nevent: late\n\n",
    "CRLF event": "data: crlf\r\n\r\n",
    "CR event": "data: cr\r\r",
    "emoji only": "data: 🇪🇸😀🚀\n\n",
}


def bodies() -> dict[str, bytes]:
    cases = {}
    for label, odd in ODD_EVENTS.items():
        for run_label, run in RUNS.items():
            cases[f"{label}, {run_label}"] = (run + odd + run).encode()
    cases["CRLF everywhere"] = (RUN + TYPED_RUN).replace("\n", "\r\n").encode()
    cases["CR everywhere"] = (RUN + TYPED_RUN).replace("\n", "\r").encode()
    cases["byte order mark"] = ("\ufeff" + RUN).encode()
    cases["runs back to back"] = (RUN + TYPED_RUN + RUN).encode()
    cases["body ends inside an event"] = (RUN + 'data: {"cut": "😀').encode()
    return cases


BODIES = bodies()


def frame(pieces: list[bytes], fields: bool) -> tuple[list[tuple[str, str, str | None]], bool]:
    parser = SseParser()
    feed = parser.feed_bytes_fields if fields else parser.feed_bytes
    events = []
    for piece in pieces:
        events += feed(piece)
    tail = parser.finish()
    assert parser.replaced == 0
    return [tuple(event) for event in events], tail.unterminated_event


def expected(body: bytes) -> tuple[list[tuple[str, str, str | None]], bool]:
    events, unterminated = parse_whole(body.decode())
    return [tuple(event) for event in events], unterminated


@pytest.mark.parametrize("label", list(BODIES))
def test_cut_at_every_byte_the_bulk_path_and_its_fallbacks_agree_with_the_reference(label):
    body = BODIES[label]
    want = expected(body)
    assert frame([body], False) == frame([body], True) == want
    for cut in range(1, len(body)):  # the two entry points take turns
        assert frame([body[:cut], body[cut:]], cut % 2 == 0) == want, cut


@pytest.mark.parametrize("seed", range(20))
def test_random_three_way_cuts_agree_with_the_reference(seed):
    rng = random.Random(seed)
    label = rng.choice(list(BODIES))
    body = BODIES[label]
    for _ in range(50):
        a, b = sorted(rng.sample(range(1, len(body)), 2))
        pieces = [body[:a], body[a:b], body[b:]]
        assert frame(pieces, rng.random() < 0.5) == expected(body), (label, a, b)


class CountingParser(SseParser):
    """Records how many chunks went down the general, block-by-block path."""

    __slots__ = ("general",)

    def __init__(self) -> None:
        super().__init__()
        self.general = 0

    def _blocks(self, buf, end, events):
        self.general += 1
        super()._blocks(buf, end, events)


@pytest.mark.parametrize("label", list(RUNS))
def test_a_run_of_common_events_never_takes_the_general_path(label):
    body = (RUNS[label] * 4).encode()
    parser = CountingParser()
    events = []
    for start in range(0, len(body), 1500):
        events += parser.feed_bytes_fields(body[start : start + 1500])
    assert parser.general == 0
    assert [tuple(event) for event in events] == expected(body)[0]


@pytest.mark.parametrize("run", list(RUNS))
@pytest.mark.parametrize("odd", ["data: a\ndata: b\n\n", "id: 3\ndata: x\n\n", ": c\n\n"])
def test_an_odd_event_sends_its_chunk_down_the_general_path(odd, run):
    body = (RUNS[run] + odd + RUNS[run]).encode()
    parser = CountingParser()
    events = parser.feed_bytes_fields(body)
    assert parser.general == 1
    assert [tuple(event) for event in events] == expected(body)[0]


@pytest.mark.parametrize("run", list(RUNS))
def test_a_byte_replaced_in_a_chunk_that_falls_back_is_counted_once(run):
    # The run holds one invalid byte, and the odd event sends the whole chunk to the general
    # path: whatever the bulk path looked at first must not have counted it already.
    damaged = RUNS[run].encode().replace(b'"n":3', b'"n":\xff3')
    body = damaged + b"id: 3\ndata: odd\n\n" + damaged
    parser = SseParser()
    events = parser.feed_bytes_fields(body)
    assert parser.replaced == 2
    assert sum("\ufffd" in data for _, data, _ in events) == 2
