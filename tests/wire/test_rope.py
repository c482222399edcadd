import random

import pytest

from desktop_app.wire.rope import GrowingText
from desktop_app.wire.snapshots import SnapshotDiffer


def test_snapshots_slice_like_the_string_they_stand_for():
    rng = random.Random(3)
    body = GrowingText()
    text = ""
    for _ in range(40):
        piece = "".join(rng.choice("abcñ🚀") for _ in range(rng.randint(0, 6)))
        body.append(piece)
        text += piece
        snap = body.snapshot()
        assert len(snap) == len(text) and str(snap) == text
        for _ in range(20):
            a, b = sorted(rng.randint(-len(text) - 2, len(text) + 2) for _ in range(2))
            assert snap[a:b] == text[a:b]
            assert snap[a:] == text[a:]


def test_a_snapshot_does_not_see_later_appends():
    body = GrowingText()
    body.append("abc")
    snap = body.snapshot()
    body.append("def")
    assert (len(snap), str(snap), snap[1:]) == (3, "abc", "bc")


def test_the_differ_reads_a_growing_body_through_snapshots():
    body = GrowingText()
    differ = SnapshotDiffer()
    out = []
    for chunk in ["¿Qu".encode(), "é".encode()[:1], "é".encode()[1:] + b" tal?"]:
        body.append_bytes(chunk)
        out.append(differ.feed(body.snapshot()))
    body.close()
    out.append(differ.feed(body.snapshot()))
    assert "".join(out) == "¿Qué tal?"


def test_released_text_is_let_go_and_the_rest_still_slices_by_body_position():
    rng = random.Random(5)
    body = GrowingText()
    differ = SnapshotDiffer()
    text, out, most_held = "", [], 0
    for _ in range(400):
        piece = "".join(rng.choice("abcñ🚀") for _ in range(rng.randint(0, 40)))
        body.append(piece)
        text += piece
        most_held = max(most_held, body.held)
        out.append(differ.feed(body.snapshot()))
        body.release(differ.seen - SnapshotDiffer.EDGE)
        snap = body.snapshot()
        assert len(snap) == len(text)
        start = max(0, len(text) - SnapshotDiffer.EDGE)
        assert snap[start:] == text[start:]
    assert "".join(out) == text
    assert most_held < 200 < len(text)  # a few pieces at a time, never the whole body


def test_reading_released_text_is_an_error_not_a_wrong_answer():
    body = GrowingText()
    body.append("abc")
    body.append("def")
    body.release(3)
    snap = body.snapshot()
    assert (len(snap), snap[3:], body.held) == (6, "def", 3)
    with pytest.raises(IndexError):
        snap[1:4]
