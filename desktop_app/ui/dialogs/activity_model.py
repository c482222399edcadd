"""The Activity's rows: every action of every conversation from the ledger, newest first, in
the words the tool cards use, filtered by text, tool, result and dates.

Lazy: the rows hold the ledger's records; a cell's words are made when the view asks for
them (only the rows on screen), and the action's words are kept once made, so a filter over
10,000 rows makes them once. The view gives every row one height, so it never measures them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QLocale, QModelIndex, Qt

from desktop_app.agent.tools import Intent
from desktop_app.store.actions.activity import Activity, Result
from desktop_app.ui.dialogs.tool_intents import say
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "ActivityModel"
CONVERSATION_ROLE = Qt.ItemDataRole.UserRole  # a row's conversation id


class Column(IntEnum):
    WHEN = 0
    TOOL = 1
    ACTION = 2
    REASON = 3
    RESULT = 4
    DURATION = 5
    CONVERSATION = 6


HEADERS: dict[Column, str] = {
    Column.WHEN: QT_TRANSLATE_NOOP("ActivityModel", "When"),
    Column.TOOL: QT_TRANSLATE_NOOP("ActivityModel", "Tool"),
    Column.ACTION: QT_TRANSLATE_NOOP("ActivityModel", "Action"),
    Column.REASON: QT_TRANSLATE_NOOP("ActivityModel", "Why it ran"),
    Column.RESULT: QT_TRANSLATE_NOOP("ActivityModel", "Result"),
    Column.DURATION: QT_TRANSLATE_NOOP("ActivityModel", "Duration"),
    Column.CONVERSATION: QT_TRANSLATE_NOOP("ActivityModel", "Conversation"),
}

# Why it ran, by the ledger's reason value; a new reason is one more line here. A value this
# table does not know is shown as the ledger wrote it.
# Short, for a column; the tool card says the same at length.
REASONS: dict[str | None, tuple[str, str]] = {
    "asked": ("ActivityModel", QT_TRANSLATE_NOOP("ActivityModel", "You approved it")),
    "conversation": (
        "ActivityModel",
        QT_TRANSLATE_NOOP("ActivityModel", "Allowed in this conversation"),
    ),
    "setting": (
        "ActivityModel",
        QT_TRANSLATE_NOOP("ActivityModel", "Your setting (Settings › Tools)"),
    ),
    "rule": ("ActivityModel", QT_TRANSLATE_NOOP("ActivityModel", "A permission rule")),
    None: ("ActivityModel", QT_TRANSLATE_NOOP("ActivityModel", "Not recorded")),
}

# The result, in the tool cards' words where they have them.
RESULTS: dict[Result, tuple[str, str]] = {
    Result.DONE: ("ToolCard", QT_TRANSLATE_NOOP("ToolCard", "Done")),
    Result.FAILED: ("ToolCard", QT_TRANSLATE_NOOP("ToolCard", "Failed")),
    Result.REFUSED: ("ActivityModel", QT_TRANSLATE_NOOP("ActivityModel", "Refused")),
    Result.UNDONE: ("ActivityModel", QT_TRANSLATE_NOOP("ActivityModel", "Undone")),
    Result.RUNNING: ("ToolCard", QT_TRANSLATE_NOOP("ToolCard", "Running")),
    Result.UNKNOWN: ("ActivityModel", QT_TRANSLATE_NOOP("ActivityModel", "Unknown")),
}
UNTITLED = QT_TRANSLATE_NOOP("ActivityModel", "(deleted conversation)")
SECONDS = QT_TRANSLATE_NOOP("ActivityModel", "%1 s")


def reason_words(entry: Activity) -> str:
    """Why the action ran, in the window's language (one table: ``REASONS``)."""
    approval = entry.operation.approval
    value = None if approval is None else str(getattr(approval, "value", approval))
    found = REASONS.get(value)
    said = QCoreApplication.translate(*found) if found else str(value)
    rule = entry.operation.rule_words  # the rule as it was when it let the action through
    return f"{said}: {rule}" if rule else said


def translated_reasons() -> list[str]:
    return [QCoreApplication.translate(*found) for found in REASONS.values()]


def result_words(result: Result) -> str:
    return QCoreApplication.translate(*RESULTS[result])


