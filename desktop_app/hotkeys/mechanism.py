"""Which mechanism this session offers, and the grab it makes. A grab calls ``on_press`` on
its own thread (or the main one, on macOS) each time the chord is pressed, until ``stop``."""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable, Mapping
from typing import Protocol

from desktop_app.hotkeys.errors import GrabError, GrabProblem
from desktop_app.hotkeys.keys import Chord

__all__ = ["Grab", "GrabError", "GrabProblem", "Mechanism", "detect", "grab"]


class Mechanism(enum.Enum):
    X11 = "x11"
    WINDOWS = "windows"
    MACOS = "macos"
    WAYLAND = "wayland"  # the GlobalShortcuts portal where there is one; else `arroyo quick`
    NONE = "none"  # a platform without windows of its own (offscreen, a terminal)


class Grab(Protocol):
    def stop(self) -> None: ...


def detect(
    qt_platform: str, environment: Mapping[str, str], system: str = sys.platform
) -> Mechanism:
    """From Qt's platform plugin name: "xcb" under XWayland is Wayland (an X grab there only
    sees keys typed into X windows)."""
    if system == "win32":
        return Mechanism.WINDOWS
    if system == "darwin":
        return Mechanism.MACOS
    wayland = environment.get("XDG_SESSION_TYPE") == "wayland" or "WAYLAND_DISPLAY" in environment
    if qt_platform.startswith("wayland") or (qt_platform == "xcb" and wayland):
        return Mechanism.WAYLAND
    return Mechanism.X11 if qt_platform == "xcb" else Mechanism.NONE


def grab(mechanism: Mechanism, chord: Chord, on_press: Callable[[], None]) -> Grab:
    """Registers ``chord``; ``GrabError`` when it cannot."""
    if mechanism is Mechanism.X11:
        from desktop_app.hotkeys.x11 import X11Grab

        return X11Grab(chord, on_press)
    if mechanism is Mechanism.WINDOWS:  # written for Windows, not run on this project's machines
        from desktop_app.hotkeys.windows import WindowsGrab

        return WindowsGrab(chord, on_press)
    if mechanism is Mechanism.MACOS:  # written for macOS, not run on this project's machines
        from desktop_app.hotkeys.macos import MacGrab

        return MacGrab(chord, on_press)
    if mechanism is Mechanism.WAYLAND:  # the GlobalShortcuts portal, where the desktop has one
        from desktop_app.hotkeys.portal import PortalGrab

        return PortalGrab(chord, on_press)
    raise GrabError(GrabProblem.UNAVAILABLE, mechanism.value)
