"""The icon set: every drawing is there and stroked in the palette's colour, and a button's
icon follows a theme switch."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QPushButton

from desktop_app.ui.theme import ThemeChoice
from desktop_app.ui.theme.icons import FOLDER, Icon, drawing, pixmap, wear, worn


def _ink(pixmap_) -> set[str]:
    """The colours of the drawing's fully opaque pixels."""
    image = pixmap_.toImage()
    return {
        QColor(image.pixel(x, y)).name()
        for y in range(image.height())
        for x in range(image.width())
        if QColor.fromRgba(image.pixel(x, y)).alpha() == 255
    }


def test_every_icon_is_a_drawing_in_the_current_colour_only():
    assert {path.stem for path in FOLDER.glob("*.svg")} == {icon.value for icon in Icon}
    for icon in Icon:
        svg = drawing(icon)
        assert 'stroke="currentColor"' in svg, icon
        assert not re.search(r"#[0-9a-fA-F]{3}|rgb\(", svg), icon  # no colour of its own


def test_each_icon_is_drawn_in_the_colour_asked(qapp):
    for icon in Icon:
        drawn = pixmap(icon, "#3366cc", 32)
        assert drawn.width() == 32 and _ink(drawn) == {"#3366cc"}, icon


def test_a_button_icon_follows_the_theme(qtbot, themes):
    button = QPushButton("Send")
    qtbot.addWidget(button)
    wear(button, Icon.SEND)
    inks = {}
    for choice in (ThemeChoice.LIGHT, ThemeChoice.DARK):
        themes.apply(choice)
        expected = button.palette().color(QPalette.ColorRole.ButtonText).name()
        drawn = button.icon().pixmap(24, 24, QIcon.Mode.Normal)
        inks[choice] = _ink(drawn)
        assert inks[choice] == {expected}, choice
        disabled = button.icon().pixmap(24, 24, QIcon.Mode.Disabled)
        group = QPalette.ColorGroup.Disabled
        assert _ink(disabled) == {
            button.palette().color(group, QPalette.ColorRole.ButtonText).name()
        }
    assert inks[ThemeChoice.LIGHT] != inks[ThemeChoice.DARK]


def test_the_drawings_carry_their_licence_and_name_their_source():
    licence = (FOLDER / "LICENSE-lucide.txt").read_text(encoding="utf-8")
    assert "ISC License" in licence and "Lucide Contributors" in licence
    for icon in Icon:  # each file named there, by its own name or as renamed
        assert icon.value in licence, icon


def test_wearing_another_icon_replaces_the_first(qtbot, themes):
    button = QPushButton("Copy")
    qtbot.addWidget(button)
    wear(button, Icon.COPY)
    wear(button, Icon.CHECK)  # a copy done: the tick, in the same colours
    assert worn(button) is Icon.CHECK
    expected = button.palette().color(QPalette.ColorRole.ButtonText).name()
    assert _ink(button.icon().pixmap(24, 24)) == {expected}
    themes.apply(ThemeChoice.DARK)  # one wearer: the tick stays on a theme switch
    assert worn(button) is Icon.CHECK
