"""The project's own fixtures: every wire contract's quirks, errors and truncations.

Each body is cut at every single byte position, byte by byte, and at random multi-points,
through both paths (chunked bytes, and accumulate-and-diff snapshots); every cut must give
exactly the expected result, which was written by hand from the body.
"""

from __future__ import annotations

import pytest

from desktop_app.cli.replay import Split, run, turn_to_json
from desktop_app.pipeline import StreamPipeline
from desktop_app.wire.utf8 import Utf8Decoder
from tests.support import own_fixtures, random_cuts

FIXTURES = own_fixtures()
IDS = [f"{wire}/{path.stem}" for wire, path, _ in FIXTURES]


def through_chunks(wire: str, pieces: list[bytes]) -> dict:
    pipeline = StreamPipeline(wire)
    for piece in pieces:
        pipeline.feed_bytes(piece)
    return turn_to_json(pipeline.finish())


def through_snapshots(wire: str, pieces: list[bytes]) -> dict:
    pipeline = StreamPipeline(wire)
    decoder = Utf8Decoder()
    received = ""
    for piece in pieces:
        received += decoder.decode(piece)
        pipeline.feed_snapshot(received)
    received += decoder.flush()
    pipeline.feed_snapshot(received)
    return turn_to_json(pipeline.finish())


def assert_matches(result: dict, expected: dict, how: str) -> None:
    for key, value in expected.items():
        assert result[key] == value, f"{key} differs ({how})"


def test_there_are_fixtures_for_every_wire():
    assert {wire for wire, _, _ in FIXTURES} == {
        "openai-chat",
        "openai-responses",
        "anthropic",
        "gemini",
    }


@pytest.mark.parametrize(("wire", "path", "expected"), FIXTURES, ids=IDS)
def test_whole_body_gives_the_expected_result(wire, path, expected):
    result = turn_to_json(run(path.read_bytes(), wire, Split("whole")))
    assert_matches(result, expected, "whole")
    if result["status"] == "failed":
        assert result["error"] and result["error"]["message"]


@pytest.mark.parametrize(("wire", "path", "expected"), FIXTURES, ids=IDS)
def test_every_cut_through_both_paths_gives_the_whole_result(wire, path, expected):
    body = path.read_bytes()
    whole = through_chunks(wire, [body])
    cuts = [[body[:i], body[i:]] for i in range(1, len(body))]
    cuts.append([body[i : i + 1] for i in range(len(body))])
    cuts += [random_cuts(body, seed, pieces=12) for seed in range(10)]
    for pieces in cuts:
        how = f"cut into {[len(p) for p in pieces][:12]}"
        assert through_chunks(wire, pieces) == whole, f"chunked, {how}"
        assert through_snapshots(wire, pieces) == whole, f"diff, {how}"
