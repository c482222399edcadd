"""Search text as FTS5 reads it: every word matched as typed, never as query syntax; and what
a search gives back, a hit with its snippet."""

from __future__ import annotations

from dataclasses import dataclass

# Around each matched word in a search snippet. Control characters cannot be confused with the
# text's own brackets or markdown; the UI escapes the snippet, then swaps these for its markup.
MATCH_START = "\x02"
MATCH_END = "\x03"
SNIPPET_ELLIPSIS = "…"
SNIPPET_WORDS = 12


@dataclass(frozen=True, slots=True)
class SearchHit:
    conversation_id: str
    message_id: int
    snippet: str


def plain_words(query: str) -> str:
    """An FTS5 expression matching every word: each one a quoted string, quotes doubled.

    NUL separates words too: FTS5 would take it for the end of the expression, mid-string.
    A lone surrogate (text from a toolkit can carry one) cannot be bound as UTF-8; it becomes
    a word that matches nothing rather than an error.
    """
    text = query.encode("utf-8", "replace").decode("utf-8")
    words = text.replace("\x00", " ").split()
    return " ".join('"' + word.replace('"', '""') + '"' for word in words)
