"""The composer as one card: the files attached, the message box, and under it Attach, the
chips (the model first), the context used, the menu, Stop and Send, all inside one rounded
frame. The card lays out what the pane's parts own: the model picker keeps the model and its
parameters, the attachment strip its files; the card adds the box and the buttons.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPlainTextEdit, QVBoxLayout, QWidget

from desktop_app.ui.composer.attachment_strip import AttachmentStrip
from desktop_app.ui.composer.chips import ChipsRow
from desktop_app.ui.composer.menu import ComposerMenu
from desktop_app.ui.composer.model_picker import ModelPicker
from desktop_app.ui.composer.slash_prompts import SlashPrompts
from desktop_app.ui.theme.icon_buttons import icon_button, name
from desktop_app.ui.theme.icons import Icon
from desktop_app.ui.theme.tokens import SPACING

CARD_NAME = "composerCard"  # the stylesheet draws the card by this name
_BOX_HEIGHT = 72


class MessageBox(QPlainTextEdit):
    """Enter sends; Shift+Enter starts a new line."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class ComposerCard(QFrame):
    def __init__(
        self, picker: ModelPicker, attachments: AttachmentStrip, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(CARD_NAME)
        self.box = MessageBox()
        self.box.setTabChangesFocus(True)  # Tab leaves the box; a tab character is rare
        self.box.setFixedHeight(_BOX_HEIGHT)
        self.box.setFrameShape(QFrame.Shape.NoFrame)  # the card is its frame
        self.slash = SlashPrompts(self.box, self)  # "/" lists the prompts
        self.attach_button = attachments.attach_button
        self._picker = picker
        self.chips = ChipsRow()  # the model first; further chips after it
        self.chips.add(picker)
        self.meter = picker.meter
        self.menu_button = icon_button(Icon.SLIDERS)
        picker.panel.setFrameShape(QFrame.Shape.NoFrame)  # the menu is its frame
        self.menu = ComposerMenu(self.menu_button, [picker.panel, attachments.pdf_as_documents])
        self.stop_button = icon_button(Icon.STOP)
        self.stop_button.setEnabled(False)
        self.stop_button.hide()  # shown while an answer is written
        self.send_button = icon_button(Icon.SEND)
        self.send_button.setAutoRaise(False)  # the one action the card is for stands out
        foot = QHBoxLayout()
        foot.setContentsMargins(0, 0, 0, 0)
        foot.setSpacing(SPACING.xs)
        foot.addWidget(self.attach_button)
        foot.addWidget(self.chips)
        foot.addStretch(1)
        foot.addWidget(self.meter)
        for button in (self.menu_button, self.stop_button, self.send_button):
            foot.addWidget(button)
        column = QVBoxLayout(self)
        column.setContentsMargins(SPACING.m, SPACING.s, SPACING.s, SPACING.s)
        column.setSpacing(SPACING.xs)
        column.addWidget(attachments)
        column.addWidget(picker.note)
        column.addWidget(self.slash.list)
        column.addWidget(self.slash.variables)
        column.addWidget(self.box)
        column.addLayout(foot)

    def retranslate(self) -> None:
        name(
            self.menu_button,
            self.tr("Message options"),
            self.tr("The model's parameters and how PDFs are sent"),
        )
        self.box.setPlaceholderText(self.tr("Ask anything (Enter sends, Shift+Enter: new line)"))
        self.slash.list.setAccessibleName(self.tr("Prompts"))
        self.slash.variables.setAccessibleName(self.tr("The prompt's blanks"))
        self.box.setAccessibleName(self.tr("Message"))
        self.box.setAccessibleDescription(
            self.tr("Enter or Ctrl+Enter sends; Shift+Enter starts a new line")
        )
        name(self.send_button, self.tr("Send"), self.tr("Sends the message to the model"))
        name(
            self.stop_button,
            self.tr("Stop the answer"),
            self.tr("Stops the answer being written (Escape)"),
        )
        self.stop_button.setText(self.tr("Stop"))

    def tab_chain(self) -> list[QWidget]:
        """After Send and Stop, Tab reaches the rest of the card in the order shown."""
        picker = self._picker
        later = [chip for chip in self.chips.chips() if chip is not picker]
        return [self.attach_button, picker.combo, picker.refresh_button, *later, self.menu_button]
