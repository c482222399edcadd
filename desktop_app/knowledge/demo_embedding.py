"""The Demo's embedding: offline, deterministic, no model. Each word (lower-cased, with a few
English endings taken off) and each of its character trigrams is hashed into one of ``DIMENSION``
signed slots; the vector is normalised.

What it is worth, honestly: it finds passages that share words or word pieces with the question
(so it helps with typos, plurals and compounds that full-text search misses), much as full-text
search does. It knows nothing of meaning: a paraphrase that shares no word with its passage is
found no better than by chance. It exists so the Demo works end to end without a key."""

from __future__ import annotations

import math
import re
import zlib

DIMENSION = 256
MODEL = "demo-hashed-features"

_WORD = re.compile(r"\w+", re.UNICODE)
_ENDINGS = ("ing", "edly", "ed", "es", "ly", "s")
_STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "for",
        "from",
        "has",
        "have",
        "in",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "that",
        "the",
        "this",
        "to",
        "was",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "will",
        "with",
        "how",
        "why",
        "do",
        "does",
        "did",
        "can",
    ]
)


def stem(word: str) -> str:
    for ending in _ENDINGS:
        if len(word) > len(ending) + 3 and word.endswith(ending):
            return word[: -len(ending)]
    return word


def features(text: str) -> dict[str, float]:
    weights: dict[str, float] = {}
    for match in _WORD.finditer(text.lower()):
        word = match.group(0)
        if word in _STOP:
            continue
        root = stem(word)
        weights["w:" + root] = weights.get("w:" + root, 0.0) + 1.0
        padded = f"<{root}>"
        for i in range(len(padded) - 2):
            gram = "t:" + padded[i : i + 3]
            weights[gram] = weights.get(gram, 0.0) + 0.25
    return weights


def embed(text: str, dimension: int = DIMENSION) -> list[float]:
    vector = [0.0] * dimension
    for feature, weight in features(text).items():
        hashed = zlib.crc32(feature.encode("utf-8"))
        sign = 1.0 if hashed & 0x80000000 else -1.0
        # Sub-linear in repeats: a word said ten times is not ten times the topic.
        vector[hashed % dimension] += (
            sign * (1.0 + math.log(weight)) if weight >= 1 else sign * weight
        )
    norm = math.sqrt(sum(value * value for value in vector))
    return [value / norm for value in vector] if norm else vector
