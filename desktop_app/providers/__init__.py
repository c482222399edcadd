"""One parser per wire contract, from SSE events to normalized parts.

Provider names are spoken here and in settings only: downstream code sees parts.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from desktop_app.generation.parts import BatchPart, Part
from desktop_app.names import Wire
from desktop_app.providers.anthropic import AnthropicParser
from desktop_app.providers.gemini import GeminiParser
from desktop_app.providers.openai_chat import OpenAIChatParser
from desktop_app.providers.openai_responses import OpenAIResponsesParser
from desktop_app.wire.sse import SseEvent, SseTail


class StreamParser(Protocol):
    def feed(self, event: SseEvent) -> list[Part]: ...

    def finish(self, tail: SseTail) -> list[Part]: ...


@runtime_checkable
class BatchParser(Protocol):
    """A parser's own faster batch of ``feed``: takes events as plain ``(event, data, id)``
    tuples (cheaper to build) and gathers answer fragments in a row into a ``TextRun``."""

    def feed_events(self, events: Iterable[tuple[str, str, str | None]]) -> list[BatchPart]: ...


PARSERS: dict[str, type[StreamParser]] = {
    Wire.OPENAI_CHAT: OpenAIChatParser,
    Wire.OPENAI_RESPONSES: OpenAIResponsesParser,
    Wire.ANTHROPIC: AnthropicParser,
    Wire.GEMINI: GeminiParser,
}

WIRES = tuple(PARSERS)


def parser_for(wire: str) -> StreamParser:
    try:
        return PARSERS[wire]()
    except KeyError:
        raise ValueError(
            f"unknown wire contract {wire!r}; expected one of {', '.join(WIRES)}"
        ) from None
