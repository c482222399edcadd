import random

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
