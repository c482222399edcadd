"""Sidebar rows read from the right in a right-to-left window: a title starts at the right
edge, and a project's name sits right of where its count is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QListView

from desktop_app.ui.sidebar.conversation_delegate import ConversationDelegate


def _inked_columns(view: QListView) -> list[int]:
    """The x of every column of the first row's picture holding text (dark on light)."""
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    row = view.visualRect(view.model().index(0, 0))
    return [
        x
        for x in range(image.width())
        if any(
            QColor(image.pixel(x, y)).lightness() < 110
            for y in range(row.top(), min(row.bottom(), image.height() - 1))
        )
    ]


@pytest.mark.parametrize(
    "direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft]
)
def test_a_title_starts_where_its_language_reads_from(qtbot, direction):
    model = QStandardItemModel()
    model.appendRow(QStandardItem("A short title"))
    view = QListView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.setItemDelegate(ConversationDelegate(view))
    view.setLayoutDirection(direction)
    view.setStyleSheet("QListView { background: white; color: black; }")
    view.resize(400, 120)
    view.show()
    qtbot.waitExposed(view)
    inked = _inked_columns(view)
    assert inked, "the title is drawn"
    width = view.viewport().width()
    if direction == Qt.LayoutDirection.RightToLeft:
        assert min(inked) > width / 2 and max(inked) > width - 40
    else:
        assert max(inked) < width / 2 and min(inked) < 40
