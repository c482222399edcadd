"""Every colour pair the window draws, in every theme, against WCAG: AA (4.5:1 for text, 3:1 for
large text, borders and icons); the high contrast themes' text against AAA (7:1)."""

from __future__ import annotations

import re

import pytest
from pygments.token import STANDARD_TYPES
from PySide6.QtGui import QPalette

from desktop_app.ui.theme.contrast import BODY_TEXT, ENHANCED, LARGE_TEXT, contrast
from desktop_app.ui.theme.palette import PALETTE_ROLES, build_palette
from desktop_app.ui.theme.style import INDICATOR_PAIRS
from desktop_app.ui.theme.stylesheet import colour_pairs, stylesheet
from desktop_app.ui.theme.syntax import pygments_style
from desktop_app.ui.theme.tokens import COLOURS, DIFF_COLOURS, Theme

R = QPalette.ColorRole
G = QPalette.ColorGroup

# (foreground, background, minimum): text on what it is drawn on, in an enabled window.
ENABLED_PAIRS = (
    (R.WindowText, R.Window, BODY_TEXT),
    (R.Text, R.Base, BODY_TEXT),
    (R.Text, R.AlternateBase, BODY_TEXT),
    (R.ButtonText, R.Button, BODY_TEXT),
    (R.PlaceholderText, R.Base, BODY_TEXT),
    (R.PlaceholderText, R.AlternateBase, BODY_TEXT),
    (R.PlaceholderText, R.Window, BODY_TEXT),  # muted labels sit on the window
    (R.Link, R.Base, BODY_TEXT),
    (R.Link, R.Window, BODY_TEXT),
    (R.LinkVisited, R.Base, BODY_TEXT),
    (R.LinkVisited, R.Window, BODY_TEXT),
    (R.HighlightedText, R.Highlight, BODY_TEXT),
    (R.BrightText, R.Accent, BODY_TEXT),
    (R.ToolTipText, R.ToolTipBase, BODY_TEXT),
    # Not text: the outline of fields and cards, the selection and focus mark, icons.
    (R.Mid, R.Window, LARGE_TEXT),
    (R.Mid, R.Base, LARGE_TEXT),
    (R.Highlight, R.Base, LARGE_TEXT),
    (R.Accent, R.Window, LARGE_TEXT),
)
DISABLED_PAIRS = (
    (R.WindowText, R.Window, BODY_TEXT),
    (R.Text, R.Base, BODY_TEXT),
    (R.ButtonText, R.Button, BODY_TEXT),
    (R.PlaceholderText, R.Base, BODY_TEXT),
    (R.HighlightedText, R.Highlight, BODY_TEXT),
)
# Shades Qt's styles draw bevels with; no text or mark is drawn in or on them.
BEVELS = {R.Light, R.Midlight, R.Dark, R.Shadow}


def required(theme: Theme, minimum: float) -> float:
    return ENHANCED if theme.high_contrast and minimum == BODY_TEXT else minimum


def test_the_contrast_formula_matches_wcag():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # the AA grey
    assert contrast("#fff", "#000") == contrast("#000000", "#ffffff")


def test_every_palette_role_in_use_is_checked():
    checked = {role for pair in ENABLED_PAIRS + DISABLED_PAIRS for role in pair[:2]}
    assert set(PALETTE_ROLES) == checked | BEVELS


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
@pytest.mark.parametrize("group", [G.Active, G.Inactive], ids=["active", "inactive"])
def test_palette_pairs_reach_aa(theme, group):
    palette = build_palette(COLOURS[theme])
    failures = []
    for foreground, background, minimum in ENABLED_PAIRS:
        fg = palette.color(group, foreground).name()
        bg = palette.color(group, background).name()
        if contrast(fg, bg) < required(theme, minimum):
            failures.append((foreground.name, background.name, fg, bg, contrast(fg, bg)))
    assert failures == []


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_disabled_text_stays_readable(theme):
    palette = build_palette(COLOURS[theme])
    failures = []
    for foreground, background, minimum in DISABLED_PAIRS:
        fg = palette.color(G.Disabled, foreground).name()
        bg = palette.color(G.Disabled, background).name()
        if contrast(fg, bg) < required(theme, minimum):
            failures.append((foreground.name, background.name, fg, bg, contrast(fg, bg)))
    assert failures == []
    # ...and it still looks disabled: not the enabled text's colour.
    assert palette.color(G.Disabled, R.Text) != palette.color(G.Active, R.Text)


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
@pytest.mark.parametrize("group", [G.Active, G.Inactive], ids=["active", "inactive"])
def test_check_boxes_stand_out_from_what_they_are_on(theme, group):
    """A check box's edge, its checked fill and its tick: 3:1 non-text contrast (the dark
    theme's boxes were all but invisible when the style drew them from the window colour)."""
    palette = build_palette(COLOURS[theme])
    failures = []
    for foreground, background, minimum in INDICATOR_PAIRS:
        fg = palette.color(group, foreground).name()
        bg = palette.color(group, background).name()
        if contrast(fg, bg) < minimum:
            failures.append((foreground.name, background.name, fg, bg, contrast(fg, bg)))
    assert failures == []
    drawn_on = {background for _, background, _ in INDICATOR_PAIRS}
    assert {R.Window, R.Base} <= drawn_on


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_stylesheet_pairs_reach_aa(theme):
    pairs = colour_pairs(COLOURS[theme])
    assert pairs
    failures = [
        (
            pair.selector,
            pair.foreground,
            pair.background,
            contrast(pair.foreground, pair.background),
        )
        for pair in pairs
        if contrast(pair.foreground, pair.background) < required(theme, pair.minimum)
    ]
    assert failures == []


