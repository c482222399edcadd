"""The settings' pages named down the left side, as most apps' settings are.

Ten pages did not fit one row of tabs on a small screen: in Spanish at 800x600 the last tab and
the Close button were past the screen's edge. The pages stay in a QTabWidget whose own bar is
hidden, so they are found, shown and named through it as before (and Ctrl+Tab still moves
between them); this list mirrors its names and its current page, and each name's underlined
letter with Alt opens that page, as the tabs' did."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QListWidget,
    QSizePolicy,
    QTabWidget,
    QWidget,
)

from desktop_app.ui.theme import SPACING
from desktop_app.ui.theme.stylesheet import SETTINGS_PAGES as OBJECT_NAME


def _shown(text: str) -> str:
    """A tab's text as a list shows it: the mnemonic's ``&`` gone, a ``&&`` one ``&``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class PageList(QListWidget):
    def __init__(self, tabs: QTabWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tabs = tabs
        self._shortcuts: list[QShortcut] = []
        tabs.tabBar().hide()
        tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the list takes the focus
        tabs.setDocumentMode(True)  # no frame of its own: the page sits beside the list
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setObjectName(OBJECT_NAME)  # the style sheet draws it on the window, rows rounded
        self.setFrameShape(QFrame.Shape.NoFrame)  # a list of places, not data
        self.currentRowChanged.connect(self._show_page)
        tabs.currentChanged.connect(self.setCurrentRow)

    def refresh(self) -> None:
        """The pages' names as the tabs have them now (after they were set or translated)."""
        self.blockSignals(True)
        self.clear()
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = []
        for index in range(self.tabs.count()):
            text = self.tabs.tabText(index)
            self.addItem(_shown(text))
            keys = QKeySequence.mnemonic(text)
            if not keys.isEmpty():
                shortcut = QShortcut(keys, self.window())
                shortcut.activated.connect(lambda row=index: self._open(row))
                self._shortcuts.append(shortcut)
        self.setCurrentRow(self.tabs.currentIndex())
        self.blockSignals(False)
        width = self.sizeHintForColumn(0) + 2 * (self.frameWidth() + SPACING.s)
        self.setFixedWidth(width)

    def _open(self, row: int) -> None:
        self.setCurrentRow(row)
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _show_page(self, row: int) -> None:
        if row >= 0:
            self.tabs.setCurrentIndex(row)
