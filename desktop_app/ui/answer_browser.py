"""Read-only text browsers for the chat: as tall as their text, and the answer's loads nothing.

Untrusted text: the answer's browser loads no resource that is not local, and opens no link by
itself (a click is reported through ``anchorClicked`` and the application decides).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

_LOCAL_SCHEMES = ("qrc", "data")


class FittedBrowser(QTextBrowser):
    """A read-only browser as tall as its text: the conversation around it scrolls, not it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().setUndoRedoEnabled(False)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self._fit()

    def _fit(self, *_args) -> None:
        height = math.ceil(self.document().size().height())
        margins = self.contentsMargins()
        self.setFixedHeight(max(height, 1) + margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.height())


class AnswerBrowser(FittedBrowser):
    """Loads nothing remote; links are reported, never followed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)

    def loadResource(self, kind: int, url: QUrl | str) -> object:
        url = QUrl(url)
        if url.scheme().lower() in _LOCAL_SCHEMES:
            return super().loadResource(kind, url)
        return None
