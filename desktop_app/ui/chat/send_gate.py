"""Whether the composer may send, and why not in words: a line above the composer and the Send
button's tooltip. The reasons are the composition root's (``Services.send_blocker``); this only
shows them. Also which provider a conversation shows when it is opened: its own, kept across
restarts, and none (not another one, silently) when its provider was removed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget

from desktop_app.store.conversations import Conversation
from desktop_app.ui.composer.provider_labels import shown_label
from desktop_app.ui.problems import problem
from desktop_app.ui.services import Services


def conversation_provider_row(
    services: Services, providers: QComboBox, conversation: Conversation | None
) -> int | None:
    """The row of the window's provider box that answers ``conversation``: its provider's row;
    -1 (no row) when that provider is gone; None when it has none yet (the box stays)."""
    if conversation is None or not conversation.provider_id:
        return None
    label = services.provider_label(conversation.provider_id)
    return -1 if label is None else providers.findData(label)


class SendGate(QLabel):
    """The line that says why nothing can be sent; hidden when a message can go."""

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.reason: str | None = None
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.hide()

    @property
    def open(self) -> bool:
        return self.reason is None

    def check(
        self, conversation_id: str | None, shown_model: str | None, send: QAbstractButton
    ) -> None:
        """Says whether the conversation's next message can go, on this line and as the
        tooltip of ``send`` (its own name when it can go)."""
        blocked = (
            self.services.send_blocker(conversation_id, shown_model) if conversation_id else None
        )
        names = [shown_label(str(value)) for value in blocked.values] if blocked else []
        self.reason = problem(blocked.kind, *names).sentence if blocked else None
        self.setText(self.reason or "")
        self.setAccessibleName(self.reason or "")
        self.setVisible(self.reason is not None)
        send.setToolTip(self.reason or send.accessibleName())
