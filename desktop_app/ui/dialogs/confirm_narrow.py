"""The question's narrow answers, beside "Allow once" and "Always allow this tool": allow files
under the call's folder for an hour, its web host for an hour, or its program in this
conversation (``agent.rules.offers_for``). Only what the request offers is shown, and nothing
for a once-only question (an undo)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.rules import Offer, RuleOffer


def _escaped(text: str) -> str:
    """As ``confirm_dialog.visible`` (which imports this module): a folder's name cannot fake
    another line of the button or reverse the text that follows it."""
    return text if text.isprintable() else text.encode("unicode_escape").decode("ascii")


class NarrowChoices(QWidget):
    def __init__(
        self,
        request: ConfirmationRequest,
        answer: Callable[[Decision], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.offers: tuple[RuleOffer, ...] = () if request.once_only else request.offers
        self.buttons: dict[Offer, QPushButton] = {}
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for offer in self.offers:
            button = QPushButton(self)
            button.setAutoDefault(True)  # answers Enter only once focused on purpose
            decision = Decision(offer.offer.value)
            button.clicked.connect(lambda _checked=False, d=decision: answer(d))
            layout.addWidget(button)
            self.buttons[offer.offer] = button
        layout.addStretch(1)
        self.setVisible(bool(self.offers))
        self.retranslate()

    def retranslate(self) -> None:
        for offer in self.offers:
            shown = _escaped(offer.shown)
            text, description = {
                Offer.FOLDER_FOR_AN_HOUR: (
                    self.tr("Allow for files under %1 for an hour"),
                    self.tr("This tool acts without asking on files in this folder for an hour"),
                ),
                Offer.HOST_FOR_AN_HOUR: (
                    self.tr("Allow for %1 for an hour"),
                    self.tr("This tool reaches this web host without asking for an hour"),
                ),
                Offer.PROGRAM_IN_CONVERSATION: (
                    self.tr("Allow %1 for this conversation"),
                    self.tr("This program runs without asking in this conversation"),
                ),
            }[offer.offer]
            button = self.buttons[offer.offer]
            if offer.offer is Offer.PROGRAM_IN_CONVERSATION:
                shown = f"`{shown}`"  # a program's name reads as code, as in the title
            button.setText(text.replace("%1", shown))
            button.setAccessibleName(button.text())
            button.setAccessibleDescription(description)
