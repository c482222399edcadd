"""A streamed frame is drawn with its layout settled (``layout_settle``), and following it
draws the strip it changed, not the whole view (``follow_scroll``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QScrollArea, QWidget

from desktop_app.generation.channels import Channel
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.follow_scroll import FollowScroll
from desktop_app.ui.chat.reading_column import ReadingColumn
from tests.ui.chat.answer.test_message_view import Update

FRAMES = 6
DRAIN_PASSES = 8  # posted events delivered in bounded passes: no waiting on the clock


class PaintLog(QObject):
    """Each paint of the answer: how tall the reading column was when it was drawn, and the
    part of the widget drawn."""

    def __init__(self, column: QWidget) -> None:
        super().__init__()
        self.column = column
        self.heights: list[int] = []
        self.rects: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.heights.append(self.column.height())
            self.rects.append(event.rect())
        return False


def _following_answer(qtbot, height: int) -> tuple[QScrollArea, ReadingColumn, MessageView]:
    """An answer in a reading column in a scroll area that follows its end, as on a page."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    FollowScroll(area)
    column = ReadingColumn()
    view = MessageView(interval_ms=1)
    column.messages.addWidget(view)
    column.messages.addStretch(1)
    area.setWidget(column)
    area.resize(420, height)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    return area, column, view


def _frame(qtbot, qapp, view: MessageView, text: str, log: PaintLog) -> int:
    """Shows ``text`` and waits for it to be drawn; returns where this frame's paints start."""
    drawn = len(log.heights)
    view.apply(Update(Channel.ANSWER, text))
    qtbot.waitUntil(lambda: len(log.heights) > drawn, timeout=5000)
    for _ in range(DRAIN_PASSES):
        qapp.processEvents()
    return drawn


def test_each_frame_that_grows_the_answer_is_drawn_after_the_column_grew(qtbot, qapp):
    area, column, view = _following_answer(qtbot, 300)
    log = PaintLog(column)
    view.answer.viewport().installEventFilter(log)
    text = ""
    try:
        for frame in range(FRAMES):
            text += "".join(
                f"Paragraph {frame}.{line}, long enough to wrap onto a second line.\n\n"
                for line in range(4)
            )
            drawn = _frame(qtbot, qapp, view, text, log)
            # Each drawing came once the column had taken the answer's new height.
            assert set(log.heights[drawn:]) == {column.height()}
        assert column.height() > area.viewport().height()  # the frames grew it past the view
    finally:
        view.answer.viewport().removeEventFilter(log)
        view.release()


def test_following_a_growing_answer_draws_the_strip_it_changed(qtbot, qapp):
    """Past the view's height, a frame that adds a line moves what is drawn and draws the new
    strip: the answer's visible part is not drawn again as a whole."""
    area, column, view = _following_answer(qtbot, 500)
    log = PaintLog(column)
    view.answer.viewport().installEventFilter(log)
    text = ""
    tallest: list[int] = []
    try:
        for line in range(80):
            text += f"Line {line} of an answer that goes on.\n\n"
            drawn = _frame(qtbot, qapp, view, text, log)
            if column.height() > 2 * area.viewport().height():
                tallest.append(max(rect.height() for rect in log.rects[drawn:]))
        assert len(tallest) > 10  # frames well past the view's height were measured
        # Qt draws the view whole now and then (the document's layout catching up): rarely.
        whole = [height for height in tallest if height > area.viewport().height() // 3]
        assert len(whole) <= len(tallest) // 10, tallest
    finally:
        view.answer.viewport().removeEventFilter(log)
        view.release()
