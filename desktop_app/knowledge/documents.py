"""Text out of PDF (pypdf, as attachments read them), Word (python-docx) and OpenDocument text
(odfpy), with headings kept as Markdown ``#`` so the chunker follows them."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable, Iterator
from typing import Any

from desktop_app.knowledge.sources import NotIndexable, SkipReason


def pdf_text(data: bytes) -> str:
    from pypdf import PdfReader  # imported when a PDF comes
    from pypdf.errors import PyPdfError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise NotIndexable(SkipReason.ENCRYPTED, "it needs a password")
        pages = [(page.extract_text() or "").strip() for page in reader.pages]
    except NotIndexable:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        if "decrypt" in str(exc).lower() or "encrypt" in str(exc).lower():
            raise NotIndexable(SkipReason.ENCRYPTED, "it needs a password") from None
        raise NotIndexable(SkipReason.DAMAGED, type(exc).__name__) from None
    text = "\n\n".join(page for page in pages if page)
    if not text.strip():
        raise NotIndexable(SkipReason.NO_TEXT, "no text layer (a scan?)")
    return text + "\n"


def docx_text(data: bytes) -> str:
    import docx  # python-docx

    try:
        document = docx.Document(io.BytesIO(data))
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise NotIndexable(SkipReason.DAMAGED, type(exc).__name__) from None
    parts: list[str] = []
    for paragraph in document.paragraphs:
        text = paragraph.text.strip()
        if not text:
            continue
        style = (paragraph.style.name if paragraph.style is not None else "") or ""
        level = _heading_level(style)
        parts.append("#" * level + " " + text if level else text)
    for table in document.tables:
        for row in table.rows:
            cells = [cell.text.strip() for cell in row.cells if cell.text.strip()]
            if cells:
                parts.append(" | ".join(cells))
    return _joined(parts)


def _heading_level(style: str) -> int:
    if style == "Title":
        return 1
    if style.startswith("Heading "):
        tail = style.removeprefix("Heading ").strip()
        return min(int(tail), 6) if tail.isdigit() else 0
    return 0


def odt_text(data: bytes) -> str:
    from odf import teletype
    from odf.opendocument import load

    try:
        document = load(io.BytesIO(data))
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise NotIndexable(SkipReason.DAMAGED, type(exc).__name__) from None
    parts: list[str] = []
    for element in _walk(document.text):
        words = teletype.extractText(element).strip()
        if not words:
            continue
        if element.qname[1] == "h":
            level = str(element.getAttribute("outlinelevel") or "1")
            parts.append("#" * min(int(level) if level.isdigit() else 1, 6) + " " + words)
        else:
            parts.append(words)
    return _joined(parts)


def _walk(node: Any) -> Iterator[Any]:
    """Headings and paragraphs in document order (a paragraph inside a list or table too)."""
    for child in node.childNodes:
        name = getattr(child, "qname", None)
        if name is not None and name[1] in ("h", "p"):
            yield child
        elif getattr(child, "childNodes", None):
            yield from _walk(child)


def _joined(parts: list[str]) -> str:
    if not parts:
        raise NotIndexable(SkipReason.NO_TEXT)
    return "\n\n".join(parts) + "\n"


READERS: dict[str, Callable[[bytes], str]] = {
    ".pdf": pdf_text,
    ".docx": docx_text,
    ".odt": odt_text,
}
