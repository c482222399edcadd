"""Where the confirmation goes: clear of the card it asks about, inside its window."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize

from desktop_app.ui.dialogs.dialog_placement import clear_of

AREA = QRect(0, 0, 1440, 900)
DIALOG = QSize(520, 540)
GAP = 12


def placed(card: QRect, size: QSize = DIALOG, area: QRect = AREA) -> QRect:
    return QRect(clear_of(card, size, area, GAP), size)


def test_below_the_card_when_there_is_room():
    card = QRect(470, 180, 760, 40)
    dialog = placed(card)
    assert dialog.top() == card.top() + card.height() + GAP
    assert abs(dialog.center().x() - card.center().x()) <= 1  # centred under it
    assert AREA.contains(dialog) and not dialog.intersects(card)


def test_above_a_card_low_in_the_window():
    card = QRect(470, 780, 760, 40)
    dialog = placed(card)
    assert dialog.top() + dialog.height() + GAP == card.top()
    assert AREA.contains(dialog) and not dialog.intersects(card)


def test_beside_a_tall_narrow_card():
    card = QRect(40, 100, 300, 700)
    dialog = placed(card)
    assert dialog.left() == card.left() + card.width() + GAP
    assert AREA.contains(dialog) and not dialog.intersects(card)


def test_no_room_anywhere_leaves_most_of_the_card_and_stays_inside():
    area = QRect(0, 0, 800, 600)
    card = QRect(20, 150, 760, 120)  # more room below (330) than above (150)
    dialog = placed(card, area=area)
    assert area.contains(dialog)
    assert dialog.top() + dialog.height() == area.height()  # pushed to the far edge


def test_a_dialog_larger_than_the_window_keeps_its_corner_in_it():
    dialog = placed(QRect(10, 10, 100, 30), size=QSize(2000, 1200))
    assert dialog.topLeft() == QPoint(0, 0)


def test_a_card_right_of_the_centre_keeps_the_dialog_inside():
    card = QRect(1300, 200, 130, 40)
    dialog = placed(card)
    assert dialog.right() <= AREA.right() and not dialog.intersects(card)
