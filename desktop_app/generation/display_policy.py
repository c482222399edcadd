"""How much of an answer may be shown while it streams: word by word, whole sentences only,
or nothing until it is complete. Whatever the policy, what is shown is a prefix of the answer."""

from __future__ import annotations

import re
from enum import StrEnum


class DisplayPolicy(StrEnum):
    WORDS = "words"
    SENTENCES = "sentences"
    WHOLE = "whole"


# The end of a sentence: its closing punctuation (and closing quotes or brackets) followed by
# whitespace, or a paragraph break. Checked from the end, so only the tail is scanned.
_SENTENCE_END = re.compile(r"[.!?…。！？][\"'”’)\]»]*\s|\n\s*\n")
_TAIL = 2000  # a sentence longer than this is shown as it arrives rather than held forever


def visible(text: str, policy: DisplayPolicy, *, finished: bool) -> str:
    if finished or policy is DisplayPolicy.WORDS:
        return text
    if policy is DisplayPolicy.WHOLE:
        return ""
    start = max(0, len(text) - _TAIL)
    last = None
    for match in _SENTENCE_END.finditer(text, start):
        last = match
    if last is not None:
        return text[: last.end()]
    return text if start > 0 else ""
