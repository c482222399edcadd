"""A second start brings the window to the front, and the question it is waiting on with it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog, QMainWindow

from desktop_app.launch import _bring_to_front


def test_an_open_confirmation_comes_to_the_front_above_the_window(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    question = QDialog(window)
    question.setModal(True)
    question.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is question)
    window.showMinimized()

    _bring_to_front(window)

    assert not window.isMinimized()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is question)
    question.done(0)
