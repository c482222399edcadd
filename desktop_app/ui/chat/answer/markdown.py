"""Markdown to HTML for QTextBrowser, incrementally: a frame costs the size of the change.

Model output is untrusted. Raw HTML is escaped (markdown-it's ``html`` option is off), links go
through markdown-it's URL validation (no ``javascript:``), and images never become ``<img>``:
``![alt](url)`` renders as a plain link to the URL, so nothing remote is ever loaded (the only
images are local: formulas and the Copy control's icon, named by schemes of the app's own). Code
blocks (highlighted, under a header with a Copy control) come from ``code_blocks``, math (drawn as
local images, or shown as its TeX source) from ``math_markdown``.

Incremental rendering. The source is cut into *segments* at top-level block boundaries that no
later text can move: a boundary is final when a blank line precedes the next top-level block and
that block's first line is complete (so ``1. a\\n\\n2`` does not cut before a ``2`` that may still
become ``2.``, an item of the same, then loose, list). A fenced code block is never cut, because
markdown-it's own block parser finds the boundaries. Every segment but the last is final and its
HTML is cached; a new text is parsed from the start of the last segment only (``segment_cuts``
says where a cut is final), and plain words added to its last paragraph are appended to that
paragraph's HTML without a parse (``open_words``). Link reference definitions are
document-wide, so when the set of definitions changes, the cached segments that could use one
(those with a ``]``) are rendered again; everything else is untouched.

``IncrementalMarkdown(...).render(text)`` equals ``render_markdown(text)`` for every text but one
that ends inside an unclosed code fence, which is painted in pieces of lines (the same text,
cut into several ``<pre>`` blocks, the unfinished one plain, see ``open_fence``) until it closes;
the tests check both on texts streamed in random pieces.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.token import Token

from desktop_app.ui.chat.answer.answer_styles import add_styles
from desktop_app.ui.chat.answer.citations import Citations, add_citations, no_citations
from desktop_app.ui.chat.answer.code_blocks import (
    DEFAULT_COPY_LABEL,
    CopyState,
    code_font,
    code_html,
    copy_link,
    fence_lang,
    highlight,
    pre,
)
from desktop_app.ui.chat.answer.math_markdown import add_math
from desktop_app.ui.chat.answer.open_blocks import OpenBlocks
from desktop_app.ui.chat.answer.open_fence import OpenFence
from desktop_app.ui.chat.answer.open_words import grown_paragraph
from desktop_app.ui.chat.answer.segment_cuts import final_cuts

_LINKABLE_IMAGE_SCHEMES = ("http:", "https:")


def _code_rules(copy_label: str):
    def fence(self, tokens: Sequence[Token], idx: int, options, env) -> str:
        token = tokens[idx]
        lang = fence_lang(token)
        body = code_html(token.content, lang)
        return f"{copy_link(env, copy_label, lang)}{pre()}{body}</code></pre>\n"

    def code_block(self, tokens: Sequence[Token], idx: int, options, env) -> str:
        body = escapeHtml(tokens[idx].content)
        return f"{copy_link(env, copy_label)}{pre()}{body}</code></pre>\n"

    return fence, code_block


def _code_inline(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    return f'<code style="{code_font()}">{escapeHtml(tokens[idx].content)}</code>'


def _inside_link(tokens: Sequence[Token], idx: int) -> bool:
    for token in reversed(tokens[:idx]):
        if token.type == "link_close":
            return False
        if token.type == "link_open":
            return True
    return False


def _image(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    """An image is never loaded: it becomes a link to its URL (or its text, inside a link)."""
    token = tokens[idx]
    alt = self.renderInlineAsText(token.children or [], options, env)
    src = str(token.attrGet("src") or "")
    if not src.lower().startswith(_LINKABLE_IMAGE_SCHEMES) or _inside_link(tokens, idx):
        return escapeHtml(alt)
    return f'<a href="{escapeHtml(src)}">{escapeHtml(alt or src)}</a>'


def make_parser(copy_label: str = DEFAULT_COPY_LABEL) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "highlight": highlight}).enable("table")
    fence, code_block = _code_rules(copy_label)
    md.add_render_rule("fence", fence)
    md.add_render_rule("code_block", code_block)
    md.add_render_rule("code_inline", _code_inline)
    md.add_render_rule("image", _image)
    add_styles(md)
    add_math(md)
    add_citations(md)
    return md


@functools.cache
def _shared_parser(copy_label: str) -> MarkdownIt:
    return make_parser(copy_label)


def normalize(text: str) -> str:
    """What markdown-it does to its input first; done here so offsets agree with its lines."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\0" in text:
        text = text.replace("\0", "\ufffd")
    return text


