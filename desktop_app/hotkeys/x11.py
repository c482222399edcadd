"""X11: XGrabKey on the root window (python-xlib, pure Python), read on a thread of its own.

The chord is grabbed with and without Caps Lock and Num Lock, which X counts as modifiers. The
thread waits on the connection's socket and a pipe that ``stop`` writes to, so it ends at once.
"""

from __future__ import annotations

import contextlib
import logging
import os
import select
import threading
from collections.abc import Callable

from desktop_app.hotkeys.errors import GrabError, GrabProblem
from desktop_app.hotkeys.keys import Chord, Modifier

log = logging.getLogger(__name__)

# Qt's key names whose X keysym is named otherwise (the rest are the same, or a letter's
# lower case).
KEYSYMS = {
    "Space": "space",
    "Esc": "Escape",
    "PgUp": "Prior",
    "PgDown": "Next",
    "Ins": "Insert",
    "Del": "Delete",
    "Backspace": "BackSpace",
    "Enter": "KP_Enter",
    "+": "plus",
    "-": "minus",
    "=": "equal",
    ",": "comma",
    ".": "period",
    "/": "slash",
    ";": "semicolon",
    "'": "apostrophe",
    "`": "grave",
    "[": "bracketleft",
    "]": "bracketright",
    "\\": "backslash",
}


def keysym_name(key: str) -> str:
    return KEYSYMS.get(key, key.lower() if len(key) == 1 else key)


class X11Grab:
    def __init__(self, chord: Chord, on_press: Callable[[], None]) -> None:
        try:
            from Xlib import XK, X, error
            from Xlib.display import Display
        except ImportError as exc:  # python-xlib is a dependency: only a broken install
            raise GrabError(GrabProblem.UNAVAILABLE, str(exc)) from None
        try:
            self._display = Display()
        except Exception as exc:  # Xlib raises its own errors, and OSError, for no display
            raise GrabError(GrabProblem.UNAVAILABLE, type(exc).__name__) from None
        masks = {
            Modifier.CTRL: X.ControlMask,
            Modifier.SHIFT: X.ShiftMask,
            Modifier.ALT: X.Mod1Mask,
            Modifier.META: X.Mod4Mask,
        }
        keysym = XK.string_to_keysym(keysym_name(chord.key))
        self._keycode = self._display.keysym_to_keycode(keysym) if keysym else 0
        if not self._keycode:
            self._display.close()
            raise GrabError(GrabProblem.UNKNOWN_KEY, chord.key)
        modifiers = 0
        for modifier in chord.modifiers:
            modifiers |= masks[modifier]
        self._root = self._display.screen().root
        self._variants = [modifiers | extra for extra in (0, X.LockMask, X.Mod2Mask)]
        self._variants.append(modifiers | X.LockMask | X.Mod2Mask)
        caught = error.CatchError(error.BadAccess)
        for variant in self._variants:
            self._root.grab_key(
                self._keycode, variant, True, X.GrabModeAsync, X.GrabModeAsync, onerror=caught
            )
        self._display.sync()
        if caught.get_error() is not None:
            self._release()
            raise GrabError(GrabProblem.TAKEN, "+".join(sorted(m.value for m in chord.modifiers)))
        self._key_press = X.KeyPress
        self._on_press = on_press
        self._wake_read, self._wake_write = os.pipe()
        self._thread = threading.Thread(target=self._read, name="global shortcut", daemon=True)
        self._thread.start()

    def _read(self) -> None:
        display = self._display
        while True:
            ready, _, _ = select.select([display.fileno(), self._wake_read], [], [])
            if self._wake_read in ready:
                return
            try:
                while display.pending_events():
                    event = display.next_event()
                    if event.type == self._key_press and event.detail == self._keycode:
                        self._on_press()
            except Exception:  # the X server went away: no more presses
                log.warning("the global shortcut's display connection ended", exc_info=True)
                return

    def stop(self) -> None:
        if self._wake_write < 0:
            return
        os.write(self._wake_write, b"x")
        self._thread.join(5)
        os.close(self._wake_write)
        os.close(self._wake_read)
        self._wake_write = -1
        self._release()

    def _release(self) -> None:
        with contextlib.suppress(Exception):  # the display may be gone already
            for variant in self._variants:
                self._root.ungrab_key(self._keycode, variant)
            self._display.sync()
        with contextlib.suppress(Exception):
            self._display.close()
