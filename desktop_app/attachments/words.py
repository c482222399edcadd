"""What the terminal says when a file cannot go with a message (the window's words, translated,
are in ``ui/problems.py``)."""

from __future__ import annotations

from desktop_app.generation.attachment import AttachmentError, AttachmentProblem

_WORDS = {
    AttachmentProblem.NOT_FOUND: "{name} cannot be read: it is missing, a folder, or not readable",
    AttachmentProblem.TOO_LARGE: "{name} is too large to attach (the limit is {detail})",
    AttachmentProblem.UNSUPPORTED: "{name} is neither text, an image nor a PDF, and cannot be "
    "attached",
    AttachmentProblem.IMAGE_UNREADABLE: "{name} looks like an image but cannot be decoded",
    AttachmentProblem.IMAGE_TOO_LARGE: "{name} is still too large once scaled down (the limit "
    "is {detail})",
    AttachmentProblem.PDF_UNREADABLE: "{name} is a PDF that cannot be read (damaged or encrypted)",
    AttachmentProblem.PDF_NO_TEXT: "{name} is a PDF with no text to extract (a scan?): send it "
    "with --pdf native to a model that reads documents",
    AttachmentProblem.MODEL_TAKES_NO_IMAGES: "{detail} does not read images, so {name} was not "
    "sent: choose a model that does",
    AttachmentProblem.MODEL_TAKES_NO_DOCUMENTS: "{detail} does not read documents, so {name} "
    "was not sent: send its text with --pdf text, or choose a model that reads them",
}


def terminal_words(error: AttachmentError) -> str:
    """One sentence naming the file and what to do; nothing was sent."""
    return _WORDS[error.kind].format(name=error.name, detail=error.detail) + ". Nothing was sent."
