"""``uv run python -m benchmarks.features.knowledge [--quick] [--runs N]``: knowledge bases.

Indexing speed (embedding time left out), re-indexing a 50 MB folder after one file changed,
indexing 100,000 small files (the first time and with nothing changed: time and memory), hybrid
search p95 over 100,000 chunks of 768-dimension vectors, resident memory growth, and recall@5 on
the test corpus. Each timed phase runs in a fresh process (so memory growth is its
own); every figure is the median of the runs, beside the floor it must meet.

Exit status: 0 when every floor passes, 1 otherwise."""

from __future__ import annotations

import argparse
import collections
import contextlib
import itertools
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks.report import Report, combine, floor_text, spread, value_text
from benchmarks.timing import reference_loop_ms
from desktop_app.knowledge.numeric import np

if TYPE_CHECKING:
    from desktop_app.knowledge.base import Hit, KnowledgeBase

SECTION = "Knowledge bases"


@dataclass(frozen=True, slots=True)
class FastEmbedder:
    """Deterministic vectors from a hash of the text: free, so timings show the index alone."""

    dimension: int = 768
    batch: int = 512

    @property
    def key(self) -> str:
        return f"bench:{self.dimension}"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out = []
        for text in texts:
            rng = np.random.default_rng(zlib.crc32(text.encode()))
            out.append(rng.standard_normal(self.dimension, dtype=np.float32).tolist())
        return out


def _reset_peak_rss() -> None:
    """Linux forgets the peak so far (``VmHWM``): the peak read later is the phase's own."""
    with contextlib.suppress(OSError), open("/proc/self/clear_refs", "w") as refs:
        refs.write("5")


