"""View > Activity: one table of every action tools took in every conversation (the model is
``activity_model``): filter by words, tool, result and dates; open a row's conversation
(double-click or Enter); export the rows shown as CSV or JSON (``exchange.activity_export``)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time
from functools import partial
from pathlib import Path

from PySide6.QtCore import QDate, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop_app.exchange.activity_export import record, write_csv, write_json
from desktop_app.store.actions.activity import Activity, Result
from desktop_app.ui.dialogs.activity_model import (
    CONVERSATION_ROLE,
    ActivityFilter,
    ActivityModel,
    Column,
    reason_words,
    result_words,
    translated_reasons,
)

_CSV, _JSON = "CSV (*.csv)", "JSON (*.json)"  # file types: not translated


class ActivityDialog(QDialog):
    conversation_requested = Signal(str)

    def __init__(self, entries: Sequence[Activity], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("activityDialog")
        self.resize(1100, 600)
        self.model = ActivityModel(entries, self)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.tool_box = QComboBox(self)
        self.result_box = QComboBox(self)
        self.start = QDateEdit(self)
        self.end = QDateEdit(self)
        for edit in (self.start, self.end):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.start_label, self.end_label = QLabel(self), QLabel(self)
        self.start_label.setBuddy(self.start)
        self.end_label.setBuddy(self.end)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(True)
        rows = self.table.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # never measured row by row
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        columns = self.table.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        columns.setStretchLastSection(True)
        self.table.activated.connect(self._open_row)
        self.count = QLabel(self)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.choose_file)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)

        filters = QHBoxLayout()
        filters.addWidget(self.search, 3)
        filters.addWidget(self.tool_box, 1)
        filters.addWidget(self.result_box, 1)
        for label, edit in ((self.start_label, self.start), (self.end_label, self.end)):
            filters.addWidget(label)
            filters.addWidget(edit)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count, 1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)

        self._dates(entries)
        self.retranslate()
        self.search.textChanged.connect(self.apply_filter)
        self.tool_box.currentIndexChanged.connect(self.apply_filter)
        self.result_box.currentIndexChanged.connect(self.apply_filter)
        self.start.dateChanged.connect(self.apply_filter)
        self.end.dateChanged.connect(self.apply_filter)
        self._say_count()

    def _dates(self, entries: Sequence[Activity]) -> None:
        today = QDate.currentDate()
        day = datetime.fromtimestamp(entries[0].operation.created_at) if entries else None
        first = QDate(day.year, day.month, day.day) if day else today
        self.start.setDate(min(first, today))
        self.end.setDate(today)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Activity"))
        self.search.setPlaceholderText(self.tr("Filter by words in the action or result"))
        self.search.setAccessibleName(self.tr("Filter"))
        self.start_label.setText(self.tr("&From"))
        self.end_label.setText(self.tr("&To"))
        self.export_button.setText(self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Saves the actions shown as CSV or JSON"))
        chosen_tool, chosen_result = self.tool_box.currentData(), self.result_box.currentData()
        for box in (self.tool_box, self.result_box):
            box.blockSignals(True)
            box.clear()
        self.tool_box.addItem(self.tr("All tools"), None)
        for name in self.model.tools():
            self.tool_box.addItem(name, name)
        self.tool_box.setAccessibleName(self.tr("Tool"))
        self.result_box.addItem(self.tr("All results"), None)
        for result in Result:
            self.result_box.addItem(result_words(result), result.value)
        self.result_box.setAccessibleName(self.tr("Result"))
        self.tool_box.setCurrentIndex(max(self.tool_box.findData(chosen_tool), 0))
        self.result_box.setCurrentIndex(max(self.result_box.findData(chosen_result), 0))
        for box in (self.tool_box, self.result_box):
            box.blockSignals(False)
        self._fit_columns()
        self._say_count()

    def _fit_columns(self) -> None:
        """Widths from the words each column can hold (a few known texts), never by measuring
        the rows: 10,000 rows open as fast as ten."""
        metrics, pad = self.table.fontMetrics(), 24
        widest = {
            Column.WHEN: ["2026-12-31 23:59:59"],
            Column.TOOL: [*self.model.tools(), "write_file"],
            Column.REASON: translated_reasons(),
            Column.RESULT: [result_words(result) for result in Result],
            Column.DURATION: ["000.00 s"],
        }
        for column, texts in widest.items():
            header = str(self.model.headerData(column, Qt.Orientation.Horizontal, 0))
            width = max(metrics.horizontalAdvance(text) for text in [*texts, header]) + pad
            self.table.setColumnWidth(column, width)
        self.table.setColumnWidth(Column.ACTION, metrics.averageCharWidth() * 40)

    def apply_filter(self) -> None:
        result = self.result_box.currentData()
        start = datetime.combine(_day(self.start.date()), time.min).timestamp()
        end = datetime.combine(_day(self.end.date()), time.max).timestamp()
        self.model.set_filter(
            ActivityFilter(
                self.search.text(),
                self.tool_box.currentData(),
                Result(result) if result else None,
                start,
                end,
            )
        )
        self._say_count()

    def _say_count(self) -> None:
        shown, total = self.model.rowCount(), self.model.total()
        if total == 0:
            self.count.setText(self.tr("No tool has acted yet."))
        else:
            self.count.setText(
                self.tr("%1 of %2 actions").replace("%1", str(shown)).replace("%2", str(total))
            )

    def _open_row(self, index: QModelIndex) -> None:
        self.conversation_requested.emit(self.model.data(index, CONVERSATION_ROLE))

    # -- export -----------------------------------------------------------------------------

    def choose_file(self) -> None:
        dialog = QFileDialog(self, self.tr("Export activity"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters([_CSV, _JSON])
        dialog.setDefaultSuffix("csv")
        dialog.selectFile("arroyo-activity.csv")
        dialog.filterSelected.connect(
            lambda chosen: dialog.setDefaultSuffix("json" if chosen == _JSON else "csv")
        )
        dialog.fileSelected.connect(lambda path: self.export_to(Path(path)))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def export_to(self, path: Path) -> None:
        """The rows shown, in the words shown; JSON for a .json file, CSV otherwise."""
        records = [
            record(entry, said=partial(_same, text), reason=reason_words)
            for entry, text in self.model.shown_said()
        ]
        try:
            with path.open("w", encoding="utf-8", newline="") as out:
                (write_json if path.suffix.lower() == ".json" else write_csv)(records, out)
        except OSError as exc:
            self.count.setText(
                self.tr("Not saved: %1").replace("%1", exc.strerror or type(exc).__name__)
            )
            return
        self.count.setText(
            self.tr("Saved %n actions to %1", "", len(records)).replace("%1", str(path))
        )


def _day(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())


def _same(text: str, _entry: Activity) -> str:
    return text
