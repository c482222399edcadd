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

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
SOURCE_LANGUAGE = "en"
# Each language named in itself: a person who cannot read the current language finds theirs.
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("es", "Español"))


_SUPPORTED = tuple(code for code, _name in LANGUAGES)


def system_language(supported: tuple[str, ...] = _SUPPORTED) -> str:
    """The first of the system's preferred languages that Arroyo speaks; else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in supported:
            return code
    return SOURCE_LANGUAGE


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
        for translator in self._installed:
            self.app.installTranslator(translator)
        self.language = language
        return language

    def clear(self) -> None:
        """Back to the source texts and the locale there was before (tests end with this)."""
        self._remove()
        QLocale.setDefault(self._locale_before)
        self.language = None

    def _remove(self) -> None:
        for translator in self._installed:
            self.app.removeTranslator(translator)
        self._installed = []
