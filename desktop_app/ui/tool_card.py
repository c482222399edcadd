"""A tool call in the flow of a turn: a compact card with the tool, the action in words and its
state, that unfolds to the arguments and the result.

The same card is painted live (waiting for approval, running, then how it ended) and from the
store after a restart (``ToolState.UNKNOWN`` when the app stopped while it ran). Colours come
from the palette's roles only; text is plain, never interpreted.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from desktop_app.session.turn_record import ToolState
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

OBJECT_NAME = "toolCard"
RESULT_SHOWN = 4_000  # characters of a result the card shows; a file can be megabytes

_STATES: dict[ToolState, str] = {
    ToolState.WAITING: QT_TRANSLATE_NOOP("ToolCard", "Waiting for your approval"),
    ToolState.RUNNING: QT_TRANSLATE_NOOP("ToolCard", "Running"),
    ToolState.DONE: QT_TRANSLATE_NOOP("ToolCard", "Done"),
    ToolState.DENIED: QT_TRANSLATE_NOOP("ToolCard", "Denied"),
    ToolState.FAILED: QT_TRANSLATE_NOOP("ToolCard", "Failed"),
    ToolState.INVALID: QT_TRANSLATE_NOOP("ToolCard", "Invalid, sent back to the model"),
    ToolState.UNKNOWN: QT_TRANSLATE_NOOP("ToolCard", "Unknown: the app stopped while it ran"),
    ToolState.IMPORTED: QT_TRANSLATE_NOOP("ToolCard", "Imported: never run here"),
}


def _plain_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class ToolCard(QFrame):
    def __init__(
        self,
        call_id: str,
        tool: str,
        arguments: dict[str, Any],
        parent: QWidget | None = None,
        *,
        state: ToolState = ToolState.WAITING,
        action: str | None = None,
        result: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.setAutoFillBackground(True)
        self.call_id = call_id
        self.tool = tool
        self.state = state
        self._arguments = json.dumps(arguments, ensure_ascii=False, indent=2, sort_keys=True)
        self.title = _plain_label(self)
        self.state_label = _plain_label(self)
        self.state_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.toggle = QToolButton(self)
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.toggled.connect(self._unfold)
        self.details = _plain_label(self)
        self.details.hide()
        head = QHBoxLayout()
        head.addWidget(self.toggle)
        head.addWidget(self.title, 1)
        head.addWidget(self.state_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addLayout(head)
        layout.addWidget(self.details)
        self._action = action
        self._result = result
        self.retranslate()

    def set_action(self, action: str) -> None:
        """The action in words: the validated intent the person was (or would be) asked about."""
        self._action = action
        self.retranslate()

    def set_state(self, state: ToolState, result: str | None = None) -> None:
        self.state = state
        if result is not None:
            self._result = result
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(f"{self.tool} — {self._action}" if self._action else self.tool)
        sentence = QCoreApplication.translate("ToolCard", _STATES[self.state])
        self.state_label.setText(sentence)
        self.setAccessibleName(self.tr("Tool call"))
        self.setAccessibleDescription(f"{self.title.text()}: {sentence}")
        self.toggle.setAccessibleName(self.tr("Show the arguments and the result"))
        result = self._result
        if len(result) > RESULT_SHOWN:
            result = result[:RESULT_SHOWN] + "…"
        parts = [self.tr("Arguments"), self._arguments]
        if result:
            parts += ["", self.tr("Result"), result]
        self.details.setText("\n".join(parts))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _unfold(self, shown: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.details.setVisible(shown)

    @property
    def state_text(self) -> str:
        return self.state_label.text()
