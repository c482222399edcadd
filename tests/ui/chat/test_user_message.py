"""The person's own message: shown as written, and a very long one without holding the window."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.chat.user_message import (
    LONG_MESSAGE,
    PIECE,
    READER_EXCERPT,
    LongUserMessage,
    user_message_widget,
)
from tests.net.helpers import queue
from tests.ui.window.test_main_window import send, window  # noqa: F401 - the window fixture
from tests.ui.window_harness import wait_until

MARKUP = '<b>bold</b> & <img src="https://example.invalid/x.png"> <a href="x">link</a>'


def test_markup_in_a_message_is_shown_as_typed(qtbot):
    label = user_message_widget(MARKUP)
    qtbot.addWidget(label)
    assert isinstance(label, QLabel)
    # What is painted is the text itself: laid out as plain text it has every character, where
    # rich text would have dropped the tags.
    assert label.text() == MARKUP
    document = QTextDocument()
    document.setPlainText(label.text())
    assert document.toPlainText() == MARKUP
    rich = QTextDocument()
    rich.setHtml(MARKUP)
    assert rich.toPlainText() != MARKUP  # so the check above can fail
    assert label.textFormat().name == "PlainText"


def test_a_sent_message_with_markup_is_shown_as_typed_in_the_window(
    window,  # noqa: F811 - the fixture imported above
    qloop,
    harness,
    simulator,
):
    harness.model = queue(simulator, Scenario(script=Script(answer="Visto.")))
    send(window, MARKUP)
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    (bubble,) = page.findChildren(QWidget, "userBubble")
    assert bubble.text() == MARKUP and bubble.textFormat().name == "PlainText"
    assert bubble.accessibleName() == "Your message"


def test_a_very_long_message_fills_in_pieces_while_the_loop_runs(qtbot):
    text = "".join(f"line {n} of a long paste\n" for n in range(450_000))  # about 10 MB
    assert len(text) > 20 * PIECE
    ticks: list[int] = []
    view = user_message_widget(text)
    qtbot.addWidget(view)
    assert isinstance(view, LongUserMessage)
    assert len(view.toPlainText()) == PIECE  # the first piece only, at once
    assert view.accessibleDescription() == text[:READER_EXCERPT] + "…"

    # Other work gets its turn between pieces: a timer started now fires before the end.
    QTimer.singleShot(0, lambda: ticks.append(len(view.toPlainText())))
    qtbot.waitUntil(lambda: view.complete, timeout=30_000)
    assert ticks and ticks[0] < len(text)
    assert view.toPlainText() == text
    assert view.textCursor().position() == 0  # the reader starts at the top


def test_the_short_and_long_forms_meet_at_the_threshold(qtbot):
    short = user_message_widget("x" * LONG_MESSAGE)
    long = user_message_widget("x" * (LONG_MESSAGE + 1))
    qtbot.addWidget(short)
    qtbot.addWidget(long)
    assert isinstance(short, QLabel) and isinstance(long, LongUserMessage)
    qtbot.waitUntil(lambda: long.complete)
    assert long.toPlainText() == "x" * (LONG_MESSAGE + 1)
