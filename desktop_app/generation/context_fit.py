"""What of a conversation fits the model's context window: pure arithmetic, no Qt, no store.

A conversation is measured as a list of ``Entry`` (a stored message's id, its estimated tokens,
whether a turn starts there). ``plan`` says where sending starts: always at the start of a turn
(the person's message), so a tool result is never sent without its call, and the newest turn is
always sent. What happens to the turns before that is the person's choice (``Overflow``).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from desktop_app.generation.prompt import Message

# A tool result longer than this (in characters) is sent as its head and tail with a note of
# what was cut; the whole result stays in the store and in its card.
TOOL_RESULT_SEND_LIMIT = 16_000
CHARS_PER_TOKEN = 3  # deliberately high (``providers.parameters.estimated_tokens``)
MESSAGE_OVERHEAD = 4  # the role and framing each message costs on every wire
ATTACHMENT_TOKENS = 1_000  # a file sent with a message: a rough, fixed guess
# How much of the window is kept for the answer: the model's output limit, at most this share.
ANSWER_SHARE = 4
# The learnt ratio of reported to estimated tokens stays within these (a bad report is noise).
RATIO_BOUNDS = (0.25, 4.0)


class Overflow(StrEnum):
    """What happens when a conversation no longer fits the model's window."""

    OMIT_OLDEST = "omit"  # leave the oldest turns out; a marker shows where sending starts
    SUMMARISE = "summarise"  # the older turns are sent as a summary a model wrote once
    ASK = "ask"  # nothing is sent; the person chooses


@dataclass(frozen=True, slots=True)
class Entry:
    id: int  # the stored message's id
    tokens: int
    starts_turn: bool  # the person's message: sending may start here


@dataclass(frozen=True, slots=True)
class Plan:
    total: int  # tokens of everything after a Clear context mark (and a summary, if sent)
    sent: int  # tokens of what is sent
    budget: int  # tokens the prompt may take (the window less room for the answer); 0: unknown
    first_id: int | None = None  # the first message sent when older ones are left out
    summarise_through: int | None = None  # a summary is needed up to this message (included)
    blocked: bool = False  # the person is asked before anything is sent
    summary_used: bool = False  # the stored summary is sent in place of what it covers

    @property
    def cut(self) -> bool:
        return self.first_id is not None


def shorten_result(text: str, limit: int = TOOL_RESULT_SEND_LIMIT) -> str:
    """``text`` when it is at most ``limit`` characters; else its head and tail, with a note
    in between saying how much was left out (the model then knows it saw a part)."""
    if len(text) <= limit:
        return text
    keep = max(limit - 200, 2)  # room for the note
    head, tail = text[: keep * 3 // 4], text[len(text) - keep // 4 :]
    cut = len(text) - len(head) - len(tail)
    note = (
        f"\n\n[... {cut:,} of {len(text):,} characters of this tool result were cut here"
        " to fit the context window; the person sees the whole result ...]\n\n"
    )
    return head + note + tail


def estimate(message: Message) -> int:
    """A deliberately high guess of the tokens a message costs."""
    length = len(message.text)
    for call in message.tool_calls:
        length += len(call.name) + len(json.dumps(call.arguments, ensure_ascii=False))
    return (
        length // CHARS_PER_TOKEN + MESSAGE_OVERHEAD + ATTACHMENT_TOKENS * len(message.attachments)
    )


def sized(role: str, text_length: int, calls_length: int, attachments: int) -> int:
    """``estimate`` from a stored message's sizes alone (no text read): what the store can
    say in one cheap query. 0: nothing of it is sent (an answer stopped before its first word)."""
    if role == "tool":
        text_length = min(text_length, TOOL_RESULT_SEND_LIMIT + 250)  # sent shortened
    elif role == "assistant" and not text_length and not calls_length:
        return 0
    return (
        (text_length + calls_length) // CHARS_PER_TOKEN
        + MESSAGE_OVERHEAD
        + ATTACHMENT_TOKENS * attachments
    )


def text_tokens(text: str) -> int:
    return len(text) // CHARS_PER_TOKEN + (MESSAGE_OVERHEAD if text else 0)


def input_budget(window: int | None, max_output: int | None) -> int:
    """Tokens the prompt may take: the window less room for the answer; 0: window unknown."""
    if not window:
        return 0
    answer = min(max_output or window // ANSWER_SHARE, window // ANSWER_SHARE)
    return max(window - answer, 1)


def corrected(tokens: int, ratio: float) -> int:
    """An estimate scaled by what the provider reported for this conversation before."""
    return math.ceil(tokens * ratio)


def learnt_ratio(reported: int, estimated: int) -> float | None:
    """Reported input tokens over the estimate of the same prompt, kept within bounds; None
    when either is missing."""
    if reported <= 0 or estimated <= 0:
        return None
    low, high = RATIO_BOUNDS
    return min(max(reported / estimated, low), high)


def _newest_fitting(entries: Sequence[Entry], budget: int) -> int:
    """The index of the earliest turn start from which everything fits ``budget``; the
    newest turn is kept whatever its size. 0 when nothing starts a turn."""
    running, first = 0, None
    for index in range(len(entries) - 1, -1, -1):
        running += entries[index].tokens
        if entries[index].starts_turn:
            if running > budget and first is not None:
                break
            first = index
    return 0 if first is None else first


def plan(
    entries: Sequence[Entry],
    budget: int,
    choice: Overflow,
    *,
    system_tokens: int = 0,
    cleared_after: int = 0,
    summary_through: int = 0,
    summary_tokens: int = 0,
) -> Plan:
    """Where sending starts. ``cleared_after``: a Clear context mark after this message (0:
    none); ``summary_through``: a stored summary covers the messages up to this one (0: none).
    ``budget`` 0 (the window unknown): everything is sent."""
    after = [e for e in entries if e.id > cleared_after]
    summary = choice is Overflow.SUMMARISE and summary_through > cleared_after
    rest = [e for e in after if e.id > summary_through] if summary else after
    fixed = system_tokens + (summary_tokens if summary else 0)
    total = fixed + sum(e.tokens for e in rest)
    if not budget or total <= budget:
        return Plan(total=total, sent=total, budget=budget, summary_used=summary)
    index = _newest_fitting(rest, max(budget - fixed, 0))
    if index == 0:  # only the newest turn, and it does not fit alone: sent as it is
        return Plan(total=total, sent=total, budget=budget, summary_used=summary)
    sent = fixed + sum(e.tokens for e in rest[index:])
    if choice is Overflow.ASK:
        return Plan(total=total, sent=total, budget=budget, blocked=True)
    if choice is Overflow.SUMMARISE:
        return Plan(
            total=total,
            sent=sent,
            budget=budget,
            first_id=rest[index].id,
            summarise_through=rest[index - 1].id,
            summary_used=summary,
        )
    return Plan(total=total, sent=sent, budget=budget, first_id=rest[index].id)
