"""A fenced code block still being written, painted in pieces of lines."""

from __future__ import annotations

from collections.abc import Sequence

from markdown_it.token import Token

from desktop_app.ui.chat.answer.code_blocks import (
    CopyState,
    code_html,
    copy_link,
    fence_lang,
    plain_html,
    pre,
)


class OpenFence:
    """A fenced code block still being written, painted in pieces of ``CHUNK_LINES`` lines.

    Highlighting the whole block again every frame costs the size of the block (55 ms at 20 K
    characters); here a piece of complete lines is highlighted once and kept, and the unfinished
    last piece is shown plain (highlighting it every frame cost 13 ms a frame): a short block
    is plain until it closes. A piece is
    highlighted on its own, so a string or comment spanning two pieces may be coloured
    differently until the fence closes; then the block is highlighted whole, once (and kept, see
    ``code_blocks.code_html``), exactly as ``render_markdown`` does. While it streams, only text
    appended to lines that cannot close the fence skips the Markdown parser; a line that might
    close it but does not (yet) is parsed, and painted plain like any unfinished piece.
    """

    CHUNK_LINES = 16

    def __init__(
        self,
        content_start: int,
        marker: str,
        lang: str,
        code_index: int,
        copy_label: str,
        copy_state: CopyState,
    ) -> None:
        self.content_start = content_start
        self.marker = marker
        self.lang = lang
        env = {"code_count": code_index, "copy_state": copy_state}
        self.head = copy_link(env, copy_label, lang)
        self.pieces: list[str] = []  # the HTML of the kept pieces
        self.kept_end = content_start  # where the kept pieces end in the text

    @classmethod
    def start(
        cls,
        tokens: Sequence[Token],
        text: str,
        offset: int,
        code_index: int,
        copy_label: str,
        copy_state: CopyState,
    ) -> OpenFence | None:
        """A fence to paint in pieces, when the open segment is an unclosed, unindented one with
        a complete line of code."""
        if len(tokens) != 1 or tokens[0].type != "fence":
            return None
        token = tokens[0]
        opening_end = text.find("\n", offset) + 1
        if opening_end == 0 or text[offset] != token.markup[0]:
            return None  # the opening line is unfinished, or indented
        if text.count("\n", opening_end) == 0 or _closed(text, opening_end, token.markup):
            return None  # no complete line of code yet, or closed: rendered whole, once
        return cls(opening_end, token.markup, fence_lang(token), code_index, copy_label, copy_state)

    def grows_to(self, previous: str, text: str) -> bool:
        """Whether ``text`` only adds to ``previous`` lines that cannot close the fence."""
        if not text.startswith(previous):
            return False
        last_line = previous.rfind("\n") + 1
        return not _closes(text, max(last_line, self.content_start), self.marker)

    def render(self, text: str) -> list[str]:
        while text.count("\n", self.kept_end) > self.CHUNK_LINES:
            end = _nth_line_end(text, self.kept_end, self.CHUNK_LINES)
            margins = "margin-top:0; margin-bottom:0;" if not self.pieces else "margin:0;"
            # Without its last newline: Qt drops the one at the end of a <pre> only when nothing
            # follows in the same import, and kept pieces are imported together with later ones.
            self.pieces.append(
                self._piece(text[self.kept_end : end], margins).replace(
                    "\n</code></pre>", "</code></pre>"
                )
            )
            self.kept_end = end
        rest = text[self.kept_end :]
        partial = rest.rfind("\n") + 1
        if not rest[partial:].strip(" \t"):
            rest = rest[:partial]  # as markdown-it does with a last line of only blanks
        parts = list(self.pieces)
        if rest or not parts:
            parts.append(f"{pre('margin-top:0;')}{plain_html(rest, self.lang)}</code></pre>\n")
        return [self.head + parts[0], *parts[1:]]

    def _piece(self, code: str, margins: str) -> str:
        return f"{pre(margins)}{code_html(code, self.lang)}</code></pre>\n"


def _closes(text: str, start: int, marker: str) -> bool:
    """Whether a line from ``start`` on could be (or become) the fence's closing line."""
    for line in text[start:].split("\n"):
        stripped = line.lstrip(" ")
        if len(line) - len(stripped) <= 3 and stripped[:1] == marker[0]:
            return True
    return False


def _closed(text: str, start: int, marker: str) -> bool:
    """Whether a line from ``start`` on closes the fence (as markdown-it reads a closing line:
    at most 3 spaces, the marker's character at least as many times, then only blanks)."""
    for line in text[start:].split("\n"):
        stripped = line.lstrip(" ")
        if len(line) - len(stripped) > 3 or not stripped.startswith(marker):
            continue
        if not stripped.lstrip(marker[0]).strip(" \t"):
            return True
    return False


def _nth_line_end(text: str, start: int, lines: int) -> int:
    position = start
    for _ in range(lines):
        position = text.index("\n", position) + 1
    return position
