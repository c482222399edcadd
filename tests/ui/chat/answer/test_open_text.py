"""Plain words typed into the open paragraph instead of importing it again: only where that
gives what the importer gives, checked against a whole render word by word."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QTextBrowser

from desktop_app.ui.chat.answer.answer_document import AnswerDocument
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown
from desktop_app.ui.chat.answer.open_text import appended_text
from tests.ui.chat.answer.test_message_view import block_formats, rendered

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("<p>The tide</p>\n", "<p>The tide turns</p>\n", (" turns", "tide")),
        ("<ul>\n<li>one tw</li>\n</ul>\n", "<ul>\n<li>one two</li>\n</ul>\n", ("o", "tw")),
        ('<h2 style="x">Ste</h2>\n', '<h2 style="x">Steps</h2>\n', ("ps", "Ste")),
    ],
)
def test_words_at_the_end_of_a_paragraph_item_or_heading_are_found(old, new, expected):
    assert appended_text(old, new) == expected


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("<p>a <strong>bold</strong></p>\n", "<p>a <strong>bold</strong> more</p>\n"),  # format
        ("<p>Tom</p>\n", "<p>Tom &amp; Jerry</p>\n"),  # an entity
        ("<p>one</p>\n", "<p>one  two</p>\n"),  # two spaces: the importer folds them
        ("<p>one</p>\n", "<p>one\u00a0two</p>\n"),  # no whitespace but the space
        ("<p>see</p>\n", "<p>see [1]</p>\n"),  # a citation mark may become a link
        ("<p>one</p>\n", "<p>one\ntwo</p>\n"),  # a line break
        ("<p>one</p>\n", "<p>one <em>two</em></p>\n"),  # markup
        ("<p>one</p>\n", "<p>onc</p>\n"),  # not a continuation
        ("<pre><code>x =</code></pre>\n", "<pre><code>x = 1</code></pre>\n"),  # code
        ("<p>one</p>\n", "<p>one</p>\n"),  # nothing added
    ],
)
def test_anything_else_is_imported_again(old, new):
    assert appended_text(old, new) is None


PROSE = (
    "The river carries silt to the sea, and the delta grows a little every year. "
    "**Floods** matter: a flood moves more silt in a day than a dry year in months.\n\n"
    "- the first arm of the delta runs east\n- the second, *slower*, runs south\n\n"
    "## Why deltas move\n\nWhen an arm fills with silt, the water finds a shorter way "
    "to the sea [1] and Tom & Jerry's boat  waits. `code` and more words after it.\n\n"
    "1. one item with several words\n2. another item\n\n> a quote that goes on for "
    "a while, word after word\n"
)


@pytest.mark.parametrize("seed", [None, 0, 1, 2])  # None: one character a frame
def test_streamed_word_by_word_the_document_equals_a_whole_render(qtbot, seed):
    rng = random.Random(seed)
    longest = 1 if seed is None else 9
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    markdown, document = IncrementalMarkdown(), AnswerDocument(browser.document())
    imports = 0
    scratch_set_html = document._scratch.setHtml

    def counted(html: str) -> None:
        nonlocal imports
        imports += 1
        scratch_set_html(html)

    document._scratch.setHtml = counted
    end = frames = 0
    while end < len(PROSE):
        end = min(len(PROSE), end + rng.randint(1, longest))
        frames += 1
        document.apply(markdown.update(PROSE[:end]))
        reference = rendered(PROSE[:end])
        assert browser.toPlainText() == reference.toPlainText(), repr(PROSE[:end][-40:])
        assert block_formats(browser.document()) == block_formats(reference)
    assert imports < frames / 2  # most frames typed their words in