def render_markdown(text: str, copy_label: str = DEFAULT_COPY_LABEL) -> str:
    """The whole text in one go: the reference the incremental renderer must equal."""
    return _shared_parser(copy_label).render(normalize(text))


def warm_up() -> None:
    """Loads the parser and the lexers answers use most, so the first code block a model writes
    does not stall a frame for the import (about 100 ms). The math renderer loads when the first
    message is sent (``math_render.load_soon``)."""
    for lang in ("python", "javascript", "bash", "json"):
        render_markdown(f"```{lang}\nx\n```\n")


def code_blocks(text: str) -> Iterator[str]:
    """The content of every code block of a Markdown text, in order."""
    for token in _shared_parser(DEFAULT_COPY_LABEL).parse(normalize(text)):
        if token.type in ("fence", "code_block"):
            yield token.content


def code_at(text: str, key: str) -> str | None:
    """The code block a copy link names (``key`` is the link's path), if the text has it."""
    if not key.isdigit():
        return None
    return next((code for index, code in enumerate(code_blocks(text)) if index == int(key)), None)


def _references(env: dict) -> dict[str, tuple[str, str]]:
    return {label: (ref["href"], ref["title"]) for label, ref in env.get("references", {}).items()}


@dataclass(frozen=True, slots=True)
class RenderDelta:
    """What changed since the previous update: the first ``kept`` segments are as they were;
    ``blocks`` is the HTML of every segment after them (possibly none: the text got shorter)."""

    kept: int
    blocks: tuple[str, ...]

    @property
    def total(self) -> int:
        """How many segments the text has now."""
        return self.kept + len(self.blocks)


