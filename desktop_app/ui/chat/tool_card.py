"""A tool call in the flow of a turn: a compact card with the tool, the action in words and its
state, that unfolds to the arguments and the result.

The same card is painted live (waiting for approval, running, then how it ended) and from the
store after a restart (``ToolState.UNKNOWN`` when the app stopped while it ran). Colours come
from the palette's roles only; text is plain, never interpreted.

While it runs, a tool's progress reports (an MCP server's notifications) show as a bar and
"n of m" with the server's message, painted at most once per ``PROGRESS_INTERVAL_MS`` whatever
their rate, and gone when the call ends. A call whose outcome is unknown offers Mark as done
and Run again once someone (``ui.unknown_calls``) takes those requests; a file change offers
Undo, and a card says when its change cannot be undone (``ui.chat.undo_calls``).
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.agent.tools import Intent
from desktop_app.session.turn_record import ToolState
from desktop_app.store.actions.ledger import Approval
from desktop_app.ui.dialogs import tool_intents
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

OBJECT_NAME = "toolCard"
UNDO_CONTEXT = "UndoCalls"  # the context of the undo notes ``offer_undo`` is given
RESULT_SHOWN = 4_000  # characters of a result the card shows; a file can be megabytes
PROGRESS_INTERVAL_MS = 100  # a server may report thousands of times a second
PROGRESS_STEPS = 1000  # the bar's resolution

_STATES: dict[ToolState, str] = {
    ToolState.WAITING: QT_TRANSLATE_NOOP("ToolCard", "Waiting for your approval"),
    ToolState.RUNNING: QT_TRANSLATE_NOOP("ToolCard", "Running"),
    ToolState.DONE: QT_TRANSLATE_NOOP("ToolCard", "Done"),
    ToolState.DENIED: QT_TRANSLATE_NOOP("ToolCard", "Denied"),
    ToolState.FAILED: QT_TRANSLATE_NOOP("ToolCard", "Failed"),
    ToolState.INVALID: QT_TRANSLATE_NOOP("ToolCard", "Invalid, sent back to the model"),
    ToolState.UNKNOWN: QT_TRANSLATE_NOOP("ToolCard", "Unknown: interrupted while it ran"),
    ToolState.IMPORTED: QT_TRANSLATE_NOOP("ToolCard", "Imported: never run here"),
    ToolState.NOT_RUN: QT_TRANSLATE_NOOP("ToolCard", "Not run: the turn was stopped before it"),
    ToolState.BLOCKED: QT_TRANSLATE_NOOP(
        "ToolCard",
        "Blocked: this tool changed since you approved it; review the change in Settings › MCP",
    ),
}

_STAYS_HERE = QT_TRANSLATE_NOOP(
    "ToolCard", "Ran without asking: the model and the knowledge bases are on this computer"
)

# A call that ran without a question says which standing permission let it (asked: nothing).
_WITHOUT_ASKING: dict[Approval, str] = {
    Approval.CONVERSATION: QT_TRANSLATE_NOOP(
        "ToolCard", "Ran without asking: you allowed this tool in this conversation"
    ),
    Approval.SETTING: QT_TRANSLATE_NOOP(
        "ToolCard", "Ran without asking: your setting in Settings › Tools"
    ),
    Approval.RULE: QT_TRANSLATE_NOOP(
        "ToolCard", "Ran without asking: a permission rule in Settings › Tools"
    ),
}


def _plain_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class ToolCard(QFrame):
    mark_done_requested = Signal()
    run_again_requested = Signal()
    undo_requested = Signal()
    undo_turn_requested = Signal()  # on the turn's last file change: undo all the turn's
    state_changed = Signal()

    def __init__(
        self,
        call_id: str,
        tool: str,
        arguments: dict[str, Any],
        parent: QWidget | None = None,
        *,
        state: ToolState = ToolState.WAITING,
        action: str | None = None,
        intent: Intent | None = None,
        approval: Approval | None = None,
        result: str = "",
        generation_id: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.setAutoFillBackground(True)
        self.call_id = call_id
        self.generation_id = generation_id  # the model round that asked for it
        self.tool = tool
        self.state = state
        self.settleable = False  # someone acts on Mark as done and Run again
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
        self.progress_bar = QProgressBar(self)
        self.progress_bar.setTextVisible(False)
        self.progress_bar.setMaximumHeight(6)
        self.progress_bar.hide()
        self.progress_label = _plain_label(self)
        self.progress_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.progress_label.hide()
        self.approval_label = _plain_label(self)
        self.approval_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.approval_label.hide()
        self.shared_with = ""  # side by side: the other column's model this call ran once with
        self.progress_paints = 0  # how often the progress was painted (tests count them)
        self._progress: tuple[float, float | None, str] | None = None
        self._progress_timer: QTimer | None = None
        self.mark_done_button = QPushButton(self)
        self.mark_done_button.clicked.connect(self.mark_done_requested)
        self.run_again_button = QPushButton(self)
        self.run_again_button.clicked.connect(self.run_again_requested)
        self.undo_button = QPushButton(self)
        self.undo_button.clicked.connect(self.undo_requested)
        self.undo_note = _plain_label(self)
        self.undo_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._undo: tuple[bool, str] = (False, "")  # Undo offered; the note's English source
        self.undo_turn_button = QPushButton(self)
        self.undo_turn_button.clicked.connect(self.undo_turn_requested)
        self.undo_turn_note = _plain_label(self)
        self.undo_turn_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.undo_turn_offer: tuple[bool, str, str] = (False, "", "")  # offered, note, its {path}
        head = QHBoxLayout()
        head.addWidget(self.toggle)
        head.addWidget(self.title, 1)
        head.addWidget(self.state_label)
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.mark_done_button)
        actions.addWidget(self.run_again_button)
        actions.addWidget(self.undo_button)
        actions.addWidget(self.undo_turn_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addLayout(head)
        layout.addWidget(self.approval_label)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.progress_label)
        layout.addLayout(actions)
        layout.addWidget(self.undo_note)
        layout.addWidget(self.undo_turn_note)
        layout.addWidget(self.details)
        self._action = action
        self._intent = intent
        self._approval = approval
        self._result = result
        self.retranslate()

    def set_approval(self, approval: Approval) -> None:
        """Why it runs: a call that runs without a question says which permission let it."""
        self._approval = approval
        self.retranslate()

    def set_shared(self, model: str) -> None:
        """Side by side: this call and the same one of ``model``'s column ran once."""
        self.shared_with = model
        self.retranslate()

    def set_action(self, action: str, intent: Intent | None = None) -> None:
        """The action in words: the validated intent the person was (or would be) asked about,
        said in the window's language when the tool gave it as a code."""
        self._action = action
        self._intent = intent
        self.retranslate()

    @property
    def result(self) -> str:
        return self._result

    def set_state(self, state: ToolState, result: str | None = None) -> None:
        self.state = state
        if result is not None:
            self._result = result
        if state is not ToolState.RUNNING:
            self._clear_progress()
        self.retranslate()
        self.state_changed.emit()

    def allow_settling(self, allowed: bool = True) -> None:
        """Mark as done and Run again are offered while the outcome is unknown."""
        self.settleable = allowed
        self.retranslate()

    def offer_undo(self, offered: bool, note: str = "") -> None:
        """Undo offered or not, and a note (English, in the ``UndoCalls`` context) on whether
        the change can be undone."""
        self._undo = (offered, note)
        self.retranslate()

    def offer_undo_turn(self, offered: bool, note: str = "", path: str = "") -> None:
        """Undo this turn's file changes offered here or not, and what became of the last
        (English, in the ``UndoCalls`` context, its ``{path}`` filled in when shown)."""
        self.undo_turn_offer = (offered, note, path)
        self.retranslate()

    def set_settling(self, busy: bool) -> None:
        """A Mark as done or Run again is under way: not pressed twice meanwhile."""
        self.mark_done_button.setEnabled(not busy)
        self.run_again_button.setEnabled(not busy)

    # -- progress ---------------------------------------------------------------------------

    def show_progress(self, done: float, total: float | None, message: str | None) -> None:
        """The newest report is kept; it is painted within one interval, with those that
        came meanwhile skipped."""
        if self.state is not ToolState.RUNNING:
            return  # a report that arrives after the end changes nothing
        self._progress = (done, total, message or "")
        if self._progress_timer is None:
            self._progress_timer = QTimer(self)
            self._progress_timer.setSingleShot(True)
            self._progress_timer.setInterval(PROGRESS_INTERVAL_MS)
            self._progress_timer.timeout.connect(self._paint_progress)
        if not self._progress_timer.isActive():
            self._progress_timer.start()

    def _paint_progress(self) -> None:
        if self._progress is None:
            return
        done, total, message = self._progress
        self.progress_paints += 1
        if total is not None and total > 0:
            self.progress_bar.setRange(0, PROGRESS_STEPS)
            self.progress_bar.setValue(round(min(done / total, 1.0) * PROGRESS_STEPS))
            count = self.tr("%1 of %2").replace("%1", f"{done:g}").replace("%2", f"{total:g}")
        else:
            self.progress_bar.setRange(0, 0)  # how much is left is not said: a busy bar
            count = f"{done:g}"
        self.progress_bar.show()
        self.progress_label.setText(f"{count} — {message}" if message else count)
        self.progress_label.show()

    def _clear_progress(self) -> None:
        self._progress = None
        if self._progress_timer is not None:
            self._progress_timer.stop()
        self.progress_bar.hide()
        self.progress_label.hide()
        self.progress_label.clear()

    @property
    def progress_text(self) -> str:
        return self.progress_label.text() if self.progress_label.isVisibleTo(self) else ""

    def retranslate(self) -> None:
        action = tool_intents.say(self._intent) or self._action
        self.title.setText(f"{self.tool} — {action}" if action else self.tool)
        sentence = QCoreApplication.translate("ToolCard", _STATES[self.state])
        self.state_label.setText(sentence)
        without_asking = _WITHOUT_ASKING.get(self._approval) if self._approval else None
        if self.tool == "search_knowledge" and self._approval is Approval.SETTING:
            without_asking = _STAYS_HERE  # its "setting" is that nothing leaves this computer
        self.approval_label.setVisible(without_asking is not None)
        if without_asking is not None:
            self.approval_label.setText(QCoreApplication.translate("ToolCard", without_asking))
        if self.shared_with:  # said on the same muted line, after any permission
            shared = self.tr("Shared with %1: it ran once for both").replace("%1", self.shared_with)
            said = self.approval_label.text() if without_asking is not None else ""
            self.approval_label.setText(f"{said}\n{shared}" if said else shared)
            self.approval_label.show()
        self.setAccessibleName(self.tr("Tool call"))
        self.setAccessibleDescription(f"{self.title.text()}: {sentence}")
        self.toggle.setAccessibleName(self.tr("Show the arguments and the result"))
        self.mark_done_button.setText(self.tr("Mark as done"))
        self.run_again_button.setText(self.tr("Run again"))
        offered = self.settleable and self.state is ToolState.UNKNOWN
        self.mark_done_button.setVisible(offered)
        self.run_again_button.setVisible(offered)
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setVisible(self._undo[0])
        self.undo_note.setVisible(bool(self._undo[1]))
        self.undo_note.setText(QCoreApplication.translate(UNDO_CONTEXT, self._undo[1]))
        self.undo_turn_button.setText(self.tr("Undo this turn's file changes"))
        self.undo_turn_button.setVisible(self.undo_turn_offer[0])
        self.undo_turn_note.setVisible(bool(self.undo_turn_offer[1]))
        turn_note = QCoreApplication.translate(UNDO_CONTEXT, self.undo_turn_offer[1])
        self.undo_turn_note.setText(turn_note.replace("{path}", self.undo_turn_offer[2]))
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
