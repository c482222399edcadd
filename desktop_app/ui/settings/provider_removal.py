"""Removing a provider: asked first, and undone from the bar it leaves while the settings stay
open. The removed entry's key leaves the keyring only once the removal is final (another
removal, a provider added, the window closed), so Undo brings the provider back whole."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from desktop_app.config.settings import ProviderEntry
from desktop_app.ui.composer.provider_labels import shown_label
from desktop_app.ui.settings.page import Phrases, fill, plain
from desktop_app.ui.widgets.asking import answer_of


@dataclass(frozen=True, slots=True)
class Removed:
    entry: ProviderEntry
    position: int  # where it was in the list: Undo puts it back there


class RemovalBar(QWidget):
    """Says which provider was removed, with Undo. ``undo_requested`` is the person's Undo."""

    undo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pending: Removed | None = None
        self._phrases = Phrases()
        self.text = plain(QLabel(self))
        self.undo_button = QPushButton(self)
        self.undo_button.setAutoDefault(False)
        self.undo_button.clicked.connect(lambda _checked=False: self.undo_requested.emit())
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.text, 1)
        row.addWidget(self.undo_button)
        self.hide()

    def retranslate(self) -> None:
        self.undo_button.setText(self.tr("&Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo the removal"))
        self.undo_button.setAccessibleDescription(self.tr("Puts the removed provider back"))
        self.text.setAccessibleName(self.tr("Removed provider"))
        self._phrases.again()

    async def confirm(self, entry: ProviderEntry) -> bool:
        """Asks before removing; Cancel is the default."""
        box = QMessageBox(self.window())
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Remove provider"))
        box.setText(fill(self.tr("Remove “%1”?"), shown_label(entry.label)))
        box.setInformativeText(
            self.tr(
                "Its stored key goes too. Conversations that used it keep their messages "
                "and ask for another provider."
            )
        )
        remove = box.addButton(self.tr("Remove"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        await answer_of(box)
        return box.clickedButton() is remove

    def show_removed(self, removed: Removed) -> None:
        self.pending = removed
        label = shown_label(removed.entry.label)
        self._phrases.say(self.text.setText, lambda: fill(self.tr("Removed “%1”."), label))
        self.show()

    def take(self) -> Removed | None:
        """The removal offered for undo, now final or undone; the bar goes."""
        removed, self.pending = self.pending, None
        self._phrases.clear(self.text.setText)
        self.hide()
        return removed
