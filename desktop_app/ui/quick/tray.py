"""The tray icon, where the desktop has a tray: New conversation, Quick ask, Show/Hide, Quit.
A click on the icon itself shows or hides the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon


class TrayIcon(QObject):
    def __init__(
        self,
        icon: QIcon,
        *,
        new_conversation: Callable[[], None],
        quick_ask: Callable[[], None],
        show_or_hide: Callable[[], None],
        quit_app: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.menu = QMenu()
        self.actions: dict[str, QAction] = {}
        for name, slot in (
            ("new_conversation", new_conversation),
            ("quick_ask", quick_ask),
            ("show_or_hide", show_or_hide),
            ("quit", quit_app),
        ):
            if name == "quit":
                self.menu.addSeparator()
            action = self.menu.addAction("")
            action.setObjectName(name)
            action.triggered.connect(slot)
            self.actions[name] = action
        self.icon = QSystemTrayIcon(icon, self)
        self.icon.setContextMenu(self.menu)
        self._show_or_hide = show_or_hide
        self.icon.activated.connect(self._activated)
        self.retranslate()

    def retranslate(self) -> None:
        texts = {
            "new_conversation": self.tr("New conversation"),
            "quick_ask": self.tr("Quick ask…"),
            "show_or_hide": self.tr("Show or hide Arroyo"),
            "quit": self.tr("Quit Arroyo"),
        }
        for name, text in texts.items():
            self.actions[name].setText(text)
        self.icon.setToolTip(self.tr("Arroyo"))

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:  # a click, not the menu's
            self._show_or_hide()

    def show(self) -> None:
        self.icon.show()

    def notice(self, title: str, text: str) -> None:
        self.icon.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 8000)

    def close(self) -> None:
        self.icon.hide()
        self.menu.deleteLater()
