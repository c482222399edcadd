"""The global shortcut as the window sees it: ``pressed`` on the GUI thread, whichever thread
the platform's mechanism (``desktop_app.hotkeys``) called back on."""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication

from desktop_app.hotkeys import mechanism
from desktop_app.hotkeys.keys import parse
from desktop_app.hotkeys.mechanism import Grab, GrabError, GrabProblem, Mechanism

log = logging.getLogger(__name__)


def current_mechanism() -> Mechanism:
    return mechanism.detect(QGuiApplication.platformName(), os.environ)


class GlobalShortcut(QObject):
    pressed = Signal()  # emitted from the mechanism's thread: Qt queues it to this object's

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._grab: Grab | None = None
        self.text = ""
        self.problem: GrabProblem | None = None  # why the last shortcut set is not registered

    def apply(self, text: str) -> GrabProblem | None:
        """Registers ``text`` (a QKeySequence's portable text) instead of the one before; ""
        registers none. Returns why it could not be registered, if so."""
        if text == self.text and self.problem is None and (self._grab is not None or not text):
            return None
        self.release()
        self.text = text
        self.problem = None
        chord = parse(text)
        if chord is None:
            if text:
                self.problem = GrabProblem.UNKNOWN_KEY
            return self.problem
        try:
            self._grab = mechanism.grab(current_mechanism(), chord, self.pressed.emit)
        except GrabError as error:
            log.warning("the global shortcut is not registered: %s", error.problem.value)
            self.problem = error.problem
        return self.problem

    def release(self) -> None:
        if self._grab is not None:
            self._grab.stop()
            self._grab = None
