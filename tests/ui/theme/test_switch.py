"""Switching themes while the app runs: the palette, the stylesheet, the code colours and the
widgets already on screen change at once; System follows the platform's scheme and contrast."""

from __future__ import annotations

import gc

import pytest
from pygments.token import STANDARD_TYPES
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette

from desktop_app.config.settings import THEMES
from desktop_app.generation.channels import Channel
from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.ui.chat.answer.code_blocks import code_html, pre
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.user_message import user_message_widget
from desktop_app.ui.theme import ThemeChoice, ThemeManager, resolve, syntax
from desktop_app.ui.theme.palette import PALETTE_ROLES
from desktop_app.ui.theme.syntax import pygments_style
from desktop_app.ui.theme.tokens import COLOURS, Theme

R = QPalette.ColorRole
G = QPalette.ColorGroup
GROUPS = (G.Active, G.Inactive, G.Disabled)
CODE = "```python\ndef area(r):\n    return 3.14 * r ** 2  # a circle\n```\n"


def palette_colours(palette: QPalette) -> dict[tuple, str]:
    return {(g, r): palette.color(g, r).name() for g in GROUPS for r in PALETTE_ROLES}


def token_colours(theme: Theme) -> dict:
    style = pygments_style(theme)
    return {t: style.style_for_token(t)["color"] for t in STANDARD_TYPES}


@pytest.mark.parametrize(
    ("first", "second", "scheme"),
    [
        (ThemeChoice.LIGHT, ThemeChoice.DARK, Qt.ColorScheme.Light),
        (ThemeChoice.DARK, ThemeChoice.LIGHT, Qt.ColorScheme.Light),
        (ThemeChoice.HIGH_CONTRAST, ThemeChoice.LIGHT, Qt.ColorScheme.Dark),
    ],
)
def test_a_switch_changes_every_palette_role_and_the_code_colours(
    qapp, themes, system, first, second, scheme
):
    system.scheme = scheme
    themes.apply(first)
    palette_before = palette_colours(qapp.palette())
    sheet_before = qapp.styleSheet()
    pre_before, code_before = pre(), code_html(CODE, "python")
    tokens_before = token_colours(syntax.current())

    themes.apply(second)

    palette_after = palette_colours(qapp.palette())
    unchanged = [key for key in palette_before if palette_before[key] == palette_after[key]]
    assert unchanged == []
    assert qapp.styleSheet() != sheet_before
    assert pre() != pre_before
    assert code_html(CODE, "python") != code_before
    tokens_after = token_colours(syntax.current())
    coloured = [t for t in STANDARD_TYPES if tokens_before[t] or tokens_after[t]]
    assert len(coloured) > 40
    assert [t for t in coloured if tokens_before[t] == tokens_after[t]] == []


def test_the_palette_applied_is_the_themes(qapp, themes):
    for choice, theme in (
        (ThemeChoice.LIGHT, Theme.LIGHT),
        (ThemeChoice.DARK, Theme.DARK),
        (ThemeChoice.HIGH_CONTRAST, Theme.HIGH_CONTRAST_LIGHT),
    ):
        assert themes.apply(choice) is theme
        colours = COLOURS[theme]
        palette = qapp.palette()
        assert palette.color(R.Window).name() == colours.window
        assert palette.color(R.PlaceholderText).name() == colours.text_muted
        assert palette.color(G.Disabled, R.Text).name() == colours.text_disabled
        assert syntax.current() is theme


def test_system_follows_the_platforms_scheme_and_contrast(qapp, themes, system):
    hints = QGuiApplication.styleHints()
    seen: list[Theme] = []
    themes.changed.connect(seen.append)
    assert themes.apply(ThemeChoice.SYSTEM) is Theme.LIGHT

    system.scheme = Qt.ColorScheme.Dark
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert themes.theme is Theme.DARK
    assert qapp.palette().color(R.Base).name() == COLOURS[Theme.DARK].surface

    system.high_contrast = True
    hints.accessibility().contrastPreferenceChanged.emit(Qt.ContrastPreference.HighContrast)
    assert themes.theme is Theme.HIGH_CONTRAST_DARK

    system.scheme = Qt.ColorScheme.Light
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert themes.theme is Theme.HIGH_CONTRAST_LIGHT
    assert seen == [Theme.LIGHT, Theme.DARK, Theme.HIGH_CONTRAST_DARK, Theme.HIGH_CONTRAST_LIGHT]


def test_a_chosen_theme_ignores_the_platforms_scheme(themes, system):
    themes.apply("light")
    system.scheme = Qt.ColorScheme.Dark
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert themes.theme is Theme.LIGHT


@pytest.mark.parametrize(
    ("choice", "scheme", "high", "theme"),
    [
        (ThemeChoice.SYSTEM, Qt.ColorScheme.Unknown, False, Theme.LIGHT),
        (ThemeChoice.SYSTEM, Qt.ColorScheme.Dark, False, Theme.DARK),
        (ThemeChoice.SYSTEM, Qt.ColorScheme.Light, True, Theme.HIGH_CONTRAST_LIGHT),
        (ThemeChoice.SYSTEM, Qt.ColorScheme.Dark, True, Theme.HIGH_CONTRAST_DARK),
        (ThemeChoice.LIGHT, Qt.ColorScheme.Dark, True, Theme.LIGHT),
        (ThemeChoice.DARK, Qt.ColorScheme.Light, True, Theme.DARK),
        (ThemeChoice.HIGH_CONTRAST, Qt.ColorScheme.Unknown, False, Theme.HIGH_CONTRAST_LIGHT),
        (ThemeChoice.HIGH_CONTRAST, Qt.ColorScheme.Dark, False, Theme.HIGH_CONTRAST_DARK),
    ],
)
def test_resolve(choice, scheme, high, theme):
    assert resolve(choice, scheme, high) is theme


