"""The design tokens: spacing, radii, a type scale, and the colour roles of every theme.

Everything the window paints takes its measures and colours from here, through the palette
(``palette``), the one application stylesheet (``stylesheet``) and the code colours
(``syntax``); no widget names a colour of its own (a test fails on a colour literal outside
this package). Colours are roles, not hues: a widget asks for "muted text" or "the person's
bubble", and each theme says what that is. Every pair a role is drawn on is checked against
WCAG AA in the tests (4.5:1 for text, 3:1 for large text, borders and icons), and the high
contrast themes against AAA (7:1).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Spacing:
    """Gaps and paddings, in device-independent pixels: a 4 px grid."""

    xs: int = 4
    s: int = 8
    m: int = 12
    l: int = 16  # noqa: E741 - the size names read as a scale: xs, s, m, l, xl
    xl: int = 24
    xxl: int = 32


@dataclass(frozen=True, slots=True)
class Radii:
    small: int = 4  # fields, code blocks, tooltips
    medium: int = 8  # cards
    large: int = 12  # the person's message bubble


@dataclass(frozen=True, slots=True)
class TypeScale:
    """Font sizes as factors of the application's font, so the system's size and zoom rule."""

    small: float = 0.875  # footers, captions, timestamps
    body: float = 1.0
    subtitle: float = 1.125
    title: float = 1.375  # a conversation's title, a welcome's heading
    # Code in an answer: a monospace font's letters stand taller than the prose's at one size
    # (DejaVu Sans Mono's x-height is 9% over DejaVu Sans's), so code is set a little smaller.
    code: float = 0.92


@dataclass(frozen=True, slots=True)
class Typography:
    """How an answer's prose is set: lines far enough apart to follow, a measure to read."""

    line_height: int = 150  # percent of the font's own line, for paragraphs and list items
    item_gap: int = 4  # px after a list item: items read as separate without a blank line
    measure: int = 75  # the reading column, in the font's average characters (70 to 80 reads)


@dataclass(frozen=True, slots=True)
class Layout:
    reading_width: int = 760  # px: the welcome's column (the conversation's is ``measure``)
    bubble_max_share: float = 0.8  # of the column: the person's bubble leaves room to its side


SPACING = Spacing()
RADII = Radii()
TYPE_SCALE = TypeScale()
TYPOGRAPHY = Typography()
LAYOUT = Layout()


class Theme(enum.Enum):
    """A set of colours the window can wear (``ThemeChoice`` is what the person picks)."""

    LIGHT = "light"
    DARK = "dark"
    HIGH_CONTRAST_LIGHT = "high_contrast_light"
    HIGH_CONTRAST_DARK = "high_contrast_dark"

    @property
    def is_dark(self) -> bool:
        return self in (Theme.DARK, Theme.HIGH_CONTRAST_DARK)

    @property
    def high_contrast(self) -> bool:
        return self in (Theme.HIGH_CONTRAST_LIGHT, Theme.HIGH_CONTRAST_DARK)


@dataclass(frozen=True, slots=True, kw_only=True)
class ColourRoles:
    """What each colour is for, as ``#rrggbb``. The palette role each maps to is in brackets."""

    window: str  # the window's own background [Window]
    surface: str  # text areas, lists, the answer [Base]
    surface_alt: str  # alternate rows, sunken areas [AlternateBase]
    raised: str  # buttons [Button]
    text: str  # body text on any of the above [Text, WindowText, ButtonText]
    text_muted: str  # secondary text: placeholders, status lines, reasoning [PlaceholderText]
    text_disabled: str  # text of a control that cannot be used now [Disabled group]
    accent: str  # selection, focus, the current item [Highlight, Accent]
    row_hover: str  # a list row under the pointer: a soft shade behind ``text``
    row_selected: str  # the chosen list row: an accent tint behind ``text``, an accent bar
    on_accent: str  # text on the accent [HighlightedText, BrightText]
    link: str  # [Link]
    link_visited: str  # [LinkVisited]
    tooltip: str  # [ToolTipBase]
    tooltip_text: str  # [ToolTipText]
    border: str  # outlines of fields and cards: 3:1 against window and surface [Mid]
    # Bevel shades Qt's styles draw frames and handles with.
    light: str  # [Light]
    midlight: str  # [Midlight]
    dark: str  # [Dark]
    shadow: str  # [Shadow]
    user_bubble: str  # behind the person's own messages, so they differ from answers
    code_background: str  # behind code blocks
    code_text: str  # code that has no token colour of its own


LIGHT = ColourRoles(
    window="#f4f5f7",
    surface="#ffffff",
    surface_alt="#eef1f4",
    raised="#fbfbfc",
    text="#1b1f24",
    text_muted="#545d68",
    text_disabled="#656d76",
    accent="#0b5cd5",
    row_hover="#e8ebef",
    row_selected="#dbe6fb",
    on_accent="#ffffff",
    link="#0a58ca",
    link_visited="#6e3fbf",
    tooltip="#24292f",
    tooltip_text="#ffffff",
    border="#838b95",
    light="#ffffff",
    midlight="#e4e7eb",
    dark="#9aa2ab",
    shadow="#6a7179",
    user_bubble="#e1eafb",
    code_background="#f6f8fa",
    code_text="#1f2328",
)

