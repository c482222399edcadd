"""Text from a model or a tool made safe to write to a terminal: control sequences removed.

A terminal obeys what it is sent. An answer holding ``ESC ] 52 ; c ; <base64> BEL`` writes the
person's clipboard, ``ESC ] 0 ; ... BEL`` renames the window, ``ESC [ 2 J`` clears the screen,
``ESC ] 8 ;; url ST`` hides a link behind other text, a ``\\r`` or backspaces overwrite what
was shown (``rm -rf ~\\rls`` shows as ``ls``). ``arroyo ask`` passes model and tool text through
``ControlSequenceFilter`` and writes only what comes out.

What is removed (ECMA-48 terms):

- Whole sequences: CSI (``ESC [`` or 8-bit ``\\x9b``, up to its final byte); the strings OSC,
  DCS, SOS, PM and APC (``ESC ]``, ``ESC P``, ``ESC X``, ``ESC ^``, ``ESC _`` or their 8-bit
  forms, up to ST, ``ESC \\``, 8-bit ``\\x9c`` or BEL); any other escape sequence (``ESC c``
  resets the terminal, ``ESC ( 0`` switches the character set).
- Single characters: every C0 control but line feed and tab (``\\r`` included: it moves back
  over the line), DEL, every C1 control (U+0080 to U+009F), and the bidirectional embeddings,
  overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which make a line read in a
  different order than it is stored ("Trojan Source"). The marks U+200E, U+200F and U+061C stay:
  right-to-left text needs them, and they reorder nothing but neutral characters next to them.

A string that never ends (an OSC with no terminator) would hide the rest of the answer; here it
ends at the next line break, so at most the rest of one line is lost, and nothing reaches the
terminal either way. Malformed sequences lose their introducer, and what follows is text.

Streamed text comes in deltas and a sequence may be cut between two of them, so the filter keeps
its state across ``feed`` calls. It holds no text back: plain text comes out of the ``feed`` that
brought it, and ``flush`` only forgets a sequence left unfinished. Pure: no I/O.
"""

from __future__ import annotations

import re
from enum import Enum, auto

ESC, BEL = "\x1b", "\x07"
C1_CSI, C1_ST = "\x9b", "\x9c"
C1_STRINGS = frozenset("\x90\x98\x9d\x9e\x9f")  # DCS, SOS, OSC, PM, APC
STRING_INTRODUCERS = frozenset(["P", "X", "]", "^", "_"])  # after ESC: DCS, SOS, OSC, PM, APC
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# What plain text mode must look at: C0 controls but line feed and tab, DEL, C1, bidi controls.
_SPECIAL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


class _State(Enum):
    TEXT = auto()
    ESCAPE = auto()  # after ESC
    ESCAPE_INTERMEDIATE = auto()  # after ESC and bytes 0x20-0x2F (nF sequences: ESC ( B)
    CSI = auto()  # parameters and intermediates until a final byte 0x40-0x7E
    STRING = auto()  # OSC/DCS/SOS/PM/APC content until ST or BEL
    STRING_ESCAPE = auto()  # ESC inside a string: ST if a backslash follows


def _between(char: str, low: int, high: int) -> bool:
    return low <= ord(char) <= high


class ControlSequenceFilter:
    """``feed(text) -> text`` without control sequences, across any cut; ``flush() -> ""``."""

    def __init__(self) -> None:
        self._state = _State.TEXT

    def feed(self, text: str) -> str:
        out: list[str] = []
        position = 0
        while position < len(text):
            if self._state is _State.TEXT:
                special = _SPECIAL.search(text, position)
                end = special.start() if special else len(text)
                out.append(text[position:end])
                if special is None:
                    break
                position = end
            if not self._step(text[position]):
                position += 1
            # else: the character ended a malformed sequence; it is read again as text
        return "".join(out)

    def flush(self) -> str:
        """Forgets a sequence left unfinished at the end; never any text to give out."""
        self._state = _State.TEXT
        return ""

    def _step(self, char: str) -> bool:
        """Moves the state on ``char``, which is dropped; True when it ended a malformed
        sequence instead and must be read again as text."""
        state = self._state
        if state is _State.TEXT:
            if char == ESC:
                self._state = _State.ESCAPE
            elif char == C1_CSI:
                self._state = _State.CSI
            elif char in C1_STRINGS:
                self._state = _State.STRING
            return False  # any other control is dropped (line feed and tab never come here)
        if state is _State.ESCAPE:
            if char == "[":
                self._state = _State.CSI
            elif char in STRING_INTRODUCERS:
                self._state = _State.STRING
            elif _between(char, 0x20, 0x2F):
                self._state = _State.ESCAPE_INTERMEDIATE
            elif _between(char, 0x30, 0x7E):
                self._state = _State.TEXT  # a two-character sequence: ESC 7, ESC c...
            elif char != ESC:
                return self._end_malformed()
            return False
        if state is _State.ESCAPE_INTERMEDIATE:
            if _between(char, 0x30, 0x7E):
                self._state = _State.TEXT
            elif not _between(char, 0x20, 0x2F):
                return self._end_malformed()
            return False
        if state is _State.CSI:
            if _between(char, 0x40, 0x7E):
                self._state = _State.TEXT
            elif not _between(char, 0x20, 0x3F):
                return self._end_malformed()
            return False
        if state is _State.STRING:
            if char in (BEL, C1_ST):
                self._state = _State.TEXT
            elif char == ESC:
                self._state = _State.STRING_ESCAPE
            elif char == "\n":
                return self._end_malformed()  # unterminated: it ends with its line
            return False
        # STRING_ESCAPE: ESC \ is the terminator; ESC and anything else starts a new sequence.
        if char == "\\":
            self._state = _State.TEXT
            return False
        self._state = _State.ESCAPE
        return True

    def _end_malformed(self) -> bool:
        self._state = _State.TEXT
        return True


def strip_control_sequences(text: str) -> str:
    """The whole-text form, for text that arrives in one piece (a tool's output, an error)."""
    terminal_filter = ControlSequenceFilter()
    return terminal_filter.feed(text) + terminal_filter.flush()
