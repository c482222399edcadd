"""The window's language: Qt translators for the chosen language, swapped while the app runs.

Arroyo's own messages come from ``desktop_app/locale/arroyo_<lang>.qm`` (compiled from
``translations/arroyo_<lang>.ts`` when the project is installed); Qt's own (the buttons of
standard dialogs) from the ``qtbase_<lang>.qm`` that PySide6 ships. Installing a translator makes
Qt send every widget a ``LanguageChange`` event; each widget's ``changeEvent`` then calls its
``retranslate()``, so a new language applies without a restart.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QGuiApplication

from desktop_app.config.languages import (
    CODES,
    LANGUAGES,
    RIGHT_TO_LEFT,
    SOURCE_LANGUAGE,
    best_match,
)

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
__all__ = ["LANGUAGES", "LOCALE_DIR", "SOURCE_LANGUAGE", "LanguageSwitcher", "system_language"]


def system_language(supported: tuple[str, ...] = CODES) -> str:
    """The first of the system's preferred languages that Arroyo speaks (``pt-BR`` is
    ``pt_BR``, ``zh-Hans-CN`` is ``zh_CN``); else English."""
    return best_match(QLocale.system().uiLanguages(), supported)


def layout_direction(language: str) -> Qt.LayoutDirection:
    if language in RIGHT_TO_LEFT:
        return Qt.LayoutDirection.RightToLeft
    return Qt.LayoutDirection.LeftToRight


def _set_direction(direction: Qt.LayoutDirection) -> None:
    """Mirrors every widget (Arabic reads right to left); a core application has none."""
    if isinstance(QCoreApplication.instance(), QGuiApplication):
        QGuiApplication.setLayoutDirection(direction)


class LanguageSwitcher:
    """Owns the installed translators; ``apply`` replaces them."""

    def __init__(self, app: QCoreApplication, locale_dir: Path = LOCALE_DIR) -> None:
        self.app = app
        self.locale_dir = locale_dir
        self.language: str | None = None
        self._installed: list[QTranslator] = []
        self._locale_before = QLocale()

    def apply(self, choice: str | None) -> str:
        """Switches to ``choice`` (a language code; ``None``: the system's language) and
        returns the language now in use. A language whose catalog is missing falls back to
        the English source texts, with a warning in the log."""
        language = choice or system_language()
        if language == self.language:
            return language
        self._remove()
        own = QTranslator(self.app)
        if own.load(f"arroyo_{language}", str(self.locale_dir)):
            self._installed.append(own)
        elif language != SOURCE_LANGUAGE:
            log.warning("no translation catalog for %r in %s", language, self.locale_dir)
        qt = QTranslator(self.app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if language != SOURCE_LANGUAGE and qt.load(f"qtbase_{language}", qt_folder):
            self._installed.append(qt)
        QLocale.setDefault(QLocale(language))  # numbers and dates follow the language
        _set_direction(layout_direction(language))
        for translator in self._installed:
            self.app.installTranslator(translator)
        self.language = language
        return language

    def clear(self) -> None:
        """Back to the source texts and the locale there was before (tests end with this)."""
        self._remove()
        QLocale.setDefault(self._locale_before)
        _set_direction(Qt.LayoutDirection.LeftToRight)
        self.language = None

    def _remove(self) -> None:
        for translator in self._installed:
            self.app.removeTranslator(translator)
        self._installed = []
