"""Whether the composer may send, and why not in words: a line above the composer and the Send
button's tooltip. The reasons are the composition root's (``Services.send_blocker``); this only
shows them. Also which provider a conversation shows when it is opened: its own, kept across
restarts, and none (not another one, silently) when its provider was removed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from desktop_app.errors import NotReady
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


# The reasons whose way out is in the Settings dialog: the line offers to open it.
_SETTINGS_WAY_OUT = frozenset(
    {NotReady.NO_PROVIDER, NotReady.NO_KEY, NotReady.NO_MODEL, NotReady.PROVIDER_REMOVED}
)


class SendGate(QWidget):
    """The line that says why nothing can be sent, with a way to the Settings when the way out
    is there; hidden when a message can go."""

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.reason: str | None = None
        self.line = QLabel(self)
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.PlainText)
        self.settings_button = QPushButton(self)
        self.settings_button.clicked.connect(lambda _checked=False: services.open_settings())
        self.settings_button.hide()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The line takes the width (a wrapped label given only its hint wraps early); the way
        # out stands at its end, as an information bar's action does.
        layout.addWidget(self.line, 1)
        layout.addWidget(self.settings_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.retranslate()
        self.hide()

    def text(self) -> str:
        return self.line.text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.settings_button.setText(self.tr("Open Settings"))
        self.settings_button.setAccessibleName(self.tr("Open Settings"))

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
        self.line.setText(self.reason or "")
        self.line.setAccessibleName(self.reason or "")
        self.settings_button.setVisible(blocked is not None and blocked.kind in _SETTINGS_WAY_OUT)
        self.setVisible(self.reason is not None)
        send.setToolTip(self.reason or send.accessibleName())
