"""A shortcut's portable text ("Ctrl+Alt+Space", as QKeySequence writes it) as a chord: the
modifiers and one key, named as Qt names them. Pure: each platform maps the names itself."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Modifier(enum.Enum):
    CTRL = "Ctrl"
    SHIFT = "Shift"
    ALT = "Alt"
    META = "Meta"  # the Super or Windows key; Control on macOS, where "Ctrl" is Command


@dataclass(frozen=True, slots=True)
class Chord:
    modifiers: frozenset[Modifier]
    key: str  # Qt's name: "A", "5", "Space", "F12", "PgUp"...


def parse(text: str) -> Chord | None:
    """None for an empty text, a sequence of several chords, or one without a key."""
    text = text.strip()
    if not text or "," in text.replace("+,", ""):
        return None
    parts = text.split("+")
    if parts[-1] == "" and len(parts) > 1:  # "Ctrl++": the plus key itself
        parts = [*parts[:-2], "+"]
    *names, key = parts
    modifiers = set()
    for name in names:
        try:
            modifiers.add(Modifier(name))
        except ValueError:
            return None
    if not key or key in {m.value for m in Modifier}:
        return None
    return Chord(frozenset(modifiers), key)
