"""Math in answers: parsed by mdit-py-plugins, drawn as images by ``math_render``.

The four delimiters models write: ``$…$`` and ``$$…$$`` (``dollarmath``, with pandoc's rules:
the opening ``$`` has a non-space right after it, the closing one a non-space right before it
and no digit after it, so "$5 and $10" stays text), ``\\(…\\)`` and ``\\[…\\]`` on lines of their
own (``texmath``'s brackets), and ``\\[…\\]`` inside a paragraph (a rule of ours, shown as
display math in the line). Math inside code stays code: code spans and blocks are parsed first.

Math is parsed only once it is closed, so a streamed answer shows an unclosed formula as the
text it is until its closing delimiter arrives. A formula becomes an ``<img>`` named
``arroyo-math:<key>/<theme>`` (the browser draws it from ``math_images`` in the theme's text
colour), with its TeX as tooltip; a
formula the renderer refuses is shown as its TeX source, in code style.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.rules_core import StateCore
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.texmath import texmath_plugin

from desktop_app.ui.chat.answer import math_render
from desktop_app.ui.chat.answer.code_blocks import code_font
from desktop_app.ui.theme import syntax

DEFAULT_FONT_PX = 16
# Math set at the text's size looks small beside it (STIX's letters are small for their size):
# 1.21 times, as KaTeX does.
MATH_SCALE = 1.21
_font_px = DEFAULT_FONT_PX
_BRACKET_DISPLAY = re.compile(r"\\\[(.+?)\\\]", re.DOTALL)


def set_font_px(size: int) -> None:
    """The answer's font size in pixels: formulas are drawn to match it."""
    global _font_px
    _font_px = max(8, size)


def add_math(md: MarkdownIt) -> None:
    dollarmath_plugin(
        md,
        allow_labels=False,
        allow_space=False,  # "$ x $" is not math (pandoc)
        allow_digits=False,  # "$5 and $10" is not math (pandoc)
        allow_blank_lines=False,
        double_inline=True,  # $$…$$ inside a paragraph
    )
    texmath_plugin(md, delimiters="brackets")
    md.inline.ruler.before("escape", "math_bracket_display", _bracket_display)
    md.core.ruler.after("inline", "math_unfinished_display", _unfinished_display)
    for name in ("math_inline", "math_inline_double"):
        md.add_render_rule(name, _render_inline)
    for name in ("math_block", "math_block_eqno", "math_block_label"):
        md.add_render_rule(name, _render_block)


def formula_html(tex: str, display: bool) -> str:
    """The formula as an image, or its TeX source when it cannot be drawn."""
    formula = math_render.render(tex, display, round(_font_px * MATH_SCALE))
    if formula is None:
        source = f"$${tex}$$" if display else f"${tex}$"
        return f'<code style="{code_font()}">{escapeHtml(source)}</code>'
    width, height = math.ceil(formula.width), math.ceil(formula.height)
    return (
        f'<img src="{math_render.MATH_SCHEME}:{formula.key}/{syntax.current().value}" '
        f'width="{width}" '
        f'height="{height}" title="{escapeHtml(formula.source)}" '
        'style="vertical-align:middle;" />'
    )


def _render_inline(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    token = tokens[idx]
    return formula_html(token.content, display=token.type == "math_inline_double")


def _render_block(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    return f'<p align="center">{formula_html(tokens[idx].content, display=True)}</p>\n'


def _unfinished_display(state: StateCore) -> None:
    """A text ending in ``$$…$`` is display math whose closing ``$$`` is half written (or
    malformed): it stays text, not ``$`` and an inline formula drawn for one frame."""
    source = state.src.rstrip()
    if not source.endswith("$") or source.endswith("$$"):
        return
    inlines = [token for token in state.tokens if token.type == "inline"]
    children = (inlines[-1].children or []) if inlines else []
    if len(children) < 2:
        return
    before, last = children[-2], children[-1]
    if last.type == "math_inline" and before.type == "text" and before.content.endswith("$"):
        last.type, last.tag, last.nesting = "text", "", 0
        last.content = f"${last.content}$"


def _bracket_display(state: StateInline, silent: bool) -> bool:
    """``\\[…\\]`` inside a paragraph (texmath reads it only at the start of a block)."""
    if not state.src.startswith("\\[", state.pos):
        return False
    match = _BRACKET_DISPLAY.match(state.src, state.pos)
    if match is None:
        return False
    if not silent:
        token = state.push("math_inline_double", "math", 0)
        token.content = match[1]
        token.markup = "\\["
    state.pos = match.end()
    return True
