"""The Copy control above each code block: icon and word, "Copied" for a moment, by keyboard too."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor, QTextDocument

from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.ui.chat.answer.answer_document import AnswerDocument
from desktop_app.ui.chat.answer.code_blocks import CopyState
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown
from desktop_app.ui.chat.answer.message_view import MessageView

FIRST, SECOND = "print('one')\n", "x = 2\ny = x * 2\n"
ANSWER = f"Two blocks:\n\n```python\n{FIRST}```\n\nand then\n\n```\n{SECOND}```\n\nThe end.\n"


def headers(view: MessageView) -> list[str]:
    """The text of every code block's header line (language, then the control's word)."""
    document = view.answer.document()
    lines = []
    block = document.begin()
    while block.isValid():
        if "Cop" in block.text():
            lines.append(block.text().replace("\xa0", " "))
        block = block.next()
    return lines


def click_control(view: MessageView, qtbot, number: int) -> None:
    cursor = view.answer.document().find("Copy")
    for _ in range(number):
        cursor = view.answer.document().find("Copy", cursor)
    rect = view.answer.cursorRect(cursor)
    qtbot.mouseClick(
        view.answer.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(rect.center().x() - 8, rect.center().y()),
    )


def test_the_header_names_the_language_and_has_an_icon_and_a_word(view):
    view.finish(TurnOutcome(TurnStatus.COMPLETED), ANSWER, "")
    assert headers(view) == ["python   ❐ Copy", "❐ Copy"]


def test_copying_says_copied_in_that_block_only_then_goes_back(view, qtbot):
    view.finish(TurnOutcome(TurnStatus.COMPLETED), ANSWER, "")
    document = view.answer.document()
    view.copies._timer.setInterval(100)  # the control's moment, shortened for the test
    changes: list[tuple[int, int, int]] = []
    document.contentsChange.connect(lambda *change: changes.append(change))
    header = document.find("Copy", document.find("Copy")).block()  # the second block's
    click_control(view, qtbot, 1)
    assert QGuiApplication.clipboard().text() == SECOND
    assert headers(view) == ["python   ❐ Copy", "✓ Copied"]
    assert changes and all(  # nothing but that header line changed
        header.position() <= position <= header.position() + header.length()
        for position, _removed, _added in changes
    )
    assert "The end." in view.answer.toPlainText() and view.answer.toPlainText().count("x = 2")
    qtbot.waitUntil(lambda: headers(view) == ["python   ❐ Copy", "❐ Copy"], timeout=3000)
    assert not view.copies.active


def test_copying_another_block_moves_the_copied_state_to_it(view, qtbot):
    view.finish(TurnOutcome(TurnStatus.COMPLETED), ANSWER, "")
    click_control(view, qtbot, 1)
    click_control(view, qtbot, 0)
    assert QGuiApplication.clipboard().text() == FIRST
    assert headers(view) == ["python   ✓ Copied", "❐ Copy"]


def test_the_control_is_reached_with_tab_and_pressed_with_enter(view, qtbot):
    view.finish(TurnOutcome(TurnStatus.COMPLETED), ANSWER, "")
    QGuiApplication.clipboard().clear()
    view.answer.setFocus()
    qtbot.waitUntil(view.answer.hasFocus, timeout=2000)
    qtbot.keyClick(view.answer, Qt.Key.Key_Tab)
    assert view.answer.textCursor().charFormat().anchorHref() == "arroyo-copy:0"
    qtbot.keyClick(view.answer, Qt.Key.Key_Return)
    assert QGuiApplication.clipboard().text() == FIRST
    assert headers(view)[0] == "python   ✓ Copied"


def test_an_answer_streaming_on_after_a_copy_keeps_the_document_right(view, qtbot):
    text = ANSWER + "\n".join(f"More line {k} with `code`." for k in range(40)) + "\n\n- a\n- b\n"
    document = AnswerDocument(view.answer.document())
    copies = view.copies
    copies._document = document
    markdown = copies.new_markdown()
    cut = text.index("The end.")
    document.apply(markdown.update(text[:cut]))
    copies.show(0)
    for end in range(cut, len(text) + 1, 37):
        document.apply(markdown.update(text[:end]))
    document.apply(markdown.update(text))
    reference = QTextDocument()
    state = CopyState(frozenset({0}), copies.state.label)
    reference.setHtml(IncrementalMarkdown(copies.copy_label, state).render(text).rstrip())
    assert view.answer.toPlainText() == reference.toPlainText()
    assert view.answer.document().blockCount() == reference.blockCount()
    copies.stop()


def test_show_copied_renders_as_a_fresh_render_in_that_state():
    renderer = IncrementalMarkdown()
    for end in range(1, len(ANSWER) + 1, 5):
        renderer.update(ANSWER[:end])
    renderer.update(ANSWER)
    state = CopyState(frozenset({1}))
    renderer.show_copied(state)
    assert renderer.html == IncrementalMarkdown(copy_state=state).render(ANSWER)
    assert renderer.html.count("Copied") == 1
    renderer.show_copied(CopyState())
    assert renderer.html == IncrementalMarkdown().render(ANSWER)


def test_the_cursor_is_left_alone_by_a_copy(view, qtbot):
    view.finish(TurnOutcome(TurnStatus.COMPLETED), ANSWER, "")
    cursor = view.answer.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.movePosition(QTextCursor.MoveOperation.PreviousWord, QTextCursor.MoveMode.KeepAnchor)
    view.answer.setTextCursor(cursor)
    selected = view.answer.textCursor().selectedText()
    view.copies.show(0)
    assert view.answer.textCursor().selectedText() == selected
    view.copies.stop()
