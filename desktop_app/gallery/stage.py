"""The gallery's stage: the real window, wired as ``arroyo`` wires it, over a throw-away data
folder and a local simulator whose script the gallery changes before each message.

Waiting is on conditions (``until``), each bounded in time: a picture is taken once the state
it shows is on screen, never after a guessed delay.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QScrollBar, QWidget

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.errors import ArroyoError
from desktop_app.names import ProviderKind
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.simulator.server import Simulator
from desktop_app.store import worker
from desktop_app.store.database import Database
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.language import LanguageSwitcher
from desktop_app.ui.theme import ThemeChoice, ThemeManager
from desktop_app.ui.window.main_window import MainWindow

WAIT_SECONDS = 30.0  # a state that takes longer than this to appear is a failure
_SCRIM_ALPHA = 70  # how much a dialog darkens the window behind it in a picture


class GalleryProblem(enum.StrEnum):
    STATE_NOT_REACHED = "state_not_reached"


class StateNotReached(ArroyoError):
    """What the gallery waited for did not appear in time; the message says what."""

    kind = GalleryProblem.STATE_NOT_REACHED


class StepClock:
    """A clock that moves a fixed step each time it is read: the answer's timings (first
    token, duration, tokens per second) come out the same on every run and machine."""

    def __init__(self, step: float = 0.5) -> None:
        self._now = 0.0
        self._step = step

    def __call__(self) -> float:
        self._now += self._step
        return self._now


class ManualClock:
    """A clock that moves only when told: how long the model thinks in a picture."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class MemorySecrets:
    """The settings window's keyring, in memory: the providers page shows a key as stored
    without asking the system's keyring (which a fresh machine may not have)."""

    def __init__(self, keys: dict[str, str]) -> None:
        self._keys = dict(keys)

    async def get_key_async(self, provider: str, *, timeout: float = 0) -> str | None:
        return self._keys.get(provider)

    async def set_key_async(self, provider: str, key: str, *, timeout: float = 0) -> None:
        self._keys[provider] = key

    async def delete_key_async(self, provider: str, *, timeout: float = 0) -> None:
        self._keys.pop(provider, None)


