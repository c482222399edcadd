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


@dataclass(frozen=True, slots=True)
class _Block:
    start: int
    end: int
    heading: tuple[int, str] | None = None  # (level, title) when the block is a heading


def chunk_text(text: str, kind: TextKind = TextKind.PROSE) -> list[Chunk]:
    chunks: list[Chunk] = []
    path: list[tuple[int, str]] = []
    group: list[_Block] = []
    group_path: tuple[str, ...] = ()

    def flush() -> None:
        if group:
            chunks.extend(_pieces(text, group[0].start, group[-1].end, group_path))
            group.clear()

    for block in _blocks(text, kind):
        if block.heading is not None:
            if not _only_headings(group):  # headings in a row stay with the text below them
                flush()
            level = block.heading[0]
            path[:] = [entry for entry in path if entry[0] < level] + [block.heading]
            group_path = tuple(title for _, title in path)
            group.append(block)
            continue
        if group and block.end - group[0].start > TARGET and not _only_headings(group):
            flush()
        if not group:
            group_path = tuple(title for _, title in path)
        group.append(block)
    flush()
    return chunks


def _only_headings(group: list[_Block]) -> bool:
    return all(block.heading is not None for block in group)


def _pieces(text: str, start: int, end: int, headings: tuple[str, ...]) -> list[Chunk]:
    """One chunk for the span, or several cut between lines when it is over ``LIMIT``."""
    out: list[Chunk] = []
    while end - start > LIMIT:
        cut = text.rfind("\n", start + LIMIT // 2, start + LIMIT)
        cut = cut + 1 if cut != -1 else start + LIMIT
        out.append(_chunk(text, start, cut, headings))
        start = cut
    out.append(_chunk(text, start, end, headings))
    return [piece for piece in out if piece.text]


def _chunk(text: str, start: int, end: int, headings: tuple[str, ...]) -> Chunk:
    piece = text[start:end]
    stripped = piece.strip()
    if not stripped:
        return Chunk(start, start, headings, "")
    lead = len(piece) - len(piece.lstrip())
    start += lead
    return Chunk(start, start + len(stripped), headings, stripped)


def _lines(text: str) -> list[tuple[int, str]]:
    """Each line with its offset, without its line break."""
    out = []
    offset = 0
    for line in text.splitlines(keepends=True):
        out.append((offset, line.rstrip("\r\n")))
        offset += len(line)
    return out


def _blocks(text: str, kind: TextKind) -> list[_Block]:
    blocks: list[_Block] = []
    open_start: int | None = None  # the start of the paragraph being read
    fence: str | None = None  # the fence that opened the code block being read
    last_end = 0
    definition: str | None = None
    for offset, line in _lines(text):
        end = offset + len(line)
        if fence is not None:
            last_end = end
            if line.strip().startswith(fence):
                fence = None
                blocks.append(_Block(open_start or 0, end))
                open_start = None
            continue
        if kind is TextKind.MARKDOWN:
            opened = _FENCE.match(line)
            if opened:
                if open_start is not None:
                    blocks.append(_Block(open_start, last_end))
                open_start, fence, last_end = offset, opened.group(1), end
                continue
            heading = _HEADING.match(line)
            if heading:
                if open_start is not None:
                    blocks.append(_Block(open_start, last_end))
                    open_start = None
                level = len(heading.group(1))
                blocks.append(_Block(offset, end, (level, heading.group(2).strip())))
                continue
        if kind is TextKind.CODE:
            named = _DEFINITION.match(line)
            if named and open_start is not None and named.group(1) != definition:
                blocks.append(_Block(open_start, last_end))
                open_start = None
            if named:
                definition = named.group(1)
                if open_start is None:
                    blocks.append(_Block(offset, offset, (1, definition)))
        if not line.strip():
            if open_start is not None:
                blocks.append(_Block(open_start, last_end))
                open_start = None
            continue
        if open_start is None:
            open_start = offset
        last_end = end
    if open_start is not None:
        blocks.append(_Block(open_start, last_end if fence is None else len(text)))
    return blocks
