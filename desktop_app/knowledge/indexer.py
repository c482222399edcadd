"""Indexing as a generator: each step reports progress, and the caller decides where it runs
(a thread for the window, the terminal's own). Stopping between two steps loses nothing: each
file is committed alone, so the next run starts where this one stopped.

A file is read only when its size or modification time changed, and its chunks are rebuilt only
when its content hash changed. Memory stays bounded whatever the number of files: the files found
wait in a temporary table of the index's SQLite connection (not a list), read back with their
records a page at a time, the files gone are found by one query, and the list of files left out
keeps its first thousand (the rest are counted). One file is read at a time, and a file over its
kind's limit is refused before it is read."""

from __future__ import annotations

import dataclasses
import hashlib
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from desktop_app.knowledge.chunking import chunk_text
from desktop_app.knowledge.extract import extract, limit_for
from desktop_app.knowledge.index_db import FileRecord, FileState
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem
from desktop_app.knowledge.sources import NotIndexable, Skipped, SkipReason, walk_paths
from desktop_app.knowledge.store import Store
from desktop_app.locks import open_lock_file, try_lock, unlock

SKIPPED_KEPT = 1000  # files left out listed with their reason; the rest are counted


@dataclass
class Progress:
    files_total: int = 0
    files_done: int = 0
    files_changed: int = 0
    chunks: int = 0  # chunks written in this run
    bytes_total: int = 0
    bytes_done: int = 0
    started: float = 0.0
    elapsed: float = 0.0
    embedding_seconds: float = 0.0  # of ``elapsed``, waiting for vectors
    current: str | None = None  # the path of the last file read
    # So far, with their reasons: the first SKIPPED_KEPT of them, and how many more there were.
    skipped: list[Skipped] = field(default_factory=list)
    skipped_more: int = 0
    paused: bool = False
    finished: bool = False

    def skip(self, item: Skipped) -> None:
        if len(self.skipped) < SKIPPED_KEPT:
            self.skipped.append(item)
        else:
            self.skipped_more += 1

    @property
    def seconds_left(self) -> float | None:
        if not self.bytes_done or self.elapsed <= 0:
            return None
        rate = self.bytes_done / self.elapsed
        return max(0.0, (self.bytes_total - self.bytes_done) / rate)


def run_index(
    store: Store,
    should_pause: Callable[[], bool] = lambda: False,
    clock: Callable[[], float] = time.monotonic,
) -> Iterator[Progress]:
    """One indexer per base at a time (the window's and the terminal's alike): rows are
    appended to the vector file at its end, which two writers would both claim."""
    descriptor = open_lock_file(store.db.path.with_suffix(".lock"))
    if not try_lock(descriptor):
        os.close(descriptor)
        raise KnowledgeError(KnowledgeProblem.BUSY, "another process is indexing this base")
    try:
        yield from _run(store, should_pause, clock)
    finally:
        unlock(descriptor)
        os.close(descriptor)


def _run(
    store: Store, should_pause: Callable[[], bool], clock: Callable[[], float]
) -> Iterator[Progress]:
    progress = Progress(started=clock())
    db = store.db
    try:
        with db.errors_told():  # a full disk where SQLite keeps its temporary files, say
            db.start_walked()
            absent = _walk_into_index(store, progress)
        progress.files_total, progress.bytes_total = db.walked_totals()
        # A root that is not there (an unplugged drive) keeps its files: only a file missing
        # from a root that is there is taken out of the index.
        with db.transaction() as connection:
            if db.remove_unwalked(connection, absent):
                db.bump(connection)
        store.prepare_vectors()
        yield _snapshot(progress)
        seq = 0
        while page := db.walked_after(seq, _PAGE):
            seq = page[-1][0]
            for _, path, size, mtime_ns, record in page:
                if should_pause():
                    progress.paused = True
                    progress.elapsed = clock() - progress.started
                    yield _snapshot(progress)
                    return
                if record is not None and (record.size, record.mtime_ns) == (size, mtime_ns):
                    _unchanged(store, record, progress, clock)
                else:
                    progress.current = path
                    _index_one(store, _File(path, size, mtime_ns), record, progress, clock)
                progress.files_done += 1
                progress.bytes_done += size
                progress.elapsed = clock() - progress.started
                yield _snapshot(progress)
    finally:
        db.end_walked()
    progress.current = None
    progress.finished = True
    yield _snapshot(progress)


_PAGE = 512


@dataclass(frozen=True, slots=True)
class _File:
    """A file found, its path a plain string (see ``walk_paths``)."""

    path: str
    size: int
    mtime_ns: int


