"""Where the window was: its geometry, the list's width, the conversation open, the zoom; and
windows kept inside the screen they open on.

Kept with Qt's own settings format (an INI file in the data folder, ``window.ini``), apart from
``settings.json``: it changes at every quit, means nothing on another computer, and a saved
geometry is Qt's own bytes (``saveGeometry``), which put a window back on a screen that still
exists. Nothing here is a preference the person chose.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStyle, QWidget

from desktop_app.ui.window.responsive import SIDEBAR_WIDTH


@dataclass(frozen=True, slots=True)
class WindowState:
    geometry: bytes = b""  # QWidget.saveGeometry()
    sidebar_width: int = SIDEBAR_WIDTH  # px, as the person dragged it
    conversation: str | None = None  # the id of the conversation that was open
    zoom: int = 0  # steps from the system's font size


class WindowMemory:
    """Reads and writes a ``WindowState`` in an INI file."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def _settings(self) -> QSettings:
        return QSettings(str(self.path), QSettings.Format.IniFormat)

    def load(self) -> WindowState:
        settings = self._settings()

        def raw(key: str) -> bytes:
            value = settings.value(key)
            return bytes(value.data()) if isinstance(value, QByteArray) else b""

        def number(key: str, default: int) -> int:
            try:
                return int(str(settings.value(key, default)))
            except ValueError:
                return default  # a hand-edited file: the default

        return WindowState(
            geometry=raw("window/geometry"),
            sidebar_width=number("window/sidebar_width", SIDEBAR_WIDTH),
            conversation=str(settings.value("window/conversation", "") or "") or None,
            zoom=number("window/zoom", 0),
        )

    def save(self, state: WindowState) -> None:
        settings = self._settings()
        settings.setValue("window/geometry", QByteArray(state.geometry))
        settings.setValue("window/sidebar_width", state.sidebar_width)
        settings.setValue("window/conversation", state.conversation or "")
        settings.setValue("window/zoom", state.zoom)
        settings.sync()


def available_area(widget: QWidget) -> QRect:
    """The part of the widget's screen windows may use (without task bars and docks)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_margins(widget: QWidget) -> QSize:
    """What the window manager's frame adds to the window's size. Before the window is first
    shown the frame is not known (on X11 it comes once the window manager has framed it), and
    fitting the bare window to the screen let the title bar push its bottom off the screen:
    then a title bar's height and a border are assumed."""
    frame = widget.frameGeometry()
    extra = QSize(frame.width() - widget.width(), frame.height() - widget.height())
    frameless = bool(widget.windowFlags() & Qt.WindowType.FramelessWindowHint)
    if extra.width() > 0 or extra.height() > 0 or frameless:
        return extra
    style = widget.style()
    title = style.pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, widget)
    border = style.pixelMetric(QStyle.PixelMetric.PM_MdiSubWindowFrameWidth, None, widget)
    title = max(title, widget.fontMetrics().height() + 2 * border)
    return QSize(2 * border, title + 2 * border)


def fit_to_screen(widget: QWidget) -> None:
    """Makes a window no larger than its screen's free area, and moves it inside it.

    A window whose layout needs more than the screen keeps its minimum: it cannot be made
    smaller than its contents allow."""
    area = available_area(widget)
    extra = frame_margins(widget)
    room = (area.size() - extra).expandedTo(QSize(1, 1))
    size = widget.size().boundedTo(room).expandedTo(widget.minimumSize())
    if size != widget.size():
        widget.resize(size)
    frame = widget.frameGeometry()
    width, height = widget.width() + extra.width(), widget.height() + extra.height()
    x = max(area.left(), min(frame.left(), area.right() - width + 1))
    y = max(area.top(), min(frame.top(), area.bottom() - height + 1))
    if (x, y) != (frame.left(), frame.top()):
        if frame.size() == widget.size():
            # Not framed yet: the position given lands on the window itself and the window
            # manager puts its frame above it, so the title bar would be off the screen.
            x, y = x + extra.width() // 2, y + extra.height() - extra.width() // 2
        widget.move(x, y)


# Menus, tooltips and popups place themselves, next to what opened them.
_PLACE_THEMSELVES = (Qt.WindowType.Popup, Qt.WindowType.ToolTip)


class ScreenFit(QObject):
    """Installed on the application: every window and dialog, as it is shown, fits its screen
    (a settings dialog at 2x scaling, a window restored on a smaller monitor)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and watched.windowType() not in _PLACE_THEMSELVES
        ):
            fit_to_screen(watched)
        return False
