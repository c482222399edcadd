"""The window's icons: one set of line drawings (24-pixel grid, 2-pixel strokes, in
``icons/*.svg``, from Lucide under the ISC licence: ``icons/LICENSE-lucide.txt`` names each
source drawing) painted in the palette's colours, again whenever the theme changes.

Each SVG strokes in ``currentColor``; a button's icon is that drawing in its own palette's
button-text colour (the disabled colour for its disabled state), rendered at the sizes Qt
asks for and the screen's pixel ratio, each rendering kept.
"""

from __future__ import annotations

import enum
import functools
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QAbstractButton

FOLDER = Path(__file__).parent / "icons"
SIZES = (16, 20, 24, 32)


class Icon(enum.StrEnum):
    """An icon of the set, by the file it is drawn in."""

    SEND = "send"
    STOP = "stop"
    COPY = "copy"
    EDIT = "edit"
    REGENERATE = "regenerate"
    ATTACH = "attach"
    SETTINGS = "settings"
    NEW_CONVERSATION = "new-conversation"
    CHECK = "check"  # a copy done
    PLUS = "plus"
    SLIDERS = "sliders"  # the composer's parameters
    MORE = "more"
    FOLDER = "folder"
    FILE = "file"
    INSPECT = "inspect"  # the request and stream of an answer
    TEMPORARY = "temporary"  # a conversation kept in memory only


@functools.cache
def drawing(icon: Icon) -> str:
    return (FOLDER / f"{icon.value}.svg").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=256)
def pixmap(icon: Icon, colour: str, size: int, ratio: float = 1.0) -> QPixmap:
    """``icon`` drawn in ``colour`` (``#rrggbb``) at ``size`` device-independent pixels."""
    svg = drawing(icon).replace("currentColor", colour)
    renderer = QSvgRenderer(QByteArray(svg.encode()))
    side = round(size * ratio)
    image = QPixmap(side, side)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, side, side))
    finally:
        painter.end()
    image.setDevicePixelRatio(ratio)
    return image


def themed(icon: Icon, palette: QPalette, ratio: float = 1.0) -> QIcon:
    """The icon in ``palette``'s button-text colours, enabled and disabled."""
    result = QIcon()
    for mode, group in (
        (QIcon.Mode.Normal, QPalette.ColorGroup.Active),
        (QIcon.Mode.Disabled, QPalette.ColorGroup.Disabled),
    ):
        colour = palette.color(group, QPalette.ColorRole.ButtonText).name(QColor.NameFormat.HexRgb)
        for size in SIZES:
            result.addPixmap(pixmap(icon, colour, size, ratio), mode)
    return result


class _Wearer(QObject):
    """Keeps a button's icon in its palette's colours (a theme switch changes the palette)."""

    def __init__(self, button: QAbstractButton, icon: Icon) -> None:
        super().__init__(button)
        self.icon = icon
        self._button = button
        button.installEventFilter(self)
        self.paint()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.DevicePixelRatioChange):
            self.paint()
        return False

    def paint(self) -> None:
        button = self._button
        button.setIcon(themed(self.icon, button.palette(), button.devicePixelRatioF()))
        size = button.fontMetrics().height()
        button.setIconSize(QSize(size, size))


def _wearer(button: QAbstractButton) -> _Wearer | None:
    return button.findChild(_Wearer, "", Qt.FindChildOption.FindDirectChildrenOnly)


def wear(button: QAbstractButton, icon: Icon) -> None:
    """``button`` shows ``icon``, in its palette's colours from now on; wearing another later
    replaces it (a Copy turning into a tick and back)."""
    wearer = _wearer(button)
    if wearer is not None:
        wearer.icon = icon
        wearer.paint()
        return
    _Wearer(button, icon)


def worn(button: QAbstractButton) -> Icon | None:
    """The icon ``button`` wears, if it wears one of the set."""
    wearer = _wearer(button)
    return wearer.icon if wearer is not None else None
