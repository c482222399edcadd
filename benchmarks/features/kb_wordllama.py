"""Recall@5 on the knowledge test corpus with a real small embedding model, WordLlama
(``l2_supercat``, 256 dimensions, MIT licence; its weights ship inside its wheel, so it runs
offline). It is no dependency of the app: run it beside the project's environment with

    uv run --no-sync --frozen --with wordllama==0.4.0.post1 \\
        python -m benchmarks.features.kb_wordllama [--sweep]

Figures, beside their floors: full text, WordLlama's vectors alone, and full text + WordLlama
fused as ``KnowledgeBase.search`` fuses them (``knowledge/fusion.py``), for the 30 questions that
share words with their passage and the 30 paraphrased ones. ``--sweep`` also prints the hybrid's
recall for a grid of fusion constants and vector weights, with WordLlama's vectors and with the
Demo's (recall@1 of the word-sharing half beside both recall@5s): what the constants in
``fusion.py`` were chosen from.

Exit status: 0 when every floor passes, 1 otherwise, 2 when WordLlama is not installed."""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.features.kb_corpus import DOCS, recall
from benchmarks.features.knowledge import render, vectors_only
from benchmarks.report import Report
from desktop_app.knowledge.base import CANDIDATES, Hit, KnowledgeBase
from desktop_app.knowledge.embedders import DemoEmbedder, Embedder
from desktop_app.knowledge.fusion import FULL_TEXT_WEIGHT, RRF_K, VECTOR_WEIGHT, fuse

SECTION = "Knowledge bases, WordLlama"
VERSION = "0.4.0.post1"
CONFIG = "l2_supercat"
DIMENSION = 256
FLOORS = {
    ("sharing words", "full text + WordLlama"): 0.9,
    ("paraphrased", "full text + WordLlama"): 0.8,
}
SWEEP_K = (1.0, 2.0, 5.0, 10.0, 30.0, 60.0)
SWEEP_WEIGHT = (1.0, 1.25, 1.5, 2.0, 3.0)


@dataclass(slots=True)
class WordLlamaEmbedder:
    """An ``Embedder`` over WordLlama, loaded from the files in its wheel (never downloaded)."""

    batch: int = 256
    _model: Any = field(default=None, repr=False)

    @property
    def key(self) -> str:
        return f"wordllama:{CONFIG}:{DIMENSION}"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if self._model is None:
            import wordllama
            from wordllama import WordLlama

            # The package looks for its own tokenizer under a folder name it does not ship
            # with, then downloads it; its folder given as the cache finds both files in place.
            here = Path(wordllama.__file__).parent
            self._model = WordLlama.load(
                config=CONFIG, dim=DIMENSION, cache_dir=here, disable_download=True
            )
        vectors = self._model.embed(list(texts), norm=True)
        return [[float(value) for value in row] for row in vectors]


def hybrid(
    base: KnowledgeBase, k: float, vector_weight: float, limit: int = 5
) -> Callable[[str], list[Hit]]:
    """Search as ``KnowledgeBase.search`` does, with other fusion constants."""

    def search(query: str) -> list[Hit]:
        full_text = base.store.db.full_text(query, CANDIDATES)
        nearest = [chunk for chunk, _ in base._nearest(query)]
        fused = fuse([full_text, nearest], [FULL_TEXT_WEIGHT, vector_weight], k)[:limit]
        stored = base.store.db.chunks([chunk for chunk, _ in fused])
        return [
            Hit(Path(s.path), s.start, s.end, s.headings, s.text, score)
            for s, score in ((stored[c], score) for c, score in fused if c in stored)
        ]

    return search


def indexed(folder: Path, name: str, embedder: Embedder) -> KnowledgeBase:
    KnowledgeBase.create(folder, name, [DOCS], embedder.key).close()
    base = KnowledgeBase.open(folder, name, embedder)
    list(base.index())
    return base


def figures(base: KnowledgeBase) -> dict[str, float]:
    return recall(
        {
            "full text": lambda q: base.search_full_text(q, 5),
            "WordLlama vectors": lambda q: vectors_only(base, q, 5),
            "full text + WordLlama": lambda q: base.search(q, 5),
            "full text + WordLlama, plain RRF (k 60)": hybrid(base, 60.0, 1.0),
        }
    )


def sweep(bases: dict[str, KnowledgeBase]) -> str:
    """Each cell: recall@1 of the word-sharing half (is the first hit still the passage that
    shares the words?) / recall@5 of the word-sharing half / recall@5 of the paraphrased half."""
    lines = [
        "hybrid recall by fusion k (rows) and vector weight (columns):",
        "sharing words @1 / sharing words @5 / paraphrased @5",
    ]
    for label, base in bases.items():
        lines.append(f"{label}:")
        lines.append("  k \\ w  " + "".join(f"{w:>20}" for w in SWEEP_WEIGHT))
        for k in SWEEP_K:
            cells = []
            for weight in SWEEP_WEIGHT:
                first = recall({"h": hybrid(base, k, weight, 1)}, 1)
                five = recall({"h": hybrid(base, k, weight)})
                cells.append(
                    f"{first['sharing words|h']:.2f} / {five['sharing words|h']:.2f}"
                    f" / {five['paraphrased|h']:.2f}"
                )
            lines.append(f"  {k:>5g}  " + "".join(f"{cell:>20}" for cell in cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.features.kb_wordllama", description=__doc__
    )
    parser.add_argument("--sweep", action="store_true", help="also print the fusion grid")
    args = parser.parse_args(argv)
    try:
        import wordllama  # noqa: F401
    except ImportError:
        print(
            f"WordLlama is not installed here: run with `uv run --no-sync --frozen --with "
            f"wordllama=={VERSION} python -m benchmarks.features.kb_wordllama`",
            file=sys.stderr,
        )
        return 2
    report = Report(meta={"model": f"wordllama {VERSION} {CONFIG} {DIMENSION}"})
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        base = indexed(folder, "wordllama", WordLlamaEmbedder())
        demo = indexed(folder, "demo", DemoEmbedder())
        try:
            for key, value in figures(base).items():
                half, source = key.split("|")
                floor = FLOORS.get((half, source))
                name = f"recall@5, {half}, {source}"
                add = report.add
                add(SECTION, name, value, "ratio", floor, ">=" if floor is not None else None)
            print(render(report))
            print(f"fusion: k {RRF_K:g}, full-text weight {FULL_TEXT_WEIGHT:g}, ", end="")
            print(f"vector weight {VECTOR_WEIGHT:g}")
            if args.sweep:
                print(sweep({"WordLlama": base, "Demo": demo}))
        finally:
            base.close()
            demo.close()
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
