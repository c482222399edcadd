"""A file's text and how it is structured, by its kind: text, Markdown, code and HTML here;
PDF, Word and OpenDocument in ``documents``. A file that cannot give text raises
``NotIndexable`` with the reason, so the walk lists it and goes on."""

from __future__ import annotations

import os
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from desktop_app.knowledge import documents
from desktop_app.knowledge.chunking import TextKind
from desktop_app.knowledge.sources import NotIndexable, SkipReason

MAX_TEXT_BYTES = 32 * 1024 * 1024  # a bigger file is refused, never read (memory stays bounded)
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024
_SNIFF = 8192

MARKDOWN = frozenset({".md", ".markdown", ".mdown", ".mkd", ".mdx"})
HTML = frozenset({".html", ".htm", ".xhtml"})
CODE = frozenset(
    [
        ".py",
        ".pyi",
        ".js",
        ".mjs",
        ".cjs",
        ".ts",
        ".tsx",
        ".jsx",
        ".rs",
        ".go",
        ".java",
        ".kt",
        ".kts",
        ".scala",
        ".c",
        ".h",
        ".cc",
        ".cpp",
        ".hpp",
        ".cs",
        ".rb",
        ".php",
        ".swift",
        ".m",
        ".mm",
        ".sh",
        ".bash",
        ".zsh",
        ".fish",
        ".ps1",
        ".sql",
        ".lua",
        ".r",
        ".jl",
        ".hs",
        ".ml",
        ".ex",
        ".exs",
        ".erl",
        ".clj",
        ".dart",
        ".vue",
        ".svelte",
        ".toml",
        ".yaml",
        ".yml",
        ".ini",
        ".cfg",
        ".json",
        ".xml",
        ".css",
        ".scss",
        ".gradle",
        ".cmake",
    ]
)


@dataclass(frozen=True, slots=True)
class Extracted:
    text: str
    kind: TextKind


def extract(path: str | Path, data: bytes) -> Extracted:
    """The text of ``data``, the bytes of ``path`` (read by the caller, within the limits)."""
    suffix = _suffix(path)
    reader = documents.READERS.get(suffix)
    if reader is not None:
        return Extracted(reader(data), TextKind.MARKDOWN)
    text = decode_text(data)
    if suffix in HTML:
        return Extracted(html_text(text), TextKind.MARKDOWN)
    if suffix in MARKDOWN:
        return Extracted(text, TextKind.MARKDOWN)
    if suffix in CODE:
        return Extracted(text, TextKind.CODE)
    return Extracted(text, TextKind.PROSE)


def limit_for(path: str | Path) -> int:
    return MAX_DOCUMENT_BYTES if _suffix(path) in documents.READERS else MAX_TEXT_BYTES


def _suffix(path: str | Path) -> str:
    """``Path.suffix``, lower-cased, without making a ``Path`` of a string."""
    name = os.path.basename(path)
    dot = name.rfind(".")
    return name[dot:].lower() if 0 < dot < len(name) - 1 else ""


def decode_text(data: bytes) -> str:
    """UTF-8 text (a byte-order mark dropped); a NUL byte near the start, or many bytes that are
    no UTF-8, mean a binary file."""
    if b"\x00" in data[:_SNIFF]:
        raise NotIndexable(SkipReason.BINARY)
    text = data.decode("utf-8", errors="replace").removeprefix("\ufeff")
    sample = text[:_SNIFF]
    if sample and sample.count("\ufffd") > len(sample) // 100 + 2:
        raise NotIndexable(SkipReason.BINARY, "not UTF-8 text")
    if not text.strip():
        raise NotIndexable(SkipReason.NO_TEXT)
    return text


_BLOCKS = frozenset(
    [
        "p",
        "div",
        "section",
        "article",
        "main",
        "aside",
        "header",
        "footer",
        "nav",
        "li",
        "ul",
        "ol",
        "table",
        "tr",
        "blockquote",
        "dl",
        "dt",
        "dd",
        "figure",
        "figcaption",
        "br",
        "hr",
        "form",
    ]
)
_SKIPPED = frozenset({"script", "style", "head", "noscript", "template", "svg"})


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0
        self.pre = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIPPED:
            self.skipping += 1
        elif len(tag) == 2 and tag[0] == "h" and tag[1] in "123456":
            self.parts.append("\n\n" + "#" * int(tag[1]) + " ")
        elif tag == "pre":
            self.pre += 1
            self.parts.append("\n\n```\n")
        elif tag in _BLOCKS:
            self.parts.append("\n\n" if tag != "br" else "\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIPPED:
            self.skipping = max(0, self.skipping - 1)
        elif (len(tag) == 2 and tag[0] == "h" and tag[1] in "123456") or tag in _BLOCKS:
            self.parts.append("\n\n")
        elif tag == "pre":
            self.pre = max(0, self.pre - 1)
            self.parts.append("\n```\n\n")

    def handle_data(self, data: str) -> None:
        if self.skipping:
            return
        if self.pre:
            self.parts.append(data)
            return
        lead = " " if data[:1].isspace() else ""
        tail = " " if data[-1:].isspace() else ""
        self.parts.append(lead + " ".join(data.split()) + tail if data.strip() else lead)


def html_text(source: str) -> str:
    """HTML as Markdown-like text: headings as ``#``, blocks apart, scripts and styles out."""
    parser = _Text()
    parser.feed(source)
    parser.close()
    lines = []
    fenced = False
    for line in "".join(parser.parts).split("\n"):
        if line.strip() == "```":
            fenced = not fenced
        lines.append(line.rstrip() if fenced else line.strip())
    text = "\n".join(lines)
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    if not text.strip():
        raise NotIndexable(SkipReason.NO_TEXT)
    return text.strip() + "\n"
