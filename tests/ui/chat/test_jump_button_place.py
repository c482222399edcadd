"""The "Jump to latest" button never covers a code block's Copy control: measured in the window
at 800x600 over stored answers with code, at every scroll position where the button shows."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication

from desktop_app.ui.chat.answer.code_blocks import COPY_SCHEME
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.window.main_window import MainWindow

CODE = "Here it is:\n\n```python\nprint('hola')\n```\n\nAnd more words after it."


def copy_rects(view: MessageView, target) -> list[QRect]:
    """Where each Copy control of ``view``'s answer is, in ``target``'s coordinates."""
    browser = view.answer
    document = browser.document()
    rects = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref().startswith(COPY_SCHEME):
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position())
                start = browser.cursorRect(cursor)
                cursor.setPosition(fragment.position() + fragment.length())
                rect = start.united(browser.cursorRect(cursor))
                corner = browser.viewport().mapTo(target, rect.topLeft())
                rects.append(QRect(corner, rect.size()))
            fragments += 1
        block = block.next()
    return rects


def test_jump_to_latest_never_covers_a_copy_control(qtbot, harness):
    store = harness.services().conversations
    conversation_id = store.create("Code")
    for number in range(12):
        store.add_message(conversation_id, "user", f"question {number}")
        store.add_message(conversation_id, "assistant", CODE)
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    page = window.current_page
    scroll = page._scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: scroll.maximum() > 0 and scroll.value() == scroll.maximum())
    viewport = page._scroll.viewport()
    button = page.follow.jump_button
    checked = 0
    for value in range(scroll.maximum() - 10, -1, -7):  # the reader scrolls up, step by step
        scroll.setValue(value)
        QApplication.processEvents()
        assert button.isVisible()
        for view in page.findChildren(MessageView):
            for rect in copy_rects(view, viewport):
                if viewport.rect().intersects(rect):
                    checked += 1
                    assert not button.geometry().intersects(rect), (value, rect, button.geometry())
    assert checked > 50  # Copy controls were in view at many places
