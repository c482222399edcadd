"""Why a file cannot go with a message, in the window's words."""

from __future__ import annotations

from desktop_app.generation.attachment import AttachmentError, AttachmentProblem
from desktop_app.ui.problems import said
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

# %1: the file's name; %2: the detail (a limit, the model's name).
_ATTACHMENTS: dict[AttachmentProblem, tuple[str, bool]] = {
    AttachmentProblem.NOT_FOUND: (
        QT_TRANSLATE_NOOP("Problems", "%1 cannot be read: it is missing or not readable."),
        False,
    ),
    AttachmentProblem.TOO_LARGE: (
        QT_TRANSLATE_NOOP("Problems", "%1 is too large to attach (the limit is %2)."),
        False,
    ),
    AttachmentProblem.UNSUPPORTED: (
        QT_TRANSLATE_NOOP("Problems", "%1 is neither text, an image nor a PDF."),
        False,
    ),
    AttachmentProblem.IMAGE_UNREADABLE: (
        QT_TRANSLATE_NOOP("Problems", "%1 looks like an image but cannot be opened."),
        False,
    ),
    AttachmentProblem.IMAGE_TOO_LARGE: (
        QT_TRANSLATE_NOOP("Problems", "%1 is still too large once made smaller (limit: %2)."),
        False,
    ),
    AttachmentProblem.PDF_UNREADABLE: (
        QT_TRANSLATE_NOOP("Problems", "%1 is a PDF that cannot be read (damaged or locked)."),
        False,
    ),
    AttachmentProblem.PDF_NO_TEXT: (
        QT_TRANSLATE_NOOP(
            "Problems", "%1 has no text to extract (a scan?). Send PDFs as documents instead."
        ),
        False,
    ),
    AttachmentProblem.MODEL_TAKES_NO_IMAGES: (
        QT_TRANSLATE_NOOP(
            "Problems", "%2 does not read images. Choose another model; nothing was sent."
        ),
        True,
    ),
    AttachmentProblem.MODEL_TAKES_NO_DOCUMENTS: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "%2 does not read documents. Send the PDF's text, or choose another model; "
            "nothing was sent.",
        ),
        True,
    ),
}


def attachment_problem(error: AttachmentError) -> str:
    return said(_ATTACHMENTS[error.kind], (error.name, error.detail)).sentence
