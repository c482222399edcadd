"""How much an import reads: a file is data from elsewhere, and a person's whole history can
be large, but never without bound."""

from __future__ import annotations

import uuid

from desktop_app.session.chat_session import first_line

MAX_FILE_BYTES = 512 * 1024 * 1024  # a JSON file, or the JSON inside a zip, uncompressed
MAX_CONVERSATIONS = 50_000
MAX_MESSAGES = 20_000  # per conversation; a ChatGPT tree is walked no deeper than this
MAX_TEXT = 2_000_000  # characters of one message's text, reasoning or tool result
MAX_TITLE = 200
MAX_NOTES = 50  # notes kept per conversation (what could not be imported)

# Imported conversations' ids: the same source gives the same id, so importing twice adds
# nothing the second time.
_NAMESPACE = uuid.UUID("6f1f3c2e-7b55-4d1c-9a51-5a1e0c0a7a01")


def conversation_id_for(source: str) -> str:
    return uuid.uuid5(_NAMESPACE, source).hex


def bounded(text: str, limit: int = MAX_TEXT) -> str:
    """Text cut at the limit, saying so."""
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n\n[… cut at {limit:,} characters on import]"


def one_line(text: str, limit: int = MAX_TITLE) -> str:
    return first_line(text)[:limit]
