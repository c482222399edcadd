"""Arroyo's application icon: the SVG it is drawn in and the PNG sizes rendered from it.

The files live inside the package so that a source checkout, an installed wheel and a
PyInstaller bundle all find them beside this module. ``packaging/render_icons.py`` regenerates
the PNGs and the Windows and macOS containers from the SVG.
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).parent
SVG = FOLDER / "arroyo.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO = FOLDER / "arroyo.ico"
ICNS = FOLDER / "arroyo.icns"


def png(size: int) -> Path:
    return FOLDER / f"arroyo-{size}.png"
