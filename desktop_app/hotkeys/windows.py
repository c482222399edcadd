"""Windows: RegisterHotKey through ctypes, on a thread with its own message loop (a hot key
is delivered to the thread that registered it). Written for Windows; this project's machines
run Linux, so it is not run by the tests."""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Callable
from ctypes import wintypes

from desktop_app.hotkeys.errors import GrabError, GrabProblem
from desktop_app.hotkeys.keys import Chord, Modifier

MODIFIERS = {Modifier.ALT: 0x1, Modifier.CTRL: 0x2, Modifier.SHIFT: 0x4, Modifier.META: 0x8}
MOD_NOREPEAT = 0x4000  # held down, the key repeats: one press opens the box once
WM_HOTKEY, WM_QUIT = 0x0312, 0x0012
HOTKEY_ID = 0xA770
VIRTUAL_KEYS = {
    "Space": 0x20,
    "Return": 0x0D,
    "Tab": 0x09,
    "Esc": 0x1B,
    "PgUp": 0x21,
    "PgDown": 0x22,
    "End": 0x23,
    "Home": 0x24,
    "Left": 0x25,
    "Up": 0x26,
    "Right": 0x27,
    "Down": 0x28,
    "Ins": 0x2D,
    "Del": 0x2E,
    **{f"F{n}": 0x70 + n - 1 for n in range(1, 25)},
}


def virtual_key(key: str) -> int | None:
    if len(key) == 1 and key.isascii() and key.isalnum():
        return ord(key.upper())
    return VIRTUAL_KEYS.get(key)


class WindowsGrab:
    def __init__(self, chord: Chord, on_press: Callable[[], None]) -> None:
        key = virtual_key(chord.key)
        if key is None:
            raise GrabError(GrabProblem.UNKNOWN_KEY, chord.key)
        self._modifiers = MOD_NOREPEAT
        for modifier in chord.modifiers:
            self._modifiers |= MODIFIERS[modifier]
        self._key = key
        self._on_press = on_press
        self._registered = threading.Event()
        self._error: GrabError | None = None
        self._thread_id = 0
        self._thread = threading.Thread(target=self._run, name="global shortcut", daemon=True)
        self._thread.start()
        self._registered.wait(5)
        if self._error is not None:
            raise self._error

    def _run(self) -> None:
        user32 = ctypes.WinDLL("user32", use_last_error=True)  # type: ignore[attr-defined,unused-ignore]
        kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined,unused-ignore]
        self._thread_id = kernel32.GetCurrentThreadId()
        if not user32.RegisterHotKey(None, HOTKEY_ID, self._modifiers, self._key):
            self._error = GrabError(GrabProblem.TAKEN, str(ctypes.get_last_error()))  # type: ignore[attr-defined,unused-ignore]
            self._registered.set()
            return
        self._registered.set()
        message = wintypes.MSG()
        try:
            while user32.GetMessageW(ctypes.byref(message), None, 0, 0) > 0:
                if message.message == WM_HOTKEY and message.wParam == HOTKEY_ID:
                    self._on_press()
        finally:
            user32.UnregisterHotKey(None, HOTKEY_ID)

    def stop(self) -> None:
        if self._thread.is_alive() and self._thread_id:
            user32 = ctypes.WinDLL("user32")  # type: ignore[attr-defined,unused-ignore]
            user32.PostThreadMessageW(self._thread_id, WM_QUIT, 0, 0)
            self._thread.join(5)
