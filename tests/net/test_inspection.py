"""The inspector's recordings as pure units: redaction over pieces, the size bound, the
request as shown, and what the inspector keeps."""

from __future__ import annotations

import itertools
import json

from desktop_app.net.inspection import Inspector, TurnRecording, redacted_pieces
from desktop_app.net.redaction import REDACTED, RUN, Redactor
from desktop_app.providers.requests import HttpRequest
from tests.net.helpers import TEST_KEY


def _request(body: bytes = b'{"model": "m", "messages": [{"role": "user", "content": "Hola"}]}'):
    return HttpRequest(
        method="POST",
        url="http://127.0.0.1:9/v1/chat/completions",
        headers={
            "authorization": f"Bearer {TEST_KEY}",
            "x-api-key": "a-proxy-key-kept-out",
            "content-type": "application/json",
        },
        body=body,
        secret_headers=frozenset({"authorization"}),
    )


def _clock():
    ticks = itertools.count()
    return lambda: next(ticks) * 0.5  # each reading half a second after the last


def _leaks(text: str) -> bool:
    runs = {TEST_KEY[i : i + RUN] for i in range(len(TEST_KEY) - RUN + 1)}
    return any(run in text for run in runs)


def test_a_key_split_between_pieces_is_redacted_in_both_and_the_pieces_stay_apart():
    echo = f"data: echo {TEST_KEY} end\n\n"
    cut = echo.index(TEST_KEY) + 9  # nine characters of the key in the first piece
    pieces = ["data: before\n\n", echo[:cut], echo[cut:], "data: after\n\n"]
    shown = redacted_pieces(pieces, Redactor([TEST_KEY]))
    assert len(shown) == 4
    assert shown[0] == pieces[0] and shown[3] == pieces[3]
    assert shown[1] == "data: echo " + REDACTED
    assert shown[2] == " end\n\n"
    assert not any(_leaks(piece) for piece in shown)


def test_without_keys_the_pieces_are_unchanged():
    pieces = ["a", "b"]
    assert redacted_pieces(pieces, Redactor(())) == pieces


def test_the_request_is_shown_with_key_headers_redacted_and_the_body_indented():
    recording = TurnRecording("g1")
    recording.attempt(_request(), _clock())
    (attempt,) = recording.attempts
    shown = recording.shown_request(attempt)
    headers = dict(shown.headers)
    assert headers["authorization"] == REDACTED
    assert headers["x-api-key"] == REDACTED  # a credential header whatever the request says
    assert headers["content-type"] == "application/json"
    assert shown.body == json.dumps(json.loads(_request().body or b""), indent=2)
    assert not _leaks(repr(shown))


def test_chunks_keep_their_order_and_offsets_and_a_key_echoed_is_redacted():
    recording = TurnRecording("g1")
    tap = recording.attempt(_request(), _clock())
    for text in ("data: one\n\n", f"data: {TEST_KEY}\n\n", "data: [DONE]\n\n"):
        tap(text)
    chunks = recording.shown_chunks(recording.attempts[0])
    assert [chunk.offset for chunk in chunks] == [0.5, 1.0, 1.5]
    assert chunks[0].text == "data: one\n\n" and chunks[2].text == "data: [DONE]\n\n"
    # The same stretch the window's redaction takes ("Bearer <key>" has runs that begin with
    # its space).
    assert chunks[1].text == Redactor([f"Bearer {TEST_KEY}"])(f"data: {TEST_KEY}\n\n")
    assert REDACTED in chunks[1].text and not _leaks(chunks[1].text)


def test_a_turn_over_its_limit_is_cut_and_says_so():
    recording = TurnRecording("g1", limit=200)
    tap = recording.attempt(_request(b""), _clock())
    for _ in range(10):
        tap("x" * 30)
    assert recording.cut
    assert recording.size <= 200
    assert len(recording.attempts[0].chunks) == 6  # 180 bytes; the seventh would pass 200
    tap("y")  # nothing after the cut, not even what would fit
    assert len(recording.attempts[0].chunks) == 6


def test_a_body_over_the_limit_is_cut_too():
    recording = TurnRecording("g1", limit=10)
    recording.attempt(_request(b"not json at all, and long"), _clock())
    sent = recording.attempts[0].request
    assert sent.body == "not json a" and sent.body_cut and recording.cut


def test_off_nothing_is_recorded_and_on_the_answer_is_found_by_any_of_its_turns():
    inspector = Inspector()
    assert inspector.start_run() is None
    inspector.enabled = True
    run = inspector.start_run()
    assert run is not None
    inspector.turn(run, "g1")
    inspector.turn(run, "g2")
    assert inspector.run_of("g1") is run and inspector.run_of("g2") is run
    assert inspector.run_of("other") is None and inspector.run_of(None) is None


def test_the_oldest_answers_go_first_once_too_many_turns_are_kept():
    inspector = Inspector(kept_turns=3)
    inspector.enabled = True
    for number in range(5):
        run = inspector.start_run()
        assert run is not None
        inspector.turn(run, f"g{number}")
    assert [inspector.run_of(f"g{n}") is not None for n in range(5)] == [
        False,
        False,
        True,
        True,
        True,
    ]
