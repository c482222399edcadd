"""The fit checker used by the window and gallery tests finds what it says it finds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QTabWidget, QVBoxLayout, QWidget

from tests.ui.geometry import problems


def test_tabs_too_many_for_their_row_are_found(qtbot):
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    for index in range(12):
        tabs.addTab(QWidget(), f"A long page name {index}")
    tabs.resize(300, 200)
    tabs.show()
    qtbot.waitExposed(tabs)
    assert any(said.startswith("tabs scroll sideways") for said in problems(tabs))
    tabs.resize(3000, 200)
    qtbot.waitUntil(lambda: problems(tabs) == [])


def test_a_list_wider_than_its_column_is_found(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    listing = QListWidget(top)
    QVBoxLayout(top).addWidget(listing)
    listing.addItem("x" * 200)
    top.resize(200, 200)
    top.show()
    qtbot.waitExposed(top)
    qtbot.waitUntil(lambda: any("scrolls sideways" in said for said in problems(top)))
    listing.setWordWrap(True)
    listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    qtbot.waitUntil(lambda: problems(top) == [])
