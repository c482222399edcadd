"""The framing benchmark's contenders read the same bodies to the same events (no timing here),
and "ours" is the entry point the pipeline itself reads these wires through."""

import pytest

from benchmarks import framing
from benchmarks.inputs import BUILDERS, random_chunks
from desktop_app.pipeline import StreamPipeline


@pytest.mark.parametrize("name", list(BUILDERS))
def test_every_framer_finds_every_event_and_ours_finds_each_value(name):
    body = BUILDERS[name](300)
    chunks = random_chunks(body.body)
    for framer_name, framer in framing.FRAMERS.items():
        assert framer(chunks) == body.event_count, framer_name
    assert tuple(data for _, data, _ in framing.ours_events(chunks)) == body.data


@pytest.mark.parametrize("name", list(BUILDERS))
def test_ours_is_the_pipelines_own_entry_point(name):
    pipeline = StreamPipeline(BUILDERS[name](10).wire)
    assert pipeline._frame == pipeline.sse.feed_bytes_fields
