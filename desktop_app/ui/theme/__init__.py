"""The design system: tokens, colour roles per theme, and how they reach the window.

``ThemeManager`` applies a theme (palette, stylesheet, code colours); widgets mark text with a
``TextRole`` instead of naming colours. See ``tokens`` for what each role is for.
"""

from desktop_app.ui.theme.manager import ThemeChoice, ThemeManager, resolve
from desktop_app.ui.theme.style import AppStyle
from desktop_app.ui.theme.stylesheet import TextRole, TextSize, mark, size
from desktop_app.ui.theme.tokens import (
    COLOURS,
    LAYOUT,
    RADII,
    SPACING,
    TYPE_SCALE,
    TYPOGRAPHY,
    Theme,
)

__all__ = [
    "COLOURS",
    "LAYOUT",
    "RADII",
    "SPACING",
    "TYPE_SCALE",
    "TYPOGRAPHY",
    "AppStyle",
    "TextRole",
    "TextSize",
    "Theme",
    "ThemeChoice",
    "ThemeManager",
    "mark",
    "resolve",
    "size",
]
