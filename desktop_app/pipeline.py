"""The whole pure path of one answer: body in, channel updates out, outcome at the end.

Both transports end here: the chunked one feeds raw bytes, the accumulate-and-diff one
feeds growing snapshots of the decoded text. Everything after that point is shared, so the
two cannot disagree.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from desktop_app.generation.assembler import AssembledTurn, StreamError, TurnAssembler
from desktop_app.generation.channels import ChannelUpdate
from desktop_app.generation.limits import REPLY_TOO_LARGE, SizeLimit, SizeLimits
from desktop_app.generation.parts import BatchPart, ErrorReported, Part
from desktop_app.names import Wire
from desktop_app.providers import PARSERS, BatchParser, StreamParser, parser_for
from desktop_app.providers.common import MalformedEvent, error_from_object, loads
from desktop_app.providers.complete_reply import as_stream
from desktop_app.wire.snapshots import Snapshot, SnapshotDiffer, SnapshotError
from desktop_app.wire.sse import (
    DEFAULT_MAX_EVENT_CHARS,
    SseEvent,
    SseParser,
    SseProtocolError,
    utf8_chars,
)

# Text tolerated after the terminal signal (trailing keep-alives, a second [DONE]...).
_AFTER_TERMINAL_LIMIT = 64 * 1024


class StreamPipeline:
    """``feed_bytes`` / ``feed_text`` / ``feed_snapshot`` as the body grows; ``finish`` once.

    A protocol violation (an endless event, a snapshot that rewrote the past) ends the turn
    as failed with a clear error; so does a reply over one of ``limits`` (checked once per
    chunk). Nothing fed after that changes the result.
    """

    def __init__(
        self,
        wire: str | StreamParser,
        *,
        max_event_chars: int = DEFAULT_MAX_EVENT_CHARS,
        limits: SizeLimits | None = None,
        tap: Callable[[str], None] | None = None,
    ) -> None:
        """``tap``: given, sees every text of the body as it arrives (the inspector's
        recording); not given, the path costs one test per chunk."""
        self.tap = tap
        self._tapped = codecs.getincrementaldecoder("utf-8")("replace")
        self.parser = parser_for(wire) if isinstance(wire, str) else wire
        self.wire: Wire | None = next(
            (Wire(name) for name, kind in PARSERS.items() if type(self.parser) is kind), None
        )
        # Raw bytes go straight to the SSE framer, which decodes only what it reads.
        self.sse = SseParser(max_event_chars=max_event_chars)
        self._frame: Callable[[bytes], Sequence[Any]]
        self._parse_all: Callable[[Sequence[Any]], Sequence[BatchPart]]
        if isinstance(self.parser, BatchParser):
            self._frame, self._parse_all = self.sse.feed_bytes_fields, self.parser.feed_events
        else:
            self._frame = self.sse.feed_bytes
            self._parse_all = partial(_parse_each, self.parser.feed)
        self.assembler = TurnAssembler()
        self._differ: SnapshotDiffer | None = None
        self._broken = False
        self._after_terminal = 0  # characters received after the terminal signal
        self._finished: AssembledTurn | None = None
        self.limits = limits or SizeLimits()
        self.body_chars = 0  # characters of decoded body fed so far
        self.progress = 0
        """Parts parsed so far: grows with content, never with keep-alive comments or pings."""
        self.events = 0
        """SSE events framed so far (a run of text deltas may be one part but is many events:
        the transports' ``ReadPace`` tells a fast stream by them)."""
        self.exceeded: SizeLimit | None = None

    @property
    def consumed(self) -> int:
        """Characters of the accumulated body already taken from snapshots: a transport may let
        go of all but the differ's last few before this point."""
        return self._differ.seen if self._differ is not None else 0

    @property
    def accepting(self) -> bool:
        """False once more of the body cannot matter: the stream broke its contract, or it ended
        and the server keeps talking. A transport stops reading then."""
        if self._broken or self._finished is not None:
            return False
        return self._after_terminal <= _AFTER_TERMINAL_LIMIT

    def feed_bytes(self, chunk: bytes) -> list[ChannelUpdate]:
        if self._broken or self._finished or not chunk:
            return []
        if self.tap is not None:  # decoded for the record only: a character cut between
            self.tap(self._tapped.decode(chunk))  # chunks is shown whole, in the later one
        return self._feed(chunk, utf8_chars(chunk))

    def feed_snapshot(self, snapshot: Snapshot | str) -> list[ChannelUpdate]:
        """Accumulate-and-diff: ``snapshot`` is the whole body decoded so far."""
        if self._broken or self._finished:
            return []
        if self._differ is None:
            self._differ = SnapshotDiffer()
        try:
            new = self._differ.feed(snapshot)
        except SnapshotError as exc:
            return self._break("transport", str(exc))
        return self.feed_text(new)

    def feed_complete_reply(self, body: bytes) -> list[ChannelUpdate] | None:
        """A whole non-streamed JSON reply, fed as the stream its wire would have sent (see
        ``providers.complete_reply``). ``None`` when it is not this wire's complete reply."""
        if self.tap is not None:
            self.tap(body.decode("utf-8", "replace"))  # the reply as it came
        if len(body) > self.limits.body_chars:
            return self._too_large(SizeLimit.BODY)
        try:
            value = loads(body.decode("utf-8", "replace")) if body.strip() else None
        except MalformedEvent:
            return None
        stream = as_stream(self.wire, value) if self.wire else None
        if stream is not None:
            tap, self.tap = self.tap, None  # the stream made from the reply is not recorded
            try:
                return self.feed_text(stream)
            finally:
                self.tap = tap
        if isinstance(value, dict) and value.get("error"):
            # A 200 carrying only an error object, as some proxies answer: the turn fails with
            # the provider's words, not with "the server did not stream".
            return self._break_with(error_from_object(value["error"]))
        return None

    def feed_text(self, text: str) -> list[ChannelUpdate]:
        if self._broken or self._finished or not text:
            return []
        if self.tap is not None:
            self.tap(text)
        return self._feed(text.encode("utf-8", "surrogatepass"), len(text))

    def _feed(self, chunk: bytes, chars: int) -> list[ChannelUpdate]:
        if self.assembler.terminal_seen:
            self._after_terminal += chars
        self.body_chars += chars
        if self.body_chars > self.limits.body_chars:
            return self._too_large(SizeLimit.BODY)
        try:
            events = self._frame(chunk)
        except SseProtocolError as exc:
            return self._break("protocol", str(exc))
        if not events:
            return []
        self.events += len(events)
        # All the parts of all the events, then one pass of the assembler: the parser never
        # looks at the assembler, so this is the same as event by event, minus a call or two
        # per event.
        updates: list[ChannelUpdate] = []
        parts = self._parse_all(events)
        self.progress += len(parts)
        assembler = self.assembler
        assembler.feed_into(parts, updates)
        limits = self.limits
        if (
            assembler.answer.size > limits.answer_chars
            or assembler.refusal.size > limits.answer_chars
            or assembler.reasoning.size > limits.reasoning_chars
            or assembler.largest_arguments > limits.tool_arguments_chars
        ):
            return self._too_large(self._breached())
        return updates

    def finish(self, *, cancelled: bool = False) -> AssembledTurn:
        """End of body (or of the person's patience). Idempotent."""
        if self._finished is None:
            unterminated = False
            if not self._broken and not cancelled:
                tail = self.sse.finish()
                unterminated = tail.unterminated_event
                self.assembler.feed_all(self.parser.finish(tail))
            self._finished = self.assembler.finish(
                cancelled=cancelled,
                unterminated_event=unterminated,
                invalid_utf8=self.sse.replaced,
            )
        return self._finished

    def _breached(self) -> SizeLimit:
        assembler, limits = self.assembler, self.limits
        if assembler.reasoning.size > limits.reasoning_chars:
            return SizeLimit.REASONING
        if assembler.largest_arguments > limits.tool_arguments_chars:
            return SizeLimit.TOOL_ARGUMENTS
        return SizeLimit.ANSWER

    def _too_large(self, limit: SizeLimit) -> list[ChannelUpdate]:
        """The reply went over ``limit``: the turn fails, and this chunk's updates (and all
        later ones) are not handed on."""
        self.exceeded = limit
        self._broken = True
        if self.assembler.error is None:
            # Recorded even after a terminal signal in the same chunk: a reply over a limit is
            # never a completed answer.
            self.assembler.error = StreamError(
                code=REPLY_TOO_LARGE, message=self.limits.breach_message(limit)
            )
        return []

    def _break(self, code: str, message: str) -> list[ChannelUpdate]:
        return self._break_with(ErrorReported(code, message))

    def _break_with(self, error: ErrorReported) -> list[ChannelUpdate]:
        self._broken = True
        self.assembler.feed(error)
        return []


def _parse_each(feed: Callable[[SseEvent], list[Part]], events: Sequence[SseEvent]) -> list[Part]:
    parts: list[Part] = []
    for event in events:
        parts += feed(event)
    return parts
