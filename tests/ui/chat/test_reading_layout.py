"""The conversation reads like one: a capped, centred column; the person's messages as bubbles
on the right; a header with the title; the list folded in a narrow window; a welcome."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.message_actions import Kind
from desktop_app.ui.chat.reading_column import ReadingColumn
from desktop_app.ui.chat.welcome import Greeting
from desktop_app.ui.theme import LAYOUT
from desktop_app.ui.window.responsive import NARROW_WIDTH
from tests.net.helpers import queue
from tests.ui.window_harness import opened_windows, wait_until

ANSWER = Script(answer="Una respuesta que ocupa la columna entera. " * 20)


@pytest.fixture
def open_window(qloop, harness):
    with opened_windows(harness, qloop) as open_:
        yield lambda width=1440, height=900: open_((width, height))


def answered(window, qloop, harness, simulator, text: str) -> None:
    harness.model = queue(simulator, Scenario(script=ANSWER, events_per_second=500))
    window.composer.setPlainText(text)
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))


def left_in(widget: QWidget, column: QWidget) -> int:
    return widget.mapTo(column, QPoint(0, 0)).x()


def test_on_a_wide_screen_the_column_is_capped_and_centred(
    open_window, qapp, qloop, harness, simulator
):
    window = open_window(1440, 900)
    answered(window, qloop, harness, simulator, "Hola")
    qapp.processEvents()
    column = window.current_page.findChild(ReadingColumn)
    (answer,) = window.current_page.findChildren(MessageView)
    assert answer.width() <= column.measure + 1  # the centring's rounding
    assert answer.width() >= column.measure - 40  # it spans the column
    left = left_in(answer, column)
    right = column.width() - left - answer.width()
    assert abs(left - right) <= 2  # centred


def test_in_a_narrow_window_the_column_takes_the_width(
    open_window, qapp, qloop, harness, simulator
):
    window = open_window(520, 600)
    answered(window, qloop, harness, simulator, "Hola")
    qapp.processEvents()
    column = window.current_page.findChild(ReadingColumn)
    (answer,) = window.current_page.findChildren(MessageView)
    assert answer.width() >= column.width() - 40


def test_the_persons_message_is_a_bubble_on_the_right(open_window, qapp, qloop, harness, simulator):
    window = open_window(1440, 900)
    long_text = "Una pregunta bastante larga que ocupa varias líneas. " * 6
    answered(window, qloop, harness, simulator, long_text)
    qapp.processEvents()
    page = window.current_page
    column = page.findChild(ReadingColumn)
    (bubble,) = page.findChildren(QWidget, "userBubble")
    (answer,) = page.findChildren(MessageView)
    answer_right = left_in(answer, column) + answer.width()
    assert left_in(bubble, column) + bubble.width() == pytest.approx(answer_right, abs=2)
    assert bubble.width() <= int(column.column_width * LAYOUT.bubble_max_share)
    assert bubble.height() >= bubble.heightForWidth(bubble.width())  # no line cut off
    short = window.current_page._add_user_bubble("Hola")
    qapp.processEvents()
    assert short.width() < bubble.width() // 2  # as wide as its words


def test_edit_sits_under_the_bubble_on_the_right(open_window, qapp, qloop, harness, simulator):
    window = open_window(1440, 900)
    answered(window, qloop, harness, simulator, "Hola")
    page = window.current_page
    column = page.findChild(ReadingColumn)
    qloop.run_until_complete(
        wait_until(lambda: any(bar.kind is Kind.YOURS for bar in page.versions.bars()))
    )
    qapp.processEvents()
    (bubble,) = page.findChildren(QWidget, "userBubble")
    yours = next(bar for bar in page.versions.bars() if bar.kind is Kind.YOURS)
    answer = next(bar for bar in page.versions.bars() if bar.kind is Kind.ANSWER)
    bubble_right = left_in(bubble, column) + bubble.width()
    edit = yours.edit_button
    assert left_in(edit, column) + edit.width() == pytest.approx(bubble_right, abs=2)
    (view,) = page.findChildren(MessageView)
    # The answer's own actions stay on the left, under the answer.
    assert left_in(answer.regenerate_button, column) == pytest.approx(left_in(view, column), abs=2)


def test_the_header_shows_the_conversations_title(open_window, qloop, harness, simulator):
    window = open_window()
    answered(window, qloop, harness, simulator, "Receta de gazpacho")
    assert window.chat.header.title.text() == "Receta de gazpacho"
    window.new_conversation()
    assert window.chat.header.title.text() == "New conversation"


def test_the_conversation_settings_are_worded_as_in_settings(open_window, qtbot, qapp):
    window = open_window()
    header = window.chat.header
    header.options_button.click()
    qapp.processEvents()
    assert header.options.isVisible() and window.system_prompt.hasFocus()
    labels = [window.display_policy.itemText(i) for i in range(window.display_policy.count())]
    assert labels[1:] == ["Word by word", "Sentence by sentence", "The whole answer at once"]
    window.system_prompt.setText("Be brief.")
    window.system_prompt.editingFinished.emit()
    conversation = window.services.conversations.get(window._current_id())
    assert conversation.system_prompt == "Be brief."
    qtbot.keyClick(header.options, Qt.Key.Key_Escape)
    assert not header.options.isVisible()


def test_under_900_px_the_list_folds_behind_a_toggle(open_window, qapp):
    window = open_window(NARROW_WIDTH + 100, 700)
    toggle = window.chat.header.sidebar_toggle
    assert window.sidebar.isVisible() and not toggle.isVisible()
    window.resize(NARROW_WIDTH - 100, 600)
    qapp.processEvents()
    assert not window.sidebar.isVisible() and toggle.isVisible()
    toggle.click()
    assert window.sidebar.isVisible()
    toggle.click()
    window.focus_search()  # Ctrl+Shift+F unfolds it
    assert window.sidebar.isVisible() and window.search.hasFocus()
    window.resize(NARROW_WIDTH + 100, 700)
    qapp.processEvents()
    assert window.sidebar.isVisible() and not toggle.isVisible()


def test_first_start_welcomes_with_the_demo_and_the_message_box_has_the_focus(
    open_window, qtbot, qapp, qloop, harness, simulator
):
    window = open_window()
    qapp.processEvents()
    welcome = window.chat.welcome
    assert welcome.isVisible() and welcome.greeting is Greeting.FIRST_START
    assert "Demo" in welcome.body.text()
    assert window.composer.hasFocus()
    harness.model = queue(simulator, Scenario(script=ANSWER, events_per_second=500))
    qtbot.mouseClick(welcome.suggestions[0], Qt.MouseButton.LeftButton)  # sent as it is
    page = window.current_page
    assert not welcome.isVisible()
    assert window.composer.hasFocus()  # not the widget after the hidden suggestion
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    stored = window.services.conversations.messages(page.conversation_id)
    assert stored[0].content == welcome.suggestions[0].property("prompt")
    assert not welcome.isVisible()
    window.new_conversation()
    assert welcome.isVisible() and welcome.greeting is Greeting.EMPTY


def test_a_window_with_conversations_opens_on_one_without_the_welcome(open_window, qapp, harness):
    conversations = harness.services().conversations
    conversation_id = conversations.create("Una")
    conversations.add_message(conversation_id, "user", "Hola")
    window = open_window()
    qapp.processEvents()
    assert not window.chat.welcome.isVisible()


def test_a_bubble_measured_before_its_font_came_is_measured_again(qtbot, qapp):
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QFont

    from desktop_app.ui.chat.user_message import user_message_widget

    column = ReadingColumn()
    qtbot.addWidget(column)
    column.resize(1200, 400)
    bubble = user_message_widget("Show me a merge sort in Python", column)
    small = QFont(bubble.font())
    small.setPointSize(6)
    bubble.setFont(small)
    column.messages.addWidget(bubble)
    column.show()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    measured_small = bubble.width()

    large = QFont(small)
    large.setPointSize(18)
    bubble.setFont(large)  # the bubble's own font: the column is not told
    column.messages.invalidate()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    column.resize(1201, 400)  # any later layout pass
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    bubble.setWordWrap(False)
    one_line = bubble.sizeHint().width()
    bubble.setWordWrap(True)
    assert bubble.width() == one_line > measured_small
    assert bubble.height() == bubble.heightForWidth(one_line)  # one line, not clipped


def test_an_answer_that_grows_does_not_measure_the_bubbles_again(qtbot, qapp):
    """A streamed answer asks for a layout every frame it grows; the person's messages keep
    their size, so their text is not laid out again (a label's height for a width is a text
    layout, and a long conversation holds many bubbles)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QLabel

    from desktop_app.ui.chat.user_message import OBJECT_NAME

    class CountedBubble(QLabel):
        measured = 0

        def heightForWidth(self, width: int) -> int:
            CountedBubble.measured += 1
            return super().heightForWidth(width)

    scroll_area = QWidget()  # the column is inside the window, sized by its scroll area
    qtbot.addWidget(scroll_area)
    column = ReadingColumn(scroll_area)
    column.resize(900, 400)
    bubble = CountedBubble("Write me a long answer about the design, please. " * 3, column)
    bubble.setObjectName(OBJECT_NAME)
    bubble.setWordWrap(True)
    column.messages.addWidget(bubble)
    answer = QWidget(column)
    column.messages.addWidget(answer)
    scroll_area.show()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    fitted = bubble.size()
    assert CountedBubble.measured > 0

    before = CountedBubble.measured
    for frame in range(20):  # the answer grows, frame by frame
        answer.setFixedHeight(40 + 20 * frame)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert CountedBubble.measured == before
    assert bubble.size() == fitted

    assert not bubble.sizePolicy().hasHeightForWidth()  # fixed: the layout need not ask

    column.resize(500, 400)  # a column narrower than the bubble's share fits it again
    for _ in range(3):  # the fitted size is applied by the layout pass after the fitting
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert CountedBubble.measured > before
    assert bubble.width() < fitted.width()
    assert bubble.height() == bubble.heightForWidth(bubble.width())  # none of it clipped


def test_a_bubble_whose_own_font_or_padding_changes_is_fitted_again(qtbot, qapp):
    """The style sheet may reach a bubble after the column fitted it (its own font and padding,
    the column not told: a fixed-size widget asks for no layout): it is measured again at the
    next layout pass, whatever asked for it (here none of the column's own)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QFont

    from desktop_app.ui.chat.user_message import user_message_widget

    scroll_area = QWidget()
    qtbot.addWidget(scroll_area)
    column = ReadingColumn(scroll_area)
    column.resize(900, 400)
    bubble = user_message_widget("Show me a merge sort in Python, with its tests", column)
    column.messages.addWidget(bubble)
    scroll_area.show()
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    small = bubble.size()

    large = QFont(bubble.font())
    large.setPointSize(bubble.font().pointSize() * 2)
    bubble.setFont(large)
    bubble.setContentsMargins(20, 12, 20, 12)
    column.messages.invalidate()  # a later layout pass: an answer growing below, say
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    assert bubble.width() > small.width()
    assert bubble.height() == bubble.heightForWidth(bubble.width())  # none of it clipped
    assert not bubble.sizePolicy().hasHeightForWidth()
