"""The person's attachments as each wire's content parts, and what each wire takes.

Text files are inlined with their names, fenced; images travel as base64 (OpenAI Chat
``image_url`` data URL, Responses ``input_image``, Anthropic ``image`` source, Gemini
``inline_data``) and PDFs sent natively as each wire's document part. Files come before the
person's words, which then read as a question about them.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from desktop_app.generation.attachment import (
    Attachment,
    AttachmentError,
    AttachmentKind,
    AttachmentProblem,
    size_words,
)
from desktop_app.generation.prompt import Message
from desktop_app.names import Wire


@dataclass(frozen=True, slots=True)
class ImageFit:
    """The largest image a wire takes as it is: longest edge in pixels, encoded size in bytes."""

    max_edge: int
    max_bytes: int


MB = 1024 * 1024
# Past the edge a wire scales the image down itself (paying for the upload); past the size it
# refuses it. Anthropic's 5 MB applies to the base64 text, hence 3.75 MB of bytes.
IMAGE_FITS = {
    Wire.OPENAI_CHAT: ImageFit(2048, 20 * MB),
    Wire.OPENAI_RESPONSES: ImageFit(2048, 20 * MB),
    Wire.ANTHROPIC: ImageFit(1568, 3 * MB + 3 * MB // 4),
    Wire.GEMINI: ImageFit(3072, 15 * MB),
}
# What an attached image is fitted to once, when attached: a conversation may go on with
# another provider, and the stored image must still be sent as it is.
EVERY_WIRE = ImageFit(
    min(fit.max_edge for fit in IMAGE_FITS.values()),
    min(fit.max_bytes for fit in IMAGE_FITS.values()),
)

# Models known to read no images (a curated list; any other model is asked, and a refusal
# comes back as the server's error). Prefixes of the names the providers list.
_WITHOUT_IMAGES = (
    "gpt-3.5",
    "o1-mini",
    "o1-preview",
    "o3-mini",
    "deepseek-chat",
    "deepseek-reasoner",
    "deepseek-coder",
    "codestral",
)


def takes_images(model: str) -> bool:
    """False only for a model known to read no images."""
    name = model.removeprefix("models/").rsplit("/", 1)[-1].lower()
    return not name.startswith(_WITHOUT_IMAGES)


def check_sendable(model: str, attachments: tuple[Attachment, ...], wire: Wire) -> None:
    """Raises ``AttachmentError`` before anything is sent when the model is known to read no
    images (a PDF sent natively is read as pages of images, so it is refused alike), or an
    image is over the wire's size."""
    for attachment in attachments:
        if attachment.kind is AttachmentKind.TEXT:
            continue
        if not takes_images(model):
            problem = (
                AttachmentProblem.MODEL_TAKES_NO_IMAGES
                if attachment.kind is AttachmentKind.IMAGE
                else AttachmentProblem.MODEL_TAKES_NO_DOCUMENTS
            )
            raise AttachmentError(problem, attachment.name, model)
        fit = IMAGE_FITS[wire]
        if attachment.kind is AttachmentKind.IMAGE and len(attachment.data) > fit.max_bytes:
            raise AttachmentError(
                AttachmentProblem.IMAGE_TOO_LARGE, attachment.name, size_words(fit.max_bytes)
            )


# In place of a file a model cannot read, in history sent to it (see ``readable_history``).
UNREAD_NOTE = "[Not sent: {model} reads no images; the person attached this file earlier.]"


def readable_history(model: str, messages: tuple[Message, ...]) -> tuple[Message, ...]:
    """The messages as ``model`` can take them. A person who switches a conversation to a
    model known to read no images keeps talking: the images and natively sent PDFs of earlier
    messages (a server refuses the whole request for one) travel as a note under their names."""
    if takes_images(model):
        return messages
    note = UNREAD_NOTE.format(model=model)
    return tuple(
        replace(
            message,
            attachments=tuple(
                attachment
                if attachment.kind is AttachmentKind.TEXT
                else Attachment.of_text(attachment.name, note)
                for attachment in message.attachments
            ),
        )
        if any(a.kind is not AttachmentKind.TEXT for a in message.attachments)
        else message
        for message in messages
    )


