"""Qt's own options pass through to Qt beside Arroyo's commands; ``--help`` still answers."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from desktop_app.cli.parser import build_parser
from desktop_app.qt_arguments import split_qt_arguments


@pytest.mark.parametrize(
    ("argv", "qt", "rest"),
    [
        (["-style", "Fusion"], ["-style", "Fusion"], []),
        (["-style=Fusion", "-reverse"], ["-style=Fusion", "-reverse"], []),
        (
            ["-platform", "offscreen", "--screenshot", "out", "-qwindowgeometry", "640x480+0+0"],
            ["-platform", "offscreen", "-qwindowgeometry", "640x480+0+0"],
            ["--screenshot", "out"],
        ),
        (["--style", "Fusion", "--version"], ["--style", "Fusion"], ["--version"]),
        (["ask", "hello", "--model", "m"], [], ["ask", "hello", "--model", "m"]),
        # After "--" everything is Arroyo's, even what looks like Qt's.
        (["ask", "--", "-reverse"], [], ["ask", "--", "-reverse"]),
    ],
)
def test_qt_options_are_told_apart_from_arroyos(argv, qt, rest):
    assert split_qt_arguments(argv) == (qt, rest)


def test_arroyos_parser_accepts_what_is_left():
    _, rest = split_qt_arguments(["-style", "Fusion", "-reverse", "--screenshot", "shots"])
    args = build_parser().parse_args(rest)
    assert str(args.screenshot) == "shots" and args.command is None


def _run(*arguments: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, *arguments], capture_output=True, text=True, timeout=60, env=env
    )


def test_the_command_takes_qt_options_and_still_answers_help_and_version():
    helped = _run("-m", "desktop_app", "-style", "Fusion", "--help")
    assert helped.returncode == 0, helped.stderr
    assert "usage: arroyo" in helped.stdout and "-style" in helped.stdout
    version = _run("-m", "desktop_app", "-reverse", "-style", "Fusion", "--version")
    assert version.returncode == 0, version.stderr
    assert version.stdout.startswith("arroyo ")


def test_qt_reads_the_options_handed_to_it():
    """What the split gives Qt is what Qt understands: the style and the direction change."""
    program = (
        "from PySide6.QtWidgets import QApplication\n"
        "from desktop_app.qt_arguments import split_qt_arguments\n"
        "qt, rest = split_qt_arguments(['-style', 'Fusion', '-reverse', '--screenshot', 'x'])\n"
        "app = QApplication(['arroyo', *qt])\n"
        "print(app.style().name(), app.isRightToLeft(), rest)\n"
    )
    shown = _run("-c", program)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.split()[:2] == ["fusion", "True"]
