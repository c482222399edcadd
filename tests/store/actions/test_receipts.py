"""The receipts of file changes: contents kept once by their hash, bounded by a size and an age,
the oldest going first, and each receipt that fell out saying why."""

from __future__ import annotations

import hashlib

import pytest

from desktop_app.store.actions.receipts import (
    Before,
    Eviction,
    ReceiptDamaged,
    ReceiptLimits,
    ReceiptStore,
)
from desktop_app.store.database import Database
from desktop_app.store.startup import tidy

DAY = 86_400.0


def store(db: Database, clock, *, max_bytes: int = 1000, max_age_days: float = 30) -> ReceiptStore:
    return ReceiptStore(db, limits=ReceiptLimits(max_bytes, max_age_days), clock=clock)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_a_receipt_keeps_the_earlier_and_the_written_bytes_by_their_hash(db, clock):
    receipts = store(db, clock)
    kept = receipts.keep("op1", Before("/w/a.txt", b"old \x00\xff bytes", b"new"))
    assert kept.previous_digest == digest(b"old \x00\xff bytes")
    assert kept.written_digest == digest(b"new")
    assert (kept.previous_size, kept.written_size) == (len(b"old \x00\xff bytes"), 3)
    assert kept.evicted is None and kept.undone_by is None and kept.created_at == clock.now
    assert receipts.read(kept.previous_digest) == b"old \x00\xff bytes"
    assert receipts.path_of(kept.previous_digest).parent.name == kept.previous_digest[:2]
    assert receipts.get("other") is None


def test_a_file_that_did_not_exist_is_kept_as_absent(db, clock):
    receipts = store(db, clock)
    kept = receipts.keep("op1", Before("/w/new.txt", None, b"created"))
    assert kept.previous_digest is None and kept.previous_size == 0


def test_the_same_content_is_kept_once_and_counted_once(db, clock):
    receipts = store(db, clock)
    receipts.keep("op1", Before("/w/a.txt", b"x" * 100, b"y" * 50))
    receipts.keep("op2", Before("/w/b.txt", b"x" * 100, b"y" * 50))
    files = [path for path in receipts.folder.rglob("*") if path.is_file()]
    assert len(files) == 2
    assert receipts.used_bytes() == 150


def test_over_the_size_the_oldest_receipts_go_first_and_say_why(db, clock):
    receipts = store(db, clock, max_bytes=250)
    receipts.keep("op1", Before("/w/a.txt", b"1" * 100, b"a"))
    clock.advance(10)
    receipts.keep("op2", Before("/w/b.txt", b"2" * 100, b"b"))
    clock.advance(10)
    receipts.keep("op3", Before("/w/c.txt", b"3" * 100, b"c"))

    first, second, third = (receipts.get(key) for key in ("op1", "op2", "op3"))
    assert first is not None and first.evicted is Eviction.SIZE
    assert second is not None and second.evicted is None
    assert third is not None and third.evicted is None
    assert receipts.used_bytes() <= 250
    assert not receipts.path_of(digest(b"1" * 100)).exists()  # its content is gone from disk
    assert receipts.path_of(digest(b"2" * 100)).exists()


def test_a_content_another_receipt_still_needs_stays_on_disk(db, clock):
    receipts = store(db, clock, max_bytes=200)
    receipts.keep("op1", Before("/w/a.txt", b"s" * 100, b"a"))
    clock.advance(1)
    receipts.keep("op2", Before("/w/b.txt", b"t" * 100, b"s" * 100))  # op2 wrote op1's bytes
    assert receipts.get("op1").evicted is Eviction.SIZE
    assert receipts.get("op2").evicted is None
    assert receipts.read(digest(b"s" * 100)) == b"s" * 100


def test_past_the_age_receipts_go_whatever_the_size(db, clock):
    receipts = store(db, clock, max_age_days=30)
    receipts.keep("old", Before("/w/a.txt", b"old", b"new"))
    clock.advance(29 * DAY)
    assert receipts.evict() == []
    receipts.keep("recent", Before("/w/b.txt", b"older", b"newer"))
    clock.advance(2 * DAY)
    assert receipts.evict() == ["old"]
    assert receipts.get("old").evicted is Eviction.AGE
    assert receipts.get("recent").evicted is None
    assert not receipts.path_of(digest(b"old")).exists()


def test_a_file_larger_than_the_store_is_recorded_as_not_kept(db, clock):
    receipts = store(db, clock, max_bytes=10)
    kept = receipts.keep("big", Before("/w/big.bin", b"", b"small", too_large=True))
    assert kept.evicted is Eviction.SIZE and kept.previous_digest is None


def test_damaged_content_is_refused(db, clock):
    receipts = store(db, clock)
    kept = receipts.keep("op1", Before("/w/a.txt", b"earlier", b"later"))
    assert kept.previous_digest is not None
    receipts.path_of(kept.previous_digest).write_bytes(b"tampered")
    with pytest.raises(ReceiptDamaged):
        receipts.read(kept.previous_digest)


def test_limits_refuse_nonsense():
    with pytest.raises(ValueError):
        ReceiptLimits(max_bytes=-1)
    with pytest.raises(ValueError):
        ReceiptLimits(max_age_days=True)


def test_at_start_receipts_past_their_age_go_though_nothing_new_is_written(db, clock):
    receipts = store(db, clock, max_age_days=30)
    receipts.keep("old", Before("/w/a.txt", b"old", b"new"))
    tidy(db, receipts.limits, clock() + 31 * DAY)  # the app started a month later
    assert receipts.get("old").evicted is Eviction.AGE
    assert not receipts.path_of(digest(b"old")).exists()
