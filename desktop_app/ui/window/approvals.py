"""Tool calls waiting for an answer (``arroyo ask --park``), in the window: a badge in the status
strip with their number, and a list where each is approved, with the same question the live
confirmation puts, or denied.

The store owns the calls and their answers (``store.actions.parked``): an answer here and one in the
terminal at the same moment are one compare-and-set, so one wins and the other is told the call
was already answered. Approving runs nothing; ``arroyo ask --resume`` runs what was approved,
once, through the ledger. The count is read when the window becomes active (a terminal may have
parked calls meanwhile) and after each answer and turn: a small indexed query, like the list's.
"""

from __future__ import annotations

import json

import shiboken6
from PySide6.QtCore import QDateTime, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.tools import Intent
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.store.actions.parked import AnswerOutcome, ParkedCall, ParkedCalls, ParkedState
from desktop_app.store.database import Database
from desktop_app.ui.dialogs import tool_intents
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog, visible
from desktop_app.ui.theme import SPACING, TextRole, mark


def request_of(call: ParkedCall) -> ConfirmationRequest:
    """The question as it was put when the call was parked: from its validated arguments and
    the tool's own words, kept with it. Once only: a parked call grants nothing standing."""
    arguments = json.loads(call.arguments)
    return ConfirmationRequest(
        call=ValidatedToolCall(call.tool_call_id, call.tool, arguments),
        tool_name=call.tool,
        description=call.description,
        arguments=tuple(sorted(arguments.items())),
        read_only=call.read_only,
        details=call.details,
        intent=Intent.from_json(call.intent_json),
        sends_data_off_machine=call.sends_off,
        workspace=call.workspace,
        once_only=True,
    )


