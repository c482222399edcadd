"""``arroyo --screenshot``, run as a person runs it: a child process, offscreen, offline."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from desktop_app.gallery.scenes import Shot
from desktop_app.gallery.shots import file_name
from desktop_app.ui.theme import ThemeChoice


def _lightness(path) -> tuple[float, int]:
    """(mean lightness from 0 to 1, how many grey levels occur) of an image."""
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_Grayscale8)
    levels = bytearray()
    for row in range(image.height()):  # rows may be padded: read each row's own pixels
        levels += bytes(image.constScanLine(row))[: image.width()]
    return sum(levels) / (255 * len(levels)), len(set(levels))


def _screenshot(tmp_path, shots):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "ARROYO_DATA_DIR": str(tmp_path / "data"),
        "HOME": str(tmp_path),
    }
    arguments = ["--states", "answer", "--languages", "en", "--sizes", "800x600"]
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", "--screenshot", str(shots), *arguments],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )


def test_the_finished_answer_in_both_themes_at_800x600(tmp_path):
    shots = tmp_path / "shots"
    result = _screenshot(tmp_path, shots)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    names = {
        theme: file_name(Shot.ANSWER, theme, "en", QSize(800, 600))
        for theme in (ThemeChoice.LIGHT, ThemeChoice.DARK)
    }
    assert names[ThemeChoice.DARK] == "answer-dark-en-800x600.png"
    assert sorted(path.name for path in shots.iterdir()) == sorted(names.values())
    assert result.stdout.split() == [str(shots / name) for name in names.values()]
    measured = {}
    for theme, name in names.items():
        image = QImage(str(shots / name))
        assert (image.width(), image.height()) == (800, 600), name
        lightness, levels = _lightness(shots / name)
        assert levels > 32, f"{name} is nearly blank: {levels} grey levels"
        measured[theme] = lightness
    assert measured[ThemeChoice.DARK] < 0.3 < 0.7 < measured[ThemeChoice.LIGHT], measured
    assert not (tmp_path / "data").exists()  # its own data folder, gone at the end


def test_two_runs_give_identical_files(tmp_path):
    """The figures come from a stepping clock and the caret does not blink: no pixel of a
    picture depends on when it was taken."""
    first, second = tmp_path / "first", tmp_path / "second"
    for shots in (first, second):
        result = _screenshot(tmp_path, shots)
        assert result.returncode == 0, result.stderr
    names = sorted(path.name for path in first.iterdir())
    assert names and names == sorted(path.name for path in second.iterdir())
    for name in names:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name
