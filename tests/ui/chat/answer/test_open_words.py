"""Plain words added to the last paragraph are rendered without a parse, and equal one."""

from __future__ import annotations

import random

import pytest

from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, render_markdown
from desktop_app.ui.chat.answer.open_words import grown_paragraph

# Words, and pieces of Markdown that a word after them could change the reading of.
WORDS = ["the", "model", "writes", "2024", "ok.", "yes,", "why?", "naïve", "日本語", "and/or"]
MARKUP = [
    "*",
    "**",
    "_",
    "`",
    "[a]",
    "[a]: /url",
    "'",
    '"',
    ":",
    "&amp",
    "&",
    ";",
    "\\",
    "$",
    "$5",
    "1.",
    "1)",
    "\n1. ",
    "12",
    ")",
    "(",
    "#",
    "-",
    "---",
    "|",
    ">",
    "<",
    "![",
    "[1]",
    "\u00a0",
    "  ",
    "\t",
    "\n",
    "\n\n",
    "    ",
    "$$\n",
    "$$",
    "\\[\n",
    "\\]",
    "\\(",
    "```\n",
    "~~~",
    "<div>\n",
    "===",
]


def _text(rng: random.Random, pieces: int) -> str:
    parts = []
    for _ in range(pieces):
        roll = rng.random()
        if roll < 0.55:
            parts.append(" " + rng.choice(WORDS))
        elif roll < 0.75:
            parts.append(rng.choice(WORDS))
        else:
            parts.append(rng.choice(MARKUP))
    return "".join(parts)


@pytest.mark.parametrize("seed", range(40))
def test_streamed_word_by_word_every_frame_equals_a_full_render(seed):
    rng = random.Random(seed)
    text = _text(rng, 120)
    renderer = IncrementalMarkdown()
    position = 0
    while position < len(text):
        position = min(len(text), position + rng.randint(1, 12))
        shown = renderer.render(text[:position])
        if not renderer.fence_in_pieces:
            assert shown == render_markdown(text[:position]), repr(text[:position][-50:])


def test_prose_is_parsed_once_per_line_start_not_once_per_frame(monkeypatch):
    paragraph = "The model writes a long paragraph of plain prose, word after word, " * 8
    text = "# Title\n\nFirst paragraph.\n\n" + paragraph.strip() + "."
    renderer = IncrementalMarkdown()
    parsed: list[int] = []
    parse = renderer._md.parse

    def counting_parse(src, env=None):
        parsed.append(len(src))
        return parse(src, env)

    monkeypatch.setattr(renderer._md, "parse", counting_parse)
    frames = 0
    for end in range(30, len(text) + 6, 6):
        renderer.update(text[:end])
        frames += 1
    monkeypatch.undo()
    assert renderer.html == render_markdown(text)
    assert len(parsed) < frames / 4


@pytest.mark.parametrize(
    ("old", "added"),
    [
        ("a _b_", "c"),  # the underscore run would no longer close
        ("hello **world", "**"),
        ("12", ". item"),  # the line's first word is not settled: may become a list
        ("[a]: /url 'a title\nthat goes on", " here'"),  # a definition once the quote closes
        ("[a]", ": /url"),
        ("AT&amp", ";"),
        ("a line\\", "x"),
        ("cost $5", "$"),
        ("a paragraph\n\n", "more"),  # a new paragraph, not the old one
        ("Setext\n", "==="),
        ("ok.\n1. ", "and more"),  # an ordered item may interrupt a paragraph once not empty
        ("ok.\n1) ", "and more"),
        ("Sum $a$ and $$b", " c"),  # dollars are paired across the paragraph
        ("\\[ x \\] then", " words"),  # text after a bracketed formula is its own
    ],
)
def test_what_a_word_could_change_is_left_to_the_parser(old, added):
    last = render_markdown(old)
    assert grown_paragraph(old, old + added, last) is None


@pytest.mark.parametrize(
    ("old", "added"),
    [
        ("Some words ", "and more"),  # the space kept back comes in front of them
        ("Some words  ", "and more "),  # and the new text's own trailing space is left out
        ("A **bold** start and", " an end."),
        ('He said "hi', '" and left'),
        ("Line one\nline two and", " three"),
        ("Some words\u00a0", "after a no-break space"),
    ],
)
def test_plain_words_grow_the_paragraph_as_a_parse_would(old, added):
    grown = grown_paragraph(old, old + added, render_markdown(old))
    assert grown == render_markdown(old + added)


def test_a_change_of_citations_parses_again():
    numbers = [1]
    renderer = IncrementalMarkdown(citations=lambda: numbers)
    renderer.update("As found in [2] the answer is")
    assert 'href="cite:2"' not in renderer.html
    numbers.append(2)  # the passages arrived: the mark becomes a link
    renderer.update("As found in [2] the answer is yes")
    assert 'href="cite:2"' in renderer.html
