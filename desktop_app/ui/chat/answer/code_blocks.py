"""Code blocks as QTextBrowser reads them: Pygments colours as inline styles (the part of CSS it
understands), the ``<pre>`` frame, and the header above each block: the language, and a Copy
control (an icon and a word, one link, so Tab reaches it and Enter presses it) that says
"Copied" for a moment after a copy. The colours are the
current theme's (``theme.syntax.current()``): HTML rendered before a theme switch keeps the old
ones, so views render again when it changes.

The link's URL names the block by its place among the text's code blocks (``arroyo-copy:<n>``),
so it is the same whether the text was rendered whole or streamed. Which blocks show "Copied"
is in the render's ``env`` (``CopyState``).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from markdown_it.common.utils import escapeHtml, unescapeAll
from markdown_it.token import Token
from pygments import highlight as pygments_highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

from desktop_app.ui.theme import SPACING, TYPE_SCALE, syntax
from desktop_app.ui.theme.tokens import COLOURS, Theme

COPY_SCHEME = "arroyo-copy"  # the link above each code block that copies it
DEFAULT_COPY_LABEL = "Copy"
DEFAULT_COPIED_LABEL = "Copied"
# The control's icons are glyphs (two sheets; a tick), in the link's colour like its word. An
# image (an SVG icon) cost every frame of a long answer's paint about as much as the rest of it:
# 200K characters painted in 6 ms instead of 4, measured with benchmarks.paint.
COPY_GLYPH = "\u2750"  # ❐
COPIED_GLYPH = "\u2713"  # ✓


@dataclass(frozen=True, slots=True)
class CopyState:
    """Which code blocks say they were just copied, and in which words."""

    copied: frozenset[int] = frozenset()
    label: str = DEFAULT_COPIED_LABEL


_PRE_MARGINS = "margin-top:0;"  # right under the header
_code_font = "font-family:monospace;"  # the answer's code, sized by ``set_body_px``
# Highlighted blocks kept: those of the answers on screen, a few hundred kilobytes of HTML.
_CACHED_BLOCKS = 256


@functools.cache
def _formatter(theme: Theme) -> HtmlFormatter:
    return HtmlFormatter(noclasses=True, nowrap=True, style=syntax.pygments_style(theme))


@functools.cache
def _pre_colours(theme: Theme) -> str:
    colours = COLOURS[theme]
    return f"background-color:{colours.code_background}; color:{colours.code_text};"


@functools.lru_cache(maxsize=64)
def lexer(lang: str):
    try:
        # stripnl=False: leading and trailing blank lines of the code are the author's.
        return get_lexer_by_name(lang, stripnl=False)
    except (ClassNotFound, ValueError):
        return None


def highlight(code: str, lang: str, _attrs: str) -> str:
    found = lexer(lang.lower()) if lang else None
    if found is None:
        return ""  # markdown-it escapes the code itself
    return pygments_highlight(code, found, _formatter(syntax.current()))


def copy_link(env: dict, label: str, lang: str = "") -> str:
    """The header above a code block; its link names the block by its place among the text's
    blocks."""
    index = env.get("code_count", 0)
    env["code_count"] = index + 1
    state: CopyState = env.get("copy_state") or CopyState()
    colours = COLOURS[syntax.current()]
    language = (
        f'<span style="color:{colours.text_muted};">{escapeHtml(lang)}</span>&nbsp;&nbsp;&nbsp;'
        if lang
        else ""
    )
    link = copy_control(index, label, state)
    style = f"background-color:{colours.code_background}; margin:0; margin-top:{SPACING.s}px;"
    return f'<p align="right" style="{style}">{language}{link}</p>\n'


def copy_control(index: int, label: str, state: CopyState) -> str:
    """The Copy link of block ``index``: its icon and word, or "Copied" with a tick."""
    copied = index in state.copied
    icon = COPIED_GLYPH if copied else COPY_GLYPH
    words = escapeHtml(state.label if copied else label)
    link = f'<a href="{COPY_SCHEME}:{index}" style="text-decoration:none;">'
    return f"{link}{icon}&nbsp;{words}</a>"


def set_body_px(size: int) -> None:
    """The answer's font size in pixels: its code is set at ``TYPE_SCALE.code`` of it."""
    global _code_font
    _code_font = f"font-family:monospace; font-size:{max(6, round(size * TYPE_SCALE.code))}px;"


def code_font() -> str:
    """The style of code in an answer (blocks and inline): monospace at the matched size."""
    return _code_font


def pre(margins: str = _PRE_MARGINS) -> str:
    style = f"{_pre_colours(syntax.current())} {_code_font} {margins}"
    return f'<pre dir="ltr" style="{style}"><code>'


def fence_lang(token: Token) -> str:
    info = unescapeAll(token.info).strip() if token.info else ""
    return info.split(maxsplit=1)[0] if info else ""


def code_html(code: str, lang: str) -> str:
    """The code's HTML, highlighted once: a closed block is rendered again every frame until the
    next block's first line is complete, and once more when the answer ends."""
    return _code_html(code, lang.lower(), syntax.current())


@functools.lru_cache(maxsize=_CACHED_BLOCKS)
def _code_html(code: str, lang: str, theme: Theme) -> str:
    del theme  # a key only: ``highlight`` uses the current theme's colours
    return highlight(code, lang, "") or escapeHtml(code)


def plain_html(code: str, lang: str) -> str:
    """Code not highlighted (yet): the unfinished piece of a block still being written. It ends
    as the highlighted piece would (Pygments ends the code with a newline), so the text shown
    is the same."""
    if lang and not code.endswith("\n") and lexer(lang.lower()) is not None:
        code += "\n"
    return escapeHtml(code)


def clear_cache() -> None:
    _code_html.cache_clear()


def cached_blocks() -> int:
    """How many highlighted blocks are kept (the tests check the cache is used)."""
    return _code_html.cache_info().currsize
