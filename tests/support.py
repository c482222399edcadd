"""Shared helpers for the tests: where fixtures live and how bodies are cut."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
OWN_STREAMS = TESTS / "fixtures" / "streams"
RECORDED = REPO.parent / "shared" / "fixtures" / "recorded"

needs_recorded = pytest.mark.skipif(
    not (RECORDED / "SOURCES.tsv").is_file(),
    reason=f"recorded provider streams not present at {RECORDED} (they live beside the repository)",
)


def own_fixtures() -> list[tuple[str, Path, dict]]:
    """(wire, body path, expected) for every fixture written for this project."""
    found = []
    for body in sorted(OWN_STREAMS.glob("*/*.sse")):
        expected = json.loads(body.with_suffix(".json").read_text(encoding="utf-8"))
        found.append((body.parent.name, body, expected))
    return found


def random_cuts(body: bytes, seed: int, pieces: int) -> list[bytes]:
    """``body`` cut at up to ``pieces - 1`` random points."""
    rng = random.Random(seed)
    points = sorted(rng.sample(range(1, len(body)), min(pieces - 1, max(len(body) - 1, 0))))
    return [body[a:b] for a, b in zip([0, *points], [*points, len(body)])]
