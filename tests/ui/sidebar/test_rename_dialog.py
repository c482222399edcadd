"""The rename dialog: wide enough to read a long title whole, the title selected, Enter confirms
and Escape leaves the title as it was."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop_app.ui.sidebar.rename_dialog import WIDTH_IN_CHARACTERS, RenameDialog

LONG = "Planning the spring trip to the mountains with the whole family"


PARENTS: list[QWidget] = []  # alive until the test's end: the dialog dies with its parent


def open_dialog(qtbot, renamed: list[str]) -> RenameDialog:
    parent = QWidget()
    qtbot.addWidget(parent)
    PARENTS.append(parent)
    parent.show()
    dialog = RenameDialog(
        parent, caption="Rename conversation", label="Title:", title=LONG, renamed=renamed.append
    )
    dialog.open()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_dialog_is_wide_enough_for_a_long_title(qtbot):
    dialog = open_dialog(qtbot, [])
    metrics = dialog.field.fontMetrics()
    assert dialog.field.width() >= metrics.averageCharWidth() * WIDTH_IN_CHARACTERS
    assert dialog.field.width() >= metrics.horizontalAdvance(LONG)  # read whole, not scrolled
    assert dialog.field.selectedText() == LONG
    dialog.reject()


def test_enter_confirms_the_new_title(qtbot):
    renamed: list[str] = []
    dialog = open_dialog(qtbot, renamed)
    qtbot.keyClicks(dialog.field, "  Viaje  ")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert renamed == ["Viaje"]


def test_escape_or_an_empty_title_changes_nothing(qtbot):
    renamed: list[str] = []
    dialog = open_dialog(qtbot, renamed)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    dialog = open_dialog(qtbot, renamed)
    dialog.field.clear()
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert renamed == []
