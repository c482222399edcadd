"""The Appearance area of the General page: the window's theme, applied as it is chosen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QWidget

from desktop_app.ui.settings.page import buddy
from desktop_app.ui.theme import ThemeChoice
from desktop_app.ui.widgets.accessibility import name_combo


class AppearanceBox(QGroupBox):
    """``save`` stores a choice (False: it could not be saved); ``on_theme`` wears it."""

    def __init__(
        self,
        current: str,
        save: Callable[[str], bool],
        on_theme: Callable[[str], object] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._save = save
        self._on_theme = on_theme
        self.theme_combo = QComboBox(self)
        for choice in ThemeChoice:
            self.theme_combo.addItem("", choice.value)
        self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(current)))
        self.theme_combo.activated.connect(lambda _index: self._chosen())
        self._caption = buddy(self, self.theme_combo)
        form = QFormLayout(self)
        form.addRow(self._caption, self.theme_combo)
        self.retranslate()

    def _chosen(self) -> None:
        choice = self.theme_combo.currentData()
        if self._save(choice) and self._on_theme is not None:
            self._on_theme(choice)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Appearance"))
        name_combo(
            self.theme_combo,
            self.tr("Theme"),
            self.tr("The colours of the window; they change at once"),
        )
        labels = {
            ThemeChoice.SYSTEM: self.tr("System"),
            ThemeChoice.LIGHT: self.tr("Light"),
            ThemeChoice.DARK: self.tr("Dark"),
            ThemeChoice.HIGH_CONTRAST: self.tr("High contrast"),
        }
        for index in range(self.theme_combo.count()):
            choice = ThemeChoice(self.theme_combo.itemData(index))
            self.theme_combo.setItemText(index, labels[choice])
        self._caption.setText(self.tr("T&heme:"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
