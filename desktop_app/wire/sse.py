"""Server-sent events framing, per the WHATWG HTML standard (section 9.2.6).

Bytes in, events out. Lines end with LF, CRLF or a lone CR (mixed, and a CR at the end of one
chunk followed by LF at the start of the next is one line break). An event is dispatched
only at its blank line; one still open when the body ends is reported, never dispatched.
The buffer is bounded so an endless line from a hostile server is an error, not a leak.

Framing comes before decoding. Every byte SSE gives meaning to (CR, LF, the colon, the
space, the field names) is ASCII, and in UTF-8 an ASCII byte is never part of another
character, so the body is split into lines and events on its bytes, and only the values read
are decoded, each once, when its line is whole: a character cut between chunks is never seen,
no undecoded tail is carried in a decoder, and a chunk holding one emoji is never widened
into a 4-byte-per-character string to be scanned and copied again. A run of ASCII events is
still decoded in one go (then the text is as cheap to split as the bytes).
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from desktop_app.errors import BrokenRule, ContractError

DEFAULT_MAX_EVENT_CHARS = 16 * 1024 * 1024
_MAX_STRAY_CHARS = 64 * 1024
_BOM = b"\xef\xbb\xbf"
REPLACEMENT = "\ufffd"
_ENCODED_REPLACEMENT = REPLACEMENT.encode()
# Every byte but UTF-8's continuation bytes: deleting them leaves one byte per continuation.
_NOT_CONTINUATION = bytes(range(0x80)) + bytes(range(0xC0, 0x100))


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


def utf8_chars(chunk: bytes) -> int:
    """How many characters ``chunk`` decodes to (exactly for valid UTF-8, even cut anywhere):
    its bytes minus its continuation bytes. A pure-ASCII chunk is checked without a copy."""
    if chunk.isascii():
        return len(chunk)
    return len(chunk) - len(chunk.translate(None, _NOT_CONTINUATION))


class SseParser:
    """Incremental SSE parser: ``feed_bytes(chunk) -> [SseEvent]``, then ``finish() -> SseTail``.

    ``feed(text)`` takes text already decoded (it is encoded again: the accumulate-and-diff
    transport and tests). Bytes that are not UTF-8 become U+FFFD, counted in ``replaced``;
    comments are never decoded, so never counted.
    """

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
        "replaced",
        "retry_ms",
    )

    def __init__(self, *, max_event_chars: int = DEFAULT_MAX_EVENT_CHARS) -> None:
        self._partial: list[bytes] = []  # bytes after the last line break
        self._partial_chars = 0
        self._cr_pending = False  # the last chunk ended in CR: a leading LF is the same break
        self._started = False  # past the place a byte order mark may be
        self._data: list[str] = []
        self._event = ""
        self._event_chars = 0
        self._stray: list[str] = []
        self._stray_chars = 0
        self.last_event_id: str | None = None
        self.retry_ms: int | None = None
        self.max_event_chars = max_event_chars
        self.replaced = 0

    def feed_bytes(self, chunk: bytes) -> list[SseEvent]:
        return self._feed(chunk, False)

    def feed_bytes_fields(self, chunk: bytes) -> list[SseEvent | tuple[str, str, str | None]]:
        """``feed_bytes``, but the events may be plain ``(event, data, id)`` tuples, which cost a
        fraction of an ``SseEvent`` to build: for a reader that unpacks them (the pipeline)."""
        return self._feed(chunk, True)

    def feed(self, text: str) -> list[SseEvent]:
        return self._feed(text.encode("utf-8", "surrogatepass"), False)

    def feed_fields(self, text: str) -> list[SseEvent | tuple[str, str, str | None]]:
        return self._feed(text.encode("utf-8", "surrogatepass"), True)

    def _feed(self, chunk: bytes, plain: bool) -> list[Any]:
        if not self._started or self._cr_pending or chunk.find(b"\r") >= 0:
            chunk = self._normalize(chunk)
        # Only whole events are framed: the bytes after the last blank line are held as they
        # are, so one rfind per chunk finds what is ready, and nothing is carried between chunks
        # but those bytes (no half-read event, no undecoded character).
        end = chunk.rfind(b"\n\n")
        partial = self._partial
        if end < 0:
            if not (partial and chunk[:1] == b"\n" and partial[-1][-1:] == b"\n"):
                if chunk:
                    self._keep_partial(chunk)
                return []
            end = -1  # the blank line began with the last byte held
        if partial:
            partial.append(chunk)
            buf = b"".join(partial)
            partial.clear()
            self._partial_chars = 0
            end += len(buf) - len(chunk)
        else:
            buf = chunk
        stop = end + 2
        if stop < len(buf):
            self._keep_partial(buf[stop:])
        # The bulk path is tried first even for one event: when it fails it has cost a test
        # or a split of what the general path splits anyway (measured cheaper overall).
        bulk = self._bulk(buf, end, plain)
        if bulk is not None:
            return bulk
        events: list[Any] = []
        self._blocks(buf, end, events)
        return events

    def finish(self) -> SseTail:
        """End of body. Whatever is not followed by its blank line is not an event."""
        if self._partial:
            held = b"".join(self._partial)
            self._partial.clear()
            self._partial_chars = 0
            *lines, last = held.split(b"\n")
            for line in lines:  # whole lines, none of them blank but maybe the first
                self._line(line, [])
            unterminated = bool(self._data or self._event)
            if last and last[:1] != b":":  # the body was cut inside a line
                unterminated = True
                text = self._text(last)  # decoded even if not kept: a cut character counts
                if last.partition(b":")[0] not in _FIELDS:
                    self._add_stray(text)
        else:
            unterminated = False
        tail = SseTail(unterminated, "\n".join(self._stray))
        self._data = []
        self._event = ""
        self._event_chars = 0
        self._stray = []
        self._stray_chars = 0
        return tail

    # -- internals ---------------------------------------------------------------------------

    def _normalize(self, chunk: bytes) -> bytes:
        """Drops one byte order mark at the very start, however the chunks cut it, and makes
        every line end an LF (a CR ending one chunk and the LF starting the next are one)."""
        if not self._started:
            if self._partial:
                chunk = b"".join(self._partial) + chunk
                self._partial.clear()
                self._partial_chars = 0
            if len(chunk) < len(_BOM) and _BOM.startswith(chunk):
                if chunk:
                    self._keep_partial(chunk)
                return b""
            self._started = True
            if chunk.startswith(_BOM):
                chunk = chunk[len(_BOM) :]
        if self._cr_pending and chunk:
            self._cr_pending = False
            if chunk[:1] == b"\n":
                chunk = chunk[1:]
        if chunk.find(b"\r") >= 0:
            self._cr_pending = chunk[-1:] == b"\r"
            chunk = chunk.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        return chunk

    def _keep_partial(self, piece: bytes) -> None:
        self._partial.append(piece)
        self._partial_chars += utf8_chars(piece)
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

    def _text(self, raw: bytes) -> str:
        try:
            return raw.decode()
        except UnicodeDecodeError:
            return self._repair(raw)

    def _repair(self, raw: bytes) -> str:
        # One U+FFFD per maximal invalid subpart, as a whole-body decode would give: those never
        # hold an ASCII byte, so never cross the line and field edges cut here. A U+FFFD the
        # server really sent is text, not damage.
        text = raw.decode("utf-8", "replace")
        self.replaced += text.count(REPLACEMENT) - raw.count(_ENCODED_REPLACEMENT)
        return text

    def _decode_all(self, pieces: list[bytes]) -> list[str]:
        try:
            return list(map(bytes.decode, pieces))
        except UnicodeDecodeError:
            return [self._text(piece) for piece in pieces]

    def _blocks(self, buf: bytes, end: int, events: list[Any]) -> None:
        """The events of ``buf[:end]``, whole blocks each followed by a blank line."""
        # A lone "data:" line is most events of every provider: build those inline.
        append = events.append
        event_id = self.last_event_id
        stray = bool(self._stray)
        for block in buf[:end].split(b"\n\n"):
            if block[:5] == b"data:" and block.find(b"\n") < 0:
                raw = block[6:] if block[5:6] == b" " else block[5:]
                try:
                    data = raw.decode()
                except UnicodeDecodeError:
                    data = self._repair(raw)
                append(_new_event(SseEvent, ("message", data, event_id)))
            elif (
                block[:6] == b"event:"
                and (cut := block.find(b"\n")) > 0
                and (block.startswith(b"data:", cut + 1) and block.find(b"\n", cut + 1) < 0)
            ):  # "event: x" then one "data:" line (Anthropic, Responses)
                name = block[7:cut] if block[6:7] == b" " else block[6:cut]
                raw = block[cut + 7 :] if block[cut + 6 : cut + 7] == b" " else block[cut + 6 :]
                event = (self._text(name) or "message", self._text(raw), event_id)
                append(_new_event(SseEvent, event))
            else:
                self._block(block, events)
                event_id = self.last_event_id
                stray = bool(self._stray)
                continue
            if stray:
                self._stray = []
                self._stray_chars = 0
                stray = False

    def _bulk(self, buf: bytes, end: int, plain: bool) -> list[Any] | None:
        """Fast path: ``buf[:end]`` (whole blocks, each but the last followed by a blank line)
        is nothing but lone ``data:`` lines, or nothing but ``event:`` + ``data:`` pairs: what
        nearly every provider sends. Then a few C passes over the whole range (split on the
        field prefixes, join, look for a line break) yield every value and one comprehension
        every event, several times cheaper per event than the block loop. None (nothing done)
        for anything else. The check: once the separators are cut out, no line break is left,
        so each block was exactly its prefix, a value and its blank line."""
        if buf.startswith(b"data: "):
            region = buf[6:end]
            if region.isascii():  # decoding is a copy, and text splits as fast as bytes
                datas = region.decode().split("\n\ndata: ")
                if "\n" in "".join(datas):
                    return None
            else:  # only the values, each straight to its narrowest string
                pieces = region.split(b"\n\ndata: ")
                if b"".join(pieces).find(b"\n") >= 0:
                    return None
                datas = self._decode_all(pieces)
            event_id = self.last_event_id
            if plain:
                events = [("message", data, event_id) for data in datas]
            else:
                events = [_new_event(SseEvent, ("message", data, event_id)) for data in datas]
        elif buf.startswith(b"event: "):
            # A regex pass finds the blocks; they tile the range exactly when they hold all its
            # line breaks (3 each). Checked before anything is decoded, so that a byte replaced
            # is counted once, whichever path then reads it.
            region = buf[: end + 2]
            ascii_only = region.isascii()
            found = (
                _TYPED_BLOCK.findall(region.decode())
                if ascii_only
                else _TYPED_BLOCK_BYTES.findall(region)
            )
            if 3 * len(found) != region.count(b"\n"):
                return None
            if ascii_only:
                pairs = found
            else:
                texts = iter(self._decode_all([field for pair in found for field in pair]))
                pairs = list(zip(texts, texts, strict=True))
            event_id = self.last_event_id
            if plain:
                events = [(name or "message", data, event_id) for name, data in pairs]
            else:
                events = [
                    _new_event(SseEvent, (name or "message", data, event_id))
                    for name, data in pairs
                ]
        else:
            return None
        if self._stray:
            self._stray = []
            self._stray_chars = 0
        return events

    def _block(self, block: bytes, events: list[SseEvent]) -> None:
        for line in block.split(b"\n"):
            self._line(line, events)
        self._dispatch(events)

    def _line(self, line: bytes, events: list[SseEvent]) -> None:
        if not line:
            self._dispatch(events)
            return
        name, colon, value = line.partition(b":")
        if not colon:
            value = b""
        elif value[:1] == b" ":
            value = value[1:]
        if name == b"data":
            text = self._text(value)
            self._data.append(text)
            self._event_chars += len(text) + 1
            if self._event_chars > self.max_event_chars:
                self._overflow()
        elif name == b"event":
            self._event = self._text(value)
        elif name == b"id":
            if b"\x00" not in value:
                self.last_event_id = self._text(value)
        elif name == b"retry":
            if value.isdigit():  # bytes: ASCII digits only
                self.retry_ms = int(value)
        elif name:  # not a comment (empty name = line starting with ":")
            self._add_stray(self._text(line))

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


_FIELDS = frozenset({b"data", b"event", b"id", b"retry"})
# An "event:" + "data:" block, as ``_bulk`` takes it whole (CRs are already LFs by then).
_TYPED_BLOCK = re.compile(r"^event: ([^\n]*)\ndata: ([^\n]*)\n\n", re.MULTILINE)
_TYPED_BLOCK_BYTES = re.compile(rb"^event: ([^\n]*)\ndata: ([^\n]*)\n\n", re.MULTILINE)
# Builds an SseEvent without the NamedTuple constructor's Python-level __new__ (half the cost).
_new_event = tuple.__new__
