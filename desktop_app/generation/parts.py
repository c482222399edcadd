"""Normalized stream parts: what every provider parser emits, whatever its wire contract.

Parts are immutable tuples: one is built per wire event on the hottest path, where a
NamedTuple costs a fraction of a frozen dataclass. ``match`` works on them as on any class.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class StopReason(StrEnum):
    """Why the model stopped, unified across providers (the raw value travels beside it)."""

    STOP = "stop"
    LENGTH = "length"
    TOOL_CALLS = "tool_calls"
    CONTENT_FILTER = "content_filter"
    ERROR = "error"
    OTHER = "other"


class TextDelta(NamedTuple):
    """A fragment of the answer."""

    text: str


class TextRun(NamedTuple):
    """Answer fragments in a row, each as a ``TextDelta`` would carry it: what a parser's batch
    entry point (``feed_events``) emits for the commonest events, one part per run of them
    instead of one per fragment."""

    texts: tuple[str, ...]


class ReasoningDelta(NamedTuple):
    """A fragment of the model's displayable reasoning."""

    text: str


class RefusalDelta(NamedTuple):
    """A fragment of a refusal: shown to the person, never the answer."""

    text: str


class ToolCallStarted(NamedTuple):
    """A client tool call was announced. ``key`` identifies it within the stream.

    May repeat for the same key (servers resend ids and names); empty values never overwrite.
    """

    key: str
    call_id: str | None
    name: str
    signature: str | None = None  # opaque state the provider wants back with the call


class ToolCallArgsDelta(NamedTuple):
    key: str
    text: str


class ToolCallEnded(NamedTuple):
    """The call's arguments are complete. ``arguments``, when given, is the whole text and wins
    over the deltas (some servers send only this)."""

    key: str
    arguments: str | None = None


class UsageReported(NamedTuple):
    """Token counts; ``None`` where the wire said nothing. Later reports win field by field."""

    input_tokens: int | None = None
    output_tokens: int | None = None
    reasoning_tokens: int | None = None
    cached_tokens: int | None = None


class FinishReported(NamedTuple):
    """The wire said why generation stopped. Not the end of the stream by itself."""

    reason: StopReason
    raw: str | None


class TerminalSeen(NamedTuple):
    """The contract's terminal signal arrived: the stream ended on purpose."""


class ErrorReported(NamedTuple):
    """An error inside the stream (after HTTP 200), or a body that breaks its contract."""

    code: str | None
    message: str


class ResponseIdentified(NamedTuple):
    """The provider's own id for this response, and the model that answered."""

    response_id: str | None
    model: str | None


Part = (
    TextDelta
    | ReasoningDelta
    | RefusalDelta
    | ToolCallStarted
    | ToolCallArgsDelta
    | ToolCallEnded
    | UsageReported
    | FinishReported
    | TerminalSeen
    | ErrorReported
    | ResponseIdentified
)

# What a parser's batch entry point emits: the parts, with runs of answer text gathered.
BatchPart = Part | TextRun
