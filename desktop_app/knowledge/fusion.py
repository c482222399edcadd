"""Weighted reciprocal rank fusion: several rankings of the same items become one.

An item at rank ``r`` (1 for the first) of a ranking of weight ``w`` earns ``w / (k + r)``; an
item's score is the sum over the rankings that hold it. A small ``k`` gives the first few places
of each ranking most of the say; a large one (60, the usual choice) flattens the curve so that
being in both rankings matters more than where.

    fuse([[7, 3, 9], [3, 4]], [1.0, 1.5], k=2)
    # [(3, 0.75), (4, 0.375), (7, 0.333...), (9, 0.2)]: 3 is in both, 4 is the vectors' second

The values below were measured on the shipped corpus (``tests/fixtures/knowledge``: 30 questions
that share words with their passage, 30 paraphrased ones that share none) with a real small
embedding model, WordLlama ``l2_supercat`` (256 dimensions), and with the Demo's vectors
(``benchmarks/features/kb_wordllama.py --sweep`` prints the grid). Plain fusion (k = 60, equal
weights) found 0.47 of the paraphrased questions in the first five, the model's vectors alone
0.97: a paraphrase's passage is missing from the full-text ranking, so full text's wrong first
places pushed it down. k = 2 with the vectors weighing 1.5 found 0.90, the word-sharing half
staying at 1.00 with the model and with the Demo. A heavier vector weight (2 or more) found one
paraphrase more but took the first place from full text's right answer more often (the first hit
of a word-sharing question: 0.97 with the model, 0.90 with the Demo, against 1.00 and 0.97 at
1.5): full text keeps a real vote, for it finds exact names, numbers and words a model has
never seen."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

RRF_K = 2.0  # the fusion constant k: small, so each ranking's first places count most
FULL_TEXT_WEIGHT = 1.0
VECTOR_WEIGHT = 1.5  # the vectors' first place outweighs full text's; both together beat either

Item = TypeVar("Item", bound=Hashable)


def fuse(
    rankings: Sequence[Sequence[Item]], weights: Sequence[float], k: float = RRF_K
) -> list[tuple[Item, float]]:
    """``(item, score)`` pairs, best first. Ties keep the order in which the items were first
    met: the first ranking's order, then each later ranking's new items in its order. An item
    repeated within one ranking counts at its best place only."""
    if len(rankings) != len(weights):
        raise ValueError(f"{len(rankings)} rankings but {len(weights)} weights")
    if k < 0:
        raise ValueError(f"k must not be negative: {k}")
    scores: dict[Item, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        seen: set[Item] = set()
        for rank, item in enumerate(ranking, start=1):
            if item in seen:
                continue
            seen.add(item)
            scores[item] = scores.get(item, 0.0) + weight / (k + rank)
    return sorted(scores.items(), key=lambda pair: -pair[1])
