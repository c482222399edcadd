"""Plain words added to the end of the answer's last paragraph, rendered without parsing.

A model writing prose at tens of events a second adds a word or two per frame to the open
paragraph, and parsing the open segment again for them was a fifth of each frame at 100
events/s (``benchmarks.window_load``). Words that cannot change how anything before them is
read are appended to the paragraph's HTML as escaped text, which is what a parse would give:

- the words are letters, digits, spaces and a few marks that start and close nothing in
  CommonMark or in the answer's extensions (no emphasis, code, link, image, entity, math,
  citation or escape character, and no line break);
- the text before them ends in such a character too, so no delimiter run before them changes
  sides (``_a_`` followed by ``b`` is no longer emphasis);
- the last line already starts with a letter or digit and a word followed by a space (not a
  number and ``.`` or ``)``), so the words cannot make it a list item, a heading, a rule, a
  table row or a link definition;
- the open segment holds no ``$`` and no backslash: math delimiters are paired across the whole
  paragraph, by rules that look at the text around each candidate, so words at the end can
  change which ``$`` pair up (and an escape could be half of ``\\[``);
- the last block is a top-level paragraph that ends with the old text's last plain words, so
  the line is in it and its end is text (not math, code or a citation that took the words in).

The paragraph's content is trimmed as markdown-it trims it: the old text's trailing spaces come
back in front of the new words, and the new text's own trailing spaces are left out.
"""

from __future__ import annotations

import re

from markdown_it.common.utils import MD_TRIM_CHARS, escapeHtml

# Letters and digits, these marks, and anything past ASCII (C1 controls aside): no more.
_PLAIN_CHAR = r"(?:[^\W_]|[ .,:!?'\"/\-\u00a0-\U0010ffff])"
_PLAIN = re.compile(f"{_PLAIN_CHAR}*")
_PLAIN_TAIL = re.compile(f"{_PLAIN_CHAR}*\\Z")
_TAIL_CHECKED = 32
# A first word that starts with a letter or digit and is not an ordered list's marker.
_SETTLED_LINE = re.compile(r"(?!\d+[.)] )[^\W_][^ \t]* ")
_PARAGRAPH = re.compile(r"<p(?: [^>]*)?>")
_CLOSE = "</p>\n"


def grown_paragraph(old_text: str, new_text: str, last_html: str) -> str | None:
    """The last block's HTML for ``new_text``, when it is ``old_text`` with plain words added
    to the paragraph ``last_html`` (rendered from ``old_text``); None when a parse must tell.

    Both texts are the open segment's: they start at the start of a line."""
    if len(new_text) <= len(old_text) or not new_text.startswith(old_text) or not old_text:
        return None
    if "$" in old_text or "\\" in old_text:
        return None
    opening = _PARAGRAPH.match(last_html)
    if opening is None or not last_html.endswith(_CLOSE):
        return None
    if last_html.startswith("[", opening.end()):
        return None  # may be a link definition yet: a quote or a colon can make it one
    added = new_text[len(old_text) :]
    if not _PLAIN.fullmatch(added) or not _PLAIN.fullmatch(old_text[-1]):
        return None
    if _SETTLED_LINE.match(old_text, old_text.rfind("\n") + 1) is None:
        return None
    trimmed = old_text.rstrip(MD_TRIM_CHARS)
    # The last few plain characters are enough to tell, and a bounded search stays cheap.
    tail = _PLAIN_TAIL.search(trimmed, max(trimmed.rfind("\n") + 1, len(trimmed) - _TAIL_CHECKED))
    if tail is None or not last_html[: -len(_CLOSE)].endswith(escapeHtml(tail.group())):
        return None
    words = (old_text[len(trimmed) :] + added).rstrip(MD_TRIM_CHARS)
    if not words:
        return last_html
    return f"{last_html[: -len(_CLOSE)]}{escapeHtml(words)}{_CLOSE}"
