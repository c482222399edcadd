"""A file the person attached to a message, as it is sent: inlined text, an image, a document.

Pure data: reading files, extracting a PDF's text and fitting images happen before it gets here
(``desktop_app.attachments``); ``providers.attachment_parts`` turns it into each wire's parts.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import StrEnum

from desktop_app.errors import ArroyoError


class AttachmentKind(StrEnum):
    """How an attachment travels (the values are stored in the database)."""

    TEXT = "text"  # inlined as text with its name: code, notes, a PDF's extracted text
    IMAGE = "image"  # an image part
    DOCUMENT = "document"  # a PDF sent as it is, to a wire that reads documents


class AttachmentProblem(StrEnum):
    """Why a file cannot go with a message; the window and the terminal word each one."""

    NOT_FOUND = "not_found"  # missing, a folder, or unreadable
    TOO_LARGE = "too_large"  # over the size limit for its kind
    UNSUPPORTED = "unsupported"  # neither text, an image nor a PDF
    IMAGE_UNREADABLE = "image_unreadable"  # an image that cannot be decoded
    IMAGE_TOO_LARGE = "image_too_large"  # still over a wire's limit once downscaled
    PDF_UNREADABLE = "pdf_unreadable"  # damaged or encrypted
    PDF_NO_TEXT = "pdf_no_text"  # a scan: no text to extract (send it natively instead)
    MODEL_TAKES_NO_IMAGES = "model_takes_no_images"
    MODEL_TAKES_NO_DOCUMENTS = "model_takes_no_documents"


def size_words(size: int) -> str:
    """A limit as a person reads it: 32 MB, 512 KB, 100 bytes."""
    for unit, name in ((1024 * 1024, "MB"), (1024, "KB")):
        if size >= unit:
            return f"{size / unit:.3g} {name}"
    return f"{size} bytes"


class AttachmentError(ArroyoError):
    """A file that cannot be attached or sent; ``name`` is the file's, ``detail`` a reason
    (a size, a limit) in plain words or numbers, never the file's content."""

    kind: AttachmentProblem

    def __init__(self, kind: AttachmentProblem, name: str, detail: str = "") -> None:
        super().__init__(f"{name}: {kind.value}" + (f" ({detail})" if detail else ""))
        self.kind = kind
        self.name = name
        self.detail = detail


@dataclass(frozen=True, slots=True, kw_only=True)
class Attachment:
    kind: AttachmentKind
    name: str  # the file's name as the person sees it (no folder)
    media_type: str  # image/png, application/pdf, text/plain...
    data: bytes = field(repr=False)  # TEXT: UTF-8 text; otherwise the file's bytes

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", AttachmentKind(self.kind))  # a stored string

    @property
    def digest(self) -> str:
        """The content's address: where the store keeps it, and how equal files are one."""
        return hashlib.sha256(self.data).hexdigest()

    @property
    def text(self) -> str:
        return self.data.decode("utf-8", errors="replace")

    @classmethod
    def of_text(cls, name: str, text: str, media_type: str = "text/plain") -> Attachment:
        return cls(kind=AttachmentKind.TEXT, name=name, media_type=media_type, data=text.encode())
