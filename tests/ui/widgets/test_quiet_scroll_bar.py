"""QuietScrollBar: drawn again when, and only when, a round of changes leaves it looking
different from its last drawing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QScrollArea, QWidget

from desktop_app.ui.chat.answer.layout_settle import settle_layouts
from desktop_app.ui.chat.follow_scroll import FollowScroll
from desktop_app.ui.widgets.quiet_scroll_bar import QuietScrollBar

DRAIN_PASSES = 8  # posted events delivered in bounded passes: no waiting on the clock


class PaintCount(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_a_growing_range_that_is_followed_repaints_the_bar_only_when_the_handle_moves(qtbot, qapp):
    area = QScrollArea()
    follow = FollowScroll(area)  # follows the end as the range grows; the bar is quiet
    content = QWidget()
    content.setFixedSize(200, 400)
    area.setWidget(content)
    area.resize(240, 200)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    bar = area.verticalScrollBar()
    assert isinstance(bar, QuietScrollBar)
    paints = PaintCount()
    bar.installEventFilter(paints)
    for _ in range(DRAIN_PASSES):
        qapp.processEvents()
    moved = still = 0
    for height in range(420, 40_000, 600):  # long enough for the handle to reach its least size
        before = bar._painted
        drawn = paints.count
        content.setFixedSize(200, height)  # an answer that grew: the range grows, the view
        settle_layouts()  # follows it, and the bar checks how it looks, as in a frame
        assert follow.following and bar.value() == bar.maximum()
        for _ in range(DRAIN_PASSES):
            qapp.processEvents()
        assert bar._painted == bar._look()  # what is on screen is how it is now
        if bar._look() == before:
            assert paints.count == drawn  # it looked as drawn: not drawn again
            still += 1
        else:
            assert paints.count > drawn
            moved += 1
    assert moved and still > moved  # most rounds left the handle where it was drawn
    bar.removeEventFilter(paints)


def test_other_changes_repaint_at_once(qtbot):
    bar = QuietScrollBar()
    qtbot.addWidget(bar)
    bar.resize(14, 200)
    bar.setRange(0, 100)
    bar.show()
    qtbot.waitExposed(bar)
    paints = PaintCount()
    bar.installEventFilter(paints)
    bar.setPageStep(50)  # the handle's size: a change the bar is told of directly
    qtbot.waitUntil(lambda: paints.count > 0, timeout=2000)
    assert bar._painted == bar._look()
    bar.removeEventFilter(paints)
