"""Citation marks in an answer: a ``[n]`` that names a passage the model was given in this turn
(search_knowledge's numbered passages) becomes a ``cite:n`` link, which the page answers with
the passage panel. A mark naming no passage stays plain text, and a mark inside a link or code
is left alone."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.token import Token

CITE_SCHEME = "cite"
_MARK = re.compile(r"\[(\d{1,3})\]")

Citations = Callable[[], Collection[int]]  # the passage numbers of the answer's turn


def no_citations() -> Collection[int]:
    return ()


def add_citations(md: MarkdownIt) -> None:
    md.add_render_rule("text", _text)


def _text(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    content = tokens[idx].content
    numbers = env.get("citations") or ()
    if not numbers or "[" not in content or _inside_link(tokens, idx):
        return escapeHtml(content)
    pieces, last = [], 0
    for match in _MARK.finditer(content):
        if int(match.group(1)) in numbers:
            pieces.append(escapeHtml(content[last : match.start()]))
            number = match.group(1)
            pieces.append(f'<a href="{CITE_SCHEME}:{number}">[{number}]</a>')
            last = match.end()
    pieces.append(escapeHtml(content[last:]))
    return "".join(pieces)


def _inside_link(tokens: Sequence[Token], idx: int) -> bool:
    for token in reversed(tokens[:idx]):
        if token.type == "link_close":
            return False
        if token.type == "link_open":
            return True
    return False
