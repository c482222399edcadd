"""One side-by-side column: a model's answer as it streams, with its own Stop.

Titled with its model; its reasoning above its answer, each tool call as a card (saying when
it was shared with another column), its state underneath, and "Use this answer" once the turn
is stored. The column paints nothing by itself: it keeps the newest text of each channel and
``paint`` draws it, called by the view's one timer for all columns (``view.py``).

While it streams the answer is drawn as plain text, appended (a frame costs the size of the
change); once stored it is drawn as Markdown. Four columns each drawing Markdown as it grew
(``IncrementalMarkdown``) took delta-to-paint p99 from 45 to 85 ms at 4 x 2,000 events/s.

The Markdown is built a piece per pass of the event loop, beside the plain text, and shown in
its place once whole: drawn in one go, 55 K characters held the window about 0.3 s (rendering
80 ms, Qt's import 120 ms, its layout and first paint 85 ms); now the longest pass is the
swap, with that layout.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.agent.events import (
    AgentEvent,
    AssistantMessage,
    DraftCleared,
    ReasoningDelta,
    SessionEnd,
    TextDelta,
    ToolExecutionEnd,
    ToolExecutionStart,
    ToolShared,
)
from desktop_app.generation.outcome import TurnStatus
from desktop_app.session.turn_record import ToolState, ended_state
from desktop_app.ui.chat.answer.answer_browser import AnswerBrowser, FittedBrowser
from desktop_app.ui.chat.answer.answer_document import AnswerDocument
from desktop_app.ui.chat.answer.code_blocks import COPY_SCHEME
from desktop_app.ui.chat.answer.code_copies import CodeCopies
from desktop_app.ui.chat.answer.markdown import RenderDelta, render_markdown
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.theme.stylesheet import TextRole, mark
from desktop_app.ui.theme.tokens import SPACING
from desktop_app.ui.widgets.announce import announce

OBJECT_NAME = "sideColumn"
# Characters of an answer drawn as Markdown per pass of the loop at the end (about 8 ms).
_MARKDOWN_STEP = 3000


class ColumnState(Enum):
    WRITING = QT_TRANSLATE_NOOP("AnswerColumn", "Writing…")
    DONE = QT_TRANSLATE_NOOP("AnswerColumn", "Done")
    STOPPED = QT_TRANSLATE_NOOP("AnswerColumn", "Stopped")
    INCOMPLETE = QT_TRANSLATE_NOOP("AnswerColumn", "Incomplete")
    FAILED = QT_TRANSLATE_NOOP("AnswerColumn", "Failed")


_ENDED = {
    TurnStatus.COMPLETED: ColumnState.DONE,
    TurnStatus.CANCELLED: ColumnState.STOPPED,
    TurnStatus.INCOMPLETE: ColumnState.INCOMPLETE,
    TurnStatus.TRUNCATED: ColumnState.FAILED,
    TurnStatus.FAILED: ColumnState.FAILED,
}


class AnswerColumn(QFrame):
    stop_requested = Signal()
    use_requested = Signal()

    def __init__(self, model: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.model = model
        self.state = ColumnState.WRITING
        self.paints = 0  # frames painted (the benchmark and tests count them)
        self._answer: TextDelta | None = None  # the newest update; its aggregate read at paint
        self._reasoning: ReasoningDelta | None = None
        self._dirty = False
        self._rounds_text = ""  # earlier rounds' text, kept above the one streaming
        self.title = QLabel(model)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.state_label = QLabel()
        mark(self.state_label, TextRole.MUTED)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(lambda _checked=False: self.stop_requested.emit())
        self.use_button = QPushButton()
        self.use_button.clicked.connect(lambda _checked=False: self.use_requested.emit())
        self.use_button.hide()  # offered once the answers are stored
        self.reasoning = FittedBrowser()
        mark(self.reasoning, TextRole.REASONING)
        self.reasoning.hide()
        self.answer = AnswerBrowser()
        self.answer.anchorClicked.connect(self._anchor_clicked)
        self.copies: CodeCopies | None = None  # the code blocks' Copy controls, once drawn
        self._source = ""  # the Markdown drawn
        self.answer.hide()  # no empty box before the first character
        self.cards: dict[str, ToolCard] = {}
        self._body = QVBoxLayout()
        self._body.setContentsMargins(0, 0, 0, 0)
        self._body.addWidget(self.reasoning)
        self._cards_at = 1  # cards go after the reasoning, before the answer
        self._body.addWidget(self.answer)
        self._body.addStretch(1)
        inner = QWidget()
        inner.setLayout(self._body)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setWidget(inner)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.stop_button)
        head.addWidget(self.use_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(SPACING.s, SPACING.s, SPACING.s, SPACING.s)
        column.addLayout(head)
        column.addWidget(self.state_label)
        column.addWidget(self.body_scroll, 1)
        self.retranslate()

    # -- events, kept for the next frame -------------------------------------------------------

    def on_event(self, event: AgentEvent) -> bool:
        """Takes one of the column's events; True when the next frame has something to paint."""
        match event:
            case TextDelta():
                self._answer = event
            case ReasoningDelta():
                self._reasoning = event
            case DraftCleared():
                self._answer = self._reasoning = None
                self.answer.show_plain(self._rounds_text)
            case AssistantMessage(text=text, tool_calls=calls):
                self._rounds_text += text + ("\n\n" if text and calls else "")
                self._answer = None
                for call in calls:
                    self._card(str(call.get("id", "")), str(call.get("name", "")), call)
            case ToolExecutionStart(call_id=call_id, description=description, intent=intent):
                card = self._card(call_id, event.name)
                card.set_action(description, intent)
                card.set_approval(event.approval)
                card.set_state(ToolState.RUNNING)
            case ToolExecutionEnd(call_id=call_id, output=output, error=error):
                card = self._card(call_id, event.name)
                started = card.state is ToolState.RUNNING
                state = ended_state(
                    started=started, output=output, error=error, unknown=event.unknown
                )
                card.set_state(state, output)
            case ToolShared(call_id=call_id, model=model):
                self._card(call_id, event.name).set_shared(model)
            case SessionEnd(outcome=outcome):
                self.state = _ENDED[outcome.status]
                self.stop_button.setEnabled(False)
                self.retranslate()
            case _:
                return False
        self._dirty = True
        return True

    def _card(self, call_id: str, name: str, call: dict | None = None) -> ToolCard:
        card = self.cards.get(call_id)
        if card is None:
            arguments = call.get("arguments", {}) if call else {}
            card = ToolCard(call_id, name, arguments if isinstance(arguments, dict) else {})
            self._body.insertWidget(self._cards_at + len(self.cards), card)
            self.cards[call_id] = card
        return card

    # -- painting ------------------------------------------------------------------------------

    def paint(self) -> bool:
        """Draws the newest text of each channel (called by the view's timer); False when
        nothing came since the last paint."""
        if not self._dirty:
            return False
        self._dirty = False
        self.paints += 1
        if self._reasoning is not None:
            self.reasoning.show()
            self.reasoning.show_plain(self._reasoning.aggregate)
        shown = self._rounds_text + (self._answer.aggregate if self._answer is not None else "")
        self.answer.setVisible(bool(shown))
        self.answer.show_plain(shown)
        return True

    def finish(self, answer: str) -> Iterator[None]:
        """The stored answer drawn as Markdown, then "Use this answer" offered: a step at a
        time, the caller letting the window's events run between two."""
        self.paint()
        if answer:
            self.answer.show()
            drawing = self.answer.document().clone(self.answer)  # its fonts, margins and width
            drawing.clear()
            document = AnswerDocument(drawing)
            copies = CodeCopies(self, document)
            copies.set_labels(self.tr("Copy"), self.tr("Copied"))
            markdown = copies.new_markdown()
            for end in range(_MARKDOWN_STEP, len(answer) + _MARKDOWN_STEP, _MARKDOWN_STEP):
                document.apply(markdown.update(answer[:end]))
                yield
            if markdown.fence_in_pieces:  # an unclosed fence at the end: highlighted whole
                document.apply(RenderDelta(0, (render_markdown(answer, copies.copy_label),)))
            self.answer.replace_document(drawing)
            self.copies, self._source = copies, answer
        self.use_button.setVisible(True)

    def _anchor_clicked(self, url: QUrl) -> None:
        """A code block's Copy control: its code to the clipboard, and the control says so.
        Any other link goes to the person's browser, as from the answer view."""
        if url.scheme() != COPY_SCHEME:
            QDesktopServices.openUrl(url)
            return
        if self.copies is not None and self.copies.copy(self._source, url.path()):
            announce(self, self.copies.state.label)

    def fail(self, reason: str) -> None:
        """The column's model could not be asked (no key, no such provider)."""
        self.state = ColumnState.FAILED
        self.stop_button.setEnabled(False)
        self.retranslate()
        self.state_label.setText(f"{self.state_label.text()}: {reason}")

    @property
    def answer_text(self) -> str:
        return self.answer.toPlainText()

    def retranslate(self) -> None:
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop this answer"))
        self.use_button.setText(self.tr("Use this answer"))
        self.use_button.setAccessibleDescription(
            self.tr("Goes on with this answer and its model; the others stay as versions")
        )
        self.state_label.setText(QCoreApplication.translate("AnswerColumn", str(self.state.value)))
        named = self.tr("Answer of %1").replace("%1", self.model)
        self.setAccessibleName(named)
        self.body_scroll.setAccessibleName(named)
        self.answer.setAccessibleName(self.tr("Answer"))
        self.reasoning.setAccessibleName(self.tr("Reasoning"))
        if self.copies is not None and self.copies.set_labels(self.tr("Copy"), self.tr("Copied")):
            self._draw_again()

    def _draw_again(self) -> None:
        """The answer drawn as Markdown again, at once: its Copy controls in the new words."""
        before = self.copies
        for _ in self.finish(self._source):
            pass
        if before is not None:
            before.stop()
            before.deleteLater()