_BLOCK = re.compile(r"(?P<selector>[^{}]+)\{(?P<body>[^}]*)\}")
_DECLARATION = re.compile(r"(?P<name>[a-z-]+)\s*:\s*(?P<value>[^;]+);")


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_every_colour_of_the_stylesheet_is_in_a_checked_pair(theme):
    """Read back from the stylesheet text itself: a colour added to a rule without its pair
    (a border, a background drawn under some other text) fails here."""
    colours = COLOURS[theme]
    checked = {(p.selector, p.foreground, p.background) for p in colour_pairs(colours)}
    found = 0
    handles: set[str] = set()
    for block in _BLOCK.finditer(stylesheet(colours)):
        selector = block["selector"].strip()
        values = {d["name"]: d["value"].strip() for d in _DECLARATION.finditer(block["body"])}
        if selector.startswith("QScrollBar"):  # no text: a handle on what the bar lies on
            handles |= {value for value in values.values() if value.startswith("#")}
            continue
        colour_names = {name for name, value in values.items() if value.startswith("#")}
        assert colour_names <= {"color", "background-color"}, selector
        foreground = values["color"]
        pairs = {(s, f, b) for s, f, b in checked if s == selector and f == foreground}
        assert pairs, selector
        if "background-color" in values:
            assert pairs == {(selector, foreground, values["background-color"])}
        found += 1
    assert found == len({p.selector for p in colour_pairs(colours)})
    # The outline colour (Mid) and the muted text's (PlaceholderText), whose contrast against
    # the window and the text areas the palette's pairs check.
    assert handles == {colours.border, colours.text_muted}


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_every_syntax_token_colour_reaches_aa(theme):
    style = pygments_style(theme)
    code_text = COLOURS[theme].code_text
    assert style.background_color == COLOURS[theme].code_background
    failures = []
    for token in STANDARD_TYPES:
        found = style.style_for_token(token)
        fg = f"#{found['color']}" if found["color"] else code_text
        bg = f"#{found['bgcolor']}" if found["bgcolor"] else style.background_color
        if contrast(fg, bg) < required(theme, BODY_TEXT):
            failures.append((str(token), fg, bg, contrast(fg, bg)))
    assert failures == []


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_the_persons_bubble_stands_out_from_answers(theme):
    """Not text on text: the bubble is told from the answer's and the window's background."""
    colours = COLOURS[theme]
    for background in (colours.surface, colours.window):
        assert colours.user_bubble != background
        assert contrast(colours.user_bubble, background) >= 1.1


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_every_diff_colour_reaches_aa(theme):
    """A confirmation's diff: each line's text on its own background (AAA in high contrast),
    and the added and removed lines told from the unchanged ones by their background."""
    c = DIFF_COLOURS[theme]
    pairs = {
        "context": (c.context, c.background),
        "added": (c.added, c.added_background),
        "removed": (c.removed, c.removed_background),
        "hunk": (c.hunk, c.hunk_background),
    }
    failures = [
        (name, fg, bg, contrast(fg, bg))
        for name, (fg, bg) in pairs.items()
        if contrast(fg, bg) < required(theme, BODY_TEXT)
    ]
    assert failures == []
    assert len({c.background, c.added_background, c.removed_background}) == 3
    assert len({c.context, c.added, c.removed}) == 3


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_the_conversation_lists_row_states_reach_aa(theme):
    """A hovered and a chosen row: the title's text on each shade (AAA in high contrast), the
    chosen row's accent bar 3:1 on its tint, and each state told from the list around it."""
    c = COLOURS[theme]
    pairs = {
        "text on hover": (c.text, c.row_hover, BODY_TEXT),
        "text on selected": (c.text, c.row_selected, BODY_TEXT),
        "accent bar on selected": (c.accent, c.row_selected, LARGE_TEXT),
    }
    failures = [
        (name, fg, bg, contrast(fg, bg))
        for name, (fg, bg, minimum) in pairs.items()
        if contrast(fg, bg) < required(theme, minimum)
    ]
    assert failures == []
    assert len({c.surface, c.row_hover, c.row_selected}) == 3
