"""The side-by-side view: the prompt, then one column per model, with one paint timer for all.

Columns stand in a row, or stacked one above the other when the view is narrower than
``STACK_BELOW`` pixels or than the columns need side by side. However many columns stream,
the window repaints at most every 40 ms: an event marks its column as having something new and
arms the one single-shot timer if it is not armed; when it fires, every column with something
new paints once, and the timer is armed again for the next frame (as ``RenderScheduler`` does:
text read meanwhile waits for that frame, not for one armed only once it came).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop_app.agent.events import AgentEvent
from desktop_app.ui.chat.answer.render_scheduler import DEFAULT_INTERVAL_MS
from desktop_app.ui.chat.side.column import AnswerColumn
from desktop_app.ui.theme.stylesheet import TextRole, mark
from desktop_app.ui.theme.tokens import SPACING

STACK_BELOW = 900  # px: narrower than this, the columns stack
OBJECT_NAME = "sideBySide"


class SideBySideView(QWidget):
    def __init__(self, parent: QWidget | None = None, interval_ms: int = DEFAULT_INTERVAL_MS):
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.columns: list[AnswerColumn] = []
        self.frames = 0  # frames that painted (the benchmark counts them)
        self._timer = QTimer(self)  # the one paint timer of every column
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.paint)
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setWordWrap(True)
        self.heading = QLabel()
        mark(self.heading, TextRole.MUTED)
        self._row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._row.setSpacing(SPACING.s)
        self._holder = QWidget()
        self._holder.setLayout(self._row)
        self._holder.installEventFilter(self)
        self._stack_scroll = QScrollArea()  # stacked columns scroll as one
        self._stack_scroll.setWidgetResizable(True)
        self._stack_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._stack_scroll.setWidget(self._holder)
        self._outer = layout = QVBoxLayout(self)
        layout.setContentsMargins(SPACING.m, SPACING.s, SPACING.m, SPACING.s)
        layout.addWidget(self.heading)
        layout.addWidget(self.prompt)
        layout.addWidget(self._stack_scroll, 1)
        self.retranslate()

    @property
    def stacked(self) -> bool:
        return self._row.direction() == QBoxLayout.Direction.TopToBottom

    def start(self, prompt: str, models: list[str]) -> list[AnswerColumn]:
        """A column for each model, in order, titled with it; the earlier columns go."""
        self.clear()
        self.prompt.setText(prompt)
        for model in models:
            column = AnswerColumn(model)
            self.columns.append(column)
            self._row.addWidget(column, 1)
        self._arrange(self.width())
        return self.columns

    def clear(self) -> None:
        self._timer.stop()
        for column in self.columns:
            self._row.removeWidget(column)
            column.deleteLater()
        self.columns = []

    def on_event(self, index: int, event: AgentEvent) -> None:
        """A column's event: kept by the column, painted with the next frame."""
        if self.columns[index].on_event(event) and not self._timer.isActive():
            self._timer.start()

    def paint(self) -> None:
        """One frame: every column with something new paints once."""
        self._timer.stop()
        painted = [column.paint() for column in self.columns]  # every column, not the first
        if any(painted):
            self.frames += 1
            self._timer.start()

    def stop_painting(self) -> None:
        self._timer.stop()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # What the columns need changed (their buttons at the end of a turn, the language):
        # the row may no longer fit, or fit again.
        if event.type() == QEvent.Type.LayoutRequest and self._stacked_at(self.width()) != (
            self.stacked
        ):
            self._arrange(self.width())
        return False

    def _stacked_at(self, width: int) -> bool:
        return 0 < width < max(STACK_BELOW, self._row_width())

    def _row_width(self) -> int:
        """The least width that shows every column side by side, each whole."""
        outer, inner = self._outer.contentsMargins(), self._row.contentsMargins()
        return (
            sum(column.minimumSizeHint().width() for column in self.columns)
            + self._row.spacing() * max(0, len(self.columns) - 1)
            + outer.left()
            + outer.right()
            + inner.left()
            + inner.right()
        )

    def _arrange(self, width: int) -> None:
        # Narrower than the columns need, they stack: in a row they would be cut, or scroll
        # sideways.
        stacked = self._stacked_at(width)
        self._row.setDirection(
            QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        )
        for column in self.columns:
            # Stacked, each column is as tall as a good part of the view; in a row, the view's.
            column.setMinimumHeight(max(self.height() * 2 // 3, 240) if stacked else 0)
        self._stack_scroll.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if stacked
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Side by side: one prompt, several models"))
        self.setAccessibleName(self.tr("Answers side by side"))
        self._stack_scroll.setAccessibleName(self.tr("Answers side by side"))
        for column in self.columns:
            column.retranslate()
