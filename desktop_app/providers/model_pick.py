"""Which of a provider's listed models a new provider starts with, when none was chosen."""

from __future__ import annotations

from collections.abc import Sequence

# Words in the names of models that do not chat: embeddings, speech, images, moderation.
_NOT_CHAT = (
    "embed",
    "whisper",
    "tts",
    "transcribe",
    "dall-e",
    "image",
    "moderation",
    "rerank",
    "audio",
)


def is_chat_model(name: str) -> bool:
    lowered = name.lower()
    return not any(word in lowered for word in _NOT_CHAT)


def pick_model(listed: Sequence[str], preferred: str = "") -> str:
    """The provider's own default when it is listed, else the first chat model, else the first
    model; "" when none is listed."""
    if preferred and preferred in listed:
        return preferred
    return next((name for name in listed if is_chat_model(name)), listed[0] if listed else "")
