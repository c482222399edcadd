"""The command line's choice of gallery pictures."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from desktop_app.config.languages import CODES
from desktop_app.gallery.scenes import MAIN_SHOTS, Shot
from desktop_app.gallery.shots import LARGE, SMALL, Selection, file_name, parse_size
from desktop_app.gallery.wanted import selection
from desktop_app.ui.theme import ThemeChoice


def test_nothing_chosen_is_everything():
    chosen = selection(None, None, None, None)
    assert chosen == Selection()
    assert set(chosen.shots) == set(Shot) and chosen.languages == CODES
    assert chosen.themes == (ThemeChoice.LIGHT, ThemeChoice.DARK)
    assert list(chosen.sizes) == [LARGE, SMALL]


def test_lists_are_read_by_name():
    chosen = selection("answer, tool", "dark", "es", "1024x768")
    assert chosen.shots == (Shot.ANSWER, Shot.TOOL)
    assert chosen.themes == (ThemeChoice.DARK,)
    assert chosen.languages == ("es",)
    assert chosen.sizes == (QSize(1024, 768),)


@pytest.mark.parametrize(
    ("states", "themes", "languages", "sizes", "said"),
    [
        ("answr", None, None, None, "unknown state: 'answr'"),
        (None, "high_contrast", None, None, "unknown theme: 'high_contrast'"),
        (None, None, "xx", None, "unknown language: 'xx'"),
        (None, None, None, "800", "unknown size: '800'"),
        (None, None, None, "100x100", "unknown size: '100x100'"),
        (" , ", None, None, None, "no state named"),
    ],
)
def test_unknown_names_are_refused_by_name(states, themes, languages, sizes, said):
    with pytest.raises(ValueError, match=said):
        selection(states, themes, languages, sizes)


def test_every_state_is_taken_at_both_sizes_by_default():
    chosen = Selection()
    assert list(chosen.sizes) == [LARGE, SMALL]
    assert set(chosen.shots) == set(Shot)
    assert Shot.SETTINGS_PROVIDERS not in MAIN_SHOTS


def test_names_say_state_theme_language_and_size():
    name = file_name(Shot.SETTINGS_MCP, ThemeChoice.LIGHT, "es", parse_size("1440x900"))
    assert name == "settings-mcp-light-es-1440x900.png"
