"""A file on disk becomes an ``Attachment``: text inlined, an image fitted, a PDF's text read.

What a file is comes from its first bytes (an image or a PDF says so) and then from whether it
reads as UTF-8 text; its name's extension is not trusted. Limits are checked before a file is
read whole, and every refusal is an ``AttachmentError`` naming the file.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

from desktop_app.generation.attachment import (
    Attachment,
    AttachmentError,
    AttachmentKind,
    AttachmentProblem,
    size_words,
)
from desktop_app.providers.attachment_parts import EVERY_WIRE, ImageFit

log = logging.getLogger(__name__)

KB, MB = 1024, 1024 * 1024
MAX_TEXT_BYTES = 512 * KB  # inlined whole into the prompt: more would crowd out the rest
MAX_FILE_BYTES = 32 * MB  # an image before downscaling, or a PDF
MAX_PDF_TEXT_CHARS = 512 * KB


class PdfMode(StrEnum):
    """How a PDF is sent: its text extracted here, or the file itself to a wire that reads it."""

    TEXT = "text"
    NATIVE = "native"


# Returns the image re-encoded to fit (bytes, media type), the original when it fits, or None
# when it is not an image it can decode. Runs off the window's thread (Qt's QImage is safe there).
ImageFitter = Callable[[bytes, ImageFit], tuple[bytes, str] | None]

# The image types every wire takes as they are.
_IMAGE_SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
)
# Images a fitter can turn into one of those (re-encoded as PNG or JPEG).
_OTHER_IMAGE_SIGNATURES = (b"BM", b"II*\x00", b"MM\x00*")


def image_type(head: bytes) -> str | None:
    for signature, media_type in _IMAGE_SIGNATURES:
        if head.startswith(signature):
            return media_type
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "image/webp"
    return None


def read_attachment(
    path: Path, *, pdf: PdfMode = PdfMode.TEXT, fit_image: ImageFitter | None = None
) -> Attachment:
    name = path.name
    try:
        size = path.stat().st_size
        if not path.is_file():
            raise AttachmentError(AttachmentProblem.NOT_FOUND, name)
        if size > MAX_FILE_BYTES:
            raise AttachmentError(AttachmentProblem.TOO_LARGE, name, size_words(MAX_FILE_BYTES))
        data = path.read_bytes()
    except OSError as error:
        raise AttachmentError(AttachmentProblem.NOT_FOUND, name, error.strerror or "") from None
    return attachment_of(name, data, pdf=pdf, fit_image=fit_image)


def attachment_of(
    name: str, data: bytes, *, pdf: PdfMode = PdfMode.TEXT, fit_image: ImageFitter | None = None
) -> Attachment:
    """An attachment from a file's content (a pasted image has no file: it is named for it)."""
    if len(data) > MAX_FILE_BYTES:
        raise AttachmentError(AttachmentProblem.TOO_LARGE, name, size_words(MAX_FILE_BYTES))
    if data.startswith(b"%PDF-"):
        return _pdf(name, data, pdf)
    media_type = image_type(data[:16])
    if media_type is not None or data.startswith(_OTHER_IMAGE_SIGNATURES):
        return _image(name, data, media_type, fit_image)
    return _text(name, data)


def _text(name: str, data: bytes) -> Attachment:
    if b"\x00" in data[:8192]:
        raise AttachmentError(AttachmentProblem.UNSUPPORTED, name)
    if len(data) > MAX_TEXT_BYTES:
        raise AttachmentError(AttachmentProblem.TOO_LARGE, name, size_words(MAX_TEXT_BYTES))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise AttachmentError(AttachmentProblem.UNSUPPORTED, name) from None
    return Attachment.of_text(name, text)


def _image(
    name: str, data: bytes, media_type: str | None, fit_image: ImageFitter | None
) -> Attachment:
    fit = EVERY_WIRE
    if fit_image is not None:
        fitted = fit_image(data, fit)
        if fitted is None:
            raise AttachmentError(AttachmentProblem.IMAGE_UNREADABLE, name)
        data, media_type = fitted
    if media_type is None:  # a BMP or TIFF with nothing to re-encode it
        raise AttachmentError(AttachmentProblem.UNSUPPORTED, name)
    if len(data) > fit.max_bytes:
        raise AttachmentError(AttachmentProblem.IMAGE_TOO_LARGE, name, size_words(fit.max_bytes))
    return Attachment(kind=AttachmentKind.IMAGE, name=name, media_type=media_type, data=data)


def _pdf(name: str, data: bytes, mode: PdfMode) -> Attachment:
    if mode is PdfMode.NATIVE:
        return Attachment(
            kind=AttachmentKind.DOCUMENT, name=name, media_type="application/pdf", data=data
        )
    text = pdf_text(name, data)
    return Attachment(
        kind=AttachmentKind.TEXT, name=name, media_type="application/pdf", data=text.encode()
    )


def pdf_text(name: str, data: bytes) -> str:
    """The text of every page, pages apart by a blank line (pypdf, BSD licensed)."""
    from pypdf import PdfReader  # imported when a PDF comes: it is not needed to start
    from pypdf.errors import PyPdfError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise AttachmentError(AttachmentProblem.PDF_UNREADABLE, name, "encrypted")
        pages = [page.extract_text() or "" for page in reader.pages]
    except (PyPdfError, ValueError, KeyError, TypeError) as error:
        log.info("PDF %s cannot be read: %s", name, type(error).__name__)
        raise AttachmentError(AttachmentProblem.PDF_UNREADABLE, name) from None
    text = "\n\n".join(page.strip() for page in pages if page.strip())
    if not text:
        raise AttachmentError(AttachmentProblem.PDF_NO_TEXT, name)
    if len(text) > MAX_PDF_TEXT_CHARS:
        raise AttachmentError(AttachmentProblem.TOO_LARGE, name, f"{MAX_PDF_TEXT_CHARS} characters")
    return text
