"""Zoom with Ctrl+= / Ctrl+- / Ctrl+0; the Help menu's About and keyboard shortcuts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import QApplication

from desktop_app import __version__
from desktop_app.ui.dialogs.help_dialogs import AboutDialog, ShortcutsDialog
from desktop_app.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot, harness):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    yield window
    window.view_help.zoom.reset()


def test_zoom_keys_change_the_size_of_all_text(window, qapp):
    base = QApplication.font().pointSizeF()
    composer_base = window.composer.font().pointSizeF()
    assert QKeySequence("Ctrl+=") in window.commands["zoom_in"].shortcuts()
    assert QKeySequence("Ctrl+-") in window.commands["zoom_out"].shortcuts()
    assert QKeySequence("Ctrl+0") in window.commands["zoom_reset"].shortcuts()
    window.commands["zoom_in"].trigger()
    window.commands["zoom_in"].trigger()
    qapp.processEvents()  # the font reaches the widgets
    assert QApplication.font().pointSizeF() > base
    assert window.composer.font().pointSizeF() > composer_base
    title = window.chat.header.title.font().pointSizeF()
    assert title > window.composer.font().pointSizeF()  # the title keeps its scale
    window.commands["zoom_out"].trigger()
    window.commands["zoom_out"].trigger()
    window.commands["zoom_out"].trigger()
    qapp.processEvents()
    assert QApplication.font().pointSizeF() < base
    assert window.composer.font().pointSizeF() < composer_base
    window.commands["zoom_reset"].trigger()
    assert QApplication.font().pointSizeF() == pytest.approx(base)


def test_the_view_and_help_menus_are_in_the_menu_bar(window):
    names = [action.menu().objectName() or action.text() for action in window.menuBar().actions()]
    assert names == ["&Conversation", "&Message", "&View", "&Help"]


class _Opened(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


def test_about_tells_the_version_licence_and_data_folder_and_opens_it(qtbot, tmp_path):
    folder = tmp_path / "arroyo data"
    dialog = AboutDialog(folder)
    qtbot.addWidget(dialog)
    texts = " ".join(label.text() for label in dialog.findChildren(type(dialog.folder_label)))
    assert __version__ in texts and "MIT" in texts and str(folder) in texts
    opened = _Opened()
    QDesktopServices.setUrlHandler("file", opened, "open")  # Qt's own hook, no file manager
    try:
        dialog.open_button.click()
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert opened.urls == [QUrl.fromLocalFile(str(folder))]
    assert folder.is_dir()  # made, so there is something to open


def test_the_help_menu_opens_about_and_the_shortcuts(window, qapp):
    window.commands["about"].trigger()
    assert isinstance(window.view_help.dialog, AboutDialog)
    window.commands["shortcuts"].trigger()  # one help window at a time
    sheet = window.view_help.dialog
    assert isinstance(sheet, ShortcutsDialog)
    rows = {
        sheet.table.item(row, 0).text(): sheet.table.item(row, 1).text()
        for row in range(sheet.table.rowCount())
    }
    assert rows["Zoom in"] == "Ctrl+="
    assert rows["Search conversations"] == "Ctrl+Shift+F"
    # One key each, as the person types it: not Qt's aliases ("Ctrl+Z, F14, Undo").
    assert rows["Undo delete"] == QKeySequence(QKeySequence.StandardKey.Undo).toString(
        QKeySequence.SequenceFormat.PortableText
    )
    assert all(", " not in keys for keys in rows.values()), rows
    # The keys of the composer and the find bar are there too, Escape once.
    assert rows["Send the message"] == "Enter"
    assert rows["Start a new line"] == "Shift+Enter"
    assert rows["Stop the answer, or close Find"] == "Esc"
    assert list(rows.values()).count("Esc") == 1
    assert "About Arroyo" not in rows  # no key: not listed
    sheet.close()
    qapp.processEvents()
