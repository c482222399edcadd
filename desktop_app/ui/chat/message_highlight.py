"""Marks the message a search opened at: its background, and the words found in its text.

The words are marked with the palette's selection colours, the way a reader knows found text.
Search matches words without their accents ("cancion" finds "canción"); a word whose accents
differ is not marked in the text, the message's background still is.
"""

from __future__ import annotations

from PySide6.QtGui import QPalette, QTextCursor, QTextDocument
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QTextEdit, QWidget

PROPERTY = "searchHit"  # set on the marked widget, for styles and for tests
MAX_MARKS = 200  # words marked in one message: enough to see, bounded for a huge one


def highlight(widget: QWidget, words: list[str]) -> None:
    widget.setProperty(PROPERTY, True)
    widget.setAutoFillBackground(True)
    widget.setBackgroundRole(QPalette.ColorRole.AlternateBase)
    if isinstance(widget, QLabel):
        _mark_label(widget, words)
        return
    for editor in _editors(widget):
        _mark_editor(editor, words)


def clear(widget: QWidget) -> None:
    widget.setProperty(PROPERTY, False)
    widget.setAutoFillBackground(False)
    widget.setBackgroundRole(QPalette.ColorRole.Window)
    if isinstance(widget, QLabel):
        widget.setSelection(0, 0)
        return
    for editor in _editors(widget):
        editor.setExtraSelections([])


def is_highlighted(widget: QWidget) -> bool:
    return bool(widget.property(PROPERTY))


def _editors(widget: QWidget) -> list[QTextEdit | QPlainTextEdit]:
    own = [widget] if isinstance(widget, QTextEdit | QPlainTextEdit) else []
    return own + widget.findChildren(QTextEdit) + widget.findChildren(QPlainTextEdit)


def _mark_label(label: QLabel, words: list[str]) -> None:
    """A label has one selection: the first word found."""
    text = label.text().casefold()
    for word in words:
        at = text.find(word.casefold())
        if at >= 0:
            label.setSelection(at, len(word))
            return


def _mark_editor(editor: QTextEdit | QPlainTextEdit, words: list[str]) -> None:
    palette = editor.palette()
    selections: list[QTextEdit.ExtraSelection] = []
    document = editor.document()
    for word in words:
        cursor = QTextCursor(document)
        while len(selections) < MAX_MARKS:
            cursor = document.find(word, cursor, QTextDocument.FindFlag(0))
            if cursor.isNull():
                break
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format.setBackground(palette.color(QPalette.ColorRole.Highlight))
            selection.format.setForeground(palette.color(QPalette.ColorRole.HighlightedText))
            selections.append(selection)
    editor.setExtraSelections(selections)
