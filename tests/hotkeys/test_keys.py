"""A shortcut's text as a chord, which mechanism a session offers, and X11's key names."""

from __future__ import annotations

import pytest

from desktop_app.hotkeys.keys import Chord, Modifier, parse
from desktop_app.hotkeys.mechanism import GrabError, GrabProblem, Mechanism, detect, grab
from desktop_app.hotkeys.windows import virtual_key
from desktop_app.hotkeys.x11 import keysym_name


@pytest.mark.parametrize(
    ("text", "chord"),
    [
        ("Ctrl+Alt+Space", Chord(frozenset({Modifier.CTRL, Modifier.ALT}), "Space")),
        ("Meta+Q", Chord(frozenset({Modifier.META}), "Q")),
        ("F12", Chord(frozenset(), "F12")),
        ("Ctrl++", Chord(frozenset({Modifier.CTRL}), "+")),
        ("", None),
        ("Ctrl+K, Ctrl+L", None),  # a sequence of two chords: no platform registers it
        ("Ctrl+Alt", None),
        ("Hyper+K", None),
    ],
)
def test_a_shortcuts_text_is_read_as_a_chord(text, chord):
    assert parse(text) == chord


@pytest.mark.parametrize(
    ("qt_platform", "environment", "system", "mechanism"),
    [
        ("xcb", {}, "linux", Mechanism.X11),
        ("xcb", {"XDG_SESSION_TYPE": "wayland"}, "linux", Mechanism.WAYLAND),  # XWayland
        ("wayland", {}, "linux", Mechanism.WAYLAND),
        ("offscreen", {}, "linux", Mechanism.NONE),
        ("windows", {}, "win32", Mechanism.WINDOWS),
        ("cocoa", {}, "darwin", Mechanism.MACOS),
    ],
)
def test_the_mechanism_follows_the_platform(qt_platform, environment, system, mechanism):
    assert detect(qt_platform, environment, system) is mechanism


def test_keys_are_named_as_each_platform_names_them():
    assert [keysym_name(k) for k in ("K", "Space", "PgUp", "F5", "+")] == [
        "k",
        "space",
        "Prior",
        "F5",
        "plus",
    ]
    assert [virtual_key(k) for k in ("k", "7", "Space", "F1", "Menu")] == [
        0x4B,
        0x37,
        0x20,
        0x70,
        None,
    ]


def test_where_there_is_no_mechanism_nothing_is_grabbed():
    with pytest.raises(GrabError) as raised:
        grab(Mechanism.NONE, Chord(frozenset(), "F12"), lambda: None)
    assert raised.value.problem is GrabProblem.UNAVAILABLE