def _rss_mb(field: str = "VmRSS") -> float:
    """Resident memory now (``VmHWM``: its peak so far), in MB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def _vocabulary(size: int = 20_000) -> list[str]:
    rng = random.Random(7)
    letters = "abcdefghijklmnopqrstuvwxyz"
    return ["".join(rng.choices(letters, k=rng.randint(3, 10))) for _ in range(size)]


def _write_folder(folder: Path, megabytes: int) -> None:
    """Markdown files of 100 KB: headings and paragraphs of made-up words, drawn as words are
    in prose (Zipf: the n-th commonest word is n times rarer than the commonest)."""
    rng = random.Random(1)
    words = _vocabulary()
    zipf = list(itertools.accumulate(1 / rank for rank in range(1, len(words) + 1)))
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(megabytes * 10):
        parts: list[str] = []
        size = 0
        while size < 100_000:
            if rng.random() < 0.15:
                piece = "## " + " ".join(rng.choices(words, cum_weights=zipf, k=3))
            else:
                count = rng.randint(40, 120)
                piece = " ".join(rng.choices(words, cum_weights=zipf, k=count)) + "."
            parts.append(piece)
            size += len(piece) + 2
        (folder / f"doc{number:04}.md").write_text("\n\n".join(parts) + "\n")


def phase_index(work: Path, megabytes: int) -> dict[str, float]:
    from desktop_app.knowledge.base import KnowledgeBase

    folder = work / "folder"
    if not folder.exists():
        _write_folder(folder, megabytes)
    kb = work / "kb-index"
    for path in kb.glob("*"):
        path.unlink()
    KnowledgeBase.create(kb, "bench", [folder], "bench").close()
    before = _rss_mb()
    with KnowledgeBase.open(kb, "bench", FastEmbedder(256)) as base:
        cpu = time.process_time()
        *_, first = base.index()
        cpu = time.process_time() - cpu
        peak = _rss_mb()
        changed = folder / "doc0003.md"
        changed.write_text(changed.read_text() + "\nOne more paragraph.\n")
        began = time.perf_counter()
        *_, again = base.index()
        reindex = time.perf_counter() - began
    assert again.files_changed == 1, again
    seconds = first.elapsed - first.embedding_seconds
    return {
        "mb_per_s": first.bytes_total / 2**20 / seconds,
        # The processor time this process took, whatever else runs (the benchmark's hashed
        # vectors included: their waits cannot be told apart from their work in it).
        "cpu_mb_per_s": first.bytes_total / 2**20 / cpu,
        "reindex_s": reindex,
        "rss_mb": peak - before,
        "megabytes": first.bytes_total / 2**20,
    }


def _write_many(folder: Path, files: int) -> None:
    """``files`` one-line Markdown files, a thousand to a folder."""
    for number in range(files):
        sub = folder / f"part{number // 1000:03}"
        if number % 1000 == 0:
            sub.mkdir(parents=True, exist_ok=True)
        (sub / f"note{number:06}.md").write_text(f"Note {number} says hello.\n")


def phase_many(work: Path, files: int, step: str) -> dict[str, float]:
    """A folder of many small files, full text only: the first index (``first``, a new base)
    or an index with nothing changed (``again``); wall and processor seconds, and the growth of
    resident memory to its peak."""
    from desktop_app.knowledge.base import KnowledgeBase

    folder = work / f"many-{files}"
    kb = work / f"kb-many-{files}"
    if step == "first":
        if not folder.exists():
            _write_many(folder, files)
        for path in kb.glob("*"):
            path.unlink()
        KnowledgeBase.create(kb, "many", [folder], "none").close()
    _reset_peak_rss()
    before = _rss_mb()
    with KnowledgeBase.open(kb, "many", None) as base:
        began, cpu = time.perf_counter(), time.process_time()
        (last,) = collections.deque(base.index(), maxlen=1)  # each progress let go at the next
        wall, cpu = time.perf_counter() - began, time.process_time() - cpu
    assert last.files_done == files and last.finished, last
    assert step == "first" or last.files_changed == 0, last
    return {"wall_s": wall, "cpu_s": cpu, "rss_mb": _rss_mb("VmHWM") - before}


def _build_large(path: Path, chunks: int) -> None:
    """A base of ``chunks`` chunks with 768-dimension vectors, written straight to its tables."""
    from desktop_app.knowledge.base import KnowledgeBase
    from desktop_app.knowledge.chunking import Chunk
    from desktop_app.knowledge.index_db import FileState

    rng = random.Random(2)
    words = _vocabulary()
    KnowledgeBase.create(path, "large", [path], "bench").close()
    embedder = FastEmbedder(768)
    with KnowledgeBase.open(path, "large", embedder) as base:
        store = base.store
        store.prepare_vectors()
        per_file = 100
        for first in range(0, chunks, per_file):
            pieces = [
                Chunk(0, 400, ("Heading",), " ".join(rng.choices(words, k=60)))
                for _ in range(per_file)
            ]
            vectors = np.random.default_rng(first).standard_normal((per_file, 768))
            if store.vectors is None:
                with store.db.transaction() as connection:
                    store.db.put(connection, "dimension", "768")
                from desktop_app.knowledge.vectors import VectorFile

                store.vectors = VectorFile(store.vector_path, 768)
            rows = store.vectors.append(vectors)
            with store.db.transaction() as connection:
                file_id = store.db.write_file(
                    connection,
                    f"/bench/{first}.md",
                    hash="",
                    mtime_ns=0,
                    size=0,
                    state=FileState.INDEXED,
                )
                store.db.add_chunks(connection, file_id, pieces, rows)
                store.db.bump(connection)


def phase_search(work: Path, chunks: int) -> dict[str, float]:
    from desktop_app.knowledge.base import KnowledgeBase

    path = work / f"kb-large-{chunks}"
    if not (path / "large.sqlite3").exists():
        _build_large(path, chunks)
    rng = random.Random(3)
    words = _vocabulary()
    queries = [" ".join(rng.choices(words, k=rng.randint(2, 5))) for _ in range(100)]
    before = _rss_mb()
    began = time.perf_counter()
    with KnowledgeBase.open(path, "large", FastEmbedder(768)) as base:
        base.search(queries[0], 10)  # the first search maps the vectors and loads the owners
        load = time.perf_counter() - began
        times = []
        for query in queries:
            start = time.perf_counter()
            hits = base.search(query, 10)
            times.append(time.perf_counter() - start)
            assert hits
        grown = _rss_mb() - before
    times.sort()
    return {
        "p95_ms": times[int(len(times) * 0.95) - 1] * 1000,
        "p50_ms": statistics.median(times) * 1000,
        "load_ms": load * 1000,
        "rss_mb": grown,
    }


def phase_recall() -> dict[str, float]:
    from benchmarks.features.kb_corpus import DOCS, recall
    from desktop_app.knowledge.base import KnowledgeBase
    from desktop_app.knowledge.embedders import DemoEmbedder

    with tempfile.TemporaryDirectory() as folder:
        KnowledgeBase.create(Path(folder), "corpus", [DOCS], "demo").close()
        with KnowledgeBase.open(Path(folder), "corpus", DemoEmbedder()) as base:
            list(base.index())
            return recall(
                {
                    "full text": lambda q: base.search_full_text(q, 5),
                    "demo vectors": lambda q: vectors_only(base, q, 5),
                    "hybrid": lambda q: base.search(q, 5),
                }
            )


def vectors_only(base: KnowledgeBase, query: str, limit: int) -> list[Hit]:
    """The base's nearest chunks by vector alone, as hits (score 0)."""
    from desktop_app.knowledge.base import Hit

    ids = [chunk for chunk, _ in base._nearest(query)][:limit]
    stored = base.store.db.chunks(ids)
    return [
        Hit(Path(s.path), s.start, s.end, s.headings, s.text, 0.0)
        for s in (stored[i] for i in ids if i in stored)
    ]


