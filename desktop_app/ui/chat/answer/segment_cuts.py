"""Where the answer's source may be cut for good into segments (see ``markdown``).

A cut goes before a top-level block whose previous line is blank and whose first line is
complete, and never after a display formula that is still open: ``\\[`` at the start of a line
opens one that may close after blank lines (``$$`` does not span them), so until ``\\]``
arrives it is a paragraph, and the paragraphs after it may yet become part of the formula.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from markdown_it.token import Token

_DISPLAY_MATH_OPENER = re.compile(r"^ {0,3}\\\[", re.MULTILINE)


def final_cuts(tail: str, tokens: Sequence[Token]) -> list[tuple[int, int]]:
    """Where ``tail`` may be cut for good: (character offset, index of its first token).

    The first entry is always (0, 0), the start of the tail.
    """
    cuts = [(0, 0)]
    open_math = _open_display_math_line(tail, tokens)
    line = 0
    offset = 0
    for index, token in enumerate(tokens):
        if token.level != 0 or token.nesting == -1 or index == 0 or token.map is None:
            continue
        start_line = token.map[0]
        if start_line > open_math:
            break  # it may be inside a formula that closes later
        while line < start_line:  # advance offset to the start of start_line
            offset = tail.index("\n", offset) + 1
            line += 1
        if tail.find("\n", offset) == -1:
            break  # its first line is still being written; nothing after it can be final
        previous_start = tail.rfind("\n", 0, offset - 1) + 1
        if tail[previous_start : offset - 1].strip(" \t") == "":
            cuts.append((offset, index))
    return cuts


def _open_display_math_line(tail: str, tokens: Sequence[Token]) -> float:
    """The first line that opens a display formula inside a paragraph (so not closed yet: a
    closed one is a block of its own), or infinity."""
    openers = [tail.count("\n", 0, match.start()) for match in _DISPLAY_MATH_OPENER.finditer(tail)]
    if not openers:
        return math.inf
    for token in tokens:
        if token.type == "paragraph_open" and token.map is not None:
            first, end = token.map
            inside = [line for line in openers if first <= line < end]
            if inside:
                return inside[0]
    return math.inf
