"""The Prices page: a model's price per million tokens typed in the table, saved in the file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLineEdit

from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.pricing import ModelPrice
from tests.ui.settings.conftest import click


def open_editor(table) -> QLineEdit:
    (editor,) = [e for e in table.viewport().findChildren(QLineEdit) if e.isVisible()]
    return editor


def type_cell(qtbot, page, row: int, column: int, text: str) -> None:
    """Types into the cell's editor (opened by Add for a new row's model, else here)."""
    table = page.table
    editing = table.state() == QAbstractItemView.State.EditingState
    if editing and (table.currentRow(), table.currentColumn()) != (row, column):
        qtbot.keyClick(open_editor(table), Qt.Key.Key_Escape)  # another cell's: left as it was
        editing = False
    if not editing:
        table.setCurrentCell(row, column)
        table.editItem(table.item(row, column))
    editor = open_editor(table)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Tab)  # finishes the cell; the next one opens


def test_a_price_is_typed_saved_refused_when_not_a_number_and_deleted(
    open_dialog, settings_path, qtbot
):
    dialog = open_dialog()
    page = dialog.prices
    dialog.tabs.setCurrentWidget(page)
    click(qtbot, page.add_button)
    type_cell(qtbot, page, 0, 0, "gpt-5-mini")
    # Saved with its model's name, before any figure: no cost is figured from it yet.
    assert ProviderSettings(settings_path).app.model_prices == (ModelPrice(model="gpt-5-mini"),)
    type_cell(qtbot, page, 0, 1, "0.25")
    type_cell(qtbot, page, 0, 2, "2")
    assert ProviderSettings(settings_path).app.model_prices == (
        ModelPrice(model="gpt-5-mini", input_per_million=0.25, output_per_million=2.0),
    )

    type_cell(qtbot, page, 0, 2, "cheap")
    assert "not a price" in dialog.error_label.text()
    assert ProviderSettings(settings_path).app.model_prices[0].output_per_million == 2.0

    page.table.setCurrentCell(0, 0)
    click(qtbot, page.delete_button)
    assert ProviderSettings(settings_path).app.model_prices == ()


def test_the_prices_in_the_file_are_shown(open_dialog, settings_path):
    ProviderSettings(settings_path).update_app(
        model_prices=(ModelPrice(model="m", input_per_million=1.5, output_per_million=None),)
    )
    dialog = open_dialog()
    page = dialog.prices
    cells = [page.table.item(0, column).text() for column in range(3)]
    assert cells == ["m", "1.5", ""]