class ApprovalsBadge(QPushButton):
    """The number of calls waiting, in the status strip; pressing it opens their list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0

    def show_count(self, count: int) -> None:
        self.count = count
        self.retranslate()

    def retranslate(self) -> None:
        text = self.tr("%n approvals waiting", "", self.count)
        self.setText(text)
        self.setAccessibleName(text)
        self.setToolTip(self.tr("Tool calls a paused arroyo ask left for your answer"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ApprovalRow(QFrame):
    """One waiting call: what it would do, where it was asked, and its two answers."""

    approve = Signal(object)  # the ParkedCall
    deny = Signal(object)

    def __init__(self, call: ParkedCall, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.call = call
        self.action_label = QLabel(self)
        self.action_label.setTextFormat(Qt.TextFormat.PlainText)
        self.action_label.setWordWrap(True)
        self.where_label = QLabel(self)
        self.where_label.setTextFormat(Qt.TextFormat.PlainText)
        mark(self.where_label, TextRole.MUTED)
        self.approve_button = QPushButton(self)
        self.deny_button = QPushButton(self)
        self.approve_button.clicked.connect(lambda: self.approve.emit(self.call))
        self.deny_button.clicked.connect(lambda: self.deny.emit(self.call))
        words = QVBoxLayout()
        words.addWidget(self.action_label)
        words.addWidget(self.where_label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, SPACING.s, 0, SPACING.s)
        layout.addLayout(words, 1)
        layout.addWidget(self.deny_button)
        layout.addWidget(self.approve_button)
        self.retranslate()

    def retranslate(self) -> None:
        call = self.call
        said = tool_intents.say(Intent.from_json(call.intent_json)) or call.description
        self.action_label.setText(visible(f"{call.tool}: {said}"))
        title = call.conversation_title or self.tr("Untitled conversation")
        since = QDateTime.fromSecsSinceEpoch(int(call.created_at)).toString("yyyy-MM-dd HH:mm")
        self.where_label.setText(
            self.tr("In “%1”, waiting since %2").replace("%1", visible(title)).replace("%2", since)
        )
        self.approve_button.setText(self.tr("Approve…"))
        self.approve_button.setAccessibleDescription(
            self.tr("Shows the action as the confirmation does, then records your answer")
        )
        self.deny_button.setText(self.tr("Deny"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ApprovalsDialog(QDialog):
    """The waiting calls, oldest first. Approve… puts the live confirmation's question: its
    Allow records an approval and its Deny a no; closing it (Escape) leaves the call waiting.
    Deny in the row records a no at once."""

    answered = Signal()

    def __init__(self, parked: ParkedCalls, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.parked = parked
        self.rows: dict[str, ApprovalRow] = {}
        self.question: ConfirmationDialog | None = None  # the open confirmation, if any
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.empty_label = QLabel(self)
        mark(self.empty_label, TextRole.MUTED)
        self.notice = QLabel(self)  # the last answer's fate (recorded, or answered elsewhere)
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self._list = QWidget(self)
        self._list_layout = QVBoxLayout(self._list)
        self._list_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self._list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.notice)
        layout.addWidget(buttons)
        self.resize(640, 420)
        self.retranslate()
        self.reload()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Approvals waiting"))
        self.intro.setText(
            self.tr(
                "Tool calls a paused arroyo ask left for your answer. Nothing runs here: "
                "arroyo ask --resume goes on with the turn and runs what you approved, once."
            )
        )
        self.empty_label.setText(self.tr("No tool call is waiting for your approval."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def reload(self) -> None:
        for row in self.rows.values():
            self._list_layout.removeWidget(row)
            row.deleteLater()
        self.rows = {}
        for call in self.parked.pending():
            row = ApprovalRow(call, self._list)
            row.approve.connect(self.review)
            row.deny.connect(lambda c: self.record(c, ParkedState.DENIED))
            self._list_layout.insertWidget(self._list_layout.count() - 1, row)
            self.rows[call.key] = row
        self.empty_label.setVisible(not self.rows)

    def review(self, call: ParkedCall) -> None:
        """The confirmation's own question, non-modal to the window's loop (``open``)."""
        question = ConfirmationDialog(request_of(call), self)
        denied = False

        def deny_pressed() -> None:
            nonlocal denied
            denied = True  # the Deny button itself, not Escape or closing the question
            question.reject()

        def finished(_result: int) -> None:
            self.question = None
            if question.decision() is Decision.ALLOW_ONCE:
                self.record(call, ParkedState.APPROVED)
            elif denied:
                self.record(call, ParkedState.DENIED)
            question.deleteLater()

        question.deny_button.clicked.disconnect()  # its reject, said first: ours then rejects
        question.deny_button.clicked.connect(deny_pressed)
        question.finished.connect(finished)
        self.question = question
        question.open()

    def record(self, call: ParkedCall, state: ParkedState) -> None:
        answered = self.parked.answer(call.key, state)
        now = answered.call.state if answered.call is not None else None
        if answered.outcome is AnswerOutcome.RECORDED:
            said = (
                self.tr("Approved. arroyo ask --resume %1 runs it.")
                if state is ParkedState.APPROVED
                else self.tr("Denied. arroyo ask --resume %1 tells the model.")
            )
        elif now is ParkedState.APPROVED:
            said = self.tr(
                "This call was already approved elsewhere; your answer was not recorded."
            )
        elif now is ParkedState.DENIED:
            said = self.tr("This call was already denied elsewhere; your answer was not recorded.")
        else:
            said = self.tr("This call is no longer waiting.")
        self.notice.setText(said.replace("%1", call.conversation_id))
        self.reload()
        self.answered.emit()


class WindowApprovals(QObject):
    """Wires the badge and the list to a window: shown while calls wait, hidden otherwise."""

    def __init__(self, window: QMainWindow, database: Database) -> None:
        super().__init__(window)
        self.window = window
        self.parked = ParkedCalls(database)
        self.badge = ApprovalsBadge(window)
        self.badge.hide()
        self.badge.clicked.connect(self.open_list)
        self.dialog: ApprovalsDialog | None = None
        self._shown = False
        window.installEventFilter(self)
        turn_ended = getattr(getattr(window, "chat", None), "turn_ended", None)
        if turn_ended is not None:
            turn_ended.connect(self.refresh)
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowActivate:
            self.refresh()  # a terminal may have parked calls while the window was away
        return False

    def refresh(self) -> None:
        if not shiboken6.isValid(self.badge):
            return
        count = len(self.parked.pending())
        self.badge.show_count(count)
        strip = self.window.statusBar()
        if count and not self._shown:
            strip.addPermanentWidget(self.badge)
            self.badge.show()
        elif not count and self._shown:
            strip.removeWidget(self.badge)
        self._shown = bool(count)

    def open_list(self) -> ApprovalsDialog:
        if self.dialog is None or not shiboken6.isValid(self.dialog):
            self.dialog = ApprovalsDialog(self.parked, self.window)
            self.dialog.answered.connect(self.refresh)
        else:
            self.dialog.reload()
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog


def watch_approvals(window: QMainWindow, database: Database) -> WindowApprovals:
    """The badge and the list on ``window``, kept alive as its child."""
    return WindowApprovals(window, database)
