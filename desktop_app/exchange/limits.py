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
# A zip is read from its directory first: more entries than this, or an entry that inflates
# past this ratio (a real export's JSON compresses about tenfold; a zip bomb a thousandfold),
# is refused before anything is inflated.
MAX_ZIP_ENTRIES = 100_000
MAX_ZIP_RATIO = 100
# Times an import takes as they are: finite, and within what a date can show (year 9999).
LATEST_TIME = 253_402_300_799.0

# Imported conversations' ids: the same source gives the same id, so importing twice adds
# nothing the second time.
_NAMESPACE = uuid.UUID("6f1f3c2e-7b55-4d1c-9a51-5a1e0c0a7a01")


def conversation_id_for(source: str) -> str:
    return uuid.uuid5(_NAMESPACE, source).hex


def sane_time(value: object, fallback: float) -> float:
    """A time from a file, or ``fallback`` when it is not one: NaN, infinite, out of range
    (JSON allows NaN and 1e999, and neither can be stored or shown as a date)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return fallback
    return float(value) if 0.0 <= value <= LATEST_TIME else fallback  # False for NaN


def bounded(text: str, limit: int = MAX_TEXT) -> str:
    """Text cut at the limit, saying so."""
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n\n[… cut at {limit:,} characters on import]"


def one_line(text: str, limit: int = MAX_TITLE) -> str:
    return first_line(text)[:limit]
