"""The small icons drawn inside an answer's document (the Copy control of a code block).

Drawn here from SVG paths in the theme's link colour, so they follow the theme: a document
names an icon with the theme in its URL (``arroyo-icon:copy/dark``), and the answer is rendered
again on a theme switch. The paths are this project's own (two sheets for copy, a tick for
copied), on a 16-unit grid.
"""

from __future__ import annotations

import enum
import functools
import math

from PySide6.QtCore import QByteArray, QSize
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from desktop_app.ui.theme.tokens import COLOURS, Theme

ICON_SCHEME = "arroyo-icon"
ICON_PX = 14  # the icon's size in the document, beside text of the body size


class DocumentIcon(enum.Enum):
    COPY = "copy"
    COPIED = "check"


_PATHS = {
    DocumentIcon.COPY: (
        '<rect x="5.5" y="5.5" width="8" height="9" rx="1.5" fill="none" stroke="{c}"/>'
        '<path d="M3.5 10.5h-.5a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v1" '
        'fill="none" stroke="{c}"/>'
    ),
    DocumentIcon.COPIED: (
        '<path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="{c}" stroke-width="1.6" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    ),
}


def url(icon: DocumentIcon, theme: Theme) -> str:
    return f"{ICON_SCHEME}:{icon.value}/{theme.value}"


def svg(icon: DocumentIcon, theme: Theme) -> bytes:
    colour = COLOURS[theme].link
    body = _PATHS[icon].replace("{c}", colour)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">'
        f"{body}</svg>"
    ).encode()


@functools.lru_cache(maxsize=32)
def image(path: str, ratio: float) -> QPixmap | None:
    """The icon a document names by ``path`` (``copy/dark``), or None for an unknown one."""
    name, _, theme_name = path.partition("/")
    try:
        icon, theme = DocumentIcon(name), Theme(theme_name)
    except ValueError:
        return None
    side = math.ceil(ICON_PX * ratio)
    drawn = QImage(QSize(side, side), QImage.Format.Format_ARGB32_Premultiplied)
    drawn.fill(0)  # every pixel fully transparent before the drawing
    painter = QPainter(drawn)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray(svg(icon, theme))).render(painter)
    painter.end()
    drawn.setDevicePixelRatio(ratio)
    # A pixmap: Qt's text layout and painting ask for one, and would convert an image each time.
    return QPixmap.fromImage(drawn)
