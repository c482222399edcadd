"""The Tools page's permission rules: each rule (tool, what it is limited to, calls left, when it
ends), its count and end editable, and revocable one by one. A rule the agent refuses (edited
by hand to admit everything, say) is listed with the reason, and can be revoked too."""

from __future__ import annotations

import datetime
import os

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDateTimeEdit,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.agent.rule_limits import program_name
from desktop_app.agent.rules import RuleBook
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.actions.rules import LimitKind, Rule
from desktop_app.ui.dialogs.confirm_dialog import visible
from desktop_app.ui.settings.page import BackgroundWork, SettingsPage, fill, plain

# The ends a rule can be given here, in seconds from now; None: no date. "Until quit" is apart.
_ENDS: tuple[float | None, ...] = (3600.0, 86400.0, 7 * 86400.0, None)
_UNTIL_QUIT = "until_quit"
_ON_A_DATE = "on_a_date"
MAX_CALLS = 9999


def _as_folder(path: str) -> str:
    """A folder written as one (a separator at its end), "/" and "" as they are."""
    return path if not path or path.endswith(os.sep) else path + os.sep


class _CountBox(QSpinBox):
    """A wheel turned over the list scrolls it: the count changes only once focused on purpose
    (otherwise scrolling past a rule would quietly change how many calls it allows)."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()  # to the scroll area


class _EndBox(QComboBox):
    """As ``_CountBox``: the wheel changes the end only once focused."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class _DateBox(QDateTimeEdit):
    """As ``_CountBox``: the wheel changes the date only once focused."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class RulesPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        rules: RuleBook,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self.rules = rules
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.area = QScrollArea(self)
        self.area.setWidgetResizable(True)
        self.body = QWidget()
        self.rows = QVBoxLayout(self.body)
        self.area.setWidget(self.body)
        self.revoke_buttons: dict[int, QPushButton] = {}
        self.counts: dict[int, QSpinBox] = {}
        self.ends: dict[int, QComboBox] = {}
        self.dates: dict[int, QDateTimeEdit] = {}  # shown once "until a date" is chosen
        self.labels: dict[int, QLabel] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.area, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(
            self.tr("Permission rules: a tool acts without asking, within a limit.")
        )
        self.area.setAccessibleName(self.tr("Permission rules"))
        self.area.setAccessibleDescription(
            self.tr("Each rule, what it covers, calls left, when it ends, and a Revoke button")
        )
        self.refresh()

    def refresh(self) -> None:
        """The rules as the database has them now (used-up and expired ones are gone)."""
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.revoke_buttons, self.counts, self.ends, self.labels = {}, {}, {}, {}
        self.dates = {}
        try:
            judged = self.rules.judged()
        except Exception as exc:
            self.problem.emit(fill(self.tr("The permission rules could not be read: %1"), exc))
            judged = []
        if not judged:
            empty = plain(QLabel(self.tr("None."), self.body))
            empty.setAccessibleName(empty.text())
            self.rows.addWidget(empty)
        for rule, refused in judged:
            self.rows.addWidget(self._row(rule, refused))
        self.rows.addStretch(1)

    def limit_words(self, rule: Rule) -> str:
        """What the rule covers, in words."""
        try:
            kind = LimitKind(rule.kind)
        except ValueError:
            return visible(rule.value)
        said = {
            LimitKind.PATH: lambda: fill(
                self.tr("files under %1"), visible(_as_folder(rule.value))
            ),
            LimitKind.HOST: lambda: fill(self.tr("the web host %1"), visible(rule.value)),
            LimitKind.PROGRAM: lambda: fill(
                self.tr("the program %1"), visible(program_name(rule.value))
            ),
            LimitKind.NONE: lambda: self.tr("every call"),
        }[kind]()
        if rule.conversation_id is not None:
            said = fill(self.tr("%1, in one conversation"), said)
        return said

    def end_words(self, rule: Rule) -> str:
        if rule.until_quit is not None:
            return self.tr("until Arroyo quits")
        if rule.expires_at is None:
            return self.tr("no end date")
        when = datetime.datetime.fromtimestamp(rule.expires_at).strftime("%Y-%m-%d %H:%M")
        return fill(self.tr("until %1"), when)

    def _row(self, rule: Rule, refused: str | None) -> QWidget:
        row = QWidget(self.body)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        text = fill(self.tr("%1 for %2"), visible(rule.tool), self.limit_words(rule))
        if refused is not None:
            text = fill(self.tr("%1 — refused, allows nothing: %2"), text, refused)
        label = plain(QLabel(text, row))
        label.setWordWrap(True)
        label.setAccessibleName(text)
        label.setToolTip(visible(rule.value))
        layout.addWidget(label, 1)
        self.labels[rule.id] = label
        if refused is None:
            layout.addWidget(self._count(rule, row))
            layout.addWidget(self._end(rule, row))
            layout.addWidget(self._date(rule, row))
        button = QPushButton(self.tr("Revoke"), row)
        button.setAutoDefault(False)
        button.setAccessibleName(fill(self.tr("Revoke: %1"), text))
        button.setAccessibleDescription(self.tr("The tool will ask again before it acts"))
        button.clicked.connect(lambda _checked=False, rule_id=rule.id: self.revoke(rule_id))
        layout.addWidget(button)
        self.revoke_buttons[rule.id] = button
        return row

    def _count(self, rule: Rule, row: QWidget) -> QSpinBox:
        count = _CountBox(row)
        count.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not by the wheel
        count.setRange(0, MAX_CALLS)
        count.setSpecialValueText(self.tr("any number of calls"))
        count.setPrefix(self.tr("calls left: "))
        count.setValue(rule.calls_left or 0)
        count.setAccessibleName(fill(self.tr("Calls left: %1"), rule.tool))
        count.setAccessibleDescription(self.tr("How many more calls the rule allows; 0: no limit"))
        count.editingFinished.connect(lambda rule=rule: self._change(rule))
        self.counts[rule.id] = count
        return count

    def _end(self, rule: Rule, row: QWidget) -> QComboBox:
        end = _EndBox(row)
        end.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        end.addItem(self.end_words(rule), None)  # as it is: choosing it changes nothing
        for seconds, text in zip(
            _ENDS,
            (
                self.tr("for an hour from now"),
                self.tr("for a day from now"),
                self.tr("for a week from now"),
                self.tr("no end date"),
            ),
            strict=True,
        ):
            end.addItem(text, seconds if seconds is not None else 0.0)
        end.addItem(self.tr("until Arroyo quits"), _UNTIL_QUIT)
        end.addItem(self.tr("until a date…"), _ON_A_DATE)
        end.setAccessibleName(fill(self.tr("Ends: %1"), rule.tool))
        end.activated.connect(lambda _index, rule=rule: self._end_chosen(rule))
        self.ends[rule.id] = end
        return end

    def _date(self, rule: Rule, row: QWidget) -> QDateTimeEdit:
        date = _DateBox(row)
        date.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        date.setCalendarPopup(True)
        date.setDisplayFormat("yyyy-MM-dd HH:mm")
        date.setAccessibleName(fill(self.tr("End date: %1"), rule.tool))
        date.editingFinished.connect(lambda rule=rule: self._change(rule))
        date.hide()
        self.dates[rule.id] = date
        return date

    def _end_chosen(self, rule: Rule) -> None:
        if self.ends[rule.id].currentData() != _ON_A_DATE:
            self._change(rule)
            return
        # The date is set in its own field, from now on; nothing changes until it is.
        now = QDateTime.fromSecsSinceEpoch(int(self.rules.store.now()))
        date = self.dates[rule.id]
        date.setMinimumDateTime(now)
        date.setDateTime(
            QDateTime.fromSecsSinceEpoch(int(rule.expires_at))
            if rule.expires_at is not None
            else now.addDays(1)
        )
        date.show()
        date.setFocus(Qt.FocusReason.OtherFocusReason)

    def _change(self, rule: Rule) -> None:
        count = self.counts[rule.id].value()
        chosen = self.ends[rule.id].currentData()
        if chosen is None:  # the end as it was
            expires_at, until_quit = rule.expires_at, rule.until_quit is not None
        elif chosen == _UNTIL_QUIT:
            expires_at, until_quit = None, True
        elif chosen == _ON_A_DATE:
            expires_at, until_quit = float(self.dates[rule.id].dateTime().toSecsSinceEpoch()), False
        else:
            seconds = float(chosen)
            expires_at = self.rules.store.now() + seconds if seconds else None
            until_quit = False
        calls_left = count or None
        if (calls_left, expires_at, until_quit) == (
            rule.calls_left,
            rule.expires_at,
            rule.until_quit is not None,
        ):
            return
        try:
            self.rules.store.change(
                rule.id, calls_left=calls_left, expires_at=expires_at, until_quit=until_quit
            )
        except Exception as exc:
            self.problem.emit(fill(self.tr("The permission rule could not be changed: %1"), exc))
        self.refresh()

    def revoke(self, rule_id: int) -> None:
        try:
            self.rules.store.revoke(rule_id)
        except Exception as exc:
            self.problem.emit(fill(self.tr("The permission rule could not be revoked: %1"), exc))
        self.refresh()
