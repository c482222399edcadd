"""A message view as the window holds it: inside a scrolling conversation, where only what is
visible is painted."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea

from desktop_app.ui.chat.answer.message_view import MessageView


@pytest.fixture
def view(qtbot):
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.resize(700, 500)
    widget = MessageView()
    scroll.setWidget(widget)
    qtbot.addWidget(scroll)
    scroll.show()
    yield widget
    widget.release()
