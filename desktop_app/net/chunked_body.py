"""HTTP/1.1 chunked transfer coding, taken apart a whole read at a time.

http.client hands out a chunked body one chunk per ``read1``, parsing each chunk's size line
in Python: at 5,000 chunks a second (one server-sent event each) that cost the accumulate-and-
diff transport's reader thread about 8 µs a chunk. Here each read from the socket, however
many chunks it holds, is unframed in one pass. As lenient as http.client: a size line may end
in a bare LF and carry extensions, the two bytes after a chunk's data are skipped unread, and
trailer lines are read and dropped.
"""

from __future__ import annotations

import enum
import http.client

# http.client's own limit for a size or trailer line.
MAX_LINE = 65536


class _Expect(enum.Enum):
    SIZE = enum.auto()  # a chunk-size line
    DATA = enum.auto()  # the rest of a chunk's data
    DATA_END = enum.auto()  # the CRLF after a chunk's data
    TRAILER = enum.auto()  # trailer lines, up to an empty one
    NOTHING = enum.auto()  # the body is complete


class ChunkedBody:
    """``feed`` the bytes read from the socket, get the body bytes they complete."""

    def __init__(self) -> None:
        self._expect = _Expect.SIZE
        self._left = 0  # of the current chunk's data, or of the CRLF after it
        self._pending = b""  # an unfinished line

    @property
    def complete(self) -> bool:
        """The last chunk and the trailer have been read."""
        return self._expect is _Expect.NOTHING

    def feed(self, data: bytes) -> bytes:
        if self._pending:
            data, self._pending = self._pending + data, b""
        pieces: list[bytes] = []
        position, end = 0, len(data)
        expect = self._expect
        while position < end:
            if expect is _Expect.DATA:
                taken = min(self._left, end - position)
                pieces.append(data[position : position + taken])
                position += taken
                self._left -= taken
                if not self._left:
                    expect, self._left = _Expect.DATA_END, 2
            elif expect is _Expect.DATA_END:
                skipped = min(self._left, end - position)
                position += skipped
                self._left -= skipped
                if not self._left:
                    expect = _Expect.SIZE
            elif expect is _Expect.NOTHING:
                break  # anything after the body is not part of it
            else:
                line_end = data.find(b"\n", position)
                if line_end < 0:
                    self._pending = data[position:]
                    _check_line_length(len(self._pending))
                    break
                _check_line_length(line_end - position)
                line = data[position:line_end]
                position = line_end + 1
                if expect is _Expect.TRAILER:
                    if not line.strip(b"\r"):
                        expect = _Expect.NOTHING
                    continue
                size = _chunk_size(line)
                if size:
                    expect, self._left = _Expect.DATA, size
                else:
                    expect = _Expect.TRAILER
        self._expect = expect
        return b"".join(pieces)

    def finish(self) -> None:
        """The connection ended: raises ``http.client.IncompleteRead`` unless the body did (the
        connection may end the trailer, as http.client allows)."""
        if self._expect not in (_Expect.TRAILER, _Expect.NOTHING):
            raise http.client.IncompleteRead(b"", self._left or None)


def _check_line_length(length: int) -> None:
    if length > MAX_LINE:
        raise http.client.LineTooLong("chunk size")


def _chunk_size(line: bytes) -> int:
    try:
        size = int(line.split(b";", 1)[0], 16)
    except ValueError:
        raise http.client.IncompleteRead(b"") from None
    if size < 0:
        raise http.client.IncompleteRead(b"")
    return size
