"""Plain words added to the end of the open paragraph: what most frames of a model writing at
tens of events a second bring. Such a frame can type the words into the document after the
text before them instead of importing the whole paragraph again (Qt's HTML import was a fifth
of the window's busy time at 100 events/s, ``benchmarks.window_profile --rate 100``).

Only when the new HTML is the old with plain text before the closing tags, so that typing it
gives what Qt's importer would: no markup, no entity, no whitespace the importer would fold,
the old text ending in a character outside any inline element (a closing tag would mean the
new words take a bold or a link's format), in a paragraph, a list item or a heading (code
keeps its own spacing and highlighting)."""

from __future__ import annotations

import re

_CLOSING = re.compile(r"(?:</(p|li|h[1-6]|blockquote|ul|ol)>\s*)+\Z")
_INNERMOST = re.compile(r"</(\w+)>")
_TEXT_BLOCKS = frozenset({"p", "li", "h1", "h2", "h3", "h4", "h5", "h6"})
# Words separated by single spaces, with none of what markup, an entity or a citation mark
# starts with, and no whitespace but the ASCII space (the importer folds the rest).
_PLAIN = re.compile(r" ?[^\s\x00-\x1f\x7f<>&\[\]]+(?: [^\s\x00-\x1f\x7f<>&\[\]]+)*")
_LAST_WORD = re.compile(r"[^\s<>&;]+\Z")


def appended_text(old: str, new: str) -> tuple[str, str] | None:
    """(the words added, the old text's last word) when ``new`` is ``old`` with plain words
    typed at the end of its text; None otherwise."""
    closing = _CLOSING.search(old)
    if closing is None:
        return None
    innermost = _INNERMOST.match(closing.group())
    if innermost is None or innermost.group(1) not in _TEXT_BLOCKS:
        return None
    cut = closing.start()
    last_word = _LAST_WORD.search(old, 0, cut)
    if last_word is None:
        return None
    tail = old[cut:]
    end = len(new) - len(tail)
    if end <= cut or not new.endswith(tail) or not new.startswith(old[:cut]):
        return None
    added = new[cut:end]
    if _PLAIN.fullmatch(added) is None:
        return None
    return added, last_word.group()
