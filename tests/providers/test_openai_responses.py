import json

from desktop_app.pipeline import StreamPipeline


def body(events):
    return "".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events).encode()


def delta(seq, text):
    return {
        "type": "response.output_text.delta",
        "sequence_number": seq,
        "item_id": "m",
        "output_index": 0,
        "content_index": 0,
        "delta": text,
    }


COMPLETED = {"type": "response.completed", "response": {"status": "completed"}}


def replay(events):
    pipeline = StreamPipeline("openai-responses")
    pipeline.feed_bytes(body(events))
    return pipeline, pipeline.finish()


def test_a_replayed_sequence_number_counts_once():
    pipeline, turn = replay(
        [
            delta(0, "a"),
            delta(1, "b"),
            delta(1, "b"),
            delta(0, "a"),
            {**COMPLETED, "sequence_number": 2},
        ]
    )
    assert turn.answer == "ab"
    assert pipeline.parser.duplicates_dropped == 2


def test_a_late_event_still_counts_and_a_replay_of_it_does_not():
    _, turn = replay(
        [
            delta(0, "a"),
            delta(2, "c"),
            delta(1, "b"),
            delta(1, "b"),
            {**COMPLETED, "sequence_number": 3},
        ]
    )
    assert sorted(turn.answer) == ["a", "b", "c"]
    assert len(turn.answer) == 3


def test_a_resumed_stream_may_start_late():
    _, turn = replay([delta(40, "x"), {**COMPLETED, "sequence_number": 41}])
    assert (turn.answer, turn.status.value) == ("x", "completed")
