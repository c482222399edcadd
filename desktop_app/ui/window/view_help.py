"""The View and Help menus: zoom, recording for the inspector, the keyboard shortcuts sheet,
and About."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from desktop_app.net.inspection import Inspector
from desktop_app.paths import data_dir
from desktop_app.ui.dialogs.help_dialogs import AboutDialog, ShortcutsDialog
from desktop_app.ui.window.commands import Command
from desktop_app.ui.window.zoom import Zoom


class ViewAndHelp(QObject):
    """Owns the zoom and opens the Help windows for ``window``."""

    def __init__(
        self,
        window: QWidget,
        data_folder: Callable[[], Path] = data_dir,
        *,
        inspector: Inspector | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        # Off at every start: requests and streams are recorded only while the person asks.
        self.inspector = inspector or Inspector()
        self._data_folder = data_folder
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self.zoom = Zoom(app, self)
        self.dialog: QDialog | None = None  # the Help window open, if any

    def commands(self, actions: Callable[[], dict[str, QAction]]) -> tuple[Command, ...]:
        """``actions`` gives the window's actions by name once they exist (for the sheet)."""
        standard = QKeySequence.StandardKey
        return (
            Command(
                "zoom_in",
                "view",
                (QKeySequence("Ctrl+="), QKeySequence("Ctrl++"), standard.ZoomIn),
                self.zoom.zoom_in,
            ),
            Command(
                "zoom_out", "view", (QKeySequence("Ctrl+-"), standard.ZoomOut), self.zoom.zoom_out
            ),
            Command("zoom_reset", "view", (QKeySequence("Ctrl+0"),), self.zoom.reset),
            Command(
                "record_requests",
                "view",
                (),
                lambda: self._record(actions()["record_requests"].isChecked()),
                checkable=True,
            ),
            Command(
                "shortcuts",
                "help",
                (QKeySequence("Ctrl+/"),),
                lambda: self._open(ShortcutsDialog(actions().values(), self._window)),
            ),
            Command(
                "about",
                "help",
                (),
                lambda: self._open(AboutDialog(self._data_folder(), self._window)),
            ),
        )

    def _record(self, on: bool) -> None:
        """Answers started from now on are recorded for their Inspect button (or no longer)."""
        self.inspector.enabled = on

    def _open(self, dialog: QDialog) -> None:
        """Not modal: the window stays usable beside it; it goes when closed."""
        if self.dialog is not None:
            self.dialog.close()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: self._forget(dialog))
        self.dialog = dialog
        dialog.show()

    def _forget(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def retranslate(self, actions: dict[str, QAction], menus: dict[str, QMenu]) -> None:
        menus["view"].setTitle(self.tr("&View"))
        menus["help"].setTitle(self.tr("&Help"))
        texts = {
            "zoom_in": (self.tr("Zoom &in"), self.tr("Makes the text larger")),
            "zoom_out": (self.tr("Zoom &out"), self.tr("Makes the text smaller")),
            "zoom_reset": (self.tr("&Actual size"), self.tr("The text at the system's size")),
            "record_requests": (
                self.tr("&Record requests for Inspect"),
                self.tr(
                    "Keeps each answer's request and stream in memory until Arroyo closes, "
                    "for its Inspect button"
                ),
            ),
            "shortcuts": (
                self.tr("&Keyboard shortcuts"),
                self.tr("Lists the keys of every command"),
            ),
            "about": (
                self.tr("&About Arroyo"),
                self.tr("The version, the licence and where your data is kept"),
            ),
        }
        # The check mark says what the app does (another window may have turned it on).
        actions["record_requests"].setChecked(self.inspector.enabled)
        for name, (text, description) in texts.items():
            actions[name].setText(text)
            actions[name].setToolTip(description)
            actions[name].setStatusTip(description)
