"""Incremental UTF-8 decoding of a body that arrives in arbitrary byte chunks."""

from __future__ import annotations

import codecs

REPLACEMENT = "\ufffd"
_ENCODED_REPLACEMENT = REPLACEMENT.encode()
_utf_8_decode = codecs.utf_8_decode


class Utf8Decoder:
    """Decodes byte chunks into text, holding back a character cut between chunks.

    Truly invalid bytes become U+FFFD (one per maximal invalid subpart, as WHATWG's
    decoder does) and are counted in ``replaced``; they are never fatal. A BOM is left
    in the text: dropping it is the SSE layer's job, so both transports share one rule.
    """

    __slots__ = ("_pending", "_tail", "replaced")

    def __init__(self) -> None:
        # What codecs' incremental UTF-8 decoder does, without its Python-level wrapper, which
        # also copies every chunk onto its (usually empty) buffer: the bytes of a character
        # cut at the end of the last chunk, to decode with the next one.
        self._pending = b""
        # The last two bytes seen, to recognise a genuine U+FFFD whose bytes were split.
        self._tail = b""
        self.replaced = 0

    def decode(self, chunk: bytes) -> str:
        data = self._pending + chunk if self._pending else chunk
        text, used = _utf_8_decode(data, "replace", False)
        self._pending = bytes(data[used:]) if used < len(data) else b""
        if REPLACEMENT in text:
            self._count_replacements(text, self._tail + chunk)
        self._tail = (self._tail + chunk)[-2:] if len(chunk) < 2 else chunk[-2:]
        return text

    def flush(self) -> str:
        """End of body: an incomplete trailing sequence becomes U+FFFD."""
        text, _ = _utf_8_decode(self._pending, "replace", True)
        self._pending = b""
        if text:
            self.replaced += text.count(REPLACEMENT)
        return text

    def _count_replacements(self, text: str, window: bytes) -> None:
        # A U+FFFD that the server really sent is text, not damage: subtract those.
        genuine = window.count(_ENCODED_REPLACEMENT)
        self.replaced += text.count(REPLACEMENT) - genuine
