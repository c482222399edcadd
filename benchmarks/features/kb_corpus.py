"""The knowledge-base test corpus (``tests/fixtures/knowledge``): ten short documents and sixty
questions, each with the passage that answers it; half are paraphrased so that they share no
content word with their passage. Recall@k counts a question found when one of the first k hits
overlaps its passage."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "knowledge"
DOCS = CORPUS / "docs"

STOP_WORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "all",
        "also",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "it's",
        "its",
        "itself",
        "just",
        "let",
        "me",
        "more",
        "most",
        "my",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "one",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
    ]
)
_WORD = re.compile(r"[a-z0-9']+")


@dataclass(frozen=True, slots=True)
class Question:
    question: str
    file: str
    heading: str
    passage: str
    paraphrase: bool


def questions() -> list[Question]:
    rows = json.loads((CORPUS / "questions.json").read_text(encoding="utf-8"))
    return [Question(**row) for row in rows]


def content_words(text: str) -> set[str]:
    """Lower-case words without stop words, a possessive or a plural ``s``: "tides" and "tide"
    count as one word."""
    words = set()
    for word in _WORD.findall(text.lower()):
        word = word.removesuffix("'s").strip("'")
        if word and word not in STOP_WORDS:
            words.add(word.removesuffix("s") if len(word) > 3 else word)
    return words


def found(question: Question, hits: list, k: int = 5) -> bool:
    """Whether one of the first ``k`` hits overlaps the question's passage."""
    text = (DOCS / question.file).read_text(encoding="utf-8")
    start = text.index(question.passage)
    end = start + len(question.passage)
    return any(
        hit.path.name == question.file and hit.start < end and hit.end > start for hit in hits[:k]
    )


HALVES = (("sharing words", False), ("paraphrased", True))


def recall(searches: Mapping[str, Callable[[str], Sequence]], k: int = 5) -> dict[str, float]:
    """Recall@k of each search on each half of the questions, keyed ``"half|source"``: the
    share of the half's questions whose passage one of the first ``k`` hits overlaps."""
    out: dict[str, float] = {}
    for half, paraphrased in HALVES:
        asked = [q for q in questions() if q.paraphrase == paraphrased]
        for source, search in searches.items():
            hits = sum(found(q, list(search(q.question)), k) for q in asked)
            out[f"{half}|{source}"] = hits / len(asked)
    return out
