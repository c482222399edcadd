"""How an answer's blocks look in QTextBrowser: headings, quotes, tables and task lists.

Qt's rich text reads a subset of HTML and CSS, so each choice here is one Qt draws:

- headings step down from ``x-large`` (Qt's own ``<h1>`` is ``xx-large``, too loud for an
  answer) to the body size in bold;
- a quote is set in italics on a sunken background, indented (Qt's own ``<blockquote>`` is an
  indent only, which reads as part of the list above it). A one-cell table with a rule on its
  left looked better but made every quote a frame, and frames make each frame's layout and
  painting cost more as the answer grows (a 200K answer painted 1.5 to 2 times slower);
- a table has a rule under each row, none between columns, its header row on a sunken
  background. A grid (``border-collapse``) cost a fifth of the streamed view's processor time
  on an answer with many tables: Qt looks up each cell's neighbours to lay out and draw a
  collapsed border (``python -m benchmarks.answer_cpu``: 1.00 -> 0.81 s for the 169K answer
  with 390 tables, medians of three);
- paragraphs and list items are set with ``TYPOGRAPHY.line_height`` between lines, and a list
  item has a small gap after it; code keeps Qt's single spacing (a listing reads as lines);
- a task list item (``- [ ]``, ``- [x]``) gets Qt's own checkbox marker (``class="checked"``).

Colours are the current theme's roles, inline, like the code's: a theme switch renders the
answer again.
"""

from __future__ import annotations

from collections.abc import Sequence

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token

from desktop_app.ui.theme import SPACING, TYPOGRAPHY, syntax
from desktop_app.ui.theme.tokens import COLOURS, ColourRoles

# Qt's font size keywords: each step is a size adjustment of the document's font.
HEADING_SIZES = {"h1": "x-large", "h2": "large"}  # h3 to h6: the body size, bold
# Inline on each block (a core rule sets the attribute once per block, no cost per event): the
# answer's blocks are imported by scratch documents, which have no default style sheet.
_PROSE = f"line-height:{TYPOGRAPHY.line_height}%;"
_SPACED = {
    "paragraph_open": _PROSE,
    "list_item_open": f"{_PROSE} margin-bottom:{TYPOGRAPHY.item_gap}px;",
}
_TASKS = {"[ ] ": "unchecked", "[x] ": "checked", "[X] ": "checked"}


def add_styles(md: MarkdownIt) -> None:
    md.add_render_rule("heading_open", _heading_open)
    md.add_render_rule("blockquote_open", _blockquote_open)
    md.add_render_rule("blockquote_close", _blockquote_close)
    md.add_render_rule("table_open", _table_open)
    md.add_render_rule("th_open", _th_open)
    md.add_render_rule("td_open", _td_open)
    md.core.ruler.after("inline", "task_lists", _task_lists)
    md.core.ruler.after("task_lists", "spacing", _spacing)


def _colours() -> ColourRoles:
    return COLOURS[syntax.current()]


def _heading_open(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    tag = tokens[idx].tag
    return f'<{tag} style="font-size:{HEADING_SIZES.get(tag, "medium")};">'


def _blockquote_open(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    colours = _colours()
    return (
        f'<blockquote style="background-color:{colours.surface_alt}; color:{colours.text}; '
        f'margin-left:{SPACING.l}px; margin-right:0; font-style:italic;">\n'
    )


def _blockquote_close(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    return "</blockquote>\n"


def _table_open(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    return f'<table border="0" cellspacing="0" cellpadding="{SPACING.xs + 2}">\n'


def _rule() -> str:
    return f"border-bottom:1px solid {_colours().border};"


def _th_open(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    align = tokens[idx].attrGet("style") or ""
    return f'<th style="background-color:{_colours().surface_alt}; {_rule()} {align}">'


def _td_open(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    align = tokens[idx].attrGet("style") or ""
    return f'<td style="{_rule()} {align}">'


def _task_lists(state: StateCore) -> None:
    """``- [ ] item`` and ``- [x] item``: the marker becomes the list item's checkbox."""
    tokens = state.tokens
    for index, token in enumerate(tokens[:-2]):
        if token.type != "list_item_open" or tokens[index + 2].type != "inline":
            continue
        children = tokens[index + 2].children or []
        first = children[0] if children else None
        if first is None or first.type != "text":
            continue
        state_class = _TASKS.get(first.content[:4])
        if state_class is not None:
            token.attrSet("class", state_class)
            first.content = first.content[4:]


def _spacing(state: StateCore) -> None:
    """Prose's line height on every paragraph and list item (a heading keeps its own)."""
    for token in state.tokens:
        style = _SPACED.get(token.type)
        if style is not None:
            token.attrSet("style", style)
