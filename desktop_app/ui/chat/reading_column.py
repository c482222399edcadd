"""The conversation's reading column: at most ``TYPOGRAPHY.measure`` characters wide, centred.

Lines of 1,500 px are hard to read; the column keeps answers to a comfortable measure (about 75
of the font's average characters, so it follows the font and the zoom) in a wide window and
uses the whole width of a narrow one. The person's messages sit on the right as
bubbles, at most ``LAYOUT.bubble_max_share`` of the column, so they differ from the model's
answers, which span it.

The column is the scroll area's widget itself (its margins do the centring), so the messages
stay its direct children and positions measured against it keep their meaning.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.ui.chat.user_message import OBJECT_NAME as USER_MESSAGE
from desktop_app.ui.theme import LAYOUT, SPACING, TYPOGRAPHY

_BUBBLE_SIDE = Qt.AlignmentFlag.AlignRight
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum"
# What may change how the bubbles fit besides the column's width and its number of items: a
# message built, removed or first polished (its padding and font from the style sheet).
_CHILDREN_CHANGED = (QEvent.Type.ChildAdded, QEvent.Type.ChildRemoved, QEvent.Type.ChildPolished)


class ReadingColumn(QWidget):
    """A widget whose layout, ``messages``, is centred and capped in width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # It grows at the bottom: a resize draws only the new area, which a view following
        # the answer then moves instead of drawing the column again (see ``follow_scroll``).
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        self.messages = QVBoxLayout(self)
        self.messages.setSpacing(SPACING.l)
        self._measure = 0  # px: the widest the column gets; measured once per font
        # The column's width and number of items the bubbles were last fitted to, and the
        # labels fitted. A streamed answer asks for a layout every frame it grows; the bubbles
        # are measured again only when something they depend on changed (a label's height for
        # a width is a text layout): the column, or a label itself (see ``_fixed_height``).
        self._fitted_to: tuple[int, int] | None = None
        self._fitted_labels: list[QLabel] = []
        self._margins_for(self.width())

    @property
    def column_width(self) -> int:
        margins = self.messages.contentsMargins()
        return max(0, self.width() - margins.left() - margins.right())

    def has_messages(self) -> bool:
        """Whether anything but the page's own buttons (earlier, later messages) is in it."""
        for index in range(self.messages.count()):
            item = self.messages.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None and not isinstance(widget, QPushButton):
                return True
        return False

    @property
    def measure(self) -> int:
        """The widest the column gets, in pixels: ``TYPOGRAPHY.measure`` average characters."""
        if not self._measure:
            self._measure = TYPOGRAPHY.measure * QFontMetrics(self.font()).averageCharWidth()
        return self._measure

    def _margins_for(self, width: int) -> None:
        side = max(SPACING.l, (width - self.measure) // 2)
        self.messages.setContentsMargins(side, SPACING.l, side, SPACING.l)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._margins_for(event.size().width())
        self._fit_bubbles()
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a message came, went or grew
            self._fit_bubbles()
        elif event.type() in _CHILDREN_CHANGED:
            self._fitted_to = None
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # zoom, theme
            self._fitted_to = None
            self._measure = 0
            self._margins_for(self.width())
            for label in self.findChildren(QLabel, USER_MESSAGE):
                label.setProperty(_UNWRAPPED, None)
                label.setMinimumSize(0, 0)
                label.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)
            # Fitted once the layout request comes: a theme switch re-polishes the widgets one
            # by one, and a bubble measured now may not have its new padding yet.
            self.messages.invalidate()
        return super().event(event)

    def _fit_bubbles(self) -> None:
        """The person's messages: on the right, no wider than their share of the column."""
        fitting_to = (self.column_width, self.messages.count())
        if fitting_to == self._fitted_to and not self._a_label_changed():
            return
        self._fitted_to = fitting_to
        self._fitted_labels = []
        widest = max(1, int(self.column_width * LAYOUT.bubble_max_share))
        for index in range(self.messages.count()):
            item = self.messages.itemAt(index)
            widget = item.widget() if item is not None else None
            if item is None or widget is None or widget.objectName() != USER_MESSAGE:
                continue
            if item.alignment() != _BUBBLE_SIDE:
                self.messages.setAlignment(widget, _BUBBLE_SIDE)
            if isinstance(widget, QLabel):  # as wide as its text needs, up to the share
                # Measured with the bubble's padding and font: a label not yet polished by the
                # style sheet measures a line too few, and the fixed size would keep that.
                widget.ensurePolished()
                width = min(widest, _unwrapped_width(widget))
                height = widget.heightForWidth(width)
                if (widget.maximumWidth(), widget.maximumHeight()) != (width, height):
                    # A box layout asks a wrapped label its height for the column's width,
                    # then draws it at its own narrower hint (a line too few): both are fixed,
                    # and the height asked again each time (the font or padding may be new).
                    widget.setFixedSize(width, height)
                _fixed_height(widget)
                self._fitted_labels.append(widget)
            elif widget.width() != widest or widget.minimumWidth() != widest:
                widget.setFixedWidth(widest)  # a long paste takes the whole share

    def _a_label_changed(self) -> bool:
        """Whether a fitted label changed since: its own font, padding (a style sheet reaching
        it late), text or wrapping. Its height for a width is then its own again."""
        try:
            return any(label.sizePolicy().hasHeightForWidth() for label in self._fitted_labels)
        except RuntimeError:  # one was deleted: the column's children changed anyway
            return True


def _fixed_height(label: QLabel) -> None:
    """A fitted bubble's height no longer depends on its width. Left as height-for-width, the
    column's layout asked every bubble for it on every frame of a streamed answer (a
    selectable label lays its text out for that): 9 ms a frame with 50 bubbles. The label
    turns it back on whenever its text, font, padding or wrapping changes, and the column fits
    it again at the next layout pass (a fixed-size widget asks for none itself)."""
    policy = label.sizePolicy()
    if policy.hasHeightForWidth():
        policy.setHeightForWidth(False)
        label.setSizePolicy(policy)


_UNWRAPPED = "unwrappedWidth"  # a bubble's width on one line, measured once per font
_MEASURED_WITH = "unwrappedFont"  # the font and padding it was measured with


def _unwrapped_width(label: QLabel) -> int:
    """The width ``label`` takes with its text on one line, padding included.

    A wrapped label given less than the column would get the height of the column's width
    (one line too few) unless its maximum width is the width it is drawn at. Measured again
    when its font or padding is not the one it was measured with: a bubble is often measured
    before the window's font or style sheet reached it."""
    margins = label.contentsMargins()
    measured_with = f"{label.font().key()}|{margins.left()}|{margins.right()}"
    known = label.property(_UNWRAPPED)
    if isinstance(known, int) and label.property(_MEASURED_WITH) == measured_with:
        return known
    label.setWordWrap(False)
    width = label.sizeHint().width()
    label.setWordWrap(True)
    label.setProperty(_UNWRAPPED, width)
    label.setProperty(_MEASURED_WITH, measured_with)
    return width