async def until(condition: Callable[[], bool], what: str, seconds: float = WAIT_SECONDS) -> None:
    """Returns once ``condition()`` holds; raises ``StateNotReached`` naming ``what`` when it
    has not within ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise StateNotReached(f"gave up waiting for {what}")
        await asyncio.sleep(0.02)


def _layout_fingerprint() -> tuple[tuple[int, int, int], ...]:
    bars = (w for w in QApplication.allWidgets() if isinstance(w, QScrollBar) and w.isVisible())
    return tuple(sorted((bar.maximum(), bar.value(), bar.pageStep()) for bar in bars))


async def settle() -> None:
    """Turns of the event loop until the layout holds still: posted layout and paint events are
    handled, and results arriving from the database thread (which resize what is above the
    fold) are in, so two runs take the same picture. Bounded: about 2 s at most."""
    still, last = 0, None
    for _ in range(200):
        await asyncio.sleep(0.01)
        QApplication.processEvents()
        fingerprint = _layout_fingerprint()
        still = still + 1 if fingerprint == last else 0
        last = fingerprint
        if still >= 5:
            return


# Sentences that say something is still being looked up: no picture shows one. By the class
# whose ``tr`` says them (their translation context).
PLACEHOLDERS = (
    ("ProviderKeyField", "Checking the system keyring…"),
    ("ProviderKeyField", "Saving the key in the system keyring…"),
)


def placeholders_shown(*roots: QWidget | None) -> list[str]:
    """The placeholder sentences a visible label under ``roots`` shows, in the current
    language."""
    sentences = {QCoreApplication.translate(context, text) for context, text in PLACEHOLDERS}
    return [
        label.text()
        for root in roots
        if root is not None
        for label in root.findChildren(QLabel)
        if label.isVisible() and label.text() in sentences
    ]


class Stage:
    """One window in one language, its data folder ``folder`` (empty: a first start)."""

    def __init__(
        self, folder: Path, language: str, languages: LanguageSwitcher, theme: ThemeManager
    ) -> None:
        self.folder = folder
        self.language = language
        self.theme = theme
        self._stack = contextlib.ExitStack()
        self.simulator = self._stack.enter_context(Simulator())
        self.database = Database(folder / "arroyo.sqlite3")
        self.settings = ProviderSettings(folder / "settings.json")
        self.settings.add_preset(ProviderKind.DEMO)
        self.settings.add_preset(ProviderKind.OPENAI)
        self.settings.add_preset(ProviderKind.OLLAMA)
        self.settings.update_app(language=language)  # as the settings window shows it
        languages.apply(language)
        self.application = Application(
            self.database,
            self.settings,
            languages,
            theme,
            demo_server=lambda _language: contextlib.nullcontext(self.simulator),
        )
        self.window = MainWindow(self.application.services())
        self.application.window = self.window

    def close(self) -> None:
        window = self.window
        for page in window.chat.streaming_pages():
            page.stop()
        window.close()
        window.deleteLater()
        self.application.close()
        self._stack.close()
        worker.flush()
        self.database.close()

    async def show(self, size: QSize) -> None:
        if not self.window.isVisible():
            self.window.show()

        def reached() -> bool:
            # Asked again until it holds: a wide window keeps its sidebar, whose width may
            # not leave room for a small size until the narrower window has folded it away,
            # as a person dragging the edge on sees it happen.
            if self.window.size() != size:
                self.window.resize(size)
            return self.window.size() == size

        await until(reached, f"the window at {size.width()}x{size.height()}")
        await settle()

    async def wear(self, theme: ThemeChoice) -> None:
        """The window in ``theme``, chosen in the settings as a person would have chosen it."""
        self.settings.update_app(theme=theme.value)
        self.theme.apply(theme)
        await settle()

    def answer_with(self, script: Script, **faults: object) -> None:
        """The next messages are answered with ``script`` (and the scenario's ``faults``)."""
        self.simulator.default = Scenario(script=script, **faults)  # type: ignore[arg-type]

    def think_for(self, seconds: float) -> None:
        """The current page's thinking clock moves on by ``seconds``."""
        page = self.window.current_page
        if page is not None and isinstance(page.thinking_clock, ManualClock):
            page.thinking_clock.now += seconds

    async def send(self, text: str) -> MessageView:
        """A new conversation, ``text`` sent in it; returns the view its answer streams into."""
        window = self.window
        window.new_conversation()
        page = window.current_page
        if page is None:
            raise StateNotReached("a page for the new conversation")
        page.clock = StepClock()
        page.thinking_clock = ManualClock()  # read at each tick: kept apart from the figures
        window.composer.setPlainText(text)
        window.send()
        await until(lambda: bool(self.views()), "the answer's view")
        return self.views()[-1]

    def views(self) -> list[MessageView]:
        page = self.window.current_page
        if page is None:
            return []
        return [w for w in page.shown_widgets() if isinstance(w, MessageView)]

    async def idle(self) -> None:
        page = self.window.current_page
        await until(lambda: page is None or not page.busy, "the turn's end")

    def picture(self, dialog: QWidget | None = None) -> QImage:
        """The whole window as it is on screen; a dialog open over it drawn where it is (in
        the middle when it was not placed), over a light scrim, as a window manager shows it."""
        image = self.window.grab().toImage()
        if dialog is None:
            return image
        shot = dialog.grab().toImage()
        painter = QPainter(image)
        try:
            scrim = self.window.palette().color(QPalette.ColorRole.Shadow)
            scrim.setAlpha(_SCRIM_ALPHA)
            painter.fillRect(image.rect(), scrim)
            corner = _corner(dialog, self.window, image, shot)
            painter.drawImage(corner, shot)
            frame = self.window.palette().color(QPalette.ColorRole.Mid)
            painter.setPen(frame)
            painter.drawRect(corner.x(), corner.y(), shot.width() - 1, shot.height() - 1)
        finally:
            painter.end()
        return image


def _corner(dialog: QWidget, window: QWidget, image: QImage, shot: QImage) -> QPoint:
    """Where ``dialog`` lies over ``window``, in the picture's pixels, kept inside it."""
    if dialog.testAttribute(Qt.WidgetAttribute.WA_Moved):  # placed, e.g. clear of a card
        ratio = image.devicePixelRatio()
        at = dialog.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0))
        x, y = round(at.x() * ratio), round(at.y() * ratio)
    else:
        x, y = (image.width() - shot.width()) // 2, (image.height() - shot.height()) // 2
    x = min(max(0, x), max(0, image.width() - shot.width()))
    return QPoint(x, min(max(0, y), max(0, image.height() - shot.height())))


def fit(dialog: QWidget, window: QWidget) -> None:
    """The dialog at its preferred size, within the window it lies over."""
    room = window.size() - QSize(48, 48)
    dialog.resize(dialog.sizeHint().boundedTo(room))
