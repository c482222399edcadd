"""The welcome's list of assistants: choosing one starts the empty conversation with its system
prompt, provider, model and parameters. Hidden when there are none."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from desktop_app.ui.widgets.accessibility import name_combo


class AssistantChooser(QWidget):
    """``chosen`` carries the name of the assistant picked."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox(self)
        self.combo.activated.connect(self._activated)
        self.caption = QLabel(self)
        self.caption.setBuddy(self.combo)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        row.addWidget(self.caption)
        row.addWidget(self.combo)
        row.addStretch(1)
        self.show_names(())
        self.retranslate()

    def show_names(self, names: Sequence[str], chosen: str | None = None) -> None:
        """The assistants offered now, ``chosen`` shown as picked; the first line only asks
        for a choice."""
        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItem("")
        for name in names:
            self.combo.addItem(name, name)
        self.combo.setCurrentIndex(max(0, self.combo.findData(chosen)) if chosen else 0)
        self.combo.blockSignals(False)
        self.retranslate()
        self.setVisible(bool(names))

    def _activated(self, index: int) -> None:
        name = self.combo.itemData(index)
        if isinstance(name, str):
            self.chosen.emit(name)

    def retranslate(self) -> None:
        self.caption.setText(self.tr("&Assistant:"))
        self.combo.setItemText(0, self.tr("Choose one…"))
        name_combo(
            self.combo,
            self.tr("Assistant"),
            self.tr("Starts this conversation with the assistant's instructions and model"),
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
