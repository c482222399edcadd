"""Incremental UTF-8 decoding of a body that arrives in arbitrary byte chunks."""

from __future__ import annotations

import codecs

REPLACEMENT = "\ufffd"
_ENCODED_REPLACEMENT = REPLACEMENT.encode()


class Utf8Decoder:
    """Decodes byte chunks into text, holding back a character cut between chunks.

    Truly invalid bytes become U+FFFD (one per maximal invalid subpart, as WHATWG's
    decoder does) and are counted in ``replaced``; they are never fatal. A BOM is left
    in the text: dropping it is the SSE layer's job, so both transports share one rule.
    """

    __slots__ = ("_decoder", "_tail", "replaced")

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        # The last two bytes seen, to recognise a genuine U+FFFD whose bytes were split.
        self._tail = b""
        self.replaced = 0

    def decode(self, chunk: bytes) -> str:
        text = self._decoder.decode(chunk)
        if REPLACEMENT in text:
            self._count_replacements(text, self._tail + chunk)
        self._tail = (self._tail + chunk)[-2:] if len(chunk) < 2 else chunk[-2:]
        return text

    def flush(self) -> str:
        """End of body: an incomplete trailing sequence becomes U+FFFD."""
        text = self._decoder.decode(b"", final=True)
        if text:
            self.replaced += text.count(REPLACEMENT)
        return text

    def _count_replacements(self, text: str, window: bytes) -> None:
        # A U+FFFD that the server really sent is text, not damage: subtract those.
        genuine = window.count(_ENCODED_REPLACEMENT)
        self.replaced += text.count(REPLACEMENT) - genuine
