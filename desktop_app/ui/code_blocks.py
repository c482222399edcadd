"""Code blocks as QTextBrowser reads them: Pygments colours as inline styles (the part of CSS it
understands), the ``<pre>`` frame, and the Copy link above each block. The colours are the
current theme's (``theme.syntax.current()``): HTML rendered before a theme switch keeps the old
ones, so views render again when it changes.

The link's URL names the block by its place among the text's code blocks (``arroyo-copy:<n>``),
so it is the same whether the text was rendered whole or streamed.
"""

from __future__ import annotations

import functools

from markdown_it.common.utils import escapeHtml, unescapeAll
from markdown_it.token import Token
from pygments import highlight as pygments_highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

from desktop_app.ui.theme import syntax
from desktop_app.ui.theme.tokens import COLOURS, Theme

COPY_SCHEME = "arroyo-copy"  # the link above each code block that copies it
DEFAULT_COPY_LABEL = "Copy"
_PRE_MARGINS = "margin-top:2px;"
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


def copy_link(env: dict, label: str) -> str:
    """The link above a code block; it names the block by its place among the text's blocks."""
    index = env.get("code_count", 0)
    env["code_count"] = index + 1
    link = f'<a href="{COPY_SCHEME}:{index}">{escapeHtml(label)}</a>'
    return f'<p align="right" style="margin:0;">{link}</p>\n'


def pre(margins: str = _PRE_MARGINS) -> str:
    return f'<pre style="{_pre_colours(syntax.current())} {margins}"><code>'


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
