"""Separates inline ``<think>...</think>`` reasoning from the answer in streamed content.

Models served without a reasoning parser (DeepSeek-R1, QwQ, Qwen3 on vLLM, llama.cpp, Groq's
raw mode...) write their reasoning into the answer between these tags. The tags can be split
anywhere across chunks, so this is a small state machine over the concatenated content that
holds back only what could still be the start of a tag.
"""

from __future__ import annotations

from enum import Enum, auto

from desktop_app.generation.parts import ReasoningDelta, TextDelta

OPEN_TAG = "<think>"
CLOSE_TAG = "</think>"


class _State(Enum):
    UNDECIDED = auto()  # only whitespace or a prefix of "<think>" so far
    THINKING = auto()
    ANSWERING = auto()


class ThinkTagSplitter:
    """``feed(content) -> parts``; ``flush() -> parts`` at the end of the stream.

    Tags count only when the content starts (after optional whitespace) with ``<think>``, or
    from the start when ``starts_thinking`` says the server's template already opened it
    (some DeepSeek-R1 builds emit only ``</think>``). A stream that ends while thinking was
    all reasoning.
    """

    __slots__ = ("_held", "_state")

    def __init__(self, *, starts_thinking: bool = False) -> None:
        self._state = _State.THINKING if starts_thinking else _State.UNDECIDED
        self._held = ""

    @property
    def answering(self) -> bool:
        return self._state is _State.ANSWERING

    def feed(self, text: str) -> list[TextDelta | ReasoningDelta]:
        if self._state is _State.ANSWERING:
            return [TextDelta(text)]
        text = self._held + text
        self._held = ""
        if self._state is _State.UNDECIDED:
            start = text.lstrip()
            if start.startswith(OPEN_TAG):
                self._state = _State.THINKING
                text = start[len(OPEN_TAG) :]
            elif OPEN_TAG.startswith(start):  # empty or a prefix of the tag: wait for more
                self._held = text
                return []
            else:
                self._state = _State.ANSWERING
                return [TextDelta(text)]
        return self._split_thinking(text)

    def flush(self) -> list[TextDelta | ReasoningDelta]:
        held, self._held = self._held, ""
        if not held:
            return []
        if self._state is _State.THINKING:
            return [ReasoningDelta(held)]
        return [TextDelta(held)]

    def _split_thinking(self, text: str) -> list[TextDelta | ReasoningDelta]:
        end = text.find(CLOSE_TAG)
        if end >= 0:
            self._state = _State.ANSWERING
            parts: list[TextDelta | ReasoningDelta] = []
            if end:
                parts.append(ReasoningDelta(text[:end]))
            rest = text[end + len(CLOSE_TAG) :]
            if rest:
                parts.append(TextDelta(rest))
            return parts
        keep = _partial_tag_length(text, CLOSE_TAG)
        if keep:
            self._held = text[-keep:]
            text = text[:-keep]
        return [ReasoningDelta(text)] if text else []


def _partial_tag_length(text: str, tag: str) -> int:
    """Length of the longest suffix of ``text`` that is a proper prefix of ``tag``."""
    for size in range(min(len(tag) - 1, len(text)), 0, -1):
        if text.endswith(tag[:size]):
            return size
    return 0
