"""A diff's lines as the theme paints them: what each line is, and its text and line formats
from the diff tokens (``DIFF_COLOURS``)."""

from __future__ import annotations

import enum

from PySide6.QtGui import QColor, QTextBlockFormat, QTextCharFormat

from desktop_app.ui.theme.tokens import DiffColours


class LineKind(enum.Enum):
    HEADER = "header"
    HUNK = "hunk"
    ADDED = "added"
    REMOVED = "removed"
    CONTEXT = "context"


def line_kind(line: str) -> LineKind:
    """What a line of a unified diff is."""
    if line.startswith(("--- ", "+++ ")):
        return LineKind.HEADER
    if line.startswith("@@"):
        return LineKind.HUNK
    if line.startswith("+"):
        return LineKind.ADDED
    if line.startswith("-"):
        return LineKind.REMOVED
    return LineKind.CONTEXT


def is_diff(text: str) -> bool:
    return text.startswith(("--- ", "+++ ")) and "\n@@" in text


def colours_of(kind: LineKind, colours: DiffColours) -> tuple[str, str]:
    """(text, background) of a line of this kind."""
    return {
        LineKind.HEADER: (colours.context, colours.background),
        LineKind.CONTEXT: (colours.context, colours.background),
        LineKind.ADDED: (colours.added, colours.added_background),
        LineKind.REMOVED: (colours.removed, colours.removed_background),
        LineKind.HUNK: (colours.hunk, colours.hunk_background),
    }[kind]


def line_formats(kind: LineKind, colours: DiffColours) -> tuple[QTextBlockFormat, QTextCharFormat]:
    """The line's background (the whole width) and its text's colour and weight."""
    text, background = colours_of(kind, colours)
    line = QTextBlockFormat()
    line.setBackground(QColor(background))
    chars = QTextCharFormat()
    chars.setForeground(QColor(text))
    chars.setFontWeight(700 if kind is LineKind.HEADER else 400)
    return line, chars
