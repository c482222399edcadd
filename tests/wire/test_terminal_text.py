"""Control sequences never reach the terminal, however the text is cut into deltas."""

from __future__ import annotations

import random

import pytest

from desktop_app.wire.terminal_text import ControlSequenceFilter, strip_control_sequences

CASES = [
    # (name, text from the model, what the terminal may be sent)
    ("OSC 52 clipboard write, BEL", "a\x1b]52;c;cm0gLXJmIH4=\x07b", "ab"),
    ("OSC 52 clipboard write, ST", "a\x1b]52;c;cm0gLXJmIH4=\x1b\\b", "ab"),
    ("OSC 0 window title", "\x1b]0;pwned\x07title", "title"),
    ("ESC[2J clear screen, cursor home", "x\x1b[2J\x1b[Hy", "xy"),
    ("SGR colours", "\x1b[1;31mred\x1b[0m", "red"),
    ("OSC 8 hidden link", "\x1b]8;;http://evil.example/\x1b\\click\x1b]8;;\x1b\\", "click"),
    ("8-bit CSI", "\x9b2J\x9b31mred", "red"),
    ("8-bit OSC ended by 8-bit ST", "\x9d0;title\x9cok", "ok"),
    ("DCS, APC, PM, SOS", "1\x1bPq#0\x1b\\2\x1b_x\x1b\\3\x1b^y\x1b\\4\x1bXz\x1b\\5", "12345"),
    ("terminal reset and charset", "\x1bcA\x1b(0B\x1b#8C\x1b7D", "ABCD"),
    ("carriage return overwriting", "rm -rf ~\rls", "rm -rf ~ls"),
    ("other C0 controls and DEL", "a\x00b\x07c\x08d\x0be\x0cf\x7fg", "abcdefg"),
    ("line feed and tab stay", "one\ttwo\nthree", "one\ttwo\nthree"),
    ("C1 controls", "a\x85b\x8dc\x9fd", "abc"),  # \x9f opens an APC string, never closed
    ("bidi overrides and isolates", "\u202eevil\u202c \u2067x\u2069", "evil x"),
    ("right-to-left marks stay", "abc\u200fשלום\u200e", "abc\u200fשלום\u200e"),
    ("an unterminated string ends with its line", "\x1b]0;title\nnext", "\nnext"),
    ("ESC inside a string starts a new sequence", "\x1b]0;a\x1b[31mb", "b"),
    ("a malformed CSI keeps what follows", "\x1b[12\nx", "\nx"),
    ("ESC before text", "\x1bé\x1b\n", "é\n"),
    ("plain text untouched", "¿Qué tal? 🙂 日本", "¿Qué tal? 🙂 日本"),
]

# Every case in one text, so every cut lands inside or between all kinds of sequences. Joined
# by line feeds, which also end the one string left open (C1 controls).
WHOLE = "\n".join(text for _, text, _ in CASES)
EXPECTED = "\n".join(shown for _, _, shown in CASES)


@pytest.mark.parametrize(("name", "text", "shown"), CASES, ids=[c[0] for c in CASES])
def test_sequences_are_removed(name: str, text: str, shown: str):
    assert strip_control_sequences(text) == shown


def feed_in_pieces(pieces: list[str]) -> str:
    terminal_filter = ControlSequenceFilter()
    return "".join(terminal_filter.feed(piece) for piece in pieces) + terminal_filter.flush()


def test_whole_and_one_character_at_a_time():
    assert feed_in_pieces([WHOLE]) == EXPECTED
    assert feed_in_pieces(list(WHOLE)) == EXPECTED


def test_every_split_point():
    for cut in range(len(WHOLE) + 1):
        assert feed_in_pieces([WHOLE[:cut], WHOLE[cut:]]) == EXPECTED, cut


@pytest.mark.parametrize(("name", "text", "shown"), CASES, ids=[c[0] for c in CASES])
def test_every_pair_of_split_points(name: str, text: str, shown: str):
    for first in range(len(text) + 1):
        for second in range(first, len(text) + 1):
            pieces = [text[:first], text[first:second], text[second:]]
            assert feed_in_pieces(pieces) == shown, (first, second)


def test_text_is_never_held_back():
    terminal_filter = ControlSequenceFilter()
    assert terminal_filter.feed("Hello, ") == "Hello, "
    assert terminal_filter.feed("\x1b]52;c;") == ""
    assert terminal_filter.feed("aGk=\x07world") == "world"


def test_flush_forgets_an_unfinished_sequence():
    terminal_filter = ControlSequenceFilter()
    assert terminal_filter.feed("a\x1b]0;half a title") == "a"
    assert terminal_filter.flush() == ""
    assert terminal_filter.feed("visible") == "visible"


FORBIDDEN = {chr(c) for c in [*range(0x00, 0x20), *range(0x7F, 0xA0)]} - {"\n", "\t"}
FORBIDDEN |= set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def test_random_text_never_lets_a_control_through():
    alphabet = list("\x1b\x07\x9b\x9c\x9d\r\n\t\\[]P_^X;0123abcm J\u202e\u2066é")
    rng = random.Random(11)
    for _ in range(2000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        shown = strip_control_sequences(text)
        assert not FORBIDDEN & set(shown), repr(text)
        cut = rng.randint(0, len(text))
        assert feed_in_pieces([text[:cut], text[cut:]]) == shown, (repr(text), cut)
