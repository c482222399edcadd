"""The person's own message in the chat: plain text always, and a very long one without a freeze.

What a person typed or pasted is never interpreted: ``<b>`` stays ``<b>`` (a QLabel would guess
rich text from it). A short message is a label that wraps; past ``LONG_MESSAGE`` characters it
is a read-only plain-text view of bounded height that takes the text in pieces, one piece per
turn of the event loop, so a 10 MB paste shows at once and fills in while the window stays live.
A word-wrapped label lays a 1 MB text out in about 2 s, and does so again at every resize.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QWidget

LONG_MESSAGE = 20_000  # characters: above this, the lazily filled view
PIECE = 256 * 1024  # characters appended per turn of the event loop (about 20 ms)
LONG_VIEW_HEIGHT = 320  # pixels; the view scrolls inside
READER_EXCERPT = 2_000  # characters a screen reader is given as the description

OBJECT_NAME = "userBubble"


def user_message_widget(text: str, parent: QWidget | None = None) -> QWidget:
    """A widget showing ``text`` exactly as written, whatever its length."""
    widget: QWidget
    if len(text) <= LONG_MESSAGE:
        label = QLabel(parent)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setText(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        widget = label
    else:
        widget = LongUserMessage(text, parent)
    widget.setObjectName(OBJECT_NAME)
    # A screen reader reads the description after the name; an excerpt of a long paste is enough.
    excerpt = text if len(text) <= READER_EXCERPT else text[:READER_EXCERPT] + "…"
    widget.setAccessibleDescription(excerpt)
    return widget


class LongUserMessage(QPlainTextEdit):
    """A long message, read-only, filled in pieces after it is first shown."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setFixedHeight(LONG_VIEW_HEIGHT)
        self._text = text
        self._shown = 0
        self._filler = QTimer(self)
        self._filler.setSingleShot(True)
        self._filler.setInterval(0)
        self._filler.timeout.connect(self._append_piece)
        self._append_piece()

    @property
    def complete(self) -> bool:
        return self._shown >= len(self._text)

    def _append_piece(self) -> None:
        first = self._shown == 0
        piece = self._text[self._shown : self._shown + PIECE]
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(piece)
        self._shown += len(piece)
        if first:  # the reader starts at the top, wherever the pieces are appended
            self.moveCursor(QTextCursor.MoveOperation.Start)
        if not self.complete:
            self._filler.start()
