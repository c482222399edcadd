"""What every settings page shares: saving a change, reporting a problem, background work.

Changes apply as they are made (the window has only a Close button). A change that cannot be
saved is said in the window (``problem``), never hidden; keyring and network work runs on the
asyncio loop and is cancelled when the window closes.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QWidget

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.ui.dialogs.startup_problems import describe_settings_error

log = logging.getLogger(__name__)

FAILED = object()  # what ``SettingsPage.apply`` returns when the change could not be saved


def fill(text: str, *values: object) -> str:
    """Qt's ``%1``, ``%2`` placeholders, so translations can reorder them."""
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", str(value))
    return text


def plain(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)  # provider messages are never rich text
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def name_list(parent: QWidget) -> QListWidget:
    """A narrow column of names (providers, assistants, prompts): a long name (the Demo's, a
    shipped prompt's, in some languages) wraps instead of making the list scroll sideways."""
    names = QListWidget(parent)
    names.setWordWrap(True)
    names.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return names


def buddy(parent: QWidget, field: QWidget) -> QLabel:
    """A form label whose mnemonic (Alt+letter) moves the focus to ``field``."""
    label = QLabel(parent)
    label.setBuddy(field)
    return label


class BackgroundWork(QObject):
    """Keyring and network work of the settings window on the asyncio loop (qasync's in the
    app); the GUI thread only awaits. ``failed`` carries the exception of a task that broke."""

    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks: set[asyncio.Task[Any]] = set()
        self.last_task: asyncio.Task[Any] | None = None

    def start(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        self.last_task = task
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            name = type(task.exception()).__name__
            log.error("settings task failed: %s", name)
            self.failed.emit(name)

    def cancel_all(self) -> None:
        for task in list(self._tasks):
            task.cancel()

    async def wait_idle(self) -> None:
        """Until the work started so far is over (for tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)


class SettingsPage(QWidget):
    """One page of the settings window. Texts are set in ``retranslate``, which runs once at
    construction and again whenever the application's language changes."""

    problem = Signal(str)  # a sentence for the person: something could not be done
    problem_solved = Signal()

    def __init__(
        self, settings: ProviderSettings, work: BackgroundWork, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.work = work

    def apply(self, change: Callable[[], Any]) -> Any:
        """Runs a change of the settings; a file that cannot be written is said, not hidden."""
        try:
            result = change()
        except SettingsError as exc:
            self.problem.emit(describe_settings_error(exc))
            return FAILED
        self.problem_solved.emit()
        return result

    def commit(self) -> None:
        """Saves what is being edited (the window is closing, or the person moved on)."""

    def retranslate(self) -> None:
        """Sets every text of the page in the current language."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class Phrases:
    """Remembers how each text on screen was made, so a change of language can make it again:
    a status line then says the same thing in the new language, not the old words."""

    def __init__(self) -> None:
        self._makers: dict[tuple[int, str], tuple[Callable[[str], None], Callable[[], str]]] = {}

    @staticmethod
    def _key(setter: Callable[[str], None]) -> tuple[int, str]:
        return id(getattr(setter, "__self__", setter)), getattr(setter, "__name__", "")

    def say(self, setter: Callable[[str], None], make: Callable[[], str]) -> None:
        """``setter(make())`` now, and again after every change of language."""
        self._makers[self._key(setter)] = (setter, make)
        setter(make())

    def clear(self, setter: Callable[[str], None]) -> None:
        self._makers.pop(self._key(setter), None)
        setter("")

    def again(self) -> None:
        for setter, make in list(self._makers.values()):
            setter(make())
