"""Code colours: one Pygments style per theme, and the theme code blocks are drawn in now.

Answers are rendered to HTML with the colours inline (QTextBrowser reads inline styles, not
classes), so a rendered answer holds the colours of the theme it was rendered in; a view keeps
the ``current()`` theme it rendered with and renders again when it changes. Every token colour
below reaches 4.5:1 against its theme's code background (checked for every Pygments token type
in the tests).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from pygments.style import Style
from pygments.token import (
    Comment,
    Error,
    Generic,
    Keyword,
    Name,
    Number,
    Operator,
    String,
    _TokenType,
)

from desktop_app.ui.theme.tokens import COLOURS, Theme


@dataclass(frozen=True, slots=True, kw_only=True)
class SyntaxColours:
    comment: str
    keyword: str
    string: str
    number: str  # numbers and constants (True, None...)
    function: str  # names of functions, decorators, attributes
    type: str  # names of classes, types, tags
    builtin: str
    escape: str  # escapes and interpolations inside strings
    deleted: str  # diff lines
    inserted: str
    error: str


_SYNTAX: dict[Theme, SyntaxColours] = {
    Theme.LIGHT: SyntaxColours(
        comment="#57606a",
        keyword="#c4212d",
        string="#0a3069",
        number="#0550ae",
        function="#6639ba",
        type="#8a3300",
        builtin="#0550ae",
        escape="#7a2f00",
        deleted="#82071e",
        inserted="#116329",
        error="#a40e26",
    ),
    Theme.DARK: SyntaxColours(
        comment="#8f99a4",
        keyword="#ff7b72",
        string="#a5d6ff",
        number="#79c0ff",
        function="#d2a8ff",
        type="#ffa657",
        builtin="#79c0ff",
        escape="#ffb77c",
        deleted="#ffa198",
        inserted="#7ee787",
        error="#ff8f87",
    ),
    Theme.HIGH_CONTRAST_LIGHT: SyntaxColours(
        comment="#3b3b3b",
        keyword="#9e0018",
        string="#00286b",
        number="#00308a",
        function="#4b1f9e",
        type="#632300",
        builtin="#00308a",
        escape="#5c2300",
        deleted="#7a0014",
        inserted="#004d1a",
        error="#9e0018",
    ),
    Theme.HIGH_CONTRAST_DARK: SyntaxColours(
        comment="#cfcfcf",
        keyword="#ffa8a8",
        string="#b8e6ff",
        number="#a8d4ff",
        function="#e6ccff",
        type="#ffd0a0",
        builtin="#a8d4ff",
        escape="#ffd9b3",
        deleted="#ffb8b8",
        inserted="#a6f5b0",
        error="#ffa8a8",
    ),
}


def syntax_colours(theme: Theme) -> SyntaxColours:
    return _SYNTAX[theme]


def _token_styles(theme: Theme) -> dict[_TokenType, str]:
    s = _SYNTAX[theme]
    # Plain text and operators take the code block's own colour (``code_text``): no span each.
    return {
        Comment: f"italic {s.comment}",
        Comment.Preproc: f"noitalic {s.keyword}",
        Keyword: f"bold {s.keyword}",
        Keyword.Constant: f"nobold {s.number}",
        Keyword.Type: f"nobold {s.type}",
        Operator.Word: f"bold {s.keyword}",
        Name.Builtin: s.builtin,
        Name.Function: s.function,
        Name.Class: f"bold {s.type}",
        Name.Namespace: s.type,
        Name.Exception: s.type,
        Name.Decorator: s.function,
        Name.Attribute: s.function,
        Name.Tag: s.keyword,
        Name.Constant: s.number,
        Name.Variable: s.builtin,
        Name.Entity: s.escape,
        Name.Label: s.function,
        String: s.string,
        String.Escape: s.escape,
        String.Interpol: s.escape,
        String.Regex: s.escape,
        String.Doc: f"italic {s.string}",
        Number: s.number,
        Generic.Deleted: s.deleted,
        Generic.Inserted: s.inserted,
        Generic.Heading: "bold",
        Generic.Subheading: f"bold {s.function}",
        Generic.Emph: "italic",
        Generic.Strong: "bold",
        Generic.Prompt: s.comment,
        Generic.Output: s.comment,
        Generic.Traceback: s.error,
        Generic.Error: s.error,
        Error: s.error,  # no red box behind it: only the colour says it
    }


@functools.cache
def pygments_style(theme: Theme) -> type[Style]:
    """The Pygments style of a theme (a class, as Pygments wants)."""
    roles = COLOURS[theme]
    return type(
        f"Arroyo{theme.name.title().replace('_', '')}Style",
        (Style,),
        {
            "name": f"arroyo-{theme.value}",
            "background_color": roles.code_background,
            "highlight_color": roles.surface_alt,
            "styles": _token_styles(theme),
        },
    )


_current = Theme.LIGHT


def current() -> Theme:
    """The theme code blocks are rendered in now."""
    return _current


def use(theme: Theme) -> None:
    """Code rendered from now on takes ``theme``'s colours (the theme manager calls this)."""
    global _current
    _current = theme
