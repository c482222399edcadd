"""A desktop of its own for a test: Xvfb on a free display, openbox as the window manager and
trayer as the tray, all from Debian packages (.ci/run installs them); nothing is fetched. A
missing one fails the test with the package's name: these tests are part of the default run."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pytest
from Xlib import X
from Xlib.display import Display

# The program each test runs, and the Debian package it comes in.
ICON_SIZE = 64  # a tray icon is smaller than this; the window and the box are larger
TOOLS = {"Xvfb": "xvfb", "openbox": "openbox", "trayer": "trayer", "xdotool": "xdotool"}


def require_tools() -> None:
    missing = [f"{tool} (Debian package {package})" for tool, package in TOOLS.items()]
    missing = [m for tool, m in zip(TOOLS, missing, strict=True) if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"not installed: {', '.join(missing)}; .ci/run installs them with apt")


@dataclass
class XSession:
    display: str

    def env(self) -> dict[str, str]:
        environment = {k: v for k, v in os.environ.items() if not k.startswith("WAYLAND")}
        environment.pop("XDG_SESSION_TYPE", None)
        return environment | {"DISPLAY": self.display, "QT_QPA_PLATFORM": "xcb"}

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=self.env(), capture_output=True, text=True, timeout=30
        )
        return done.stdout.strip() if done.returncode == 0 else ""

    def visible(self, name: str) -> bool:
        return bool(self.xdotool("search", "--onlyvisible", "--name", name))

    def wait(self, condition, what: str, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < deadline, f"{what}: not in time"
            time.sleep(0.1)

    def tray_icons(self, class_part: str) -> list[tuple[int, int]]:
        """The centres of the icons shown in the tray whose window class names ``class_part``:
        small windows of that class, mapped, below a window of the tray's (trayer's)."""
        display = Display(self.display)
        try:
            root = display.screen().root
            found = []
            pending = [(child, False) for child in root.query_tree().children]
            while pending:
                window, in_tray = pending.pop()
                names = [name.lower() for name in (window.get_wm_class() or ())]
                in_tray = in_tray or "trayer" in names
                pending.extend((child, in_tray) for child in window.query_tree().children)
                geometry = window.get_geometry()
                mapped = window.get_attributes().map_state == X.IsViewable
                small = geometry.width <= ICON_SIZE and geometry.height <= ICON_SIZE
                if in_tray and mapped and small and any(class_part in n for n in names):
                    origin = root.translate_coords(window, 0, 0)
                    found.append((origin.x + geometry.width // 2, origin.y + geometry.height // 2))
            return found
        finally:
            display.close()


@contextmanager
def x_session() -> Iterator[XSession]:
    require_tools()
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    started: list[subprocess.Popen] = [server]
    try:
        with os.fdopen(read) as numbers:
            number = numbers.readline().strip()
        assert number, "Xvfb did not start"
        session = XSession(f":{number}")
        for command in (["openbox"], ["trayer", "--edge", "top", "--align", "right",
                                      "--widthtype", "request", "--height", "28"]):  # fmt: skip
            started.append(
                subprocess.Popen(
                    command,
                    env=session.env(),
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            )
        session.wait(lambda: _tray_owned(session.display), "the tray did not start")
        yield session
    finally:
        for process in reversed(started):
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)


def _tray_owned(display_name: str) -> bool:
    display = Display(display_name)
    try:
        owner = display.get_selection_owner(display.intern_atom("_NET_SYSTEM_TRAY_S0"))
        return owner != X.NONE
    finally:
        display.close()
