"""Turns normalized parts into channels, tool calls, usage and the turn's outcome."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.generation.channels import Channel, ChannelUpdate, TextChannel
from desktop_app.generation.outcome import TurnStatus, decide_status
from desktop_app.generation.parts import (
    BatchPart,
    ErrorReported,
    FinishReported,
    Part,
    ReasoningDelta,
    RefusalDelta,
    ResponseIdentified,
    StopReason,
    TerminalSeen,
    TextDelta,
    TextRun,
    ToolCallArgsDelta,
    ToolCallEnded,
    ToolCallStarted,
    UsageReported,
)
from desktop_app.generation.usage import Usage


@dataclass(frozen=True, slots=True, kw_only=True)
class StreamError:
    code: str | None
    message: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ToolCall:
    """A client tool call as assembled from the stream. Not validated, not trusted."""

    key: str
    id: str | None
    name: str
    arguments_raw: str
    arguments: Any
    """The parsed JSON value, or ``None`` when ``valid_json`` is false."""
    valid_json: bool
    complete: bool
    """The stream said the arguments were finished (not merely that they parse)."""
    signature: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class AssembledTurn:
    answer: str
    reasoning: str
    refusal: str
    tool_calls: tuple[ToolCall, ...]
    usage: Usage | None
    status: TurnStatus
    stop_reason: StopReason | None
    raw_stop_reason: str | None
    error: StreamError | None
    terminal_seen: bool
    response_id: str | None = None
    model: str | None = None
    unterminated_event: bool = False
    """The body ended inside an event (what a dropped connection usually looks like)."""
    invalid_utf8: int = 0
    """Invalid byte sequences that were shown as U+FFFD."""


class _ToolCallDraft:
    __slots__ = ("call_id", "ended", "final", "key", "name", "pieces", "signature", "size")

    def __init__(self, key: str) -> None:
        self.key = key
        self.call_id: str | None = None
        self.name = ""
        self.pieces: list[str] = []
        self.size = 0  # characters in ``pieces``
        self.final: str | None = None
        self.ended = False
        self.signature: str | None = None

    def build(self) -> ToolCall:
        raw = self.final if self.final is not None else "".join(self.pieces)
        arguments, valid = parse_arguments(raw)
        return ToolCall(
            key=self.key,
            id=self.call_id,
            name=self.name,
            arguments_raw=raw,
            arguments=arguments,
            valid_json=valid,
            complete=self.ended,
            signature=self.signature,
        )


def parse_arguments(raw: str) -> tuple[Any, bool]:
    """Empty argument text means a call without arguments: ``{}``."""
    if not raw.strip():
        return {}, True
    try:
        return json.loads(raw), True
    except (ValueError, RecursionError):  # nested past the parser's recursion: not readable
        return None, False


class TurnAssembler:
    """Collects the parts of one model turn. Content after the terminal signal changes nothing."""

    def __init__(self) -> None:
        self.answer = TextChannel(Channel.ANSWER)
        self.reasoning = TextChannel(Channel.REASONING)
        self.refusal = TextChannel(Channel.REFUSAL)
        self._calls: dict[str, _ToolCallDraft] = {}
        self._usage: dict[str, int] = {}
        self.stop_reason: StopReason | None = None
        self.raw_stop_reason: str | None = None
        self.error: StreamError | None = None
        self.terminal_seen = False
        self.response_id: str | None = None
        self.model: str | None = None
        self.largest_arguments = 0  # characters of the longest tool call's arguments so far
        self._handlers: dict[type, Callable[[Any], ChannelUpdate | None]] = {
            TextDelta: self._on_text,
            ReasoningDelta: self._on_reasoning,
            RefusalDelta: self._on_refusal,
            ToolCallStarted: self._on_call_started,
            ToolCallArgsDelta: self._on_call_args,
            ToolCallEnded: self._on_call_ended,
            UsageReported: self._on_usage,
            FinishReported: self._on_finish,
            TerminalSeen: self._on_terminal,
            ErrorReported: self._on_error,
            ResponseIdentified: self._on_identified,
        }

    def feed(self, part: Part) -> ChannelUpdate | None:
        return self._handlers[type(part)](part)

    def feed_all(self, parts: list[Part]) -> list[ChannelUpdate]:
        updates: list[ChannelUpdate] = []
        self.feed_into(parts, updates)
        return updates

    def feed_into(self, parts: Sequence[BatchPart], updates: list[ChannelUpdate]) -> None:
        """Feeds ``parts``, appending the channel updates they make to ``updates``; a
        ``TextRun`` makes one update per fragment, as its ``TextDelta``s would."""
        handlers = self._handlers
        append = updates.append
        answer = self.answer.append
        terminal_seen = self.terminal_seen
        for part in parts:
            # Answer text, most parts by far: ``_on_text`` inline.
            if part.__class__ is TextRun:
                if not terminal_seen:
                    for text in part[0]:
                        if text:
                            append(answer(text))
            elif part.__class__ is TextDelta:
                if part[0] and not terminal_seen:
                    append(answer(part[0]))
            else:
                update = handlers[part.__class__](part)
                if update is not None:
                    append(update)
                terminal_seen = self.terminal_seen

    @property
    def error_seen(self) -> bool:
        return self.error is not None

    def finish(
        self, *, cancelled: bool = False, unterminated_event: bool = False, invalid_utf8: int = 0
    ) -> AssembledTurn:
        status = decide_status(
            cancelled=cancelled,
            error_seen=self.error is not None,
            terminal_seen=self.terminal_seen,
            stop_reason=self.stop_reason,
        )
        return AssembledTurn(
            answer=self.answer.text,
            reasoning=self.reasoning.text,
            refusal=self.refusal.text,
            tool_calls=tuple(call.build() for call in self._calls.values()),
            usage=Usage(**self._usage) if self._usage else None,
            status=status,
            stop_reason=StopReason.ERROR if status is TurnStatus.FAILED else self.stop_reason,
            raw_stop_reason=self.raw_stop_reason,
            error=self.error,
            terminal_seen=self.terminal_seen,
            response_id=self.response_id,
            model=self.model,
            unterminated_event=unterminated_event,
            invalid_utf8=invalid_utf8,
        )

    # -- handlers ----------------------------------------------------------------------------

    def _on_text(self, part: TextDelta) -> ChannelUpdate | None:
        if self.terminal_seen or not part.text:
            return None
        return self.answer.append(part.text)

    def _on_reasoning(self, part: ReasoningDelta) -> ChannelUpdate | None:
        if self.terminal_seen or not part.text:
            return None
        return self.reasoning.append(part.text)

    def _on_refusal(self, part: RefusalDelta) -> ChannelUpdate | None:
        if self.terminal_seen or not part.text:
            return None
        return self.refusal.append(part.text)

    def _draft(self, key: str) -> _ToolCallDraft:
        draft = self._calls.get(key)
        if draft is None:
            draft = self._calls[key] = _ToolCallDraft(key)
        return draft

    def _on_call_started(self, part: ToolCallStarted) -> None:
        if self.terminal_seen:
            return
        draft = self._draft(part.key)
        if part.call_id and not draft.call_id:
            draft.call_id = part.call_id
        if part.name and not draft.name:
            draft.name = part.name
        if part.signature and not draft.signature:
            draft.signature = part.signature

    def _on_call_args(self, part: ToolCallArgsDelta) -> None:
        if self.terminal_seen:
            return
        draft = self._draft(part.key)
        if not draft.ended:
            draft.pieces.append(part.text)
            draft.size += len(part.text)
            if draft.size > self.largest_arguments:
                self.largest_arguments = draft.size

    def _on_call_ended(self, part: ToolCallEnded) -> None:
        if self.terminal_seen:
            return
        draft = self._draft(part.key)
        if part.arguments is not None and not draft.ended:
            draft.final = part.arguments
            self.largest_arguments = max(self.largest_arguments, len(part.arguments))
        draft.ended = True

    def _on_usage(self, part: UsageReported) -> None:
        for field, value in zip(part._fields, part):
            if value is not None:
                self._usage[field] = value

    def _on_finish(self, part: FinishReported) -> None:
        if self.terminal_seen:
            return
        self.stop_reason = part.reason
        self.raw_stop_reason = part.raw

    def _on_terminal(self, part: TerminalSeen) -> None:
        self.terminal_seen = True

    def _on_error(self, part: ErrorReported) -> None:
        if self.error is None and not self.terminal_seen:
            self.error = StreamError(code=part.code, message=part.message)

    def _on_identified(self, part: ResponseIdentified) -> None:
        self.response_id = self.response_id or part.response_id
        self.model = self.model or part.model
