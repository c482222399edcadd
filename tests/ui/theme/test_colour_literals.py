"""No colour is named outside the theme package: widgets take theirs from palette roles, the
stylesheet's text roles, or the tokens, so every theme reaches every widget."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import desktop_app

PACKAGE = Path(desktop_app.__file__).resolve().parent
THEME_PACKAGE = PACKAGE / "ui" / "theme"

_IN_STRINGS = re.compile(
    r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3}(?:[0-9a-fA-F]{2})?)?\b"  # #rgb, #rrggbb, #rrggbbaa
    r"|\b(?:rgba?|hsla?|hsva?)\s*\("  # CSS functions
    r"|(?:^|[\s;{\"'])(?:background-|border-|selection-background-|selection-)?colou?r\s*:\s*[a-zA-Z]"
)
_COLOUR_CLASSES = {"QColor", "QColorConstants", "GlobalColor"}
_QT_COLOURS = {
    "black",
    "white",
    "red",
    "green",
    "blue",
    "cyan",
    "magenta",
    "yellow",
    "gray",
    "darkGray",
    "lightGray",
    "darkRed",
    "darkGreen",
    "darkBlue",
    "darkCyan",
    "darkMagenta",
    "darkYellow",
    "transparent",
}


def colour_literals(source: str) -> list[tuple[int, str]]:
    """(line, text) of every colour named in Python source: in strings, as QColor, as Qt.red."""
    found: list[tuple[int, str]] = []
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    string_kinds = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    for index, token in enumerate(tokens):
        if token.type in string_kinds:
            found.extend((token.start[0], m.group(0)) for m in _IN_STRINGS.finditer(token.string))
        elif token.type == tokenize.NAME and token.string in _COLOUR_CLASSES:
            found.append((token.start[0], token.string))
        elif (
            token.type == tokenize.NAME
            and token.string in _QT_COLOURS
            and index >= 2
            and tokens[index - 1].string == "."
            and tokens[index - 2].string == "Qt"
        ):
            found.append((token.start[0], f"Qt.{token.string}"))
    return found


def test_the_scan_finds_every_kind_of_colour_literal():
    source = (
        "a = QColor(10, 20, 30)\n"
        "b = '#1f2328'\n"
        'c = f"background-color:#fff; {x}"\n'
        "d = 'rgb(1, 2, 3)'\n"
        "e = 'QLabel { color: red }'\n"
        "f = Qt.GlobalColor.red\n"
        "g = Qt.white\n"
        "h = '#abcdef80'\n"
    )
    lines = sorted({line for line, _text in colour_literals(source)})
    assert lines == [1, 2, 3, 4, 5, 6, 7, 8]


def test_the_scan_leaves_comments_and_colour_roles_alone():
    source = (
        "# issue #123: #fff in a comment is no colour\n"
        "a = palette.color(QPalette.ColorRole.Text)\n"
        'b = f"background-color:{colours.code_background};"\n'
        "c = 'Step #12 of the plan'\n"
        "d = Qt.AlignmentFlag.AlignLeft\n"
    )
    assert colour_literals(source) == []


def test_no_colour_literal_outside_the_theme_package():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if THEME_PACKAGE in path.parents:
            continue
        for line, text in colour_literals(path.read_text(encoding="utf-8")):
            offenders.append(f"{path.relative_to(PACKAGE)}:{line}: {text}")
    assert offenders == []
