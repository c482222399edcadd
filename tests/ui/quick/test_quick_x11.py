"""The tray icon, the global shortcut and ``arroyo quick`` on a real X desktop: Xvfb, openbox
and trayer started by the test (``x_session``), the app in its own process on Qt's xcb."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.config.file import FORMAT_VERSION
from tests.support import REPO
from tests.ui.quick.x_session import XSession, x_session
from tests.ui.window.test_single_instance import stop, wait_for_window

pytestmark = pytest.mark.x11

BOX = "Quick ask"


@pytest.fixture(scope="module")
def desktop():
    with x_session() as session:
        yield session


def arroyo_on(session: XSession, data: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=REPO,
        env=session.env() | {"ARROYO_DATA_DIR": str(data)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def with_shortcut(data: Path, keys: str) -> None:
    data.mkdir(parents=True)
    document = {"version": FORMAT_VERSION, "providers": [], "app": {"quick_shortcut": keys}}
    (data / "settings.json").write_text(json.dumps(document), encoding="utf-8")


def test_the_shortcut_opens_the_box_and_the_tray_icon_hides_the_window(desktop, tmp_path):
    data = tmp_path / "data"
    with_shortcut(data, "Ctrl+Alt+K")
    window = arroyo_on(desktop, data)
    try:
        wait_for_window(data, window)
        desktop.wait(lambda: desktop.tray_icons("arroyo"), "the tray icon did not appear")
        assert not desktop.visible(BOX)
        desktop.xdotool("key", "ctrl+alt+k")  # typed into no window of Arroyo's
        desktop.wait(lambda: desktop.visible(BOX), "the shortcut did not open the box")
        # The key goes where the window manager put the focus: on the box, made sure of.
        desktop.xdotool("search", "--onlyvisible", "--name", BOX, "windowactivate", "--sync")
        desktop.xdotool("key", "Escape")
        desktop.wait(lambda: not desktop.visible(BOX), "Escape did not hide the box")
        assert desktop.visible("New conversation — Arroyo")
        x, y = desktop.tray_icons("arroyo")[0]
        desktop.xdotool("mousemove", str(x), str(y), "click", "1")
        desktop.wait(
            lambda: not desktop.visible("New conversation — Arroyo"),
            "a click on the tray icon did not hide the window",
        )
        assert window.poll() is None  # hidden, still running
    finally:
        stop(window)


def test_arroyo_quick_opens_the_box_of_the_running_window_or_starts_one(desktop, tmp_path):
    data = tmp_path / "data"
    starting = arroyo_on(desktop, data, "quick")  # none runs: Arroyo starts with the box open
    try:
        wait_for_window(data, starting)
        desktop.wait(lambda: desktop.visible(BOX), "arroyo quick did not open the box")
        desktop.xdotool("search", "--onlyvisible", "--name", BOX, "windowactivate", "--sync")
        desktop.xdotool("key", "Escape")
        desktop.wait(lambda: not desktop.visible(BOX), "Escape did not hide the box")
        second = arroyo_on(desktop, data, "quick")  # one runs: its box opens
        out, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert "quick ask box opened" in out
        desktop.wait(lambda: desktop.visible(BOX), "the running window did not open its box")
    finally:
        stop(starting)


def test_a_chord_another_program_holds_is_said_taken(desktop, monkeypatch):
    from desktop_app.hotkeys.keys import parse
    from desktop_app.hotkeys.mechanism import GrabError, GrabProblem
    from desktop_app.hotkeys.x11 import X11Grab

    monkeypatch.setenv("DISPLAY", desktop.display)
    chord = parse("Ctrl+Shift+F9")
    first = X11Grab(chord, lambda: None)
    try:
        with pytest.raises(GrabError) as raised:
            X11Grab(chord, lambda: None)
        assert raised.value.problem is GrabProblem.TAKEN
    finally:
        first.stop()
    X11Grab(chord, lambda: None).stop()  # let go: it can be taken again
