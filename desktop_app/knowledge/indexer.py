"""Indexing as a generator: each step reports progress, and the caller decides where it runs
(a thread for the window, the terminal's own). Stopping between two steps loses nothing: each
file is committed alone, so the next run starts where this one stopped.

A file is read only when its size or modification time changed, and its chunks are rebuilt only
when its content hash changed. Memory stays bounded: one file at a time, and a file over its
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
from desktop_app.knowledge.sources import Found, NotIndexable, Skipped, SkipReason, walk
from desktop_app.knowledge.store import Store
from desktop_app.locks import open_lock_file, try_lock, unlock


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
    current: Path | None = None
    skipped: list[Skipped] = field(default_factory=list)  # so far, with their reasons
    paused: bool = False
    finished: bool = False

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
    found: list[Found] = []
    for item in walk(store.roots()):
        if isinstance(item, Found):
            found.append(item)
        else:
            progress.skipped.append(item)
    progress.files_total = len(found)
    progress.bytes_total = sum(item.size for item in found)
    known = store.db.files()
    # A root that is not there (an unplugged drive) keeps its files: only a file missing from a
    # root that is there is taken out of the index.
    absent = [
        str(skip.path)
        for skip in progress.skipped
        if skip.reason is SkipReason.MISSING and skip.path in store.roots()
    ]
    gone = {
        path
        for path in set(known) - {str(item.path) for item in found}
        if not any(path == root or path.startswith(root + os.sep) for root in absent)
    }
    if gone:
        with store.db.transaction() as connection:
            store.db.remove_files(connection, sorted(gone))
            store.db.bump(connection)
    store.prepare_vectors()
    yield _snapshot(progress)
    for item in found:
        if should_pause():
            progress.paused = True
            progress.elapsed = clock() - progress.started
            yield _snapshot(progress)
            return
        progress.current = item.path
        _index_one(store, item, known.get(str(item.path)), progress, clock)
        progress.files_done += 1
        progress.bytes_done += item.size
        progress.elapsed = clock() - progress.started
        yield _snapshot(progress)
    progress.current = None
    progress.finished = True
    yield _snapshot(progress)


def _snapshot(progress: Progress) -> Progress:
    """A copy the caller may keep or hand to another thread while the index goes on."""
    return dataclasses.replace(progress, skipped=list(progress.skipped))


def _index_one(
    store: Store,
    item: Found,
    record: FileRecord | None,
    progress: Progress,
    clock: Callable[[], float],
) -> None:
    path = str(item.path)
    if record is not None and (record.size, record.mtime_ns) == (item.size, item.mtime_ns):
        _unchanged(store, record, progress, clock)
        return
    limit = limit_for(item.path)
    if item.size > limit:
        detail = f"{item.size // 2**20} MB, over the {limit // 2**20} MB a file may have"
        _left_out(store, item, "", SkipReason.TOO_LARGE, detail, progress)
        return
    try:
        with open(item.path, "rb") as file:
            data = file.read(limit + 1)  # bounded even if the file grew since it was seen
    except FileNotFoundError:
        progress.skipped.append(Skipped(item.path, SkipReason.VANISHED))
        if record is not None:
            with store.db.transaction() as connection:
                store.db.remove_files(connection, [path])
                store.db.bump(connection)
        return
    except OSError as exc:
        progress.skipped.append(Skipped(item.path, SkipReason.UNREADABLE, exc.strerror or ""))
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
        progress.skipped.append(Skipped(Path(record.path), reason, detail))
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
    item: Found,
    digest: str,
    reason: SkipReason,
    detail: str,
    progress: Progress,
) -> None:
    progress.skipped.append(Skipped(item.path, reason, detail))
    with store.db.transaction() as connection:
        store.db.write_file(
            connection,
            str(item.path),
            hash=digest,
            mtime_ns=item.mtime_ns,
            size=item.size,
            state=FileState.SKIPPED,
            reason=reason.value + (f": {detail}" if detail else ""),
        )
        store.db.bump(connection)
