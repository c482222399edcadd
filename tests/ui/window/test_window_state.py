"""Windows fit their screen; the main window comes back where it was, on the conversation
that was open, with the list as wide and the text as large."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.window_state import ScreenFit, WindowMemory, available_area


@pytest.fixture
def screen_fit(qapp):
    fit = ScreenFit()
    qapp.installEventFilter(fit)
    yield fit
    qapp.removeEventFilter(fit)


def test_a_window_larger_than_the_screen_is_shown_inside_it(qtbot, screen_fit):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    area = available_area(dialog)
    dialog.resize(area.width() * 2, area.height() * 2)  # as a 2x scaled dialog would be
    dialog.move(area.right() - 10, area.bottom() - 10)  # and off the edge
    dialog.show()
    assert area.contains(dialog.frameGeometry())


def test_the_main_window_opens_no_larger_than_the_screen(qtbot, screen_fit, harness):
    window = MainWindow(harness.services())  # it asks for 1100x720
    qtbot.addWidget(window)
    window.show()
    area = available_area(window)
    assert window.frameGeometry().width() <= area.width()
    assert area.contains(window.frameGeometry())


def test_the_window_comes_back_as_it_was_left(qtbot, qapp, harness, tmp_path):
    memory = WindowMemory(tmp_path / "window.ini")
    conversations = harness.services().conversations
    first, second = conversations.create("Primera"), conversations.create("Segunda")
    for conversation_id in (first, second):
        conversations.add_message(conversation_id, "user", "Hola")
    window = MainWindow(harness.services(), memory)
    qtbot.addWidget(window)
    window.resize(760, 560)  # the test screen is 800 px wide: the list is folded
    window.show()
    window.chat.header.sidebar_toggle.click()
    window.sidebar.choose_row(window.sidebar.model.row_of(first))
    window.splitter.setSizes([300, 460])
    qapp.processEvents()
    sizes = window.splitter.sizes()
    assert sizes[0] > 260  # wider than it opens
    try:
        window.close()
        again = MainWindow(harness.services(), memory)
        qtbot.addWidget(again)
        again.show()
        again.chat.header.sidebar_toggle.click()
        qapp.processEvents()
        assert again.size() == window.size()
        assert again._current_id() == first
        assert again.splitter.sizes() == sizes
    finally:
        window.view_help.zoom.reset()


def test_the_zoom_comes_back(qtbot, qapp, harness, tmp_path):
    memory = WindowMemory(tmp_path / "window.ini")
    window = MainWindow(harness.services(), memory)
    qtbot.addWidget(window)
    window.show()
    base = qapp.font().pointSizeF()
    window.commands["zoom_in"].trigger()
    try:
        window.close()
        window.view_help.zoom.reset()
        again = MainWindow(harness.services(), memory)
        qtbot.addWidget(again)
        assert again.view_help.zoom.steps == 1
        assert qapp.font().pointSizeF() > base
        again.view_help.zoom.reset()
    finally:
        font = qapp.font()  # whatever failed, the next test has the usual size
        font.setPointSizeF(base)
        qapp.setFont(font)
        qapp.processEvents()


def test_a_damaged_memory_file_opens_the_window_as_new(qtbot, harness, tmp_path):
    path = tmp_path / "window.ini"
    path.write_bytes(b"[window]\ngeometry=\xff\xfe not qt\nzoom=many\nsidebar_width=wide\n")
    window = MainWindow(harness.services(), WindowMemory(path))
    qtbot.addWidget(window)
    window.show()
    assert window.view_help.zoom.steps == 0
    assert window.sidebar.isVisible() and window.current_page is not None
