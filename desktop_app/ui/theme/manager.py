"""Puts a theme on the running application, and follows the system while the person lets it.

The person chooses System, Light, Dark or High contrast (``ThemeChoice``, the settings field
``theme``). System follows ``QStyleHints.colorScheme()`` and the platform's contrast
preference, and changes with them while the app runs; High contrast takes the light or dark
variant the system's scheme asks for. Applying sets the application's palette, its one
stylesheet and the code colours at once: no restart, and views that render code again
(``syntax.current()`` tells them the theme changed).

The zoom changes the application's font; the manager then makes the stylesheet again at the
new scale (its paddings grow with the text, and setting it again is what makes every widget on
screen take the new font: widgets under a stylesheet keep the font they were polished with) and
gives the scale to the ``AppStyle`` (icons, check boxes, layout gaps).
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from desktop_app.ui.theme import syntax
from desktop_app.ui.theme.palette import build_palette
from desktop_app.ui.theme.style import AppStyle
from desktop_app.ui.theme.stylesheet import stylesheet
from desktop_app.ui.theme.tokens import COLOURS, Theme


class ThemeChoice(enum.StrEnum):
    """What the person picks in Settings; the values are the settings file's."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"
    HIGH_CONTRAST = "high_contrast"


# (choice, the system asks for dark, the system asks for high contrast) -> theme
_RESOLVE: dict[tuple[ThemeChoice, bool, bool], Theme] = {
    (choice, dark, high): theme
    for dark in (False, True)
    for high in (False, True)
    for choice, theme in (
        (
            ThemeChoice.SYSTEM,
            (
                (Theme.HIGH_CONTRAST_DARK if dark else Theme.HIGH_CONTRAST_LIGHT)
                if high
                else (Theme.DARK if dark else Theme.LIGHT)
            ),
        ),
        (ThemeChoice.LIGHT, Theme.LIGHT),
        (ThemeChoice.DARK, Theme.DARK),
        (
            ThemeChoice.HIGH_CONTRAST,
            Theme.HIGH_CONTRAST_DARK if dark else Theme.HIGH_CONTRAST_LIGHT,
        ),
    )
}


# What the platform is asked to draw its own parts in; Unknown: whatever the system uses.
_REQUESTED_SCHEME = {
    ThemeChoice.SYSTEM: Qt.ColorScheme.Unknown,
    ThemeChoice.LIGHT: Qt.ColorScheme.Light,
    ThemeChoice.DARK: Qt.ColorScheme.Dark,
    ThemeChoice.HIGH_CONTRAST: Qt.ColorScheme.Unknown,
}


def resolve(choice: ThemeChoice, scheme: Qt.ColorScheme, high_contrast: bool) -> Theme:
    """The theme for a choice under the system's scheme (Unknown counts as light)."""
    return _RESOLVE[(choice, scheme == Qt.ColorScheme.Dark, high_contrast)]


def parse_choice(value: str | None) -> ThemeChoice:
    """A settings value as a choice; anything unknown is System."""
    try:
        return ThemeChoice(value or ThemeChoice.SYSTEM)
    except ValueError:
        return ThemeChoice.SYSTEM


class ThemeManager(QObject):
    """Owns the application's theme. ``changed`` tells the theme now worn."""

    changed = Signal(object)  # Theme

    def __init__(
        self,
        app: QApplication,
        *,
        scheme: Callable[[], Qt.ColorScheme] | None = None,
        high_contrast: Callable[[], bool] | None = None,
        style: AppStyle | None = None,
    ) -> None:
        """``scheme`` and ``high_contrast`` read the system's wishes (tests give their own);
        ``style``, if given, becomes the application's style and follows the zoom."""
        super().__init__(app)
        self._app = app
        self._base_size = app.font().pointSizeF()  # the system's size: the scale's 1
        self._style = style
        if style is not None:
            app.setStyle(style)
        # Held, not fetched each time: the accessibility hints' Python wrapper dies with a
        # temporary wrapper of the style hints ("Internal C++ object already deleted").
        self._hints = QGuiApplication.styleHints()
        self._accessibility = self._hints.accessibility()
        self._scheme = scheme or self._hints.colorScheme
        self._high_contrast = high_contrast or self._system_high_contrast
        self.choice = ThemeChoice.SYSTEM
        self.theme: Theme | None = None
        self._hints.colorSchemeChanged.connect(self._system_changed)
        self._accessibility.contrastPreferenceChanged.connect(self._system_changed)
        # The application's font changing (the zoom): a signal, not an event filter on
        # the application, which would bring every event of every widget through Python.
        app.fontChanged.connect(self._restyle)

    @property
    def scale(self) -> float:
        """The application font's size against the system's: the zoom's factor."""
        size = self._app.font().pointSizeF()
        return size / self._base_size if size > 0 and self._base_size > 0 else 1.0

    def _restyle(self, *_font: object) -> None:
        if self._style is not None:
            self._style.scale = self.scale
        if self.theme is not None:
            self._app.setStyleSheet(self._sheet(self.theme))

    def _sheet(self, theme: Theme) -> str:
        points = self._app.font().pointSizeF()  # -1 for a font sized in pixels
        return stylesheet(COLOURS[theme], self.scale, points if points > 0 else None)

    def _system_high_contrast(self) -> bool:
        preference = self._accessibility.contrastPreference()
        return preference == Qt.ContrastPreference.HighContrast

    def apply(self, choice: ThemeChoice | str | None) -> Theme:
        """Wears the theme for ``choice`` now; returns it."""
        self.choice = choice if isinstance(choice, ThemeChoice) else parse_choice(choice)
        # The platform draws what Qt does not (title bars on Windows and macOS): it is asked
        # for the chosen scheme, or left to the system's. Before resolving, so System reads the
        # system's own scheme again (a request is what ``colorScheme()`` reports while it lasts).
        self._hints.setColorScheme(_REQUESTED_SCHEME[self.choice])
        return self._wear(resolve(self.choice, self._scheme(), self._high_contrast()))

    def _system_changed(self, *_args: object) -> None:
        self._wear(resolve(self.choice, self._scheme(), self._high_contrast()))

    def _wear(self, theme: Theme) -> Theme:
        if theme is self.theme:
            return theme
        colours = COLOURS[theme]
        syntax.use(theme)  # before the palette: views re-render when its change reaches them
        self._app.setPalette(build_palette(colours))
        if self._style is not None:
            self._style.scale = self.scale
        self._app.setStyleSheet(self._sheet(theme))
        self.theme = theme
        self.changed.emit(theme)
        return theme

    def stop_following(self) -> None:
        """Disconnects from the system's signals (the app's end; tests)."""
        self._app.fontChanged.disconnect(self._restyle)
        self._hints.colorSchemeChanged.disconnect(self._system_changed)
        self._accessibility.contrastPreferenceChanged.disconnect(self._system_changed)
        self._hints.unsetColorScheme()
