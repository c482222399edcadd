"""What does not fit in a window: parts that scroll sideways, stick out or are cut short."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QLabel,
    QScrollBar,
    QTabBar,
    QToolButton,
    QWidget,
)


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
    return f"{type(widget).__name__}({widget.objectName()!r}, {text[:40]!r})"


def _clipped(widget: QWidget) -> bool:
    """A button or a one-line label narrower than its text needs shows it cut."""
    if isinstance(widget, QLabel) and widget.wordWrap():
        return False
    if not isinstance(widget, QAbstractButton | QLabel):
        return False
    return widget.width() < widget.minimumSizeHint().width()


def _sticks_out(widget: QWidget) -> bool:
    """Past its parent's right edge; inside a scroll area that scrolls only down, that is
    past the area's visible width."""
    parent = widget.parentWidget()
    if parent is None or widget.isWindow():
        return False
    return widget.geometry().right() > parent.rect().right() + 1


def problems(top: QWidget) -> list[str]:
    """Every visible part of ``top`` that does not fit, named; empty when all fits."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisibleTo(top) or isinstance(widget, QScrollBar):
            continue
        if isinstance(widget, QAbstractScrollArea) and widget.horizontalScrollBar().isVisible():
            found.append(f"scrolls sideways: {_name(widget)}")
        if isinstance(widget, QTabBar) and any(
            arrow.isVisible() for arrow in widget.findChildren(QToolButton)
        ):
            found.append(f"tabs scroll sideways: {_name(widget)}")
        if _clipped(widget):
            found.append(f"cut short: {_name(widget)} {widget.width()}px")
        if _sticks_out(widget):
            found.append(f"sticks out: {_name(widget)} {widget.geometry()}")
    return found