def inlined(attachment: Attachment) -> str:
    """A text file as the model reads it: its name, then its text fenced by more backticks
    than it holds in a row (so a Markdown file's own fences do not end it)."""
    text = attachment.text
    run = longest = 0
    for char in text:
        run = run + 1 if char == "`" else 0
        longest = max(longest, run)
    fence = "`" * max(3, longest + 1)
    return f"{attachment.name}:\n{fence}\n{text}\n{fence}"


def _base64(attachment: Attachment) -> str:
    return base64.b64encode(attachment.data).decode("ascii")


def _data_url(attachment: Attachment) -> str:
    return f"data:{attachment.media_type};base64,{_base64(attachment)}"


def _chat_part(attachment: Attachment) -> dict[str, Any]:
    if attachment.kind is AttachmentKind.IMAGE:
        return {"type": "image_url", "image_url": {"url": _data_url(attachment)}}
    if attachment.kind is AttachmentKind.DOCUMENT:
        return {
            "type": "file",
            "file": {"filename": attachment.name, "file_data": _data_url(attachment)},
        }
    return {"type": "text", "text": inlined(attachment)}


def _responses_part(attachment: Attachment) -> dict[str, Any]:
    if attachment.kind is AttachmentKind.IMAGE:
        return {"type": "input_image", "image_url": _data_url(attachment), "detail": "auto"}
    if attachment.kind is AttachmentKind.DOCUMENT:
        return {
            "type": "input_file",
            "filename": attachment.name,
            "file_data": _data_url(attachment),
        }
    return {"type": "input_text", "text": inlined(attachment)}


def _anthropic_part(attachment: Attachment) -> dict[str, Any]:
    if attachment.kind is AttachmentKind.TEXT:
        return {"type": "text", "text": inlined(attachment)}
    source = {"type": "base64", "media_type": attachment.media_type, "data": _base64(attachment)}
    if attachment.kind is AttachmentKind.IMAGE:
        return {"type": "image", "source": source}
    return {"type": "document", "source": source, "title": attachment.name}


def _gemini_part(attachment: Attachment) -> dict[str, Any]:
    if attachment.kind is AttachmentKind.TEXT:
        return {"text": inlined(attachment)}
    return {"inline_data": {"mime_type": attachment.media_type, "data": _base64(attachment)}}


_TEXT_PARTS: dict[Wire, Callable[[str], dict[str, Any]]] = {
    Wire.OPENAI_CHAT: lambda text: {"type": "text", "text": text},
    Wire.OPENAI_RESPONSES: lambda text: {"type": "input_text", "text": text},
    Wire.ANTHROPIC: lambda text: {"type": "text", "text": text},
    Wire.GEMINI: lambda text: {"text": text},
}
_FILE_PARTS: dict[Wire, Callable[[Attachment], dict[str, Any]]] = {
    Wire.OPENAI_CHAT: _chat_part,
    Wire.OPENAI_RESPONSES: _responses_part,
    Wire.ANTHROPIC: _anthropic_part,
    Wire.GEMINI: _gemini_part,
}


def user_parts(wire: Wire, message: Message) -> list[dict[str, Any]]:
    """A person's message with its attachments as ``wire``'s list of content parts."""
    parts = [_FILE_PARTS[wire](attachment) for attachment in message.attachments]
    if message.text or not parts:
        parts.append(_TEXT_PARTS[wire](message.text))
    return parts


def user_content(wire: Wire, message: Message) -> str | list[dict[str, Any]]:
    """What the person said: plain text as before when nothing is attached (the bodies of
    messages without files stay byte for byte the same), else the list of parts."""
    return user_parts(wire, message) if message.attachments else message.text
