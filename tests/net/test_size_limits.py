"""Replies over a size limit fail as "too large" on both transports, at the pipeline's door."""

from __future__ import annotations

import gzip

import pytest

from desktop_app.generation.limits import REPLY_TOO_LARGE, SizeLimit, SizeLimits
from desktop_app.generation.outcome import TurnStatus
from desktop_app.net.snapshot_transport import WINDOW_CHARS, SnapshotTransport
from desktop_app.net.turn import TurnEnding
from desktop_app.pipeline import StreamPipeline
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from tests.net.helpers import TRANSPORT_NAMES, make_transport, run_turn
from tests.net.raw_server import CHAT_END, RawServer, chat_event, chunk, head, run_raw

LONG_TEXT = "palabra " * 2_000  # 16,000 characters
SSE_HEADERS = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}


LONG_CALL = ScriptedCall(name="write_file", arguments={"text": LONG_TEXT})


@pytest.mark.parametrize(
    ("script", "limits", "limit"),
    [
        (Script(answer=LONG_TEXT), SizeLimits(answer_chars=4_000), SizeLimit.ANSWER),
        (
            Script(answer="ok", reasoning=LONG_TEXT),
            SizeLimits(reasoning_chars=4_000),
            SizeLimit.REASONING,
        ),
        (
            Script(tool_calls=(LONG_CALL,), finish="tool_calls"),
            SizeLimits(tool_arguments_chars=4_000),
            SizeLimit.TOOL_ARGUMENTS,
        ),
    ],
    ids=["answer", "reasoning", "tool-arguments"],
)
def test_a_reply_over_a_limit_fails_the_same_way_on_both_transports(
    simulator, script, limits, limit
):
    outcomes = []
    for transport in TRANSPORT_NAMES:
        scenario = Scenario(script=script, chunk_size=512)
        result, _ = run_turn(simulator, transport, "anthropic", scenario, size_limits=limits)
        turn = result.turn
        assert result.ending is TurnEnding.REPLY_TOO_LARGE, transport
        assert turn.status is TurnStatus.FAILED  # never a completed answer, whatever was shown
        assert turn.error.code == REPLY_TOO_LARGE
        assert result.attempts == 1  # not retried: the same reply would be as large again
        # Reading stopped there (how much had arrived by then depends on how reads were grouped).
        assert result.transport_end.reason == "rejected"
        outcomes.append((result.ending, turn.error.message))
    assert outcomes[0] == outcomes[1]
    assert limit.value.replace("_", " ") in outcomes[0][1]


def test_a_limit_crossed_in_the_chunk_that_ends_the_stream_still_fails():
    # The whole body in one chunk: the terminal signal arrives with the text that is too long.
    pipeline = StreamPipeline("openai-chat", limits=SizeLimits(answer_chars=100))
    assert pipeline.feed_bytes(chat_event(LONG_TEXT) + CHAT_END) == []
    turn = pipeline.finish()
    assert turn.terminal_seen
    assert (turn.status, turn.error.code) == (TurnStatus.FAILED, REPLY_TOO_LARGE)
    assert pipeline.exceeded is SizeLimit.ANSWER and not pipeline.accepting


def _gzip_bomb(expanded_chars: int) -> bytes:
    event = chat_event("x" * 4_000)
    return gzip.compress(event * (expanded_chars // len(event)) + CHAT_END, compresslevel=9)


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_compressed_body_is_capped_by_its_expanded_size(transport):
    bomb = _gzip_bomb(40_000_000)
    assert len(bomb) < 400_000  # a small download...

    def respond(connection, request, stopping):
        headers = {"content-type": "text/event-stream", "content-encoding": "gzip"}
        connection.sendall(head(200, headers | {"content-length": str(len(bomb))}) + bomb)

    with RawServer(respond) as server:
        limits = SizeLimits(body_chars=1_000_000)
        result, _ = run_raw(server, make_transport(transport), size_limits=limits)
    # ... that would expand to 40 MB: it stops at the body limit, as too large, not "completed".
    assert (result.ending, result.status) == (TurnEnding.REPLY_TOO_LARGE, TurnStatus.FAILED)
    assert "body limit" in result.turn.error.message
    assert 0 < len(result.turn.answer) < 1_000_000


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_compressed_stream_within_the_limits_reads_as_usual(transport):
    body = gzip.compress(chat_event("¿Qué tal? ") + chat_event("Bien 🚀") + CHAT_END)

    def respond(connection, request, stopping):
        headers = {"content-type": "text/event-stream", "content-encoding": "gzip"}
        connection.sendall(head(200, headers | {"transfer-encoding": "chunked"}))
        for start in range(0, len(body), 7):  # compressed bytes in small, arbitrary pieces
            connection.sendall(chunk(body[start : start + 7]))
        connection.sendall(b"0\r\n\r\n")

    with RawServer(respond) as server:
        result, _ = run_raw(server, make_transport(transport))
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, "¿Qué tal? Bien 🚀")


def test_the_diff_transport_holds_a_window_not_the_body():
    """20 MB of keep-alive comments (the finding used 200 MB: 291 MB held at its peak)."""
    comment = b": keep-alive " + b"." * 1_000 + b"\n\n"
    count = 20_000_000 // len(comment)

    def respond(connection, request, stopping):
        connection.sendall(head(200, SSE_HEADERS))
        connection.sendall(chunk(chat_event("Hola, ")))
        batch = comment * 64
        for _ in range(count // 64):
            connection.sendall(chunk(batch))
        connection.sendall(chunk(chat_event("mundo") + CHAT_END) + b"0\r\n\r\n")

    transport = SnapshotTransport()
    with RawServer(respond) as server:
        result, _ = run_raw(server, transport)
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, "Hola, mundo")
    assert result.transport_end.bytes_received > 20_000_000 - len(comment) * 64
    assert 0 < transport.held_high_water <= WINDOW_CHARS
