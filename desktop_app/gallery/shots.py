"""Takes the gallery: every chosen state, in each theme and language, at each size, written as
``state-theme-language-WIDTHxHEIGHT.png``.

A language is one window over a fresh data folder (its first start is the welcome), which
then goes through the states in order; inside a state, themes and sizes change around the
same window, as a person switching them would see it.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.config.languages import CODES
from desktop_app.gallery.scenes import SCENES, SETTINGS_SHOTS, Shot
from desktop_app.gallery.stage import Stage, fit, placeholders_shown, settle, until
from desktop_app.ui.language import LanguageSwitcher
from desktop_app.ui.theme import AppStyle, ThemeChoice, ThemeManager
from desktop_app.ui.window.qt_loop import QtEventLoop

LARGE = QSize(1440, 900)
SMALL = QSize(800, 600)
THEMES = (ThemeChoice.LIGHT, ThemeChoice.DARK)
LANGUAGES = CODES


@dataclass(frozen=True, slots=True, kw_only=True)
class Selection:
    """Which pictures to take; by default all of them. A small size shows the main states."""

    shots: Sequence[Shot] = tuple(Shot)
    themes: Sequence[ThemeChoice] = THEMES
    languages: Sequence[str] = LANGUAGES
    sizes: Sequence[QSize] = (LARGE, SMALL)


# Called with each picture's file name, the window and the dialog over it (or None) just before
# the picture is taken: a test looks there for text that does not fit.
Inspect = Callable[[str, QWidget, QWidget | None], None]


def file_name(shot: Shot, theme: ThemeChoice, language: str, size: QSize) -> str:
    return f"{shot.value}-{theme.value}-{language}-{size.width()}x{size.height()}.png"


def parse_size(text: str) -> QSize:
    """``WIDTHxHEIGHT`` as a size; ValueError otherwise."""
    width, _, height = text.lower().partition("x")
    size = QSize(int(width), int(height))
    if size.width() < 320 or size.height() < 240:
        raise ValueError(f"{text!r} is smaller than 320x240")
    return size


def take(
    directory: Path, selection: Selection | None = None, *, inspect: Inspect | None = None
) -> list[Path]:
    """Writes the chosen pictures into ``directory``; returns their paths in order."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    chosen = selection or Selection()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    app.setApplicationName("Arroyo")
    flash = app.cursorFlashTime()
    app.setCursorFlashTime(0)  # a caret that does not blink: each run gives the same pixels
    directory.mkdir(parents=True, exist_ok=True)
    loop = QtEventLoop(app)
    asyncio.set_event_loop(loop)
    languages = LanguageSwitcher(app)
    style_before = app.style().name()  # put back after: the app may go on (tests)
    theme = ThemeManager(app, style=AppStyle())
    written: list[Path] = []
    try:
        with tempfile.TemporaryDirectory(prefix="arroyo-gallery-") as scratch:
            for language in chosen.languages:
                folder = Path(scratch) / language
                folder.mkdir()
                before = os.environ.get("ARROYO_DATA_DIR")
                os.environ["ARROYO_DATA_DIR"] = str(folder)  # the demo's workspace goes there
                try:
                    stage = Stage(folder, language, languages, theme)
                    try:
                        written += loop.run_until_complete(
                            _language(stage, chosen, directory, inspect)
                        )
                    finally:
                        stage.close()
                        loop.run_until_complete(settle())
                finally:
                    if before is None:
                        os.environ.pop("ARROYO_DATA_DIR", None)
                    else:
                        os.environ["ARROYO_DATA_DIR"] = before
    finally:
        theme.stop_following()
        app.setStyle(style_before)
        languages.clear()
        app.setCursorFlashTime(flash)
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.close()
        asyncio.set_event_loop(None)
    return written


async def _language(
    stage: Stage, chosen: Selection, directory: Path, inspect: Inspect | None
) -> list[Path]:
    written: list[Path] = []
    await stage.show(LARGE)
    for shot in Shot:  # in order: the welcome only exists before the first message
        if shot not in chosen.shots:
            continue
        scene = SCENES[shot]
        if shot in SETTINGS_SHOTS:  # a dialog opened in each theme shows that theme chosen
            for theme in chosen.themes:
                await stage.wear(theme)
                async with scene(stage) as dialog:
                    written += await _pictures(
                        stage, shot, dialog, chosen, (theme,), directory, inspect
                    )
        else:  # a state is brought about once, then seen in each theme
            async with scene(stage) as dialog:
                written += await _pictures(
                    stage, shot, dialog, chosen, chosen.themes, directory, inspect
                )
        await stage.show(LARGE)
    return written


async def _pictures(
    stage: Stage,
    shot: Shot,
    dialog: QWidget | None,
    chosen: Selection,
    themes: Sequence[ThemeChoice],
    directory: Path,
    inspect: Inspect | None,
) -> list[Path]:
    written = []
    for size in chosen.sizes:
        await stage.show(size)
        if dialog is not None:
            fit(dialog, stage.window)
        for theme in themes:
            await stage.wear(theme)
            await until(
                lambda: not placeholders_shown(stage.window, dialog),
                "nothing on screen still being looked up",
            )
            path = directory / file_name(shot, theme, stage.language, size)
            if inspect is not None:
                inspect(path.name, stage.window, dialog)
            if not stage.picture(dialog).save(str(path)):
                raise OSError(f"cannot write {path}")
            written.append(path)
    return written
