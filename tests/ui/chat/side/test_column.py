"""A side-by-side column at the end of its turn: its answer drawn as Markdown a piece at a time,
beside the plain text, then shown whole in its place, equal to a whole render."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices

from benchmarks.inputs import markdown_answer
from desktop_app.ui.chat.side.column import AnswerColumn
from tests.ui.chat.answer.test_message_view import block_formats, rendered

UNCLOSED = "Here is the module:\n\n```python\n" + "".join(
    f"value_{k} = compute({k})  # step {k}\n" for k in range(150)
)


@pytest.mark.parametrize("answer", [markdown_answer(20_000), UNCLOSED], ids=["long", "unclosed"])
def test_a_long_answer_is_drawn_in_pieces_and_shown_whole_once_done(qtbot, answer):
    column = AnswerColumn("model-a")
    qtbot.addWidget(column)
    column.resize(500, 700)
    column.show()
    column.answer.show_plain(answer)  # as the stream left it
    plain = column.answer.document()

    shown_while_drawing: list[str] = []
    for _ in column.finish(answer):
        shown_while_drawing.append(column.answer.toPlainText())

    assert len(shown_while_drawing) == -(-len(answer) // 3000)  # a step per 3,000 characters
    assert set(shown_while_drawing) == {answer}  # the plain text stays until the Markdown is whole
    assert column.answer.document() is not plain
    reference = rendered(answer)
    assert column.answer.toPlainText() == reference.toPlainText()
    assert block_formats(column.answer.document()) == block_formats(reference)
    assert column.use_button.isVisibleTo(column)


def test_the_answer_shown_whole_keeps_fitting_its_column(qtbot, qapp):
    column = AnswerColumn("model-a")
    qtbot.addWidget(column)
    column.resize(700, 700)
    column.show()
    answer = markdown_answer(6_000)
    for _ in column.finish(answer):
        pass
    qapp.processEvents()
    wide = column.answer.height()
    column.resize(350, 700)  # narrower: the text wraps into more lines, and the browser follows
    qtbot.waitUntil(lambda: column.answer.height() > wide, timeout=5000)
    document_height = column.answer.document().size().height()
    assert column.answer.height() >= document_height


def test_a_code_blocks_copy_control_copies_it_in_the_windows_words(qtbot, qapp, language):
    from PySide6.QtGui import QGuiApplication

    from desktop_app.ui.chat.answer.code_blocks import COPY_SCHEME

    language.apply("es")
    column = AnswerColumn("model-a")
    qtbot.addWidget(column)
    column.show()
    answer = "Two blocks:\n\n```python\nfirst = 1\n```\n\n```sh\necho second\n```\n"
    for _ in column.finish(answer):
        pass
    assert column.answer.toPlainText().count("Copiar") == 2

    column.answer.anchorClicked.emit(QUrl(f"{COPY_SCHEME}:1"))
    assert QGuiApplication.clipboard().text() == "echo second\n"
    text = column.answer.toPlainText()
    assert text.count("Copiado") == 1 and text.index("Copiar") < text.index("Copiado")


class _Opened(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url.toString())


def test_a_link_in_the_answer_goes_to_the_browser(qtbot):
    column = AnswerColumn("model-a")
    qtbot.addWidget(column)
    column.show()
    for _ in column.finish("See [the docs](https://docs.example/rivers)."):
        pass
    opened = _Opened()
    QDesktopServices.setUrlHandler("https", opened, "open")  # Qt's own hook, no browser
    try:
        column.answer.anchorClicked.emit(QUrl("https://docs.example/rivers"))
    finally:
        QDesktopServices.unsetUrlHandler("https")
    assert opened.urls == ["https://docs.example/rivers"]


def test_a_drawn_answers_copy_controls_follow_the_language(qtbot, qapp, language):
    column = AnswerColumn("model-a")
    qtbot.addWidget(column)
    column.show()
    for _ in column.finish("Code:\n\n```python\nx = 1\n```\n"):
        pass
    assert "Copy" in column.answer.toPlainText()
    language.apply("es")
    column.retranslate()  # as the view does on a change of language
    assert "Copiar" in column.answer.toPlainText()
    assert column.answer.toPlainText().count("Copiar") == 1
