"""Server-sent events framing, per the WHATWG HTML standard (section 9.2.6).

Text in, events out. Lines end with LF, CRLF or a lone CR (mixed, and a CR at the end of one
chunk followed by LF at the start of the next is one line break). An event is dispatched
only at its blank line; one still open when the body ends is reported, never dispatched.
The buffer is bounded so an endless line from a hostile server is an error, not a leak.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from desktop_app.errors import BrokenRule, ContractError

DEFAULT_MAX_EVENT_CHARS = 16 * 1024 * 1024
_MAX_STRAY_CHARS = 64 * 1024
_BULK_MIN_CHARS = 512
_BOM = "\ufeff"


class SseEvent(NamedTuple):
    # A tuple, not a dataclass: one is built per event on the hottest path (measured 2x cheaper).
    event: str
    data: str
    id: str | None = None


class SseTail(NamedTuple):
    """What was left when the body ended."""

    unterminated_event: bool
    """The body ended inside a line, or after fields whose blank line never came."""
    stray_text: str
    """Lines that are not SSE fields, since the last dispatched event (e.g. a raw JSON error)."""


class SseProtocolError(ContractError):
    kind = BrokenRule.SSE_PROTOCOL

    def __init__(self, message: str, *, limit: int) -> None:
        super().__init__(message)
        self.limit = limit


class SseParser:
    """Incremental SSE parser: ``feed(text) -> [SseEvent]``, then ``finish() -> SseTail``."""

    __slots__ = (
        "_cr_pending",
        "_data",
        "_event",
        "_event_chars",
        "_partial",
        "_partial_chars",
        "_started",
        "_stray",
        "_stray_chars",
        "last_event_id",
        "max_event_chars",
        "retry_ms",
    )

    def __init__(self, *, max_event_chars: int = DEFAULT_MAX_EVENT_CHARS) -> None:
        self._partial: list[str] = []  # text after the last line break
        self._partial_chars = 0
        self._cr_pending = False  # the last chunk ended in CR: a leading LF is the same break
        self._started = False
        self._data: list[str] = []
        self._event = ""
        self._event_chars = 0
        self._stray: list[str] = []
        self._stray_chars = 0
        self.last_event_id: str | None = None
        self.retry_ms: int | None = None
        self.max_event_chars = max_event_chars

    def feed(self, text: str) -> list[SseEvent]:
        return self._feed(text, False)

    def feed_fields(self, text: str) -> list[SseEvent | tuple[str, str, str | None]]:
        """``feed``, but the events may be plain ``(event, data, id)`` tuples, which cost a
        fraction of an ``SseEvent`` to build: for a reader that unpacks them (the pipeline)."""
        return self._feed(text, True)

    def _feed(self, text: str, plain: bool) -> list[Any]:
        if not text:
            return []
        if not self._started:
            self._started = True
            if text[0] == _BOM:
                text = text[1:]
        if self._cr_pending:
            self._cr_pending = False
            if text[:1] == "\n":
                text = text[1:]
        if not text:
            return []
        if "\r" in text:
            self._cr_pending = text[-1] == "\r"
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        cut = text.rfind("\n")
        if cut < 0:
            self._keep_partial(text)
            return []
        if self._partial:
            head = "".join(self._partial)
            self._partial.clear()
            self._partial_chars = 0
            text = head + text
            cut += len(head)
        # text[:stop] is whole lines. It is processed in place, by offsets: on a wide (non-ASCII)
        # string every slice is a copy that must also be rescanned for its widest character.
        stop = cut + 1
        if stop < len(text):
            self._keep_partial(text[stop:])
        return self._process(text, stop, plain)

    def finish(self) -> SseTail:
        """End of body. Whatever is not followed by its blank line is not an event."""
        unterminated = bool(self._data or self._event)
        if self._partial:
            line = "".join(self._partial)
            self._partial.clear()
            if line[:1] != ":":  # the body was cut inside a line
                unterminated = True
                if line.partition(":")[0] not in _FIELDS:
                    self._add_stray(line)
        tail = SseTail(unterminated, "\n".join(self._stray))
        self._data = []
        self._event = ""
        self._event_chars = 0
        self._stray = []
        self._stray_chars = 0
        return tail

    # -- internals ---------------------------------------------------------------------------

    def _keep_partial(self, text: str) -> None:
        self._partial.append(text)
        self._partial_chars += len(text)
        if self._partial_chars + self._event_chars > self.max_event_chars:
            self._overflow()

    def _overflow(self) -> None:
        self._partial.clear()
        self._partial_chars = 0
        self._data = []
        self._event_chars = 0
        raise SseProtocolError(
            f"server sent an SSE event longer than {self.max_event_chars} characters "
            "without ending it",
            limit=self.max_event_chars,
        )

    def _process(self, text: str, stop: int, plain: bool) -> list[Any]:
        """Process the complete lines ``text[:stop]`` (``text[stop - 1]`` is a line break)."""
        events: list[Any] = []
        start = 0
        if self._data or self._event:  # the previous chunk began an event: finish it first
            first = text.find("\n\n", 0, stop)
            if first < 0:
                self._lines(text[:stop], events)
                return events
            self._block(text[:first], events)
            start = first + 2
        # The bulk path pays for itself over a few events; one or two (as when a server flushes
        # every event) are cheaper in the loop below.
        if stop - start > _BULK_MIN_CHARS:
            last_blank = text.rfind("\n\n", start, stop)
            if last_blank >= start and self._bulk(text, start, last_blank + 2, stop, plain, events):
                start = last_blank + 2
        if start == stop:
            return events
        blocks = text[start:stop].split("\n\n")  # each but the last was followed by a blank line
        last = blocks.pop()
        # A lone "data:" line is most events of every provider: build those inline.
        append = events.append
        event_id = self.last_event_id
        stray = bool(self._stray)
        for block in blocks:
            if block[:5] == "data:" and "\n" not in block:
                data = block[6:] if block[5:6] == " " else block[5:]
                append(_new_event(SseEvent, ("message", data, event_id)))
            elif (
                block[:6] == "event:"
                and (cut := block.find("\n")) > 0
                and (block.startswith("data:", cut + 1) and block.find("\n", cut + 1) < 0)
            ):  # "event: x" then one "data:" line (Anthropic, Responses)
                name = block[7:cut] if block[6:7] == " " else block[6:cut]
                data = block[cut + 7 :] if block[cut + 6 : cut + 7] == " " else block[cut + 6 :]
                append(_new_event(SseEvent, (name or "message", data, event_id)))
            else:
                self._block(block, events)
                event_id = self.last_event_id
                stray = bool(self._stray)
                continue
            if stray:
                self._stray = []
                self._stray_chars = 0
                stray = False
        if last:
            self._lines(last, events)
        return events

    def _bulk(
        self, text: str, start: int, end: int, stop: int, plain: bool, events: list[Any]
    ) -> bool:
        """Fast path: ``text[start:end]`` (whole blocks, no event pending) is nothing but lone
        ``data:`` lines, or nothing but ``event:`` + ``data:`` pairs: what nearly every provider
        sends. Then one ``split`` (or regex) pass yields every field and one comprehension every
        event, several times cheaper per event than the block loop. False (nothing done) for
        anything else. The check: each block spans exactly 2 (or 3) line breaks of the range,
        so the blocks tile it if and only if they hold every line break in it."""
        if text.startswith("data: ", start):
            if start == 0 and end == stop:  # split the whole text, then trim what is not data
                datas = text.split("\n\ndata: ")
                datas[0] = datas[0][6:]
                if end == len(text):
                    datas[-1] = datas[-1][:-2]
                elif text.startswith("data: ", end):
                    datas.pop()  # the next event's beginning (the partial line)
                else:
                    datas[-1] = datas[-1][: end - len(text) - 2]
            else:
                datas = text[start + 6 : end - 2].split("\n\ndata: ")
            if 2 * len(datas) != text.count("\n", start, end):
                return False
            event_id = self.last_event_id
            if plain:
                events += [("message", data, event_id) for data in datas]
            else:
                events += [_new_event(SseEvent, ("message", data, event_id)) for data in datas]
        elif text.startswith("event: ", start):
            pairs = _TYPED_BLOCK.findall(text, start, end)
            if 3 * len(pairs) != text.count("\n", start, end):
                return False
            event_id = self.last_event_id
            if plain:
                events += [(name or "message", data, event_id) for name, data in pairs]
            else:
                events += [
                    _new_event(SseEvent, (name or "message", data, event_id))
                    for name, data in pairs
                ]
        else:
            return False
        if self._stray:
            self._stray = []
            self._stray_chars = 0
        return True

    def _lines(self, text: str, events: list[SseEvent]) -> None:
        """Lines without a blank one among them (``text`` ends with a line break)."""
        for line in text[:-1].split("\n"):
            self._line(line, events)

    def _block(self, block: str, events: list[SseEvent]) -> None:
        for line in block.split("\n"):
            self._line(line, events)
        self._dispatch(events)

    def _line(self, line: str, events: list[SseEvent]) -> None:
        if not line:
            self._dispatch(events)
            return
        name, colon, value = line.partition(":")
        if not colon:
            value = ""
        elif value[:1] == " ":
            value = value[1:]
        if name == "data":
            self._data.append(value)
            self._event_chars += len(value) + 1
            if self._event_chars > self.max_event_chars:
                self._overflow()
        elif name == "event":
            self._event = value
        elif name == "id":
            if "\x00" not in value:
                self.last_event_id = value
        elif name == "retry":
            if value.isascii() and value.isdigit():
                self.retry_ms = int(value)
        elif name:  # not a comment (empty name = line starting with ":")
            self._add_stray(line)

    def _dispatch(self, events: list[SseEvent]) -> None:
        if self._data:
            data = self._data[0] if len(self._data) == 1 else "\n".join(self._data)
            events.append(SseEvent(self._event or "message", data, self.last_event_id))
            self._data = []
            self._event_chars = 0
            if self._stray:
                self._stray = []
                self._stray_chars = 0
        self._event = ""

    def _add_stray(self, line: str) -> None:
        if self._stray_chars < _MAX_STRAY_CHARS:
            self._stray.append(line)
            self._stray_chars += len(line) + 1


_FIELDS = frozenset({"data", "event", "id", "retry"})
# An "event:" + "data:" block, as ``_bulk`` takes it whole (CRs are already LFs by then).
_TYPED_BLOCK = re.compile(r"^event: ([^\n]*)\ndata: ([^\n]*)\n\n", re.MULTILINE)
# Builds an SseEvent without the NamedTuple constructor's Python-level __new__ (half the cost).
_new_event = tuple.__new__
