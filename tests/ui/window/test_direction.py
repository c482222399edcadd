"""Arabic lays the window out right to left, switched live, and back: the sidebar, the chat, the
composer follow the application's direction."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.ui.window.main_window import MainWindow


def test_arabic_mirrors_the_window_and_english_restores_it(qtbot, harness, language):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight

    language.apply("ar")
    QApplication.processEvents()
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    for widget in (window, window.composer, window.search, window.send_button):
        assert widget.layoutDirection() == Qt.LayoutDirection.RightToLeft, widget
    assert window.new_button.text() == "محادثة جديدة"

    language.apply("ja")
    QApplication.processEvents()
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight
    language.apply("ar")
    language.apply("en")
    QApplication.processEvents()
    assert window.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert window.composer.layoutDirection() == Qt.LayoutDirection.LeftToRight
