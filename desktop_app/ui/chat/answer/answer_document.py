"""The answer's QTextDocument, kept equal to a whole render while only its tail is edited."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import (
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
    QTextFormat,
)

from desktop_app.ui.chat.answer.markdown import RenderDelta
from desktop_app.ui.chat.answer.open_text import appended_text

_END_OF_FRAME = "\ufdd1"
_MOVE = QTextCursor.MoveOperation
_KEEP = QTextCursor.MoveMode.KeepAnchor
_INDENT_ONLY = {QTextFormat.Property.BlockIndent.value}


@dataclass(slots=True)
class _Segment:
    start: int  # document position where the segment starts (the separator before it, if any)
    blocks: tuple[str, ...]  # the rendered Markdown blocks imported together as this segment
    # The formats the block at ``start`` gets back when the segment is removed, when that block
    # is not the previous segment's own (the empty block a table leaves behind).
    base: tuple[QTextBlockFormat, QTextCharFormat] | None = None
    # An empty trailing block (an empty list item) that Qt keeps only at the end of a document:
    # dropped when a segment follows, put back when this segment is last again.
    dropped: tuple[QTextBlockFormat, QTextCharFormat] | None = None


class AnswerDocument:
    """Keeps a QTextDocument equal to ``setHtml`` of the joined segments, editing only the tail.

    Every segment is imported by a scratch QTextDocument (``setHtml``, so Qt's own importer
    decides every format) and copied in as a fragment. ``QTextCursor.insertHtml`` was tried
    first and is not usable: it merges the first imported block into the block at the cursor,
    so a code block's first line lost its block format and its highlighting. A fragment copies
    the block format of every block that starts with a separator, so each segment's fragment
    gets an empty first block (its separator then carries the real first block's format); a
    table brings its own frame separator and goes in as it is. Checked against ``setHtml`` of
    the whole text (plain text, block count, and every non-empty block's formats) on texts
    streamed in random pieces, with random cuts back.
    """

    def __init__(self, document: QTextDocument) -> None:
        self.document = document
        self._segments: list[_Segment] = []
        self._blocks = 0  # Markdown blocks in the document
        # One scratch document for every import: ``setHtml`` empties it first, and making a
        # QTextDocument (and its Python wrapper, with its signals) each time cost more than
        # the import of a short block.
        self._scratch = QTextDocument()
        self._scratch.setUndoRedoEnabled(False)

    def apply(self, delta: RenderDelta) -> None:
        if delta.kept >= self._blocks and not delta.blocks:
            return
        if self._type_words(delta):
            return
        cursor = QTextCursor(self.document)
        cursor.beginEditBlock()
        try:
            if delta.kept < self._blocks:
                self._truncate(cursor, delta.kept)
            # The blocks before the last are final: one import for all of them (a fast model
            # finishes dozens a frame). The last is usually still open, so it stays on its own,
            # and replacing it next frame touches nothing else.
            if len(delta.blocks) > 1:
                self._append(cursor, delta.blocks[:-1])
            if delta.blocks:
                self._append(cursor, delta.blocks[-1:])
        finally:
            cursor.endEditBlock()

    def _type_words(self, delta: RenderDelta) -> bool:
        """The open paragraph, alone in the last segment, grew by plain words: they are typed
        at the end of the document in the format of the text before them (``open_text``)."""
        if len(delta.blocks) != 1 or delta.kept != self._blocks - 1 or not self._segments:
            return False
        last = self._segments[-1]
        if len(last.blocks) != 1 or last.dropped is not None:
            return False
        found = appended_text(last.blocks[0], delta.blocks[0])
        if found is None:
            return False
        added, last_word = found
        if not self.document.lastBlock().text().endswith(last_word):
            return False  # not where the importer put the paragraph's end: import it again
        cursor = QTextCursor(self.document)
        cursor.movePosition(_MOVE.End)
        cursor.insertText(added)
        last.blocks = delta.blocks
        return True

    def replace_link(self, href: str, html: str) -> bool:
        """Puts ``html`` (one line of inline HTML) in place of the link to ``href``, touching
        nothing else: a code block's Copy control saying "Copied" and back. The segments after
        it move by the change in length. False when the document has no such link."""
        found = _link_range(self.document, href)
        if found is None:
            return False
        start, end = found
        scratch = QTextDocument()
        scratch.setHtml(html)
        source = QTextCursor(scratch)
        source.movePosition(_MOVE.End, _KEEP)
        cursor = QTextCursor(self.document)
        cursor.beginEditBlock()
        cursor.setPosition(start)
        cursor.setPosition(end, _KEEP)
        cursor.insertFragment(QTextDocumentFragment(source))
        cursor.endEditBlock()
        shift = (scratch.characterCount() - 1) - (end - start)
        for segment in self._segments:
            if segment.start > start:
                segment.start += shift
        return True

    def clear(self) -> None:
        cursor = QTextCursor(self.document)
        _reset(cursor)
        self._segments.clear()
        self._blocks = 0

    def _truncate(self, cursor: QTextCursor, kept: int) -> None:
        """Keeps the first ``kept`` Markdown blocks; a segment cut inside is imported again
        without its dropped blocks."""
        first = self._blocks
        index = len(self._segments)
        while first > kept:
            index -= 1
            first -= len(self._segments[index].blocks)
        put_back = self._segments[index].blocks[: kept - first]
        if index == 0:
            _reset(cursor)
            self._segments.clear()
        else:
            segment = self._segments[index]
            _remove_to_end(cursor, segment.start, segment.base)
            del self._segments[index:]
            last = self._segments[-1]
            if last.dropped is not None:
                cursor.movePosition(_MOVE.End)
                if self.document.characterCount() <= 1:
                    cursor.setBlockFormat(last.dropped[0])
                    cursor.setBlockCharFormat(last.dropped[1])
                else:
                    cursor.insertBlock(*last.dropped)
                last.dropped = None
        self._blocks = first
        if put_back:
            self._append(cursor, put_back)

    def _append(self, cursor: QTextCursor, blocks: tuple[str, ...]) -> None:
        html = "".join(blocks)
        scratch = self._scratch
        scratch.setHtml(html.rstrip())  # whitespace after the last tag would become a space
        table = html.startswith("<table")
        last = self.document.lastBlock()
        if self._segments and not table and _droppable(last):  # a table keeps it, as in Qt
            self._segments[-1].dropped = (last.blockFormat(), last.charFormat())
            if last.blockNumber() == 0:
                _reset(cursor)
            else:
                _remove_to_end(cursor, last.position() - 1)
        cursor.movePosition(_MOVE.End)
        start = cursor.position()
        lead = start > 0 and not table
        last = self.document.lastBlock()
        # Qt's importer puts what follows a table into the block the table leaves behind when
        # the table's last cell is empty, and after one more empty block when it is not.
        after_table = lead and _after_table(last) and not _last_cell_text(last)
        base = (last.blockFormat(), last.charFormat()) if after_table else None
        source = QTextCursor(scratch)
        if lead:
            source.insertBlock()
            source.movePosition(_MOVE.Start)
        source.movePosition(_MOVE.End, _KEEP)
        cursor.insertFragment(QTextDocumentFragment(source))
        if after_table:
            first = self.document.findBlock(start + 1)
            block_format, char_format = first.blockFormat(), first.charFormat()
            cursor.setPosition(start)
            cursor.setPosition(start + 1, _KEEP)
            cursor.removeSelectedText()
            cursor.setBlockFormat(block_format)
            cursor.setBlockCharFormat(char_format)
        self._segments.append(_Segment(start, blocks, base))
        self._blocks += len(blocks)


def _link_range(document: QTextDocument, href: str) -> tuple[int, int] | None:
    """Where the first link to ``href`` starts and ends (a link is within one block)."""
    block = document.begin()
    while block.isValid():
        span: tuple[int, int] | None = None
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if fragment.charFormat().anchorHref() == href:
                end = fragment.position() + fragment.length()
                span = (span[0] if span else fragment.position(), end)
            elif span is not None:
                return span
            iterator += 1
        if span is not None:
            return span
        block = block.next()
    return None


def _droppable(block: QTextBlock) -> bool:
    """An empty, plain block not right after a table: Qt drops such a block between others."""
    if block.text() or block.textList() is not None:
        return False
    if set(block.blockFormat().properties()) - _INDENT_ONLY:
        return False
    return not _after_table(block)


def _last_cell_text(block: QTextBlock) -> str:
    return block.document().findBlock(block.position() - 1).text()


def _after_table(block: QTextBlock) -> bool:
    position = block.position()
    return position > 0 and block.document().characterAt(position - 1) == _END_OF_FRAME


def _remove_to_end(
    cursor: QTextCursor,
    position: int,
    formats: tuple[QTextBlockFormat, QTextCharFormat] | None = None,
) -> None:
    """Removes from ``position`` (the end of a block) to the end of the document.

    The block that ends at ``position`` would take the format of the document's last block
    (seen with an empty block before a table, and with a horizontal rule), so its own formats
    (or ``formats``) are put back.
    """
    if formats is None:
        kept = cursor.document().findBlock(position)
        formats = (kept.blockFormat(), kept.charFormat())
    block_format, char_format = formats
    cursor.setPosition(position)
    cursor.movePosition(_MOVE.End, _KEEP)
    cursor.removeSelectedText()
    cursor.setBlockFormat(block_format)
    cursor.setBlockCharFormat(char_format)


def _reset(cursor: QTextCursor) -> None:
    cursor.select(QTextCursor.SelectionType.Document)
    cursor.removeSelectedText()
    cursor.setBlockFormat(QTextBlockFormat())
    cursor.setBlockCharFormat(QTextCharFormat())
    cursor.setCharFormat(QTextCharFormat())
