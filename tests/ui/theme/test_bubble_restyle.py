"""The person's bubble keeps its padding and its whole line through a theme switch."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QScrollArea

from desktop_app.ui.chat.reading_column import ReadingColumn
from desktop_app.ui.chat.user_message import user_message_widget
from desktop_app.ui.theme import ThemeChoice


def test_a_bubble_measured_while_the_theme_changes_is_fitted_again(qtbot, themes):
    themes.apply(ThemeChoice.LIGHT)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    column = ReadingColumn()
    scroll.setWidget(column)
    bubble = user_message_widget("Show me a merge sort in Python.")
    column.messages.addWidget(bubble)
    column.messages.addStretch(1)
    qtbot.addWidget(scroll)
    scroll.resize(800, 600)
    scroll.show()
    qtbot.waitExposed(scroll)
    line = QFontMetrics(bubble.font()).height()
    qtbot.waitUntil(lambda: bubble.contentsRect().height() >= line)

    # A theme switch re-polishes the widgets one by one, in no set order: the column can hear
    # of it while the bubble is not yet styled by the new sheet (here: without its padding).
    bubble.setStyleSheet("QLabel { padding: 0px; }")
    QApplication.sendEvent(column, QEvent(QEvent.Type.StyleChange))
    bubble.setStyleSheet("")

    qtbot.waitUntil(lambda: bubble.height() == bubble.heightForWidth(bubble.width()))
    assert bubble.contentsRect().height() >= line  # its text has room inside the padding
