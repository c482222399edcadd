"""Keeps a conversation's scroll area on the newest content while the reader is at the bottom.

The reader is "following" while the scroll bar is at (or within ``BOTTOM_SLACK`` pixels of) its
end: whatever grows below (a sent message, streamed text, an end mark) keeps the newest content
in view. Once they scroll up, nothing moves under their eyes, and a "Jump to latest" button
floats over the bottom of the view until they are back.

The layout settles after the event that changed it (the scroll bar's range changes later,
sometimes more than once), so both following and keeping a widget in place are applied each
time the range changes, not once when the content is changed.

Following an answer that grows is a small move of the column, made by copying the pixels
already drawn and drawing only the strip that comes into view, as long as nothing waits to be
drawn where the copy reads: Qt otherwise draws the whole visible column again, every frame. So
what the frame changed (the new text, the status line pushed down) is drawn just before the
move, and the column, the answer's view and its browser draw only their new area when they
grow (``WA_StaticContents``). At 100 events a second this took the drawing of the visible
column out of most frames. The bar is a
``QuietScrollBar``: a range that grows under a view that follows it repaints it only when it
looks different.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtWidgets import QScrollArea, QToolButton, QWidget

from desktop_app.ui.widgets.quiet_scroll_bar import QuietScrollBar

BOTTOM_SLACK = 4  # pixels: a reader this close to the end is at the end
BUTTON_MARGIN = 12  # pixels between the jump button and the view's bottom edge
_SETTLE_PASSES = 3  # a layout pass may ask for another (bubbles fitted to the column)


class FollowScroll(QObject):
    """Follows the bottom of ``area`` unless the reader scrolled away; see the module's text.
    ``jump_requested`` is the button's click: the owner shows the latest messages (they may
    not be built yet) and calls ``follow()``."""

    jump_requested = Signal()

    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)
        self._area = area
        self._following = True
        self._moving = False  # our own setValue: not the reader scrolling
        self._anchor: tuple[QWidget, int] | None = None  # kept at this height in the view
        self._more_below = False  # later messages exist that are not built yet
        self.jump_button = QToolButton(area.viewport())
        self.jump_button.setArrowType(Qt.ArrowType.DownArrow)
        self.jump_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.jump_button.clicked.connect(self.jump_requested.emit)
        self.jump_button.hide()
        area.setVerticalScrollBar(QuietScrollBar())
        bar = area.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)
        area.viewport().installEventFilter(self)

    @property
    def following(self) -> bool:
        return self._following

    def follow(self) -> None:
        """Back to the newest content, and following it again."""
        self._anchor = None
        self._following = True
        self._to_end()
        self._update_button()

    def keep_in_place(self, widget: QWidget | None) -> None:
        """``widget`` stays where it is on screen while content is added above or below it
        (None: nothing is built to keep in place, and nothing changes)."""
        if widget is None:
            return
        settle(self._area)
        self._following = False
        self._anchor = (widget, self._top_of(widget) - self._bar_value())
        self._update_button()

    def reveal(self, widget: QWidget, margin: int = BUTTON_MARGIN) -> None:
        """Brings ``widget`` to the top of the view (and keeps it there while the layout
        settles); the view stops following."""
        self._following = False
        self._anchor = (widget, margin)
        self._apply_anchor()
        self._update_button()

    # -- reacting -----------------------------------------------------------------------------

    def _range_changed(self, _minimum: int, _maximum: int) -> None:
        if self._anchor is not None:
            self._apply_anchor()
        elif self._following:
            self._to_end()
        self._update_button()

    def _value_changed(self, _value: int) -> None:
        if self._moving:
            return
        self._anchor = None  # the reader scrolled: they decide where the view is now
        self._following = self._at_end()
        self._update_button()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place_button()
        return False

    # -- moving -------------------------------------------------------------------------------

    def _apply_anchor(self) -> None:
        assert self._anchor is not None
        widget, offset = self._anchor
        if not _alive(widget):
            self._anchor = None
            return
        self._set_value(self._top_of(widget) - offset)

    def _to_end(self) -> None:
        bar = self._area.verticalScrollBar()
        step = bar.maximum() - bar.value()
        if 0 < step < self._area.viewport().height():
            # What changed on screen since the last paint is painted first: Qt moves the
            # column by copying the pixels already drawn only where nothing waits to be
            # drawn, and draws the whole visible column again otherwise.
            QCoreApplication.sendEvent(self._area.window(), QEvent(QEvent.Type.UpdateRequest))
        self._set_value(bar.maximum())

    def _set_value(self, value: int) -> None:
        self._moving = True
        try:
            self._area.verticalScrollBar().setValue(value)
        finally:
            self._moving = False

    def _bar_value(self) -> int:
        return self._area.verticalScrollBar().value()

    def _at_end(self) -> bool:
        bar = self._area.verticalScrollBar()
        return bar.value() >= bar.maximum() - BOTTOM_SLACK

    def _top_of(self, widget: QWidget) -> int:
        body = self._area.widget()
        return widget.mapTo(body, QPoint(0, 0)).y() if body is not None else 0

    def _update_button(self) -> None:
        shown = not self._following and not self._at_end_of_everything()
        if shown:
            self._place_button()
            self.jump_button.raise_()
        self.jump_button.setVisible(shown)

    def _at_end_of_everything(self) -> bool:
        """Nothing below the view: at the end, and the owner has shown the latest messages."""
        return self._at_end() and not self._more_below

    def set_more_below(self, more: bool) -> None:
        """Whether later messages exist that are not built (opened far back at a search hit)."""
        self._more_below = more
        self._update_button()

    def retranslate(self) -> None:
        self.jump_button.setText(self.tr("Jump to latest"))
        self.jump_button.setAccessibleName(self.tr("Jump to latest"))
        self.jump_button.setAccessibleDescription(
            self.tr("Scrolls to the newest message and follows the answer again")
        )
        self._place_button()

    def _place_button(self) -> None:
        viewport = self._area.viewport()
        hint = self.jump_button.sizeHint()
        self.jump_button.resize(hint)
        # Centred: the right edge of the column is where each code block's Copy control is.
        self.jump_button.move(
            max(0, (viewport.width() - hint.width()) // 2),
            viewport.height() - hint.height() - BUTTON_MARGIN,
        )


def _alive(widget: QWidget) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # deleted on the C++ side
        return False
    return True


def settle(area: QScrollArea) -> None:
    """Content just added to ``area`` (a step of earlier messages) shown and placed now, so a
    widget is measured where the reader will see it: a layout shows the widgets added to it on
    a later turn of the event loop, and places them on another."""
    body = area.widget()
    if body is not None:
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for child in body.findChildren(QWidget, options=direct):
            QCoreApplication.sendPostedEvents(child, QEvent.Type.MetaCall)  # shown
    for _ in range(_SETTLE_PASSES):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