def _phase(name: str, *args: str) -> dict[str, float]:
    """One phase in a fresh process, so its memory growth is its own."""
    run = subprocess.run(
        [sys.executable, "-m", "benchmarks.features.knowledge", "--phase", name, *args],
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode:
        raise SystemExit(f"phase {name} failed:\n{run.stderr}")
    return json.loads(run.stdout.splitlines()[-1])


def one_run(work: Path, megabytes: int, chunks: int, many: int) -> Report:
    report = Report(meta={})
    report.calibration_ms = reference_loop_ms()
    index = _phase("index", str(work), str(megabytes))
    add = report.add
    add(
        SECTION,
        "indexing, embedding time left out",
        index["mb_per_s"],
        "MB/s",
        5,
        ">=",
        f"{index['megabytes']:.0f} MB of Markdown",
    )
    add(
        SECTION,
        "indexing, per second of processor time (vectors in)",
        index["cpu_mb_per_s"],
        "MB/s",
    )
    add(
        SECTION,
        f"re-index of {megabytes} MB after one file changed",
        index["reindex_s"],
        "s",
        2,
        "<=",
    )
    add(SECTION, "RSS growth while indexing", index["rss_mb"], "MB", 200, "<=")
    for step, what in (("first", "first index"), ("again", "index with nothing changed")):
        figures = _phase("many", str(work), str(many), step)
        name = f"{many:,} small files, {what}"
        add(SECTION, f"{name}: wall", figures["wall_s"], "s")
        add(SECTION, f"{name}: processor", figures["cpu_s"], "s")
        add(SECTION, f"{name}: RSS growth to peak", figures["rss_mb"], "MB", 200, "<=")
    search = _phase("search", str(work), str(chunks))
    add(
        SECTION,
        f"hybrid search p95, {chunks:,} x 768 chunks",
        search["p95_ms"],
        "ms",
        100,
        "<=",
        f"p50 {search['p50_ms']:.1f} ms",
    )
    add(SECTION, "first search (maps vectors, loads owners)", search["load_ms"], "ms")
    add(SECTION, "RSS growth while searching", search["rss_mb"], "MB", 200, "<=")
    recall = _phase("recall")
    for key, value in recall.items():
        half, source = key.split("|")
        floor = 0.9 if (half, source) == ("sharing words", "hybrid") else None
        add(SECTION, f"recall@5, {half}, {source}", value, "ratio", floor, ">=" if floor else None)
    return report


def render(report: Report) -> str:
    width = max(len(f.name) for f in report.figures) + 2
    floors = max(len(floor_text(f)) for f in report.figures) + 2
    lines = [f"{'figure':<{width}}{'value':>14}   {'floor':<{floors}}verdict"]
    for figure in report.figures:
        extra = "; ".join(
            part
            for part in (
                f"[calibration {figure.calibration_ms:.1f} ms]" if figure.calibration_ms else "",
                f"runs {spread(figure)}" if spread(figure) else "",
                figure.note,
            )
            if part
        )
        row = (
            f"{figure.name:<{width}}{value_text(figure):>14}   {floor_text(figure):<{floors}}"
            f"{figure.verdict:<6} {extra}"
        )
        lines.append(row.rstrip())
    lines.append(f"Floors: {len(report.passed)} PASS, {len(report.failed)} FAIL")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.features.knowledge", description=__doc__
    )
    parser.add_argument(
        "--quick", action="store_true", help="5 MB, 10,000 chunks and 10,000 files, one run"
    )
    parser.add_argument("--runs", type=int, default=None)
    parser.add_argument("--work", type=Path, help="keep the generated data here")
    parser.add_argument("--phase", help=argparse.SUPPRESS)
    parser.add_argument("rest", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.phase:
        phases = {
            "index": lambda: phase_index(Path(args.rest[0]), int(args.rest[1])),
            "search": lambda: phase_search(Path(args.rest[0]), int(args.rest[1])),
            "recall": phase_recall,
            "many": lambda: phase_many(Path(args.rest[0]), int(args.rest[1]), args.rest[2]),
        }
        print(json.dumps(phases[args.phase]()))
        return 0
    megabytes, chunks, many = (5, 10_000, 10_000) if args.quick else (50, 100_000, 100_000)
    runs = args.runs or (1 if args.quick else 3)
    with tempfile.TemporaryDirectory() as temporary:
        work = args.work or Path(temporary)
        work.mkdir(parents=True, exist_ok=True)
        report = combine([one_run(work, megabytes, chunks, many) for _ in range(runs)])
    print(render(report))
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