@dataclass(frozen=True, slots=True)
class ActivityFilter:
    text: str = ""  # words in the action, tool, conversation or result; any case
    tool: str | None = None
    result: Result | None = None
    start: float | None = None  # Unix times, inclusive
    end: float | None = None


class ActivityModel(QAbstractTableModel):
    def __init__(self, entries: Sequence[Activity] = (), parent: Any = None) -> None:
        super().__init__(parent)
        self._all: list[Activity] = list(reversed(entries))  # newest first
        self._shown: list[int] = list(range(len(self._all)))
        self._said: dict[int, str] = {}
        self._filter = ActivityFilter()

    # -- the rows ---------------------------------------------------------------------------

    def set_entries(self, entries: Sequence[Activity]) -> None:
        self.beginResetModel()
        self._all = list(reversed(entries))
        self._said.clear()
        self._shown = self._matching(self._filter)
        self.endResetModel()

    def set_filter(self, wanted: ActivityFilter) -> None:
        self.beginResetModel()
        self._filter = wanted
        self._shown = self._matching(wanted)
        self.endResetModel()

    def shown(self) -> list[Activity]:
        """The rows the filter keeps, in the order shown (for Export)."""
        return [self._all[place] for place in self._shown]

    def entry(self, row: int) -> Activity:
        return self._all[self._shown[row]]

    def tools(self) -> list[str]:
        return sorted({entry.operation.tool for entry in self._all})

    def total(self) -> int:
        return len(self._all)

    def shown_said(self) -> list[tuple[Activity, str]]:
        """The rows shown with their actions in words, in order (for Export)."""
        return [(self._all[place], self._said_at(place)) for place in self._shown]

    def _said_at(self, place: int) -> str:
        found = self._said.get(place)
        if found is None:
            entry = self._all[place]
            found = say(Intent.from_json(entry.intent_json)) or _call(entry)
            self._said[place] = found
        return found

    def _matching(self, wanted: ActivityFilter) -> list[int]:
        words = wanted.text.casefold().split()
        tests: list[Callable[[int, Activity], bool]] = []
        if wanted.tool:
            tests.append(lambda _place, entry: entry.operation.tool == wanted.tool)
        if wanted.result is not None:
            tests.append(lambda _place, entry: entry.result is wanted.result)
        if wanted.start is not None:
            start = wanted.start
            tests.append(lambda _place, entry: entry.operation.created_at >= start)
        if wanted.end is not None:
            end = wanted.end
            tests.append(lambda _place, entry: entry.operation.created_at <= end)
        if words:
            tests.append(lambda place, entry: all(w in self._haystack(place, entry) for w in words))
        return [
            place
            for place, entry in enumerate(self._all)
            if all(test(place, entry) for test in tests)
        ]

    def _haystack(self, place: int, entry: Activity) -> str:
        op = entry.operation
        return " ".join(
            (self._said_at(place), op.tool, entry.conversation_title, op.result or "")
        ).casefold()

    # -- Qt's side --------------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | Any = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: QModelIndex | Any = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate(CONTEXT, HEADERS[Column(section)])
        return None

    def data(self, index: QModelIndex | Any, role: int = 0) -> Any:
        if not index.isValid():
            return None
        place = self._shown[index.row()]
        entry = self._all[place]
        if role == CONVERSATION_ROLE:
            return entry.operation.conversation_id
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(place, entry, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column is Column.RESULT:
                return (entry.operation.result or "")[:2000]
            return self._text(place, entry, column)
        return None

    def _text(self, place: int, entry: Activity, column: Column) -> str:
        op = entry.operation
        match column:
            case Column.WHEN:
                moment = datetime.fromtimestamp(op.created_at)
                return moment.strftime("%Y-%m-%d %H:%M:%S")
            case Column.TOOL:
                return op.tool
            case Column.ACTION:
                return self._said_at(place).replace("\n", " ")
            case Column.REASON:
                return reason_words(entry)
            case Column.RESULT:
                return result_words(entry.result)
            case Column.DURATION:
                if entry.duration is None:
                    return ""
                seconds = QLocale().toString(entry.duration, "f", 2)
                return QCoreApplication.translate(CONTEXT, SECONDS).replace("%1", seconds)
            case Column.CONVERSATION:
                return entry.conversation_title or QCoreApplication.translate(CONTEXT, UNTITLED)


def _call(entry: Activity) -> str:
    from desktop_app.exchange.activity_export import call_text

    return call_text(entry)
