"""Content-Encoding undone in bounded steps, the same way for both transports.

A compressed body can expand a thousandfold: an 838 KB gzip body became 339 MB of events. Each
step here hands on at most ``step`` bytes, so the pipeline's body limit (checked once per piece)
stops a bomb after a few pieces instead of after the whole expansion is in memory.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Iterator

from desktop_app.net.errors import ErrorKind, ProviderError

DEFAULT_STEP = 64 * 1024
ACCEPTED_ENCODINGS = "gzip, deflate"  # what ``BodyDecoder`` reads, for the Accept-Encoding header

_GZIP_WBITS = 16 + zlib.MAX_WBITS
_ZLIB_WBITS = zlib.MAX_WBITS
_RAW_DEFLATE_WBITS = -zlib.MAX_WBITS


class BodyDecoder:
    """``decode(data)`` yields the pieces of one body; ``identity`` pieces are the data as it is.

    Raises ``ProviderError`` for an encoding it cannot read, or for damaged compressed data.
    """

    __slots__ = ("_first", "_inflater", "encoding", "step")

    def __init__(self, content_encoding: str | None, *, step: int = DEFAULT_STEP) -> None:
        encoding = (content_encoding or "identity").strip().lower()
        if encoding not in ("identity", "", "gzip", "x-gzip", "deflate"):
            raise ProviderError(
                ErrorKind.NOT_STREAMED,
                f"the server compressed its reply with {encoding!r}, which Arroyo does not read",
            )
        self.encoding = "identity" if encoding == "" else encoding
        self.step = step
        self._inflater = None if self.encoding == "identity" else self._new_inflater()
        self._first = True

    def _new_inflater(self):
        wbits = _ZLIB_WBITS if self.encoding == "deflate" else _GZIP_WBITS
        return zlib.decompressobj(wbits)

    def decode(self, data: bytes) -> Iterable[bytes]:
        """The pieces ``data`` decodes to, made one at a time as they are asked for: a reader
        that stops asking (the body went over its limit) never pays for the rest."""
        if self._inflater is None:
            return (data,) if data else ()
        return self._inflate(data)

    def _inflate(self, data: bytes) -> Iterator[bytes]:
        while True:
            assert self._inflater is not None  # only called once an encoding chose one
            try:
                piece = self._inflater.decompress(data, self.step)
            except zlib.error as exc:
                if not (self._first and self.encoding == "deflate"):
                    message = f"the server's compressed reply is damaged: {exc}"
                    raise ProviderError(ErrorKind.CONNECTION, message) from None
                # Some servers send raw deflate without the zlib header (as browsers tolerate).
                self._inflater = zlib.decompressobj(_RAW_DEFLATE_WBITS)
                self._first = False
                continue
            self._first = False
            if piece:
                yield piece
            inflater = self._inflater
            data = inflater.unconsumed_tail
            if inflater.eof:
                # Another gzip member may follow (concatenated members are one body).
                data = inflater.unused_data
                if not data or self.encoding == "deflate":
                    return
                self._inflater = self._new_inflater()
            elif not data and len(piece) < self.step:
                return  # a full piece may leave output inside zlib: only a short one is the end