def _walk_into_index(store: Store, progress: Progress) -> list[str]:
    """Every file found, in the index's temporary table in the order found; says which added
    folders are not there."""
    roots = store.roots()
    absent: list[str] = []
    batch: list[tuple[str, int, int]] = []
    with store.db.scratch_transaction():
        for item in walk_paths(roots, store.db.connection):
            if not isinstance(item, Skipped):
                batch.append(item)
                if len(batch) == _PAGE:
                    store.db.add_walked(batch)
                    batch = []
            else:
                progress.skip(item)
                if item.reason is SkipReason.MISSING and item.path in roots:
                    absent.append(str(item.path))
        store.db.add_walked(batch)
    return absent


def _snapshot(progress: Progress) -> Progress:
    """A copy the caller may keep or hand to another thread while the index goes on."""
    return dataclasses.replace(progress, skipped=list(progress.skipped))


def _index_one(
    store: Store,
    item: _File,
    record: FileRecord | None,
    progress: Progress,
    clock: Callable[[], float],
) -> None:
    """A file whose size or time changed (or new): read, and indexed if its content did."""
    path = item.path
    limit = limit_for(item.path)
    if item.size > limit:
        detail = f"{item.size // 2**20} MB, over the {limit // 2**20} MB a file may have"
        _left_out(store, item, "", SkipReason.TOO_LARGE, detail, progress)
        return
    try:
        with open(item.path, "rb") as file:
            # Python sets aside the whole of what ``read`` may return: the size seen, not the
            # limit (32 MB a file, whatever its size). Bounded even if the file grew since.
            data = file.read(item.size + 1)
            if len(data) > item.size:
                data += file.read(limit + 1 - len(data))
    except FileNotFoundError:
        progress.skip(Skipped(Path(item.path), SkipReason.VANISHED))
        if record is not None:
            with store.db.transaction() as connection:
                store.db.remove_files(connection, [path])
                store.db.bump(connection)
        return
    except OSError as exc:
        progress.skip(Skipped(Path(item.path), SkipReason.UNREADABLE, exc.strerror or ""))
        return
    if len(data) > limit:
        _left_out(store, item, "", SkipReason.TOO_LARGE, "it grew while being read", progress)
        return
    digest = hashlib.sha256(data).hexdigest()
    if record is not None and record.hash == digest:
        with store.db.transaction() as connection:
            store.db.touch_file(connection, record.id, item.mtime_ns)
        _unchanged(store, record, progress, clock)
        return
    progress.files_changed += 1
    try:
        extracted = extract(item.path, data)
    except NotIndexable as exc:
        _left_out(store, item, digest, exc.reason, exc.detail, progress)
        return
    del data
    chunks = chunk_text(extracted.text, extracted.kind)
    began = clock()
    rows = store.vectors_for([piece.text for piece in chunks])
    progress.embedding_seconds += clock() - began
    with store.db.transaction() as connection:
        file_id = store.db.write_file(
            connection,
            path,
            hash=digest,
            mtime_ns=item.mtime_ns,
            size=item.size,
            state=FileState.INDEXED,
        )
        store.db.add_chunks(connection, file_id, chunks, rows)
        store.db.bump(connection)
    progress.chunks += len(chunks)


def _unchanged(
    store: Store, record: FileRecord, progress: Progress, clock: Callable[[], float]
) -> None:
    if record.state is FileState.SKIPPED:
        reason = SkipReason(record.reason.split(":", 1)[0])
        detail = record.reason.partition(": ")[2]
        progress.skip(Skipped(Path(record.path), reason, detail))
        return
    if store.embedder is None:
        return
    missing = store.db.chunks_without_vectors(record.id)
    if not missing:
        return
    began = clock()
    rows = store.vectors_for([text for _, text in missing])
    progress.embedding_seconds += clock() - began
    with store.db.transaction() as connection:
        pairs = [(row, chunk) for row, (chunk, _) in zip(rows, missing) if row is not None]
        store.db.set_rows(connection, pairs)
        store.db.bump(connection)


def _left_out(
    store: Store,
    item: _File,
    digest: str,
    reason: SkipReason,
    detail: str,
    progress: Progress,
) -> None:
    progress.skip(Skipped(Path(item.path), reason, detail))
    with store.db.transaction() as connection:
        store.db.write_file(
            connection,
            item.path,
            hash=digest,
            mtime_ns=item.mtime_ns,
            size=item.size,
            state=FileState.SKIPPED,
            reason=reason.value + (f": {detail}" if detail else ""),
        )
        store.db.bump(connection)
