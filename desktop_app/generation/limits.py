"""How much of a reply the app is willing to hold: a hostile or broken server cannot fill memory.

The limits are checked where text enters the pipeline, once per chunk (never per character), so
both transports stop at the same point. A reply over a limit ends the turn as failed with the
code ``REPLY_TOO_LARGE``; its partial text is never taken for an answer.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum

REPLY_TOO_LARGE = "reply_too_large"  # the in-band error code a limit breach is reported with

_MB = 1024 * 1024


class SizeLimit(StrEnum):
    """Which limit a reply went over."""

    ANSWER = "answer"
    REASONING = "reasoning"
    TOOL_ARGUMENTS = "tool_arguments"
    BODY = "body"


@dataclass(frozen=True, slots=True, kw_only=True)
class SizeLimits:
    """Characters, so that every transport counts the same thing. ``body_chars`` counts the
    decoded (decompressed) body, keep-alive comments included."""

    answer_chars: int = 4 * _MB
    reasoning_chars: int = 4 * _MB
    tool_arguments_chars: int = 1 * _MB  # for each tool call
    body_chars: int = 64 * _MB

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{field.name} must be a whole number above zero")

    def breach_message(self, limit: SizeLimit) -> str:
        allowed = getattr(self, f"{limit.value}_chars")
        name = limit.value.replace("_", " ")
        return f"the reply went over the {name} limit of {allowed:,} characters"
