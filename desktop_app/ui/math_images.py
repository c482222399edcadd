"""Formulas as images for the answer's document: ``math_render``'s SVG drawn by QtSvg."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from desktop_app.ui import math_render


@functools.lru_cache(maxsize=256)
def image(key: str, ratio: float) -> QImage | None:
    """The formula ``key`` names, drawn for a screen of ``ratio`` device pixels per pixel, or
    None when no formula has that key (then the document shows nothing in its place)."""
    formula = math_render.formula(key)
    if formula is None:
        return None
    renderer = QSvgRenderer(QByteArray(formula.svg))
    if not renderer.isValid():
        return None
    size = QSize(math.ceil(formula.width * ratio), math.ceil(formula.height * ratio))
    drawn = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    drawn.fill(Qt.GlobalColor.transparent)
    painter = QPainter(drawn)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    drawn.setDevicePixelRatio(ratio)
    return drawn


def source_of(name: str) -> str | None:
    """The TeX source, with delimiters, of an image the answer's document names."""
    scheme, _, key = name.partition(":")
    if scheme != math_render.MATH_SCHEME:
        return None
    formula = math_render.formula(key)
    return formula.source if formula is not None else None
