"""The Prices page: what each model costs, in US dollars per million input and output tokens,
for the cost figure under its answers. A model without a price shows no cost; each change is
saved as it is made."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.pricing import ModelPrice
from desktop_app.ui.settings.page import FAILED, BackgroundWork, SettingsPage

MODEL, INPUT, OUTPUT = range(3)


class PricesPage(SettingsPage):
    def __init__(
        self, settings: ProviderSettings, work: BackgroundWork, parent: QWidget | None = None
    ) -> None:
        super().__init__(settings, work, parent)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.table = QTableWidget(0, 3, self)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(MODEL, QHeaderView.ResizeMode.Stretch)
        for column in (INPUT, OUTPUT):  # their headings whole, in any language
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        self.table.itemChanged.connect(lambda _item: self.save())
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(lambda _checked=False: self.add())
        self.delete_button = QPushButton(self)
        self.delete_button.clicked.connect(lambda _checked=False: self.delete_current())
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._fill()
        self.retranslate()

    def _fill(self) -> None:
        locale = QLocale()
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        for price in self.settings.app.model_prices:
            row = self.table.rowCount()
            self.table.insertRow(row)
            self.table.setItem(row, MODEL, QTableWidgetItem(price.model))
            for column, value in (
                (INPUT, price.input_per_million),
                (OUTPUT, price.output_per_million),
            ):
                text = "" if value is None else locale.toString(value, "g", 12)
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.blockSignals(False)

    def add(self) -> None:
        """An empty row, its model's name to be typed; saved once it has one."""
        row = self.table.rowCount()
        model = QTableWidgetItem("")
        self.table.blockSignals(True)
        self.table.insertRow(row)
        self.table.setItem(row, MODEL, model)
        for column in (INPUT, OUTPUT):
            self.table.setItem(row, column, QTableWidgetItem(""))
        self.table.blockSignals(False)
        self.table.setCurrentCell(row, MODEL)
        self.table.editItem(model)

    def delete_current(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self.save()

    def _prices(self) -> tuple[ModelPrice, ...] | None:
        """The rows as prices (rows without a model are not saved yet); None, said, when a
        figure is not a number of dollars."""
        locale = QLocale()
        prices = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, column) for column in (MODEL, INPUT, OUTPUT)]
            model, given_in, given_out = (cell.text().strip() if cell else "" for cell in cells)
            if not model:
                continue
            amounts: list[float | None] = []
            for text in (given_in, given_out):
                value, ok = locale.toDouble(text) if text else (0.0, True)
                if not ok or value < 0:
                    self.problem.emit(
                        self.tr("“%1” is not a price: write dollars, such as 2.50.").replace(
                            "%1", text
                        )
                    )
                    return None
                amounts.append(value if text else None)
            prices.append(
                ModelPrice(model=model, input_per_million=amounts[0], output_per_million=amounts[1])
            )
        return tuple(prices)

    def save(self) -> None:
        prices = self._prices()
        if prices is None or prices == self.settings.app.model_prices:
            return
        if self.apply(lambda: self.settings.update_app(model_prices=prices)) is FAILED:
            self._fill()

    def retranslate(self) -> None:
        self.note.setText(
            self.tr(
                "What each model costs, in US dollars per million tokens, as its provider "
                "lists it. An answer shows its cost when its model has both prices."
            )
        )
        self.table.setHorizontalHeaderLabels(
            [self.tr("Model"), self.tr("Input ($ per million)"), self.tr("Output ($ per million)")]
        )
        self.table.setAccessibleName(self.tr("Prices"))
        self.add_button.setText(self.tr("&Add"))
        self.add_button.setAccessibleName(self.tr("Add a price"))
        self.delete_button.setText(self.tr("&Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the price"))
