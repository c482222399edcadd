"""One assistant message: its reasoning (folded once the answer starts), its answer, its end.

Painting is paced by one ``RenderScheduler`` per channel (at most one paint per 40 ms) and costs
the size of the change: the answer goes through ``IncrementalMarkdown``, and ``AnswerDocument``
replaces only the segments of the QTextDocument that changed, keeping the rest (and the reader's
selection and scroll position) untouched.

Untrusted text: the answer is Markdown rendered with raw HTML escaped and images turned into
links; the browser loads no resource that is not local, and opens no link by itself: a click
emits ``link_activated`` and the application decides.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QFontInfo, QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from desktop_app.generation.channels import Channel
from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.ui.chat.answer import math_markdown
from desktop_app.ui.chat.answer.answer_browser import AnswerBrowser, FittedBrowser
from desktop_app.ui.chat.answer.answer_document import AnswerDocument
from desktop_app.ui.chat.answer.answer_end import EndBanner
from desktop_app.ui.chat.answer.answer_figures import AnswerFigures
from desktop_app.ui.chat.answer.code_blocks import COPY_SCHEME
from desktop_app.ui.chat.answer.code_copies import CodeCopies
from desktop_app.ui.chat.answer.render_scheduler import DEFAULT_INTERVAL_MS, RenderScheduler
from desktop_app.ui.chat.answer.status_line import BEFORE_TEXT, StatusLine, Step
from desktop_app.ui.chat.hover_reveal import HoverReveal
from desktop_app.ui.theme import TextRole, mark, syntax
from desktop_app.ui.theme.icon_buttons import CopyTick, icon_button, name
from desktop_app.ui.theme.icons import Icon
from desktop_app.ui.widgets.announce import announce

_WHILE_STREAMING = frozenset({Step.STREAMING, Step.THINKING})  # which one: what has come
# A frame renders at most about this much new Markdown (12 ms); a backlog takes a few frames.
_MOST_ADDED_PER_FRAME = 3000


class MessageView(QWidget):
    """One assistant message, streaming or finished."""

    retry_requested = Signal()
    continue_requested = Signal()
    settings_requested = Signal()
    link_activated = Signal(QUrl)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        interval_ms: int = DEFAULT_INTERVAL_MS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        # It grows at the bottom while it streams: a resize draws only the new area (see
        # ``follow_scroll``).
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        self._clock = clock  # how long the model thought: the page's clock, as its timings
        self._code_theme = syntax.current()  # the colours the answer's code was rendered in
        self._answer_source = ""
        self._refusal_latest = ""
        self._reasoning_started: float | None = None
        self._reasoning_seconds: float | None = None
        self._answer_started = False
        self._auto_folded = False
        self.outcome: TurnStatus | None = None  # None while it streams
        self._stats: dict | None = None
        self._figures = AnswerFigures(self)
        self._status = StatusLine(Step.CONNECTING)  # what the turn waits for, under the answer
        self._steady: Channel | None = None  # updates that only need storing (see ``apply``)

        self.reasoning_toggle = QToolButton(self)
        self.reasoning_toggle.setCheckable(True)
        self.reasoning_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.reasoning_toggle.setAutoRaise(True)
        self.reasoning_toggle.toggled.connect(self._show_reasoning)
        self.reasoning_text = FittedBrowser(self)
        mark(self.reasoning_text, TextRole.REASONING)

        self.answer = AnswerBrowser(self)
        self.answer.anchorClicked.connect(self._anchor_clicked)
        math_markdown.set_font_px(QFontInfo(self.answer.font()).pixelSize())
        self.document = AnswerDocument(self.answer.document())
        self.copies = CodeCopies(self, self.document)  # the Copy controls of code blocks
        self.copies.set_labels(self.tr("Copy"), self.tr("Copied"))
        self._markdown = self.copies.new_markdown()
        self.refusal = QLabel(self)
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal.setWordWrap(True)

        self.draft_marker = QLabel(self)  # the status line while the turn runs
        mark(self.draft_marker, TextRole.MUTED)

        self.banner = EndBanner(self)
        self.banner_label = self.banner.label
        self.retry_button = self.banner.retry_button
        self.continue_button = self.banner.continue_button
        self.settings_button = self.banner.settings_button
        for button, signal in (
            (self.retry_button, self.retry_requested),
            (self.continue_button, self.continue_requested),
            (self.settings_button, self.settings_requested),
        ):
            button.clicked.connect(signal)

        self.footer = QLabel(self)
        self.footer.setTextFormat(Qt.TextFormat.PlainText)
        self.footer.setWordWrap(True)  # a narrow window: the statistics take two lines
        mark(self.footer, TextRole.MUTED)
        self.copy_button = icon_button(Icon.COPY, self)  # a tick for a moment after a copy
        self.copy_button.clicked.connect(self.copy_answer)
        self.copy_tick = CopyTick(self.copy_button)
        self.copy_reveal = HoverReveal(self.copy_button)  # shows as the actions under it do
        self.copy_reveal.watch(self)
        bottom = QHBoxLayout()
        bottom.addWidget(self.footer, 1)
        bottom.addStretch(0)  # the button keeps its size when there is no footer beside it
        bottom.addWidget(self.copy_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.reasoning_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.reasoning_text)
        layout.addWidget(self.answer)
        layout.addWidget(self.refusal)
        layout.addWidget(self.draft_marker)
        layout.addWidget(self.banner)
        layout.addLayout(bottom)
        layout.addStretch(1)

        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(1000)
        self._thinking_timer.timeout.connect(self._update_toggle_text)
        self._schedulers = {
            Channel.ANSWER: RenderScheduler(
                self._paint_answer, interval_ms, self, most_added=_MOST_ADDED_PER_FRAME
            ),
            Channel.REASONING: RenderScheduler(self._paint_reasoning, interval_ms, self),
            Channel.REFUSAL: RenderScheduler(self._paint_refusal, interval_ms, self),
        }
        self._steady_scheduler = self._schedulers[Channel.ANSWER]
        self._reset_widgets()
        self.retranslate()

    def retranslate(self) -> None:
        """Every text this view set, again, in the current language."""
        self.setAccessibleName(self.tr("Answer"))
        self.setAccessibleDescription(self.tr("The model's answer, with its reasoning"))
        self.reasoning_toggle.setAccessibleName(self.tr("Show or hide the model's reasoning"))
        self.reasoning_toggle.setAccessibleDescription(
            self.tr("Folds or unfolds what the model thought before answering")
        )
        self.reasoning_text.setAccessibleName(self.tr("Reasoning"))
        self.reasoning_text.setAccessibleDescription(self.tr("What the model thought"))
        self.answer.setAccessibleName(self.tr("Answer text"))
        self.answer.setAccessibleDescription(self.tr("The text of the answer"))
        self.refusal.setAccessibleName(self.tr("Refusal"))
        self.show_status(self._status)
        self.banner.retranslate()
        self.footer.setAccessibleName(self.tr("Statistics of this answer"))
        name(self.copy_button, self.tr("Copy answer as Markdown"))
        self.copy_button.setAccessibleDescription(
            self.tr("Copies the whole answer to the clipboard")
        )
        self._update_toggle_text()
        if self.copies.set_labels(self.tr("Copy"), self.tr("Copied")):
            self._paint_answer_again()  # the controls above code blocks, in the new words
        if self.outcome is not None:
            self.banner.tell_again()
            if self._stats:
                self.footer.setText(self._figures.text(self._stats))

    def _paint_answer_again(self) -> None:
        self._markdown = self.copies.new_markdown()
        self._code_theme = syntax.current()
        self.document.clear()
        self._paint_answer(self._answer_source)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange and self._code_theme != syntax.current():
            self._paint_answer_again()  # a theme switch: code blocks in its colours
        super().changeEvent(event)

    # -- streaming --------------------------------------------------------------------------

    @property
    def status(self) -> StatusLine:
        return self._status

    def show_status(self, status: StatusLine) -> None:
        """What the turn is doing or waiting for, said under the answer until it ends. While
        only reasoning has come, the stream reads as thinking, not writing."""
        if status.step in _WHILE_STREAMING:
            status = self._streaming_status()
        self._status = status
        self._steady = None  # the next update looks at the status again
        sentence = status.sentence()
        self.draft_marker.setText(sentence)
        self.draft_marker.setAccessibleName(sentence)
        if status.step is Step.RETRY:  # a wait nobody asked for: a screen reader hears why
            announce(self, sentence)

    def _streaming_status(self) -> StatusLine:
        thinking = self._reasoning_started is not None and not self._answer_started
        return StatusLine(Step.THINKING if thinking else Step.STREAMING)

    def apply(self, update) -> None:
        """One channel update: anything with ``.channel`` and ``.aggregate``, the whole text,
        which is read when a frame is painted (and, for the answer, until it has started)."""
        if update.channel is self._steady:  # thousands a second: only the next frame to arm
            self._steady_scheduler.store(update)
            return
        channel = Channel(update.channel)
        if channel is Channel.REASONING:
            if self._reasoning_started is None:
                self._start_thinking()
        elif channel is Channel.ANSWER:
            if not self._answer_started and update.aggregate:
                self._answer_started = True
                self._end_thinking()
        else:
            self._refusal_latest = update.aggregate
        # Whatever it waited for, text has begun: reasoning (thinking) or the answer.
        now = self._streaming_status()
        if self._status.step in BEFORE_TEXT | _WHILE_STREAMING and self._status != now:
            self.show_status(now)
        self._schedulers[channel].store(update)
        if channel is Channel.REASONING or (channel is Channel.ANSWER and self._answer_started):
            # From now on only its text changes, until the status (or the turn) does.
            self._steady, self._steady_scheduler = channel, self._schedulers[channel]

    def clear_draft(self) -> None:
        """A retry: everything painted so far goes, at once; the view streams again."""
        for scheduler in self._schedulers.values():
            scheduler.clear()
        self._refusal_latest = ""
        self._reasoning_started = self._reasoning_seconds = None
        self._answer_started = self._auto_folded = False
        self.outcome = None
        self._thinking_timer.stop()
        self._reset_widgets()

    def finish(
        self,
        outcome: TurnOutcome,
        answer: str,
        reasoning: str,
        *,
        stats: dict | None = None,
        needs_settings: bool = False,
        code_values: tuple = (),
        quiet: bool = False,
        thought: float | None = None,
    ) -> None:
        """The end: the final text replaces the draft, reasoning folds, the banner says why
        (the outcome's cause in the window's words, its message in the provider's own).
        ``quiet``: painted from the store, or a round the turn goes on after: nothing is
        announced."""
        self.outcome = outcome.status
        self._schedulers[Channel.ANSWER].finish(answer)
        self._schedulers[Channel.REASONING].finish(reasoning)
        self._schedulers[Channel.REFUSAL].finish(self._refusal_latest)
        if thought is not None:  # painted from the store: how long it was when it happened
            self._reasoning_seconds = thought
        elif self._reasoning_started is not None and self._reasoning_seconds is None:
            self._reasoning_seconds = self._clock() - self._reasoning_started
        self._thinking_timer.stop()
        self.reasoning_toggle.setVisible(bool(reasoning))
        if reasoning and not self._auto_folded:
            self._auto_folded = True
            self.reasoning_toggle.setChecked(False)
        self._show_reasoning(self.reasoning_toggle.isChecked())
        self._update_toggle_text()
        self.draft_marker.hide()
        self.banner.tell(outcome, needs_settings, code_values)
        self._stats = stats
        footer = self._figures.text(stats) if stats else ""
        self.footer.setText(footer)
        self.footer.setVisible(bool(footer))
        self.copy_button.setVisible(bool(answer))
        ended = self.banner_label.text()  # empty when the answer simply completed
        if not quiet:
            announce(self, ended or self.tr("The answer is complete."))

    def settle_round(self, answer: str, reasoning: str, thought: float | None = None) -> None:
        """A round that asked for tools: its text and reasoning stay, the turn goes on below."""
        done = TurnOutcome(TurnStatus.COMPLETED)
        self.finish(done, answer, reasoning, quiet=True, thought=thought)
        self.copy_button.hide()

    def release(self) -> None:
        """Stops every timer for good (the view is going away)."""
        self._thinking_timer.stop()
        self.copies.stop()
        self.copy_tick.stop()
        for scheduler in self._schedulers.values():
            scheduler.stop()

    # -- reading ----------------------------------------------------------------------------

    @property
    def answer_markdown(self) -> str:
        return self._answer_source

    @property
    def streaming(self) -> bool:
        return self.outcome is None

    def copy_answer(self) -> None:
        QGuiApplication.clipboard().setText(self._answer_source)
        self.copy_tick.copied()

    def copy_code(self, key: str) -> bool:
        """Copies the code block a copy link names; False when the answer no longer has it."""
        return self.copies.copy(self._answer_source, key)

    def _anchor_clicked(self, url: QUrl) -> None:
        if url.scheme() != COPY_SCHEME:
            self.link_activated.emit(url)
        elif self.copy_code(url.path()):
            announce(self, self.copies.state.label)

    # -- painting ---------------------------------------------------------------------------

    def _paint_answer(self, text: str) -> None:
        self._answer_source = text
        self.answer.setVisible(bool(text))  # no empty box before the first character
        self.document.apply(self._markdown.update(text))

    def _paint_reasoning(self, text: str) -> None:
        self.reasoning_text.show_plain(text)

    def _paint_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))

    # -- reasoning block --------------------------------------------------------------------

    def _start_thinking(self) -> None:
        self._reasoning_started = self._clock()
        self.reasoning_toggle.show()
        self.reasoning_toggle.setChecked(True)
        self._show_reasoning(True)
        self._update_toggle_text()
        if not self._answer_started:
            self._thinking_timer.start()

    def _end_thinking(self) -> None:
        self._thinking_timer.stop()
        if self._reasoning_started is None:
            return
        self._reasoning_seconds = self._clock() - self._reasoning_started
        if not self._auto_folded:
            self._auto_folded = True
            self.reasoning_toggle.setChecked(False)
        self._update_toggle_text()

    def _show_reasoning(self, shown: bool) -> None:
        self.reasoning_toggle.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        )
        self.reasoning_text.setVisible(shown and not self.reasoning_toggle.isHidden())

    def _update_toggle_text(self) -> None:
        started, thought = self._reasoning_started, self._reasoning_seconds
        if thought is not None and thought < 1:
            self.reasoning_toggle.setText(self.tr("Thought for less than a second"))
        elif thought is not None:
            self.reasoning_toggle.setText(self.tr("Thought for %n s", "", round(thought)))
        elif started is not None:
            elapsed = round(self._clock() - started)  # ticks may come early
            self.reasoning_toggle.setText(self.tr("Thinking… %n s", "", elapsed))
        else:
            self.reasoning_toggle.setText(self.tr("Reasoning"))

    # -- end --------------------------------------------------------------------------------

    def _reset_widgets(self) -> None:
        hidden: tuple[QWidget, ...] = (self.answer, self.reasoning_toggle, self.reasoning_text)
        for widget in (*hidden, self.refusal, self.banner, self.footer, self.copy_button):
            widget.hide()
        self.draft_marker.show()
        self.show_status(StatusLine(Step.CONNECTING))
        self._update_toggle_text()
