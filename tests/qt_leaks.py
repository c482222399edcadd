"""What a test leaves behind in Qt: timers still running and top-level widgets still alive.

Modelled on napari's ``_dangling_qtimers``: every QTimer made from Python, and every
``QTimer.singleShot``, is remembered while a test runs; afterwards none may still be active.
Top-level widgets that appeared during the test must be gone once the deletions that closing
them posted have run (pytest-qt closes the widgets given to ``qtbot.addWidget`` first)."""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication


@dataclass
class Leaks:
    timers: list[str] = field(default_factory=list)
    widgets: list[str] = field(default_factory=list)


def delete_what_was_closed() -> None:
    """Runs the deleteLater() calls pytest-qt and the code made: processEvents() alone skips
    them, so a closed widget would otherwise count as still open."""
    for _ in range(5):  # deleting a widget may post the deletion of another
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@contextlib.contextmanager
def watching_qt_leaks() -> Iterator[Leaks]:
    """Names what the block left behind in the yielded ``Leaks``, then stops those timers and
    deletes those widgets, so the next test does not inherit them."""
    leaks = Leaks()
    made: weakref.WeakSet[QTimer] = weakref.WeakSet()
    shots: list[QTimer] = []
    original_init = QTimer.__init__

    def init(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        made.add(self)

    def single_shot(msec, *target):
        # The static call hides its timer inside Qt; a visible one does the same job.
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(target[-1])
        shots.append(timer)
        timer.start(msec)

    app = QApplication.instance()
    before = set(map(id, app.topLevelWidgets())) if app is not None else set()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(QTimer, "__init__", init)
        patch.setattr(QTimer, "singleShot", single_shot)
        yield leaks
    delete_what_was_closed()
    running = [t for t in {*made, *shots} if shiboken6.isValid(t) and t.isActive()]
    opened = []
    if app is not None:
        opened = [w for w in app.topLevelWidgets() if id(w) not in before and shiboken6.isValid(w)]
    leaks.timers = [_name(timer) for timer in running]
    leaks.widgets = [_name(widget) for widget in opened]
    for timer in running:
        timer.stop()
    for widget in opened:
        widget.close()
        widget.deleteLater()
    delete_what_was_closed()


def _name(thing) -> str:
    parent = thing.parent()
    owner = f" of {type(parent).__name__}" if parent is not None else ""
    label = f"{thing.objectName()!r}" if thing.objectName() else ""
    return f"{type(thing).__name__}({label}){owner}"
