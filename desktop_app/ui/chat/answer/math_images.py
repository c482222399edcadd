"""Formulas as images for the answer's document: ``math_render``'s SVG drawn by QtSvg."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QByteArray, QSize, QUrl
from PySide6.QtGui import QImage, QPainter, QPixmap, QTextDocument
from PySide6.QtSvg import QSvgRenderer

from desktop_app.ui.chat.answer import math_render
from desktop_app.ui.theme.tokens import COLOURS, Theme


@functools.lru_cache(maxsize=256)
def image(path: str, ratio: float) -> QPixmap | None:
    """The formula ``path`` names (``<key>/<theme>``), drawn in the theme's text colour for a
    screen of ``ratio`` device pixels per pixel, or None when there is no such formula (then
    the document shows nothing in its place)."""
    key, _, theme_name = path.partition("/")
    formula = math_render.formula(key)
    try:
        colour = COLOURS[Theme(theme_name)].text
    except ValueError:
        return None
    if formula is None:
        return None
    ink = f'fill="{math_render.INK}"'.encode()
    svg = formula.svg.replace(ink, f'fill="{colour}"'.encode())
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        return None
    size = QSize(math.ceil(formula.width * ratio), math.ceil(formula.height * ratio))
    drawn = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    drawn.fill(0)  # every pixel fully transparent before the drawing
    painter = QPainter(drawn)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    drawn.setDevicePixelRatio(ratio)
    # A pixmap: Qt's text layout and painting ask for one, and would convert an image each time.
    return QPixmap.fromImage(drawn)


def source_of(name: str) -> str | None:
    """The TeX source, with delimiters, of an image the answer's document names."""
    scheme, _, path = name.partition(":")
    if scheme != math_render.MATH_SCHEME:
        return None
    formula = math_render.formula(path.partition("/")[0])
    return formula.source if formula is not None else None


def formulas(document: QTextDocument) -> tuple[int, int]:
    """(formulas the document shows as images, those of them actually drawn): the screenshot
    command checks, in the bundle too, that a formula was drawn and not left blank."""
    named = drawn = 0
    block = document.begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            char_format = iterator.fragment().charFormat()
            name = char_format.toImageFormat().name() if char_format.isImageFormat() else ""
            if name.startswith(f"{math_render.MATH_SCHEME}:"):
                named += 1
                resource = document.resource(
                    QTextDocument.ResourceType.ImageResource.value, QUrl(name)
                )
                drawn += isinstance(resource, QPixmap) and not resource.isNull()
            iterator += 1
        block = block.next()
    return named, drawn
