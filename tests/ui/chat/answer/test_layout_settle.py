"""A streamed frame is drawn once, with its layout settled (``layout_settle``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget

from desktop_app.generation.channels import Channel
from desktop_app.ui.chat.answer.message_view import MessageView
from tests.ui.chat.answer.test_message_view import Update

FRAMES = 6
DRAIN_PASSES = 8  # posted events delivered in bounded passes: no waiting on the clock


class PaintLog(QObject):
    """Each paint of the answer: how tall the reading column was when it was drawn."""

    def __init__(self, column: QWidget) -> None:
        super().__init__()
        self.column = column
        self.heights: list[int] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.heights.append(self.column.height())
        return False


def test_each_frame_that_grows_the_answer_is_drawn_once_after_the_column_grew(qtbot, qapp):
    area = QScrollArea()
    area.setWidgetResizable(True)
    column = QWidget()
    layout = QVBoxLayout(column)
    view = MessageView(interval_ms=1)
    layout.addWidget(view)
    layout.addStretch(1)
    area.setWidget(column)
    area.resize(420, 300)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    log = PaintLog(column)
    view.answer.viewport().installEventFilter(log)
    text = ""
    try:
        for frame in range(FRAMES):
            text += "".join(
                f"Paragraph {frame}.{line}, long enough to wrap onto a second line.\n\n"
                for line in range(4)
            )
            drawn = len(log.heights)
            view.apply(Update(Channel.ANSWER, text))
            qtbot.waitUntil(lambda drawn=drawn: len(log.heights) > drawn, timeout=5000)
            for _ in range(DRAIN_PASSES):
                qapp.processEvents()
            # One drawing, and the column had already taken the answer's new height.
            assert log.heights[drawn:] == [column.height()]
        assert column.height() > area.viewport().height()  # the frames grew it past the view
    finally:
        view.answer.viewport().removeEventFilter(log)
        view.release()
