"""Read-only text browsers for the chat: as tall as their text, and the answer's loads nothing.

Untrusted text: the answer's browser loads no resource that is not local, and opens no link by
itself (a click is reported through ``anchorClicked`` and the application decides). Its only
images are the formulas ``math_markdown`` drew; a selection copied with formulas in it gets their
TeX source in its text.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QMimeData, QSize, Qt, QUrl
from PySide6.QtGui import QFontInfo, QTextCursor, QTextDocument
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

from desktop_app.ui.chat.answer import code_blocks, math_images
from desktop_app.ui.chat.answer.math_render import MATH_SCHEME

_LOCAL_SCHEMES = ("qrc", "data")
_OBJECT = "\ufffc"  # what an image is in a document's text


class FittedBrowser(QTextBrowser):
    """A read-only browser as tall as its text: the conversation around it scrolls, not it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Its text is laid out from the top and grows at the bottom: a resize draws only the
        # new area (the document asks for its own changes to be drawn; see ``follow_scroll``).
        for widget in (self, self.viewport()):
            widget.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        self.document().setUndoRedoEnabled(False)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self._fit()
        self._plain = ""  # the text ``show_plain`` last showed

    def _fit(self, *_args) -> None:
        height = math.ceil(self.document().size().height())
        margins = self.contentsMargins()
        self.setFixedHeight(max(height, 1) + margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.height())

    def replace_document(self, document: QTextDocument) -> None:
        """Shows ``document``, made beside this one (``document().clone``), in its place; the
        one shown before goes with it (Qt deletes a document its browser made)."""
        self.setDocument(document)
        document.setUndoRedoEnabled(False)
        document.documentLayout().documentSizeChanged.connect(self._fit)
        self._plain = ""
        self._fit()

    def show_plain(self, text: str) -> None:
        """Plain text; while it only grows, only the new part is inserted."""
        previous = self._plain
        self._plain = text
        if previous and text.startswith(previous):
            if len(text) > len(previous):
                cursor = QTextCursor(self.document())
                cursor.movePosition(QTextCursor.MoveOperation.End)
                cursor.insertText(text[len(previous) :])
        else:
            self.setPlainText(text)


class AnswerBrowser(FittedBrowser):
    """Loads nothing remote; links are reported, never followed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        code_blocks.set_body_px(QFontInfo(self.font()).pixelSize())  # its code matches its text

    def loadResource(self, kind: int, url: QUrl | str) -> object:
        url = QUrl(url)
        scheme = url.scheme().lower()
        if scheme == MATH_SCHEME and kind == QTextDocument.ResourceType.ImageResource.value:
            return math_images.image(url.path(), self.devicePixelRatioF())
        if scheme in _LOCAL_SCHEMES:
            return super().loadResource(kind, url)
        return None

    def createMimeDataFromSelection(self) -> QMimeData:
        data = super().createMimeDataFromSelection()
        cursor = self.textCursor()
        if _OBJECT not in cursor.selectedText():
            return data
        # Qt's own mime data fills its text late, from the selection: copied into a plain one.
        copied = QMimeData()
        for kind in data.formats():
            copied.setData(kind, data.data(kind))
        copied.setText(selected_text_with_tex(cursor))
        return copied


def selected_text_with_tex(cursor: QTextCursor) -> str:
    """The selection's plain text, with each formula's TeX source in place of its image."""
    start, end = cursor.selectionStart(), cursor.selectionEnd()
    document = cursor.document()
    parts: list[str] = []
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        if parts:
            parts.append("\n")
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            first = max(start, fragment.position())
            last = min(end, fragment.position() + fragment.length())
            if first < last:
                text = fragment.text()[first - fragment.position() : last - fragment.position()]
                source = None
                if fragment.charFormat().isImageFormat():
                    source = math_images.source_of(fragment.charFormat().toImageFormat().name())
                parts.append(text.replace(_OBJECT, source) if source else text)
            iterator += 1
        block = block.next()
    return "".join(parts).replace("\u2029", "\n").replace("\u2028", "\n")