DARK = ColourRoles(
    window="#1d1f23",
    surface="#24272c",
    surface_alt="#2b2f35",
    raised="#30343a",
    text="#e7e9ec",
    text_muted="#a7afb8",
    text_disabled="#959ca5",
    accent="#4c8ef7",
    row_hover="#2f333a",
    row_selected="#2d3a52",
    on_accent="#0a0f16",
    link="#78b4ff",
    link_visited="#c8a2ff",
    tooltip="#e7e9ec",
    tooltip_text="#1d1f23",
    border="#737b86",
    light="#454a52",
    midlight="#3a3e45",
    dark="#15171a",
    shadow="#000000",
    user_bubble="#2d3a52",
    code_background="#15191f",
    code_text="#e6edf3",
)

HIGH_CONTRAST_LIGHT = ColourRoles(
    window="#ffffff",
    surface="#ffffff",
    surface_alt="#f2f2f2",
    raised="#ffffff",
    text="#000000",
    text_muted="#303030",
    text_disabled="#3f3f3f",
    accent="#00008f",
    row_hover="#ebebeb",
    row_selected="#e0e8ff",
    on_accent="#ffffff",
    link="#0000c8",
    link_visited="#5a0d8c",
    tooltip="#000000",
    tooltip_text="#ffffff",
    border="#000000",
    light="#ffffff",
    midlight="#e6e6e6",
    dark="#595959",
    shadow="#000000",
    user_bubble="#e6edff",
    code_background="#fafafa",
    code_text="#000000",
)

HIGH_CONTRAST_DARK = ColourRoles(
    window="#000000",
    surface="#000000",
    surface_alt="#0f0f0f",
    raised="#000000",
    text="#ffffff",
    text_muted="#d6d6d6",
    text_disabled="#c2c2c2",
    accent="#ffe14d",
    row_hover="#1a1a1a",
    row_selected="#14213d",
    on_accent="#000000",
    link="#8cd2ff",
    link_visited="#e0b3ff",
    tooltip="#ffffff",
    tooltip_text="#000000",
    border="#ffffff",
    light="#5c5c5c",
    midlight="#3d3d3d",
    dark="#1f1f1f",
    shadow="#0a0a0a",
    user_bubble="#14213d",
    code_background="#0a0a0a",
    code_text="#ffffff",
)

COLOURS: dict[Theme, ColourRoles] = {
    Theme.LIGHT: LIGHT,
    Theme.DARK: DARK,
    Theme.HIGH_CONTRAST_LIGHT: HIGH_CONTRAST_LIGHT,
    Theme.HIGH_CONTRAST_DARK: HIGH_CONTRAST_DARK,
}


# -- The colours of a diff (a confirmation's "what would change") ----------------------------
# Kept in one block of their own. Each line keeps its "+", "-" or "@@" mark, so the colour is
# never the only sign of what a line is; each text colour is checked on its own background.


@dataclass(frozen=True, slots=True, kw_only=True)
class DiffColours:
    background: str  # behind context lines and the view itself
    context: str  # an unchanged line, and the file header
    added: str  # a line that comes in ("+")
    added_background: str
    removed: str  # a line that goes ("-")
    removed_background: str
    hunk: str  # a hunk header ("@@ -1,3 +1,4 @@")
    hunk_background: str


DIFF_COLOURS: dict[Theme, DiffColours] = {
    Theme.LIGHT: DiffColours(
        background="#ffffff",
        context="#1f2328",
        added="#116329",
        added_background="#dafbe1",
        removed="#a40e26",
        removed_background="#ffebe9",
        hunk="#0550ae",
        hunk_background="#ddf4ff",
    ),
    Theme.DARK: DiffColours(
        background="#15191f",
        context="#e6edf3",
        added="#7ee787",
        added_background="#14301f",
        removed="#ffa198",
        removed_background="#3a1d20",
        hunk="#a5d6ff",
        hunk_background="#15273d",
    ),
    Theme.HIGH_CONTRAST_LIGHT: DiffColours(
        background="#ffffff",
        context="#000000",
        added="#004400",
        added_background="#e3f7e3",
        removed="#6e0000",
        removed_background="#fde6e6",
        hunk="#00008f",
        hunk_background="#e6ecff",
    ),
    Theme.HIGH_CONTRAST_DARK: DiffColours(
        background="#000000",
        context="#ffffff",
        added="#8cff8c",
        added_background="#002b00",
        removed="#ffadad",
        removed_background="#330000",
        hunk="#ffe14d",
        hunk_background="#1f1a00",
    ),
}
