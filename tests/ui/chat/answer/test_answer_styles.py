"""How answers look: heading scale, quotes, tables ruled by row, task lists; contrast of each."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument, QTextTable

from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, render_markdown
from desktop_app.ui.theme import Theme, syntax
from desktop_app.ui.theme.contrast import BODY_TEXT, LARGE_TEXT, contrast
from desktop_app.ui.theme.tokens import COLOURS

pytestmark = pytest.mark.usefixtures("qapp")


def document(markdown: str) -> QTextDocument:
    shown = QTextDocument()
    shown.setHtml(render_markdown(markdown).rstrip())
    return shown


def block_named(shown: QTextDocument, text: str):
    block = shown.begin()
    while block.isValid():
        if block.text() == text:
            return block
        block = block.next()
    raise AssertionError(f"no block {text!r}")


def test_headings_step_down_to_the_body_size_and_stay_headings():
    shown = document("# One\n\n## Two\n\n### Three\n\n#### Four\n\nBody\n")
    for text, level in (("One", 1), ("Two", 2), ("Three", 3), ("Four", 4)):
        assert block_named(shown, text).blockFormat().headingLevel() == level
    body = block_named(shown, "Body").charFormat().font().pointSizeF()
    one = block_named(shown, "One").charFormat().font()
    two = block_named(shown, "Two").charFormat().font()
    assert one.pointSizeF() > two.pointSizeF() > body
    qt_h1 = QTextDocument()
    qt_h1.setHtml("<h1>One</h1>")
    assert one.pointSizeF() < qt_h1.begin().charFormat().font().pointSizeF()  # calmer than Qt's
    assert one.pointSizeF() <= body * 1.6
    four = block_named(shown, "Four").charFormat().font()
    assert four.bold() and four.pointSizeF() == pytest.approx(body, rel=0.01)


def test_a_quote_is_set_apart_from_the_list_before_it_without_a_frame():
    shown = document("- item\n\n> quoted\n> text\n")
    item, quoted = block_named(shown, "item"), block_named(shown, "quoted text")
    assert quoted.textList() is None  # not read as part of the list above
    assert quoted.blockFormat().background().color().name() == COLOURS[syntax.current()].surface_alt
    assert item.blockFormat().background().style() == Qt.BrushStyle.NoBrush
    assert quoted.charFormat().fontItalic() and not item.charFormat().fontItalic()
    assert not shown.rootFrame().childFrames()  # frames make long answers slower to paint


def test_tables_have_a_rule_under_each_row_and_a_header_row_on_a_sunken_background():
    html = render_markdown("| a | b |\n|---|:-:|\n| 1 | 2 |\n")
    assert html.count('<th style="background-color:') == 2
    assert "text-align:center" in html  # the column's alignment is kept
    shown = QTextDocument()
    shown.setHtml(html)
    (table,) = shown.rootFrame().childFrames()
    assert isinstance(table, QTextTable)
    assert table.format().border() == 0 and not table.format().borderCollapse()
    border = COLOURS[syntax.current()].border
    for row in range(2):
        for column in range(2):
            cell = table.cellAt(row, column).format().toTableCellFormat()
            assert cell.bottomBorder() == 1 and cell.bottomBorderBrush().color().name() == border
            assert cell.leftBorder() == cell.rightBorder() == cell.topBorder() == 0


def test_task_list_items_get_checkbox_markers():
    from PySide6.QtGui import QTextBlockFormat

    shown = document("- [ ] to do\n- [x] done\n- plain\n")
    marker = QTextBlockFormat.MarkerType
    assert block_named(shown, "to do").blockFormat().marker() == marker.Unchecked
    assert block_named(shown, "done").blockFormat().marker() == marker.Checked
    assert block_named(shown, "plain").blockFormat().marker() == marker.NoMarker


def test_a_streamed_task_list_ends_as_the_whole_render():
    text = "Steps:\n\n- [x] first\n- [ ] second\n\n> note\n\n| a |\n|---|\n| 1 |\n"
    renderer = IncrementalMarkdown()
    for end in range(1, len(text) + 1):
        renderer.update(text[:end])
    assert renderer.html == render_markdown(text)


@pytest.mark.parametrize("theme", list(Theme))
def test_the_answer_colours_reach_aa_in_every_theme(theme):
    colours = COLOURS[theme]
    pairs = {
        "language on code": (colours.text_muted, colours.code_background, BODY_TEXT),
        "copy control on code": (colours.link, colours.code_background, BODY_TEXT),
        "quote text": (colours.text, colours.surface_alt, BODY_TEXT),
        "table header": (colours.text, colours.surface_alt, BODY_TEXT),
        "table rule": (colours.border, colours.surface, LARGE_TEXT),
    }
    low = {name: round(contrast(a, b), 2) for name, (a, b, floor) in pairs.items()}
    assert all(contrast(a, b) >= floor for a, b, floor in pairs.values()), low


def test_a_theme_switch_changes_the_colours_of_quotes_tables_and_code_headers():
    text = "> q\n\n| a |\n|---|\n| 1 |\n\n```\nx\n```\n"
    original = syntax.current()
    other = Theme.DARK if not original.is_dark else Theme.LIGHT
    before = render_markdown(text)
    syntax.use(other)
    try:
        after = render_markdown(text)
    finally:
        syntax.use(original)
    assert before != after
