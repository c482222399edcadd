"""The Copy controls of an answer's code blocks: which one says "Copied", and for how long."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication

from desktop_app.ui.chat.answer.answer_document import AnswerDocument
from desktop_app.ui.chat.answer.citations import Citations, no_citations
from desktop_app.ui.chat.answer.code_blocks import (
    COPY_SCHEME,
    DEFAULT_COPIED_LABEL,
    DEFAULT_COPY_LABEL,
    CopyState,
    copy_control,
)
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, code_at

COPIED_MS = 2000  # how long a code block's Copy control says "Copied"


class CodeCopies(QObject):
    """After a copy, that block's control says "Copied" for ``COPIED_MS``; only that control
    changes in the document (``AnswerDocument.replace_link``), and the renderer is told, so
    the answer's later frames show the same."""

    def __init__(self, parent: QObject, document: AnswerDocument) -> None:
        super().__init__(parent)
        self._document = document
        self.copy_label = DEFAULT_COPY_LABEL
        self.state = CopyState(label=DEFAULT_COPIED_LABEL)
        self._markdown: IncrementalMarkdown | None = None
        self.citations: Citations = no_citations  # set by the page: its turn's passages
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(COPIED_MS)
        self._timer.timeout.connect(lambda: self.show(None))

    def set_labels(self, copy_label: str, copied_label: str) -> bool:
        """The words in the current language; True when they changed (render again)."""
        if (copy_label, copied_label) == (self.copy_label, self.state.label):
            return False
        self.copy_label = copy_label
        self.state = CopyState(self.state.copied, copied_label)
        return True

    def set_citations(self, citations: Citations) -> None:
        self.citations = citations
        if self._markdown is not None:
            self._markdown.citations = citations

    def new_markdown(self) -> IncrementalMarkdown:
        """A renderer for the answer, drawing the controls as they are now."""
        self._markdown = IncrementalMarkdown(self.copy_label, self.state, self.citations)
        return self._markdown

    def copy(self, source: str, key: str) -> bool:
        """Copies the code block a copy link names in the Markdown ``source``, and its control
        says so; False when the answer no longer has that block."""
        code = code_at(source, key)
        if code is None:
            return False
        QGuiApplication.clipboard().setText(code)
        self.show(int(key))
        return True

    def show(self, index: int | None) -> None:
        """Block ``index`` says "Copied" (any other goes back to "Copy"); None: none does."""
        before = self.state.copied
        self.state = CopyState(
            frozenset() if index is None else frozenset({index}), self.state.label
        )
        if self._markdown is not None:
            self._markdown.show_copied(self.state)
        for block in sorted(before | self.state.copied):
            control = copy_control(block, self.copy_label, self.state)
            self._document.replace_link(f"{COPY_SCHEME}:{block}", control)
        if index is None:
            self._timer.stop()
        else:
            self._timer.start()

    @property
    def active(self) -> bool:
        return self._timer.isActive()

    def stop(self) -> None:
        self._timer.stop()
