"""Every real recording gives the values SOURCES.tsv lists, however it is cut, by both paths."""

from __future__ import annotations

import hashlib
import json

import pytest

from desktop_app.cli.replay import Split, run
from tests.support import RECORDED, recorded_sources

ROWS = recorded_sources()
SPLITS = ["whole", "bytes", "random:1", "random:2"]
INCOMPLETE_RAW = {"length", "max_tokens", "incomplete", "MAX_TOKENS", "content_filter"}


def _sha16(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _expected_status(row: dict[str, str]) -> str:
    features = row["features"].split(",")
    if "error" in features:
        return "failed"
    if "truncated" in features:
        return "truncated"
    if row["stop_reason"] in INCOMPLETE_RAW:
        return "incomplete"
    return "completed"


def _expected_usage(text: str) -> dict[str, int] | None:
    if not text:
        return None
    names = {"in": "input_tokens", "out": "output_tokens", "thoughts": "reasoning_tokens"}
    return {names[k]: int(v) for k, v in (item.split("=") for item in text.split())}


# The licence text each origin's recordings are kept under, in LICENSES/.
LICENCE_FILES = {
    ("pydantic/pydantic-ai", "MIT"): ["pydantic__pydantic-ai.MIT.txt"],
    ("anthropics/anthropic-sdk-python", "MIT"): ["anthropics__anthropic-sdk-python.MIT.txt"],
    ("vercel/ai", "Apache-2.0"): ["Apache-2.0.txt", "vercel__ai.NOTICE.txt"],
    ("openai/openai-python", "Apache-2.0"): ["Apache-2.0.txt", "openai__openai-python.NOTICE.txt"],
}


def test_every_recording_has_its_licence_beside_it():
    origins = {(row["origin_repo"], row["license"]) for row in ROWS}
    assert origins <= LICENCE_FILES.keys(), origins - LICENCE_FILES.keys()
    for origin in origins:
        for name in LICENCE_FILES[origin]:
            assert (RECORDED / "LICENSES" / name).stat().st_size > 100, name


def test_all_recordings_are_listed():
    files = sorted(path.name for path in RECORDED.glob("*.sse"))
    assert files == sorted(row["file"] for row in ROWS)
    assert len(files) >= 48


@pytest.mark.parametrize("transport", ["chunked", "diff"])
@pytest.mark.parametrize("split", SPLITS)
@pytest.mark.parametrize("row", ROWS, ids=[row["file"] for row in ROWS])
def test_recording_gives_the_listed_values(row, split, transport):
    body = (RECORDED / row["file"]).read_bytes()
    turn = run(body, row["wire_contract"], Split.parse(split), transport)

    assert _sha16(turn.answer) == row["answer_sha256_16"], (len(turn.answer), row["answer_chars"])
    assert _sha16(turn.reasoning) == row["reasoning_sha256_16"], (
        len(turn.reasoning),
        row["reasoning_chars"],
    )
    calls = [
        {"name": c.name, "arguments": c.arguments}
        if c.valid_json
        else {"name": c.name, "arguments_raw": c.arguments_raw, "arguments_valid_json": False}
        for c in turn.tool_calls
    ]
    assert calls == json.loads(row["tool_calls"])
    assert turn.terminal_seen is row["terminal_seen"].startswith("yes")
    assert (turn.raw_stop_reason or "") == row["stop_reason"]
    assert turn.status.value == _expected_status(row)
    expected_usage = _expected_usage(row["usage"])
    if expected_usage is None:
        assert turn.usage is None
    else:
        assert turn.usage is not None
        for field, value in expected_usage.items():
            assert getattr(turn.usage, field) == value, field
    if turn.status.value == "failed":
        assert turn.error is not None and turn.error.message
