"""A server's own words (a tool's description, its name) made fit to show in a confirmation or
a list: one line, nothing invisible, bounded.

A description is the server's to write. Left as it is, line breaks let it draw what looks like
the confirmation's own lines ("Arguments: {}", "Run it? [y/N]"), control and format characters
move the cursor or reverse the text that follows, and a megabyte of it buries the question.
The model is still offered the description whole: only what a person reads is shortened.
"""

from __future__ import annotations

import unicodedata

# A confirmation shows the description beside the call; a list, beside each tool's name.
CONFIRMATION_CHARS = 400
LIST_CHARS = 160
NAME_CHARS = 128
ELLIPSIS = "…"

# Separators, controls (C0, C1, DEL) and line or paragraph separators become one space; format
# characters (bidi embeddings and isolates, zero-width ones) are dropped, as they show nothing.
_SPACED = frozenset({"Cc", "Zl", "Zp", "Zs"})
_DROPPED = frozenset({"Cf", "Cs", "Co", "Cn"})


def one_line(text: str, limit: int) -> str:
    """``text`` on one line: every run of blanks, breaks and controls one space, invisible
    characters gone, cut to ``limit`` characters with an ellipsis."""
    kept = []
    for char in text:
        category = unicodedata.category(char)
        if category in _DROPPED:
            continue
        kept.append(" " if category in _SPACED else char)
    collapsed = " ".join("".join(kept).split())
    if len(collapsed) <= limit:
        return collapsed
    return collapsed[: max(limit - len(ELLIPSIS), 0)].rstrip() + ELLIPSIS
