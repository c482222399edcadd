"""Cuts a document's text where its structure allows: at headings, between paragraphs, around
code blocks; a block too long for one chunk is cut between lines. Pure: text in, chunks out.

Offsets are character offsets into the text given (for text, Markdown and code files the file's
own characters; for other formats the extracted text)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

TARGET = 1200  # characters a chunk grows to before the next block starts another
LIMIT = 2400  # no chunk is longer: a longer block is cut between lines, a longer line anywhere

_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$")
_FENCE = re.compile(r"^[ \t]{0,3}(```+|~~~+)")
_DEFINITION = re.compile(
    r"^(?:export\s+)?(?:async\s+)?(?:def|class|function|fn|func|struct|impl|interface|"
    r"enum|trait|module|type|pub\s+fn)\s+([A-Za-z_][\w.]*)"
)


class TextKind(StrEnum):
    PROSE = "prose"  # plain text: paragraphs
    MARKDOWN = "markdown"  # headings, paragraphs, fenced code (HTML and documents come as this)
    CODE = "code"  # blank-line separated blocks under the definition that opens them


@dataclass(frozen=True, slots=True)
class Chunk:
    start: int
    end: int
    headings: tuple[str, ...]
    text: str


# A block of the text: (start, end, heading) where heading is (level, title) for a heading.
_Block = tuple[int, int, tuple[int, str] | None]

# The first characters a line can open a fence, a heading or a definition with: lines starting
# otherwise (most of them) are not matched against the patterns at all.
_FENCE_FIRST = frozenset(" \t`~")
_DEFINITION_FIRST = frozenset("eadcfsitmp")


def chunk_text(text: str, kind: TextKind = TextKind.PROSE) -> list[Chunk]:
    chunks: list[Chunk] = []
    path: list[tuple[int, str]] = []  # the headings above the block being read
    titles: tuple[str, ...] = ()  # their titles
    group_path: tuple[str, ...] = ()
    # The group of blocks the next chunk is made of: where it starts and ends, and whether it
    # holds only headings so far (headings in a row stay with the text below them).
    first = last = -1
    only_headings = True
    for start, end, heading in _blocks(text, kind):
        if heading is not None:
            if not only_headings:
                chunks.extend(_pieces(text, first, last, group_path))
                first, only_headings = -1, True
            level = heading[0]
            path[:] = [entry for entry in path if entry[0] < level]
            path.append(heading)
            group_path = titles = tuple(title for _, title in path)
            if first < 0:
                first = start
            last = end
            continue
        if first >= 0 and end - first > TARGET and not only_headings:
            chunks.extend(_pieces(text, first, last, group_path))
            first, only_headings = -1, True
        if first < 0:
            group_path = titles
            first = start
        last = end
        only_headings = False
    if first >= 0:
        chunks.extend(_pieces(text, first, last, group_path))
    return chunks


def _pieces(text: str, start: int, end: int, headings: tuple[str, ...]) -> list[Chunk]:
    """One chunk for the span, or several cut between lines when it is over ``LIMIT``."""
    out: list[Chunk] = []
    while end - start > LIMIT:
        cut = text.rfind("\n", start + LIMIT // 2, start + LIMIT)
        cut = cut + 1 if cut != -1 else start + LIMIT
        _chunk(out, text, start, cut, headings)
        start = cut
    _chunk(out, text, start, end, headings)
    return out


def _chunk(out: list[Chunk], text: str, start: int, end: int, headings: tuple[str, ...]) -> None:
    """Adds the span's chunk without the white space around it, unless it is all white space."""
    piece = text[start:end]
    stripped = piece.strip()
    if stripped:
        # Everything before the first character of ``stripped`` is white space, so its first
        # occurrence is where the stripped text starts.
        start += piece.find(stripped[0])
        out.append(Chunk(start, start + len(stripped), headings, stripped))


def _blocks(text: str, kind: TextKind) -> list[_Block]:
    blocks: list[_Block] = []
    add = blocks.append
    markdown = kind is TextKind.MARKDOWN
    code = kind is TextKind.CODE
    open_start: int | None = None  # the start of the paragraph being read
    fence: str | None = None  # the fence that opened the code block being read
    last_end = 0
    definition: str | None = None
    offset = 0  # where the line starts
    for raw in text.splitlines(keepends=True):
        line = raw.rstrip("\r\n")  # the line without its line break
        start = offset
        offset += len(raw)
        end = start + len(line)
        if fence is not None:
            last_end = end
            if line.lstrip().startswith(fence):
                fence = None
                add((open_start or 0, end, None))
                open_start = None
            continue
        lead = line[:1]
        if markdown and lead:
            if lead in _FENCE_FIRST:
                opened = _FENCE.match(line)
                if opened:
                    if open_start is not None:
                        add((open_start, last_end, None))
                    open_start, fence, last_end = start, opened.group(1), end
                    continue
            elif lead == "#":
                heading = _HEADING.match(line)
                if heading:
                    if open_start is not None:
                        add((open_start, last_end, None))
                        open_start = None
                    add((start, end, (len(heading.group(1)), heading.group(2).strip())))
                    continue
        if code and lead in _DEFINITION_FIRST:
            named = _DEFINITION.match(line)
            if named:
                if open_start is not None and named.group(1) != definition:
                    add((open_start, last_end, None))
                    open_start = None
                definition = named.group(1)
                if open_start is None:
                    add((start, start, (1, definition)))
        if not line or line.isspace():
            if open_start is not None:
                add((open_start, last_end, None))
                open_start = None
            continue
        if open_start is None:
            open_start = start
        last_end = end
    if open_start is not None:
        add((open_start, last_end if fence is None else len(text), None))
    return blocks
