"""Under a stored message: Copy and Edit (the person's messages) or Regenerate (answers), the
version switcher "< 2/3 >" when the message has other versions, Inspect when the request and
stream of the answer were recorded; and the editor Edit opens in its place.

The actions are flat icon buttons, their words in tooltips and accessible names; they show while
the pointer is over the message or them, or the focus is on one (``HoverReveal``). The version
switcher always shows: it says which version is on the page.

The widgets only say what was asked for (signals carrying message ids); the page does it
(``page_versions.py``). Left and Right switch versions while the switcher has the focus.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.store.conversations import StoredMessage, Versions
from desktop_app.ui.chat.hover_reveal import HoverReveal
from desktop_app.ui.theme.icon_buttons import CopyTick, icon_button, name
from desktop_app.ui.theme.icons import Icon

ACTIONS_NAME = "messageActions"
EDITOR_NAME = "messageEditor"


class Kind(Enum):
    """What a stored message offers besides its versions."""

    YOURS = "yours"  # Edit and send again
    ANSWER = "answer"  # Regenerate
    ROUND = "round"  # a tool round: only its versions, if any


def kind_of(message: StoredMessage) -> Kind | None:
    """None: nothing to offer (a tool result, the draft of a failed or interrupted turn: it has
    Retry). A stop before the first word is stored as a draft, and can be regenerated."""
    if message.role == "user":
        return Kind.YOURS
    if message.role != "assistant" or (message.draft and message.outcome != "cancelled"):
        return None
    return Kind.ROUND if message.tool_calls_json else Kind.ANSWER


_ARROW_STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}


class MessageActions(QWidget):
    copy_requested = Signal(int)
    edit_requested = Signal(int)
    regenerate_requested = Signal(int)
    version_requested = Signal(int, int)  # the id of the version to show, and the step (-1, 1)
    inspect_requested = Signal(int)
    clear_context_requested = Signal(int)  # sending starts after this message
    branch_requested = Signal(int)  # a new conversation up to and including it

    def __init__(
        self,
        message_id: int,
        kind: Kind,
        versions: Versions | None,
        parent: QWidget | None,
        *,
        inspectable: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(ACTIONS_NAME)
        self.message_id = message_id
        self.kind = kind
        self.versions = versions if versions is not None and versions.count > 1 else None
        self.tools = QWidget(self)  # the actions that show on hover and focus
        self.copy_button = icon_button(Icon.COPY, self.tools)
        self.copy_button.clicked.connect(lambda: self.copy_requested.emit(message_id))
        self.copy_button.setVisible(kind is Kind.YOURS)
        self.copy_tick = CopyTick(self.copy_button)
        self.edit_button = icon_button(Icon.EDIT, self.tools)
        self.edit_button.clicked.connect(lambda: self.edit_requested.emit(message_id))
        self.edit_button.setVisible(kind is Kind.YOURS)
        self.regenerate_button = icon_button(Icon.REGENERATE, self.tools)
        self.regenerate_button.clicked.connect(lambda: self.regenerate_requested.emit(message_id))
        self.regenerate_button.setVisible(kind is Kind.ANSWER)
        self.inspect_button = icon_button(Icon.INSPECT, self.tools)
        self.inspect_button.clicked.connect(lambda: self.inspect_requested.emit(message_id))
        self.inspect_button.setVisible(inspectable)
        # The message's menu: what is done from here on (``context/page.py`` does it).
        self.more_button = icon_button(Icon.MORE, self.tools)
        self.more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.more_button.setStyleSheet("QToolButton::menu-indicator { image: none; }")
        menu = QMenu(self.more_button)
        self.clear_action = menu.addAction("")
        self.clear_action.triggered.connect(lambda: self.clear_context_requested.emit(message_id))
        self.branch_action = menu.addAction("")
        self.branch_action.triggered.connect(lambda: self.branch_requested.emit(message_id))
        self.more_button.setMenu(menu)
        tools = QHBoxLayout(self.tools)
        tools.setContentsMargins(0, 0, 0, 0)
        tools.setSpacing(0)
        for button in (
            self.copy_button,
            self.edit_button,
            self.regenerate_button,
            self.inspect_button,
        ):
            tools.addWidget(button)
        # The menu on the outer side: Edit stays under the bubble's edge, Regenerate under the
        # answer's.
        tools.insertWidget(0 if kind is Kind.YOURS else tools.count(), self.more_button)
        self.previous_button = QPushButton("‹", self)
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.position = QLabel(self)
        self.next_button = QPushButton("›", self)
        self.next_button.clicked.connect(lambda: self.step(1))
        switcher = (self.previous_button, self.position, self.next_button)
        for widget in switcher:
            widget.setVisible(self.versions is not None)
        if self.versions is not None:
            self.previous_button.installEventFilter(self)
            self.next_button.installEventFilter(self)
            self.position.setText(f"{self.versions.position}/{self.versions.count}")
            self.previous_button.setEnabled(self.versions.neighbour(-1) is not None)
            self.next_button.setEnabled(self.versions.neighbour(1) is not None)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        if kind is Kind.YOURS:  # under the person's bubble, on the right where the bubble ends
            row.addStretch(1)
        for part in (*switcher, self.tools):
            row.addWidget(part)
        if kind is not Kind.YOURS:
            row.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.reveal = HoverReveal(self.tools)
        self.reveal.watch(self)
        self.retranslate()

    def follow(self, message: QWidget) -> None:
        """The pointer over ``message`` (the one this bar is under) shows the actions too."""
        self.reveal.watch(message)

    def copied(self) -> None:
        """The message is on the clipboard: Copy shows a tick for a moment."""
        self.copy_tick.copied()

    def retranslate(self) -> None:
        for button, text, description in (
            (self.copy_button, self.tr("Copy"), self.tr("Copies your message to the clipboard")),
            (self.edit_button, self.tr("Edit"), self.tr("Edit your message and send it again")),
            (self.regenerate_button, self.tr("Regenerate"), self.tr("Asks the model again")),
            (
                self.inspect_button,
                self.tr("Inspect"),
                self.tr("Shows the request as sent and the stream as received"),
            ),
        ):
            name(button, text, description)
        name(self.more_button, self.tr("More"), self.tr("More actions for this message"))
        self.clear_action.setText(self.tr("Clear context here"))
        self.branch_action.setText(self.tr("Branch from here"))
        self.previous_button.setAccessibleName(self.tr("Previous version"))
        self.next_button.setAccessibleName(self.tr("Next version"))
        if self.versions is not None:
            said = self.tr("Version %1 of %2")
            said = said.replace("%1", str(self.versions.position))
            self.position.setAccessibleName(said.replace("%2", str(self.versions.count)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def step(self, step: int) -> None:
        """Shows the previous (-1) or next (1) version, if there is one."""
        target = self.versions.neighbour(step) if self.versions is not None else None
        if target is not None:
            self.version_requested.emit(target, step)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Left and Right on the switcher's arrows: a button would move the focus instead."""
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            step = _ARROW_STEPS.get(Qt.Key(event.key()))
            if step is not None:
                self.step(step)
                return True
        return super().eventFilter(watched, event)


