"""Shared helpers for the tests: where fixtures live and how bodies are cut."""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
OWN_STREAMS = TESTS / "fixtures" / "streams"
# Real provider streams recorded by others (origin, commit and licence of each in SOURCES.tsv,
# licence texts in LICENSES/). They are part of the repository: a missing one fails, never skips.
RECORDED = TESTS / "fixtures" / "recorded"


def recorded_sources() -> list[dict[str, str]]:
    """The rows of SOURCES.tsv, one per recording."""
    with (RECORDED / "SOURCES.tsv").open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


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
