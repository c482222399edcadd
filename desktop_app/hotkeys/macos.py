"""macOS: Carbon's RegisterEventHotKey through ctypes. The press arrives as a Carbon event on
the main thread's run loop, which Qt's Cocoa loop runs. Written for macOS; this project's
machines run Linux, so it is not run by the tests."""

from __future__ import annotations

import ctypes
from collections.abc import Callable

from desktop_app.hotkeys.errors import GrabError, GrabProblem
from desktop_app.hotkeys.keys import Chord, Modifier

CARBON = "/System/Library/Frameworks/Carbon.framework/Carbon"
# Qt on macOS reads "Ctrl" as Command and "Meta" as Control.
MODIFIERS = {
    Modifier.CTRL: 1 << 8,
    Modifier.SHIFT: 1 << 9,
    Modifier.ALT: 1 << 11,
    Modifier.META: 1 << 12,
}
KEYBOARD_CLASS = int.from_bytes(b"keyb", "big")
HOT_KEY_PRESSED = 5
SIGNATURE = int.from_bytes(b"Arry", "big")
HOT_KEY_EXISTS = -9878
# Key codes of the ANSI layout (kVK_ANSI_*): where the key sits, whatever it prints.
KEY_CODES = {
    **dict(zip("ASDFHGZXCV", range(0x00, 0x0A), strict=True)),
    "B": 0x0B, "Q": 0x0C, "W": 0x0D, "E": 0x0E, "R": 0x0F, "Y": 0x10, "T": 0x11,
    "1": 0x12, "2": 0x13, "3": 0x14, "4": 0x15, "6": 0x16, "5": 0x17, "9": 0x19, "7": 0x1A,
    "8": 0x1C, "0": 0x1D, "O": 0x1F, "U": 0x20, "I": 0x22, "P": 0x23, "L": 0x25, "J": 0x26,
    "K": 0x28, "N": 0x2D, "M": 0x2E, "Return": 0x24, "Tab": 0x30, "Space": 0x31, "Esc": 0x35,
    "F1": 0x7A, "F2": 0x78, "F3": 0x63, "F4": 0x76, "F5": 0x60, "F6": 0x61, "F7": 0x62,
    "F8": 0x64, "F9": 0x65, "F10": 0x6D, "F11": 0x67, "F12": 0x6F,
}  # fmt: skip


class EventTypeSpec(ctypes.Structure):
    _fields_ = [("event_class", ctypes.c_uint32), ("event_kind", ctypes.c_uint32)]


class EventHotKeyID(ctypes.Structure):
    _fields_ = [("signature", ctypes.c_uint32), ("id", ctypes.c_uint32)]


HANDLER = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)


class MacGrab:
    def __init__(self, chord: Chord, on_press: Callable[[], None]) -> None:
        code = KEY_CODES.get(chord.key.upper() if len(chord.key) == 1 else chord.key)
        if code is None:
            raise GrabError(GrabProblem.UNKNOWN_KEY, chord.key)
        try:
            carbon = ctypes.CDLL(CARBON)
        except OSError as exc:
            raise GrabError(GrabProblem.UNAVAILABLE, str(exc)) from None
        carbon.GetApplicationEventTarget.restype = ctypes.c_void_p
        target = carbon.GetApplicationEventTarget()
        self._carbon = carbon

        # Kept referenced: Carbon holds only the C pointer of the Python callback.
        def pressed(_call: object, _event: object, _data: object) -> int:
            on_press()
            return 0

        self._handler = HANDLER(pressed)
        spec = EventTypeSpec(KEYBOARD_CLASS, HOT_KEY_PRESSED)
        self._handler_ref = ctypes.c_void_p()
        carbon.InstallEventHandler(
            ctypes.c_void_p(target), self._handler, 1, ctypes.byref(spec), None,
            ctypes.byref(self._handler_ref),
        )  # fmt: skip
        modifiers = 0
        for modifier in chord.modifiers:
            modifiers |= MODIFIERS[modifier]
        self._hot_key_ref = ctypes.c_void_p()
        status = carbon.RegisterEventHotKey(
            code, modifiers, EventHotKeyID(SIGNATURE, 1), ctypes.c_void_p(target), 0,
            ctypes.byref(self._hot_key_ref),
        )  # fmt: skip
        if status != 0:
            carbon.RemoveEventHandler(self._handler_ref)
            problem = GrabProblem.TAKEN if status == HOT_KEY_EXISTS else GrabProblem.UNAVAILABLE
            raise GrabError(problem, str(status))

    def stop(self) -> None:
        if self._hot_key_ref:
            self._carbon.UnregisterEventHotKey(self._hot_key_ref)
            self._carbon.RemoveEventHandler(self._handler_ref)
            self._hot_key_ref = ctypes.c_void_p()