def test_an_unknown_setting_means_system(themes, system):
    system.scheme = Qt.ColorScheme.Dark
    assert themes.apply("sepia") is Theme.DARK
    assert themes.choice is ThemeChoice.SYSTEM


def test_the_choices_are_the_settings_files_values():
    assert tuple(choice.value for choice in ThemeChoice) == THEMES


def test_an_answer_on_screen_takes_the_new_code_colours(qapp, qtbot, themes):
    themes.apply(ThemeChoice.LIGHT)
    view = MessageView()
    qtbot.addWidget(view)
    view.finish(TurnOutcome(TurnStatus.COMPLETED), CODE, "")
    light, dark = COLOURS[Theme.LIGHT], COLOURS[Theme.DARK]
    assert light.code_background in view.answer.toHtml()

    themes.apply(ThemeChoice.DARK)
    qapp.processEvents()

    html = view.answer.toHtml()
    assert dark.code_background in html
    assert light.code_background not in html
    assert pygments_style(Theme.DARK).styles[syntax.Keyword].split()[-1] in html
    assert view.answer_markdown == CODE  # the same answer, in new colours


def test_muted_text_follows_a_switch(qapp, qtbot, themes):
    themes.apply(ThemeChoice.LIGHT)
    view = MessageView()
    qtbot.addWidget(view)
    view.apply(type("Update", (), {"channel": Channel.REASONING, "aggregate": "hmm"})())
    view.finish(TurnOutcome(TurnStatus.COMPLETED), "Done.", "hmm", stats={})
    view.show()
    qtbot.waitExposed(view)
    muted = {
        view.footer: R.WindowText,
        view.draft_marker: R.WindowText,
        view.reasoning_text: R.Text,
    }
    for widget, role in muted.items():
        assert widget.palette().color(role).name() == COLOURS[Theme.LIGHT].text_muted

    themes.apply(ThemeChoice.DARK)
    qapp.processEvents()
    for widget, role in muted.items():
        assert widget.palette().color(role).name() == COLOURS[Theme.DARK].text_muted


@pytest.mark.parametrize("choice", [ThemeChoice.LIGHT, ThemeChoice.DARK])
def test_the_reasoning_is_set_apart_from_the_answer(qapp, qtbot, themes, choice):
    theme = themes.apply(choice)
    colours = COLOURS[theme]
    view = MessageView()
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.finish(TurnOutcome(TurnStatus.COMPLETED), "Done.", "hmm", stats={})
    view.reasoning_toggle.setChecked(True)  # unfolded, as while it streams
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.reasoning_text.isVisible() and view.answer.isVisible())
    assert view.reasoning_text.font().italic() and not view.answer.font().italic()
    image = view.reasoning_text.grab().toImage()
    ratio = int(image.devicePixelRatio())
    middle = image.height() // 2
    assert image.pixelColor(0, middle).name() == colours.border  # the bar down its left side
    assert image.pixelColor(image.width() - 2 * ratio, middle).name() == colours.surface_alt
    answer = view.answer.grab().toImage()
    assert answer.pixelColor(answer.width() - 2 * ratio, answer.height() // 2).name() == (
        colours.surface
    )
    assert colours.surface_alt != colours.surface
    view.release()


@pytest.mark.parametrize("choice", [ThemeChoice.LIGHT, ThemeChoice.DARK])
def test_the_persons_messages_sit_on_their_own_colour(qapp, qtbot, themes, choice):
    theme = themes.apply(choice)
    bubble = user_message_widget("Sort this list for me, please.")
    qtbot.addWidget(bubble)
    bubble.resize(400, 60)
    bubble.show()
    qtbot.waitExposed(bubble)
    image = bubble.grab().toImage()
    # Inside the padding, clear of the text and of the rounded corners.
    x, y = image.width() // 2, 3 * int(image.devicePixelRatio())
    assert image.pixelColor(x, y).name() == COLOURS[theme].user_bubble
    assert COLOURS[theme].user_bubble != COLOURS[theme].surface


def test_the_real_system_readers_survive_garbage_collection(qapp):
    """The platform's own hints, read again after Python collected its temporary wrappers."""
    before = QPalette(qapp.palette())
    manager = ThemeManager(qapp)
    try:
        gc.collect()
        hints = QGuiApplication.styleHints()
        expected = resolve(ThemeChoice.SYSTEM, hints.colorScheme(), False)
        assert manager.apply(ThemeChoice.SYSTEM) in (expected, Theme.HIGH_CONTRAST_LIGHT)
        gc.collect()
        hints.colorSchemeChanged.emit(hints.colorScheme())  # read again: nothing breaks
        assert manager.theme is not None
    finally:
        manager.stop_following()
        qapp.setStyleSheet("")
        qapp.setPalette(before)
        syntax.use(Theme.LIGHT)
        manager.deleteLater()


def test_a_chosen_scheme_is_not_left_behind_for_the_system(qapp, themes):
    """Light or Dark asks the platform for that scheme (its title bars); System asks nothing,
    so the scheme read afterwards is the system's own."""
    hints = QGuiApplication.styleHints()
    themes.apply(ThemeChoice.SYSTEM)
    system_scheme = hints.colorScheme()
    themes.apply(ThemeChoice.DARK)
    themes.apply(ThemeChoice.SYSTEM)
    assert hints.colorScheme() == system_scheme
