"""Quick ask on the General page: keeping Arroyo in the tray when the window is closed, and
the global shortcut that opens the ask box (off until a key is chosen). Where the platform
offers no shortcut for the whole desktop, the page says so and names `arroyo quick`."""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QPushButton,
    QSystemTrayIcon,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.settings import ProviderSettings
from desktop_app.hotkeys.mechanism import Mechanism, detect
from desktop_app.ui.settings.page import buddy, plain

PORTABLE = QKeySequence.SequenceFormat.PortableText


class QuickAskSettings(QGroupBox):
    def __init__(
        self,
        settings: ProviderSettings,
        *,
        apply: Callable[[Callable[[], object]], object] = lambda change: change(),
        mechanism: Mechanism | None = None,
        tray_available: bool | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._apply = apply  # the page's: a file that cannot be written is said
        self.mechanism = (
            mechanism
            if mechanism is not None
            else detect(QGuiApplication.platformName(), os.environ)
        )
        self.tray_available = (
            QSystemTrayIcon.isSystemTrayAvailable() if tray_available is None else tray_available
        )
        app = settings.app
        self.keep_in_tray = QCheckBox(self)
        self.keep_in_tray.setChecked(app.keep_in_tray)
        self.keep_in_tray.setEnabled(self.tray_available)
        self.keep_in_tray.toggled.connect(
            lambda on: self._apply(lambda: self.settings.update_app(keep_in_tray=on))
        )
        self.shortcut = QKeySequenceEdit(QKeySequence(app.quick_shortcut), self)
        self.shortcut.setMaximumSequenceLength(1)  # one chord: what every platform registers
        self.shortcut.editingFinished.connect(self.commit)
        self.clear_button = QPushButton(self)
        self.clear_button.clicked.connect(self._clear)
        can_register = self.mechanism is not Mechanism.NONE
        self.shortcut.setEnabled(can_register)
        self.clear_button.setEnabled(can_register)
        self._shortcut_caption = buddy(self, self.shortcut)
        self.note = plain(QLabel(self))
        row = QHBoxLayout()
        row.addWidget(self.shortcut, 1)
        row.addWidget(self.clear_button)
        form = QFormLayout()
        form.addRow(self._shortcut_caption, row)
        layout = QVBoxLayout(self)
        layout.addWidget(self.keep_in_tray)
        layout.addLayout(form)
        layout.addWidget(self.note)
        self.retranslate()

    def commit(self) -> None:
        text = self.shortcut.keySequence().toString(PORTABLE)
        if text != self.settings.app.quick_shortcut:
            self._apply(lambda: self.settings.update_app(quick_shortcut=text))

    def _clear(self) -> None:
        self.shortcut.clear()
        self.commit()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Quick ask"))
        keep = self.tr("Keep Arroyo in the tray when the window is closed")
        self.keep_in_tray.setText(keep)
        self.keep_in_tray.setAccessibleName(keep)
        if not self.tray_available:
            self.keep_in_tray.setToolTip(self.tr("This desktop shows no tray icons."))
        self._shortcut_caption.setText(self.tr("Global &shortcut:"))
        shortcut_name = self.tr("Global shortcut for the quick ask box")
        self.shortcut.setAccessibleName(shortcut_name)
        for field in self.shortcut.findChildren(QLineEdit):  # where the keys are typed
            field.setAccessibleName(shortcut_name)
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setAccessibleName(self.tr("Clear the global shortcut"))
        registering = self.tr(
            "Press the keys that open the quick ask box from any application. "
            "The command arroyo quick opens it too."
        )
        notes = {
            Mechanism.X11: registering,
            Mechanism.WINDOWS: registering,
            Mechanism.MACOS: registering,
            Mechanism.WAYLAND: self.tr(
                "On Wayland the desktop's shortcuts portal registers the keys, and may ask you "
                "to confirm them. Where the desktop has no such portal, bind the command "
                "arroyo quick to a key in its keyboard settings."
            ),
            Mechanism.NONE: self.tr(
                "Global shortcuts are not available here. "
                "The command arroyo quick opens the quick ask box."
            ),
        }
        self.note.setText(notes[self.mechanism])
        self.note.setAccessibleName(self.tr("Where the global shortcut works"))
