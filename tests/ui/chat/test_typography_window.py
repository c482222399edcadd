"""The answer reads comfortably: prose at one and a half lines, a column of 70 to 80 average
characters in a wide window; the conversation list shows hover and choice in the tokens'
colours."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFontInfo, QFontMetrics, QImage, QPainter, QTextBlockFormat
from PySide6.QtWidgets import QListView, QStyle, QStyleOptionViewItem

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.reading_column import ReadingColumn
from desktop_app.ui.sidebar.conversation_delegate import ConversationDelegate
from desktop_app.ui.sidebar.conversation_list import ConversationListModel
from desktop_app.ui.theme import COLOURS, TYPE_SCALE, TYPOGRAPHY, Theme, syntax
from desktop_app.ui.theme.rows import INSET
from tests.net.helpers import queue
from tests.ui.window_harness import opened_windows, wait_until

PROSE = "Una respuesta larga que ocupa varias líneas de la columna de lectura. " * 12
ANSWER = Script(answer=f"{PROSE}\n\n- un punto\n- otro punto\n\n```python\nvalor = 1\n```\n")


@pytest.fixture
def answer_view(qloop, qapp, harness, simulator):
    with opened_windows(harness, qloop) as open_:
        window = open_((1440, 900))
        harness.model = queue(simulator, Scenario(script=ANSWER, events_per_second=500))
        window.composer.setPlainText("Hola")
        window.send()
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy))
        qapp.processEvents()
        (view,) = page.findChildren(MessageView)
        yield page, view


def test_an_answers_paragraph_is_set_at_one_and_a_half_lines(answer_view):
    _, view = answer_view
    document = view.answer.document()
    block = document.begin()
    while block.isValid() and not block.text().startswith("Una respuesta"):
        block = block.next()
    assert block.isValid()
    block_format = block.blockFormat()
    proportional = QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
    assert block_format.lineHeightType() == proportional
    assert block_format.lineHeight() == TYPOGRAPHY.line_height
    layout = block.layout()
    assert layout.lineCount() > 2  # the paragraph wraps, so its lines' spacing is drawn
    step = layout.lineAt(1).y() - layout.lineAt(0).y()
    natural = QFontMetrics(view.answer.font()).height()
    assert step / natural == pytest.approx(1.5, abs=0.1)
    items = [b for b in _blocks(document) if b.textList() is not None]
    assert items and all(b.blockFormat().lineHeight() == TYPOGRAPHY.line_height for b in items)


def test_the_column_holds_70_to_80_average_characters_at_1440_by_900(answer_view):
    page, view = answer_view
    browser = view.answer
    text_width = browser.viewport().width() - 2 * browser.document().documentMargin()
    characters = text_width / QFontMetrics(browser.font()).averageCharWidth()
    assert 70 <= characters <= 80
    column = page.findChild(ReadingColumn)
    assert column.width() > column.measure + 200  # a wide window: the column is centred in it


def test_code_is_set_a_little_smaller_than_the_prose_so_their_letters_match(answer_view):
    """A monospace font's letters stand taller at one size: code is ``TYPE_SCALE.code`` of it,
    and keeps single spacing (a listing reads as lines)."""
    _, view = answer_view
    body_px = QFontInfo(view.answer.font()).pixelSize()
    (code,) = [b for b in _blocks(view.answer.document()) if b.text() == "valor = 1"]
    font = code.begin().fragment().charFormat().font()
    assert font.pixelSize() == round(body_px * TYPE_SCALE.code) < body_px
    assert QFontInfo(font).fixedPitch()
    assert code.blockFormat().lineHeight() in (0, 100)


def _blocks(document):
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_a_rows_hover_and_choice_are_painted_in_the_tokens_colours(qtbot, theme):
    view = QListView()
    qtbot.addWidget(view)
    model = ConversationListModel(view)
    model.set_rows([("a", "Una conversación")])
    view.setModel(model)
    delegate = ConversationDelegate(view)
    colours = COLOURS[theme]
    previous = syntax.current()
    syntax.use(theme)
    try:
        images = {
            state: _painted(view, delegate, model, state, colours.surface)
            for state in (
                QStyle.StateFlag.State_None,
                QStyle.StateFlag.State_MouseOver,
                QStyle.StateFlag.State_Selected,
            )
        }
    finally:
        syntax.use(previous)
    middle = _HEIGHT // 2
    right = _WIDTH - 20  # past the title's text, inside the rounded row
    assert images[QStyle.StateFlag.State_None].pixelColor(right, middle) == QColor(colours.surface)
    hovered = images[QStyle.StateFlag.State_MouseOver]
    assert hovered.pixelColor(right, middle) == QColor(colours.row_hover)
    assert hovered.pixelColor(0, middle) == QColor(colours.surface)  # inset from the edge
    chosen = images[QStyle.StateFlag.State_Selected]
    assert chosen.pixelColor(right, middle) == QColor(colours.row_selected)
    assert chosen.pixelColor(INSET + 1, middle) == QColor(colours.accent)  # the accent bar


_WIDTH, _HEIGHT = 240, 40


def _painted(view, delegate, model, state, background: str) -> QImage:
    image = QImage(_WIDTH, _HEIGHT, QImage.Format.Format_RGB32)
    image.fill(QColor(background))
    option = QStyleOptionViewItem()
    option.rect = QRect(0, 0, _WIDTH, _HEIGHT)
    option.font = view.font()
    option.palette = view.palette()
    option.state = QStyle.StateFlag.State_Enabled | state
    option.widget = view
    painter = QPainter(image)
    delegate.paint(painter, option, model.index(0, 0))
    painter.end()
    return image
