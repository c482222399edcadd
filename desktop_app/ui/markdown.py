"""Markdown to HTML for QTextBrowser, incrementally: a frame costs the size of the change.

Model output is untrusted. Raw HTML is escaped (markdown-it's ``html`` option is off), links go
through markdown-it's URL validation (no ``javascript:``), and images never become ``<img>``:
``![alt](url)`` renders as a plain link to the URL, so nothing remote is ever loaded. Fenced
code is highlighted by Pygments with inline styles, which is the part of CSS QTextBrowser reads.
Every code block gets a "Copy" link above it whose URL names the block by a hash of its content
(``arroyo-copy:<key>``), so the link is the same in a streamed and in a whole render.

Incremental rendering. The source is cut into *segments* at top-level block boundaries that no
later text can move: a boundary is final when a blank line precedes the next top-level block and
that block's first line is complete (so ``1. a\\n\\n2`` does not cut before a ``2`` that may still
become ``2.``, an item of the same, then loose, list). A fenced code block is never cut, because
markdown-it's own block parser finds the boundaries. Every segment but the last is final and its
HTML is cached; a new text is parsed from the start of the last segment only. Link reference
definitions are document-wide, so when the set of definitions changes, the cached segments that
could use one (those with a ``]``) are rendered again; everything else is untouched.

``IncrementalMarkdown(...).render(text)`` equals ``render_markdown(text)`` for every text; the
tests check it on texts streamed in random pieces.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml, unescapeAll
from markdown_it.token import Token
from pygments import highlight as pygments_highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

_FORMATTER = HtmlFormatter(noclasses=True, nowrap=True)
_PRE = '<pre style="background-color:#f6f8fa; color:#1f2328; margin-top:2px;"><code>'
_CODE = '<code style="font-family:monospace;">'
_LINKABLE_IMAGE_SCHEMES = ("http:", "https:")
COPY_SCHEME = "arroyo-copy"  # the link above each code block that copies it
DEFAULT_COPY_LABEL = "Copy"


@functools.lru_cache(maxsize=64)
def _lexer(lang: str):
    try:
        # stripnl=False: leading and trailing blank lines of the code are the author's.
        return get_lexer_by_name(lang, stripnl=False)
    except (ClassNotFound, ValueError):
        return None


def _highlight(code: str, lang: str, _attrs: str) -> str:
    lexer = _lexer(lang.lower()) if lang else None
    if lexer is None:
        return ""  # markdown-it escapes the code itself
    return pygments_highlight(code, lexer, _FORMATTER)


def code_key(code: str) -> str:
    """Names a code block by its content, so the link is the same however the text was cut."""
    return hashlib.blake2b(code.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


def _copy_link(code: str, label: str) -> str:
    return (f'<p align="right" style="margin:0;"><a href="{COPY_SCHEME}:{code_key(code)}">'
            f"{escapeHtml(label)}</a></p>\n")


def _code_rules(copy_label: str):
    def fence(self, tokens: Sequence[Token], idx: int, options, env) -> str:
        token = tokens[idx]
        info = unescapeAll(token.info).strip() if token.info else ""
        lang = info.split(maxsplit=1)[0] if info else ""
        body = _highlight(token.content, lang, "") or escapeHtml(token.content)
        return f"{_copy_link(token.content, copy_label)}{_PRE}{body}</code></pre>\n"

    def code_block(self, tokens: Sequence[Token], idx: int, options, env) -> str:
        content = tokens[idx].content
        return f"{_copy_link(content, copy_label)}{_PRE}{escapeHtml(content)}</code></pre>\n"

    return fence, code_block


def _code_inline(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    return f"{_CODE}{escapeHtml(tokens[idx].content)}</code>"


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


def _table_open(self, tokens: Sequence[Token], idx: int, options, env) -> str:
    return '<table border="1" cellspacing="0" cellpadding="4">\n'


def make_parser(copy_label: str = DEFAULT_COPY_LABEL) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "highlight": _highlight}).enable("table")
    fence, code_block = _code_rules(copy_label)
    md.add_render_rule("fence", fence)
    md.add_render_rule("code_block", code_block)
    md.add_render_rule("code_inline", _code_inline)
    md.add_render_rule("image", _image)
    md.add_render_rule("table_open", _table_open)
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


def code_blocks(text: str) -> Iterator[str]:
    """The content of every code block of a Markdown text, in order."""
    for token in _shared_parser(DEFAULT_COPY_LABEL).parse(normalize(text)):
        if token.type in ("fence", "code_block"):
            yield token.content


def code_for_key(text: str, key: str) -> str | None:
    """The code block a copy link names, if the text still has it."""
    return next((code for code in code_blocks(text) if code_key(code) == key), None)


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

    def __init__(self, copy_label: str = DEFAULT_COPY_LABEL) -> None:
        self._md = make_parser(copy_label)
        self.reset()

    def reset(self) -> None:
        # Final segments: source, HTML, end offset, link definitions (or None), may use a ref.
        self._sources: list[str] = []
        self._html: list[str] = []
        self._ends: list[int] = []
        self._defs: list[dict | None] = []
        self._open_html: str | None = None  # the last, still changing segment, if any
        self._prefix = ""  # the text of the final segments, joined
        self._guard = ""  # the first line of the open segment: it made the last cut final
        self._refs: dict[str, dict] = {}  # definitions of the final segments, first wins
        self._render_refs: dict[str, tuple[str, str]] = {}  # what the cached HTML assumed

    # -- reading -------------------------------------------------------------------------------

    @property
    def blocks(self) -> list[str]:
        """The HTML of every segment, final ones first."""
        return self._html + ([self._open_html] if self._open_html is not None else [])

    @property
    def html(self) -> str:
        return "".join(self.blocks)

    def render(self, text: str) -> str:
        self.update(text)
        return self.html

    # -- updating ------------------------------------------------------------------------------

    def update(self, text: str) -> RenderDelta:
        text = normalize(text)
        previous = self.blocks
        kept = self._keep_final_segments(text)
        start = self._ends[-1] if self._ends else 0
        tail = text[start:]
        env: dict = {"references": {k: dict(v) for k, v in self._refs.items()}}
        tokens = self._md.parse(tail, env)
        cuts = _final_cuts(tail, tokens)  # [(offset in tail, token index)], first is (0, 0)
        render = self._md.renderer.render
        options = self._md.options
        for (offset, first), (next_offset, next_first) in zip(cuts, cuts[1:]):
            source = tail[offset:next_offset]
            self._append_final(source, render(tokens[first:next_first], options, env),
                               start + next_offset)  # fmt: skip
        if cuts[-1][1] < len(tokens):
            self._open_html = render(tokens[cuts[-1][1]:], options, env)
            line_end = tail.find("\n", cuts[-1][0])
            self._guard = tail[cuts[-1][0]:line_end + 1]
        else:
            self._open_html = None
            self._guard = ""
        if len(cuts) > 1:
            self._prefix = text[:self._ends[-1]]
        refs = _references(env)
        if refs != self._render_refs:
            kept = min(kept, self._rerender_for_references(env["references"]))
            self._render_refs = refs
        current = self.blocks
        while kept < min(len(previous), len(current)) and previous[kept] == current[kept]:
            kept += 1
        return RenderDelta(kept, tuple(current[kept:]))

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
        keep = matched if matched == count and text.startswith(self._guard, position) else matched - 1
        keep = max(keep, 0)
        del self._sources[keep:], self._html[keep:], self._ends[keep:], self._defs[keep:]
        self._prefix = text[:self._ends[-1]] if self._ends else ""
        self._guard = ""
        self._open_html = None
        self._refs = {}
        for defs in self._defs:
            for label, ref in (defs or {}).items():
                self._refs.setdefault(label, ref)
        return keep

    def _append_final(self, source: str, html: str, end: int) -> None:
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

    def _rerender_for_references(self, references: dict) -> int:
        """Renders again the final segments that may use a link reference; returns the index of
        the first one whose HTML changed (or the number of segments)."""
        first_changed = len(self._html)
        for index, source in enumerate(self._sources):
            if "]" not in source:
                continue
            html = self._md.render(source, {"references": {k: dict(v) for k, v in references.items()}})
            if html != self._html[index]:
                self._html[index] = html
                first_changed = min(first_changed, index)
        return first_changed


def _final_cuts(tail: str, tokens: Sequence[Token]) -> list[tuple[int, int]]:
    """Where ``tail`` may be cut for good: (character offset, index of its first token).

    A cut goes before a top-level block whose previous line is blank and whose first line is
    complete. The first entry is always (0, 0), the start of the tail.
    """
    cuts = [(0, 0)]
    line = 0
    offset = 0
    for index, token in enumerate(tokens):
        if token.level != 0 or token.nesting == -1 or index == 0 or token.map is None:
            continue
        start_line = token.map[0]
        while line < start_line:  # advance offset to the start of start_line
            offset = tail.index("\n", offset) + 1
            line += 1
        if tail.find("\n", offset) == -1:
            break  # its first line is still being written; nothing after it can be final
        previous_start = tail.rfind("\n", 0, offset - 1) + 1
        if tail[previous_start:offset - 1].strip(" \t") == "":
            cuts.append((offset, index))
    return cuts
