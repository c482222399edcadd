"""The text blocks of a confirmation: a value of several lines, and the coloured diff.

Both are read-only, monospace, scroll inside and keep a bounded height, so a long file never
pushes the buttons off a small screen. The diff takes its colours from the theme's diff tokens
(``DIFF_COLOURS``) and paints them again when the theme changes; every line keeps its "+", "-"
or "@@" mark, so the colour is never the only sign.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontDatabase, QTextCursor, QTextOption
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from desktop_app.ui.theme import syntax
from desktop_app.ui.theme.diff import LineKind, is_diff, line_formats, line_kind
from desktop_app.ui.theme.tokens import DIFF_COLOURS, DiffColours

MAX_LINES = 10  # the tallest a block is drawn before it scrolls
MIN_LINES = 3  # the least it keeps when the screen is small


class TextBlock(QPlainTextEdit):
    """A value shown with its real line breaks: monospace, read-only, at most ``MAX_LINES``
    tall, scrolling inside."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        # Long lines wrap (anywhere, for a path with no spaces): nothing scrolls sideways
        # on a small screen.
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setTabChangesFocus(True)
        self.setPlainText(text)
        lines = max(MIN_LINES, min(MAX_LINES, text.count("\n") + 1))
        self.setMinimumHeight(self._height_for(MIN_LINES))
        self.setMaximumHeight(self._height_for(lines))

    def _height_for(self, lines: int) -> int:
        frame = 2 * self.frameWidth() + int(2 * self.document().documentMargin())
        return self.fontMetrics().lineSpacing() * lines + frame + 4


class DiffView(TextBlock):
    """The diff of a change, each line coloured by what it is (a text that is no diff is
    shown in the context colour)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setMaximumHeight(self._height_for(MAX_LINES + 4))
        self._diff = is_diff(text)
        self._painted: object = None
        self.paint()

    def colours(self) -> DiffColours:
        return DIFF_COLOURS[syntax.current()]

    def paint(self) -> None:
        if self._painted is syntax.current():  # the stylesheet below changes the palette too
            return
        self._painted = syntax.current()
        colours = self.colours()
        self.setStyleSheet(
            f"QPlainTextEdit {{ background-color: {colours.background};"
            f" color: {colours.context}; }}"
        )
        cursor = QTextCursor(self.document())
        block = self.document().begin()
        while block.isValid():
            kind = line_kind(block.text()) if self._diff else LineKind.CONTEXT
            line, chars = line_formats(kind, colours)
            cursor.setPosition(block.position())
            cursor.setBlockFormat(line)
            cursor.movePosition(
                QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
            )
            cursor.setCharFormat(chars)
            block = block.next()

    def line_colours(self, index: int) -> tuple[str, str]:
        """(text, background) the line ``index`` is painted in (for tests)."""
        block = self.document().findBlockByNumber(index)
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
        text = cursor.charFormat().foreground().color().name()
        return text, block.blockFormat().background().color().name()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:  # the theme changed
            self.paint()
        super().changeEvent(event)