class IncrementalMarkdown:
    """Renders a growing Markdown text; remembers the HTML of every final segment."""

    def __init__(
        self,
        copy_label: str = DEFAULT_COPY_LABEL,
        copy_state: CopyState | None = None,
        citations: Citations = no_citations,
    ) -> None:
        self._md = _shared_parser(copy_label)  # parsing keeps no state: one parser serves all
        self.citations = citations  # the passages a [n] may name, asked at each parse
        self._copy_label = copy_label
        self._copy_state = copy_state or CopyState()
        self.reset()

    def reset(self) -> None:
        # Final segments: source, HTML, end offset, link definitions (or None), code blocks.
        self._sources: list[str] = []
        self._html: list[str] = []
        self._ends: list[int] = []
        self._defs: list[dict | None] = []
        self._code_counts: list[int] = []
        self._open: list[str] = []  # the HTML of the last, still changing segment
        self._fence: OpenFence | None = None  # when that segment is an unclosed fence
        self._text = ""
        self._prefix = ""  # the text of the final segments, joined
        self._guard = ""  # the first line of the open segment: it made the last cut final
        self._refs: dict[str, dict] = {}  # definitions of the final segments, first wins
        self._render_refs: dict[str, tuple[str, str]] = {}  # what the cached HTML assumed
        self._open_blocks = OpenBlocks()  # the open segment's HTML, block by block
        self._citations: frozenset[int] = frozenset()  # the passages the last parse was given

    # -- reading -------------------------------------------------------------------------------

    @property
    def blocks(self) -> list[str]:
        """The HTML of every segment, final ones first."""
        return self._html + self._open

    @property
    def html(self) -> str:
        return "".join(self.blocks)

    @property
    def fence_in_pieces(self) -> bool:
        """Whether the text ends in an open fence, painted in pieces, the unfinished one plain
        (see ``OpenFence``); otherwise ``html`` equals ``render_markdown`` of the text."""
        return self._fence is not None

    def render(self, text: str) -> str:
        self.update(text)
        return self.html

    # -- updating ------------------------------------------------------------------------------

    def update(self, text: str) -> RenderDelta:
        text = normalize(text)
        previous = self.blocks
        if self._fence is not None and self._fence.grows_to(self._text, text):
            kept = len(self._html)
            self._open = self._fence.render(text)
        elif (grown := self._grown_paragraph(text)) is not None:
            kept = len(self._html)
            self._open = [*self._open[:-1], grown]
        else:
            kept = self._parse_tail(text)
        self._text = text
        current = self.blocks
        while kept < min(len(previous), len(current)) and previous[kept] == current[kept]:
            kept += 1
        return RenderDelta(kept, tuple(current[kept:]))

    def _grown_paragraph(self, text: str) -> str | None:
        if self._fence is not None or not self._open:
            return None
        if frozenset(self.citations()) != self._citations:
            return None
        start = self._ends[-1] if self._ends else 0
        return grown_paragraph(self._text[start:], text[start:], self._open[-1])

    def _parse_tail(self, text: str) -> int:
        """Parses from the start of the last segment; returns how many segments stayed as they
        were."""
        kept = self._keep_final_segments(text)
        start = self._ends[-1] if self._ends else 0
        tail = text[start:]
        code_base = sum(self._code_counts)
        env: dict = {
            "references": {k: dict(v) for k, v in self._refs.items()},
            "copy_state": self._copy_state,
            "citations": frozenset(self.citations()),
        }
        self._citations = env["citations"]
        tokens = self._md.parse(tail, env)
        cuts = final_cuts(tail, tokens)  # [(offset in tail, token index)], first is (0, 0)
        render = self._md.renderer.render
        options = self._md.options
        for (offset, first), (next_offset, next_first) in zip(cuts, cuts[1:]):
            env["code_count"] = code_base
            html = render(tokens[first:next_first], options, env)
            self._append_final(
                tail[offset:next_offset], html, start + next_offset, env["code_count"] - code_base
            )
            code_base = env["code_count"]
        offset, first = cuts[-1]
        self._fence = OpenFence.start(
            tokens[first:], text, start + offset, code_base, self._copy_label, self._copy_state
        )
        if self._fence is not None:
            self._open = self._fence.render(text)
        elif first < len(tokens):
            env["code_count"] = code_base
            self._open = self._open_blocks.render(self._md, tokens[first:], env)
        else:
            self._open = []
        line_end = tail.find("\n", offset)
        self._guard = tail[offset : line_end + 1] if first < len(tokens) else ""
        if len(cuts) > 1:
            self._prefix = text[: self._ends[-1]]
        refs = _references(env)
        if refs != self._render_refs:
            kept = min(kept, self._rerender_for_references(env["references"]))
            self._render_refs = refs
        return kept

    def show_copied(self, state: CopyState) -> None:
        """Code blocks that say "Copied" now: the HTML of the segments holding the blocks whose
        state changed is rendered again (the document changes only their Copy controls, see
        ``AnswerDocument.replace_link``), so later updates compare against what is shown."""
        changed = state.copied ^ self._copy_state.copied
        self._copy_state = state
        base = 0
        for index, count in enumerate(self._code_counts):
            if any(base <= block < base + count for block in changed):
                env = {
                    "references": {
                        label: {"href": href, "title": title}
                        for label, (href, title) in self._render_refs.items()
                    },
                    "code_count": base,
                    "copy_state": state,
                }
                self._html[index] = self._md.render(self._sources[index], env)
            base += count
        self._open_blocks = OpenBlocks()  # its code blocks' Copy controls may have changed
        if self._text:
            self._parse_tail(self._text)  # the open segment, with the same text: same cuts

    def _keep_final_segments(self, text: str) -> int:
        """Drops the final segments the new text no longer starts with; returns how many stay."""
        count = len(self._sources)
        if text.startswith(self._prefix) and text.startswith(self._guard, len(self._prefix)):
            return count  # the usual case while streaming: the text only grew
        position = 0
        matched = 0
        for source in self._sources:
            if not text.startswith(source, position):
                break
            position += len(source)
            matched += 1
        # A segment is final because of the line after it; keep it only if that line is intact.
        keep = (
            matched if matched == count and text.startswith(self._guard, position) else matched - 1
        )
        keep = max(keep, 0)
        del self._sources[keep:], self._html[keep:], self._ends[keep:], self._defs[keep:]
        del self._code_counts[keep:]
        self._prefix = text[: self._ends[-1]] if self._ends else ""
        self._guard = ""
        self._open = []
        self._fence = None
        self._refs = {}
        for defs in self._defs:
            for label, ref in (defs or {}).items():
                self._refs.setdefault(label, ref)
        return keep

    def _append_final(self, source: str, html: str, end: int, code_count: int) -> None:
        defs = None
        if "]:" in source:  # may hold a link reference definition: find out which
            probe: dict = {}
            self._md.parse(source, probe)
            defs = probe.get("references") or None
            for label, ref in (defs or {}).items():
                self._refs.setdefault(label, {"href": ref["href"], "title": ref["title"]})
        self._sources.append(source)
        self._html.append(html)
        self._ends.append(end)
        self._defs.append(defs)
        self._code_counts.append(code_count)

    def _rerender_for_references(self, references: dict) -> int:
        """Renders again the final segments that may use a link reference; returns the index of
        the first one whose HTML changed (or the number of segments)."""
        first_changed = len(self._html)
        code_base = 0
        for index, source in enumerate(self._sources):
            code_base += self._code_counts[index]
            if "]" not in source:
                continue
            env = {
                "references": {k: dict(v) for k, v in references.items()},
                "code_count": code_base - self._code_counts[index],
                "copy_state": self._copy_state,
            }
            html = self._md.render(source, env)
            if html != self._html[index]:
                self._html[index] = html
                first_changed = min(first_changed, index)
        return first_changed