class MessageEditor(QWidget):
    """The person's message, editable in place: Send (Ctrl+Enter) makes it a new version,
    Cancel (Escape) leaves everything as it was."""

    submitted = Signal(int, str)
    cancelled = Signal()

    def __init__(self, message_id: int, text: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setObjectName(EDITOR_NAME)
        self.message_id = message_id
        self.text_edit = QPlainTextEdit(self)
        self.text_edit.setPlainText(text)
        self.text_edit.installEventFilter(self)
        self.send_button = QPushButton(self)
        self.send_button.clicked.connect(self.submit)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancelled.emit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text_edit)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.text_edit.setAccessibleName(self.tr("Edit your message"))
        self.send_button.setText(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def submit(self) -> None:
        text = self.text_edit.toPlainText()
        if text.strip():
            self.submitted.emit(self.message_id, text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.text_edit or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        control = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        sends = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and bool(control)
        cancels = event.key() == Qt.Key.Key_Escape
        if event.type() == QEvent.Type.ShortcutOverride and (sends or cancels):
            event.accept()  # these keys are the editor's, not the window's shortcuts
            return True
        if event.type() == QEvent.Type.KeyPress and sends:
            self.submit()
            return True
        if event.type() == QEvent.Type.KeyPress and cancels:
            self.cancelled.emit()
            return True
        return super().eventFilter(watched, event)
