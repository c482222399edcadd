from desktop_app.generation.outcome import TurnStatus
from desktop_app.pipeline import StreamPipeline

DONE = b'data: {"choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'


def test_updates_flow_as_the_body_arrives():
    pipeline = StreamPipeline("openai-chat")
    updates = pipeline.feed_bytes(b'data: {"choices":[{"index":0,"delta":{"content":"Ho"}}]}\n\n')
    updates += pipeline.feed_bytes(b'data: {"choices":[{"index":0,"delta":{"content":"la"}}]}\n')
    assert [(u.delta, u.aggregate) for u in updates] == [("Ho", "Ho")]
    updates = pipeline.feed_bytes(b"\n")
    assert [(u.delta, u.aggregate) for u in updates] == [("la", "Hola")]


def test_an_endless_event_fails_the_turn_with_a_protocol_error_and_bounded_memory():
    pipeline = StreamPipeline("openai-chat", max_event_chars=10_000)
    pipeline.feed_bytes(b'data: {"choices":[{"index":0,"delta":{"content":"a"}}]}\n\n')
    pipeline.feed_bytes(b"data: ")
    for _ in range(1_000):
        pipeline.feed_bytes(b"x" * 100)
    turn = pipeline.finish()
    assert turn.status is TurnStatus.FAILED
    assert turn.error.code == "protocol"
    assert "without ending it" in turn.error.message
    assert turn.answer == "a"
    assert not pipeline.sse._partial  # what was held is released


def test_a_snapshot_that_rewrote_the_past_fails_the_turn():
    pipeline = StreamPipeline("openai-chat")
    pipeline.feed_snapshot("data: [DO")
    pipeline.feed_snapshot("data: XX")
    turn = pipeline.finish()
    assert turn.status is TurnStatus.FAILED
    assert turn.error.code == "transport"


def test_nothing_after_finish_changes_the_result():
    pipeline = StreamPipeline("openai-chat")
    pipeline.feed_bytes(DONE)
    first = pipeline.finish()
    assert pipeline.feed_bytes(b'data: {"error": {"message": "late"}}\n\n') == []
    assert pipeline.finish() is first
    assert first.status is TurnStatus.COMPLETED


def test_cancelled_is_final_and_does_not_flush_held_text():
    pipeline = StreamPipeline("openai-chat")
    pipeline.feed_bytes(b'data: {"choices":[{"index":0,"delta":{"content":"partial"}}]}\n\n')
    turn = pipeline.finish(cancelled=True)
    assert turn.status is TurnStatus.CANCELLED
    assert turn.answer == "partial"


def test_a_body_cut_inside_an_event_is_reported_as_such():
    pipeline = StreamPipeline("openai-chat")
    pipeline.feed_bytes(DONE[:30])
    turn = pipeline.finish()
    assert (turn.status, turn.unterminated_event) == (TurnStatus.TRUNCATED, True)


def test_invalid_utf8_is_counted_and_never_fatal():
    pipeline = StreamPipeline("openai-chat")
    pipeline.feed_bytes(
        b'data: {"choices":[{"index":0,"delta":{"content":"a\xffb"}}]}\n\ndata: [DONE]\n\n'
    )
    turn = pipeline.finish()
    assert (turn.answer, turn.invalid_utf8, turn.status) == ("a\ufffdb", 1, TurnStatus.COMPLETED)


def test_an_unknown_wire_is_a_clear_error():
    import pytest

    with pytest.raises(ValueError, match="unknown wire contract 'smoke'"):
        StreamPipeline("smoke")


def test_events_count_every_framed_event_and_no_comment():
    pipeline = StreamPipeline("openai-chat")
    chunk = b"".join(
        b'data: {"choices":[{"index":0,"delta":{"content":"%s"}}]}\n\n' % word
        for word in (b"uno ", b"dos ", b"tres")
    )
    pipeline.feed_bytes(chunk + b": a keep-alive comment\n\n")
    assert pipeline.events == 3  # what ReadPace counts: a comment is no event
