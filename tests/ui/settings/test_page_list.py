"""The settings' pages named in a list on the left: a click, Ctrl+Tab and Alt with a page's
underlined letter each open the page, the list follows the page shown, and the names follow
the language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def click_row(qtbot, dialog, row: int) -> None:
    pages = dialog.page_list
    place = pages.visualItemRect(pages.item(row)).center()
    qtbot.mouseClick(pages.viewport(), Qt.MouseButton.LeftButton, pos=place)


def test_the_list_names_every_page_and_opens_the_one_clicked(qtbot, open_dialog):
    dialog = open_dialog()
    dialog.show()
    qtbot.waitExposed(dialog)
    pages = dialog.page_list
    assert not dialog.tabs.tabBar().isVisible()
    names = [pages.item(row).text() for row in range(pages.count())]
    assert names[:2] == ["Providers", "Tools"] and len(names) == dialog.tabs.count()
    assert all("&" not in name for name in names)
    click_row(qtbot, dialog, names.index("Network"))
    assert dialog.tabs.currentWidget() is dialog.network
    dialog.tabs.setCurrentWidget(dialog.prompts)  # the page shown from elsewhere
    assert pages.currentItem().text() == "Prompts"


def test_alt_and_the_underlined_letter_or_ctrl_tab_open_a_page(qtbot, open_dialog):
    dialog = open_dialog()
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    QTest.keyClick(dialog, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)  # Networ&k
    qtbot.waitUntil(lambda: dialog.tabs.currentWidget() is dialog.network)
    assert dialog.page_list.hasFocus()
    dialog.tabs.setCurrentIndex(0)
    QTest.keyClick(dialog.tabs.currentWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.currentIndex() == 1 and dialog.page_list.currentRow() == 1


def test_the_names_follow_the_language(qtbot, open_dialog, language):
    dialog = open_dialog()
    language.apply("es")
    qtbot.waitUntil(lambda: dialog.page_list.item(0).text() == "Proveedores")
    pages = dialog.page_list
    assert "Red" in [pages.item(row).text() for row in range(pages.count())]  # Network
    language.apply("en")
    qtbot.waitUntil(lambda: dialog.page_list.item(0).text() == "Providers")
