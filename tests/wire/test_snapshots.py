import pytest

from desktop_app.wire.snapshots import SnapshotDiffer, SnapshotError


def test_hands_on_only_the_new_text():
    differ = SnapshotDiffer()
    assert differ.feed("ab") == "ab"
    assert differ.feed("ab") == ""
    assert differ.feed("abcd") == "cd"
    assert differ.seen == 4


def test_a_shorter_snapshot_is_a_transport_error():
    differ = SnapshotDiffer()
    differ.feed("abc")
    with pytest.raises(SnapshotError, match="shrank"):
        differ.feed("ab")


def test_a_snapshot_that_rewrote_the_past_is_a_transport_error():
    differ = SnapshotDiffer()
    differ.feed("hello")
    with pytest.raises(SnapshotError, match="does not extend"):
        differ.feed("hellO world")


def test_cost_does_not_grow_with_the_body():
    """Each call compares a bounded edge, not the whole body: a rewrite far in the past is not
    looked at (it cannot happen with an append-only buffer), a rewrite at the edge is."""
    differ = SnapshotDiffer()
    body = "x" * 1_000_000
    differ.feed(body)
    assert differ.feed(body + "y") == "y"
    with pytest.raises(SnapshotError):
        differ.feed(body[:-1] + "zy!")
