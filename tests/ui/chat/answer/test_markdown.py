"""Incremental Markdown: equal to a full render whatever the pieces; safe with untrusted text."""

from __future__ import annotations

import html as html_entities
import random
import re

import pytest

from desktop_app.ui.chat.answer import code_blocks
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, code_at, render_markdown
from desktop_app.ui.chat.answer.open_fence import OpenFence

CODE = (
    "```python\n"
    + "".join(
        f"def step_{i}(x):\n    # the <b>{i}</b> step\n\n    return [x * {i} for _ in range(3)]\n\n"
        for i in range(12)
    )
    + "```\n"
)

ANSWER = (
    "# Plan\n\nFirst some *emphasis*, `inline code` and a [link](https://example.com/a?b=1).\n\n"
    + CODE
    + "\n| name | value |\n|------|:-----:|\n| a | 1 |\n| `b` | **2** |\n\n"
    "- tight one\n- tight two\n  continued\n\n"
    "- loose one\n\n- loose two\n\n"
    "1. first\n2. second\n   ```sh\n   ls -l\n   ```\n3. third\n\n"
    "> a quote\n> that goes on\n\n"
    "    indented code\n\n    still code\n\n"
    "Setext heading\n---\n\n"
    "***\n\n"
    "~~~\nunclosed at first, closed later\n\n~~~\n\n"
    "Math $a^2 + b^2$ costs $5 and $10, and\n\n$$\n\\frac{1}{2}\n$$\n\n\\[\nx\n\\]\n\n"
    "\\[\na + b\n\n= c\n\\]\n\n$$\nd\n\ne\n$$\n\n"
    "See [the docs][docs] and <https://autolink.example>.\n\n"
    "[docs]: https://docs.example 'Docs'\n\n"
    "Last paragraph with a trailing line."
)


_PIECE_BOUNDARY = re.compile(r'</code></pre>\n<pre dir="ltr" style="[^"]*"><code>')
_TAG = re.compile(r"<[^>]+>")


def agrees(renderer: IncrementalMarkdown, text: str) -> bool:
    """The incremental render equals the whole one, or, while a fence is painted in pieces (the
    unfinished one plain), shows the same text."""
    html, whole = renderer.render(text), render_markdown(text)
    if not renderer.fence_in_pieces:
        return html == whole
    shown = html_entities.unescape(_TAG.sub("", _PIECE_BOUNDARY.sub("\n", html)))
    return shown == html_entities.unescape(_TAG.sub("", whole))


def stream(text: str, rng: random.Random, smallest: int = 1, largest: int = 40):
    position = 0
    while position < len(text):
        position = min(len(text), position + rng.randint(smallest, largest))
        yield text[:position]


@pytest.mark.parametrize("seed", range(3))
def test_streamed_in_random_pieces_the_result_equals_a_full_render(seed):
    rng = random.Random(seed)
    renderer = IncrementalMarkdown()
    for text in stream(ANSWER, rng):
        assert agrees(renderer, text), repr(text[-60:])


def test_every_prefix_of_a_code_block_arriving_in_tiny_pieces():
    text = "Before\n\n```python\ndef f(x):\n\n    return x  # <b>\n```\n\n- after\n\n2. the code\n"
    renderer = IncrementalMarkdown()
    for end in range(1, len(text) + 1):
        assert agrees(renderer, text[:end]), repr(text[:end][-40:])
    assert renderer.render(text) == render_markdown(text)  # closed: highlighted, as a whole


@pytest.mark.parametrize("seed", range(2))
def test_cuts_back_and_edits_are_followed_too(seed):
    rng = random.Random(seed)
    renderer = IncrementalMarkdown()
    text = ""
    for _ in range(120):
        roll = rng.random()
        if roll < 0.8:
            text = ANSWER[: len(text) + rng.randint(1, 60)]
        elif roll < 0.9:
            text = text[: rng.randint(0, len(text))]
        else:
            at = rng.randint(0, len(text))
            text = (
                text[:at] + rng.choice(["\n\n", "- ", "```", "x", "[docs]: /other\n"]) + text[at:]
            )
        assert agrees(renderer, text)


def test_the_deltas_rebuild_the_blocks():
    rng = random.Random(7)
    renderer = IncrementalMarkdown()
    shown: list[str] = []
    for text in stream(ANSWER, rng):
        delta = renderer.update(text)
        shown[delta.kept :] = delta.blocks
        assert shown == renderer.blocks
    assert "".join(shown) == render_markdown(ANSWER)


def test_while_streaming_only_the_tail_is_parsed(monkeypatch):
    """The cost of a frame is the last segment plus what is new, not the whole message."""
    section = "## Part\n\nA paragraph of text that says something useful.\n\n" + CODE + "\n"
    text = section * 30  # about 35 KB
    renderer = IncrementalMarkdown()
    parsed: list[int] = []
    parse = renderer._md.parse

    def counting_parse(src, env=None):
        parsed.append(len(src))
        return parse(src, env)

    monkeypatch.setattr(renderer._md, "parse", counting_parse)
    for end in range(300, len(text) + 300, 300):
        renderer.update(text[:end])
    monkeypatch.undo()  # the parser is shared: the reference render below is not counted
    assert renderer.html == render_markdown(text)
    assert max(parsed) < 2 * len(section) < len(text) / 10
    assert len(renderer.blocks) >= 60  # heading, paragraph and code of each section


@pytest.mark.parametrize(
    "before",
    [
        "| name | value |\n|---|---|\n" + "| a | 1 |\n" * 20 + "\n",
        CODE + "\n",
        "## A heading\n",  # no blank line: the same segment as the paragraph, even when final
    ],
    ids=["table", "code block", "heading"],
)
def test_a_frame_renders_only_the_block_that_grew_not_the_finished_one_before_it(
    monkeypatch, before
):
    """A paragraph's first line keeps the segment before it open (it may still start a list
    item of it): each frame re-renders and re-imports only that paragraph, not the table or
    code block above it."""
    renderer = IncrementalMarkdown()
    renderer.update("Intro.\n\n" + before + "Now")
    rendered: list[str] = []
    render = renderer._md.renderer.render

    def counting_render(tokens, options, env):
        rendered.extend(token.type for token in tokens)
        return render(tokens, options, env)

    monkeypatch.setattr(renderer._md.renderer, "render", counting_render)
    text = "Intro.\n\n" + before + "Now"
    for word in range(40):
        text += f" word{word}"
        delta = renderer.update(text)
        assert len(delta.blocks) == 1  # the paragraph alone goes to the document
        assert delta.blocks[0].startswith("<p")
    monkeypatch.undo()
    assert set(rendered) <= {"paragraph_open", "inline", "paragraph_close"}
    assert renderer.html == render_markdown(text)
    renderer.update(text + ".\n\nNext")  # the paragraph is final now: the same HTML
    assert renderer.html == render_markdown(text + ".\n\nNext")


LONG_FENCE_LINE = "    total = add(total, value * 2)  # keep the running sum\n"


def test_a_long_open_fence_is_highlighted_piece_by_piece_not_whole_every_frame(monkeypatch):
    highlighted: list[int] = []
    highlight = code_blocks.highlight

    def counting_highlight(code, lang, attrs):
        highlighted.append(len(code))
        return highlight(code, lang, attrs)

    renderer = IncrementalMarkdown()
    parse_calls: list[int] = []
    parse = renderer._md.parse
    text = "Here:\n\n```python\n"
    lines = 400
    for line in range(lines):
        for half in (LONG_FENCE_LINE[:20], LONG_FENCE_LINE[20:]):
            text += half
            with monkeypatch.context() as counting:
                counting.setattr(code_blocks, "highlight", counting_highlight)
                counting.setattr(
                    renderer._md,
                    "parse",
                    lambda src, env=None: parse_calls.append(1) or parse(src, env),
                )
                renderer.update(text)
            if line % 37 == 0:
                assert agrees(renderer, text)
    assert renderer.fence_in_pieces
    per_frame = (OpenFence.CHUNK_LINES + 1) * len(LONG_FENCE_LINE)
    assert sum(highlighted) < 2 * lines * per_frame  # the whole block every frame: ~10x more
    assert len(parse_calls) < 2 * OpenFence.CHUNK_LINES + 10  # appended code skips the parser
    closed = text + "```\n\nDone.\n"
    assert renderer.render(closed) == render_markdown(closed)
    assert not renderer.fence_in_pieces


@pytest.mark.parametrize(
    "opening, content_line",
    [
        ("```", "`quoted` on a line of its own\n"),  # a line that might close the fence
        ("~~~", "~~ tildes\n"),
    ],
)
def test_lines_that_might_close_a_fence_are_parsed_and_it_stays_open_in_pieces(
    opening, content_line
):
    renderer = IncrementalMarkdown()
    text = f"Intro\n\n{opening}\n" + "plain line\n" * 50 + content_line + "more\n" * 5
    for end in range(text.index(content_line) + 1, len(text) + 1):
        assert agrees(renderer, text[:end])
        assert renderer.fence_in_pieces
    closed = text + opening + "\n\nAfter.\n"
    assert renderer.render(closed) == render_markdown(closed)
    assert not renderer.fence_in_pieces


def test_an_indented_fence_is_rendered_whole():
    renderer = IncrementalMarkdown()
    text = "Intro\n\n  ```\n" + "indented fence content\n" * 30  # the indent is stripped
    for end in range(len("Intro\n\n  ```\n"), len(text) + 1, 7):
        assert renderer.render(text[:end]) == render_markdown(text[:end])
        assert not renderer.fence_in_pieces


def test_cutting_back_into_a_fence_in_pieces_renders_what_is_left():
    renderer = IncrementalMarkdown()
    text = "```\n" + LONG_FENCE_LINE * 100
    renderer.render(text)
    assert renderer.fence_in_pieces
    for end in (len(text) - 7, 4 + len(LONG_FENCE_LINE) * 60, 4 + len(LONG_FENCE_LINE) * 10, 3, 0):
        assert agrees(renderer, text[:end])


def test_a_changed_link_definition_updates_earlier_paragraphs():
    renderer = IncrementalMarkdown()
    first = "Use [the tool][t].\n\nMore text.\n\n"
    assert "<a" not in renderer.render(first + "Tail")
    with_definition = first + "[t]: https://tool.example\n\nTail"
    assert renderer.render(with_definition) == render_markdown(with_definition)
    assert 'href="https://tool.example"' in renderer.html


def test_a_bracketed_formula_open_across_blank_lines_keeps_what_follows_open():
    # "\[" on a line of its own opens a formula that blank lines do not end ("$$" does not
    # span them), so the paragraphs after it are not final until "\]" arrives.
    open_text = "Before.\n\n\\[\na + b\n\n= c\n\nmore\n"
    closed_text = open_text + "\\]\n\nAfter."
    renderer = IncrementalMarkdown()
    renderer.render(open_text)
    assert renderer.render(closed_text) == render_markdown(closed_text)
    assert "arroyo-math:" in renderer.html


def test_raw_html_is_escaped():
    html = render_markdown(
        "Hello <script>alert('x')</script>\n\n<div onclick=\"x()\">block</div>\n"
    )
    assert "<script" not in html and "<div" not in html
    assert "&lt;script&gt;" in html


def test_a_remote_image_never_becomes_an_img():
    html = render_markdown(
        "Look: ![a cat](https://cats.example/cat.png)\n\n"
        "[![badge](http://badge.example/b.svg)](https://project.example)\n"
    )
    assert "<img" not in html
    assert '<a href="https://cats.example/cat.png">a cat</a>' in html
    assert '<a href="https://project.example">badge</a>' in html  # no link inside a link


def test_links_keep_their_href_and_unsafe_ones_are_not_links():
    html = render_markdown("[docs](https://docs.example/x?a=1&b=2) and [bad](javascript:alert(1))")
    assert '<a href="https://docs.example/x?a=1&amp;b=2">docs</a>' in html
    assert 'href="javascript' not in html


def test_fenced_code_is_highlighted_with_inline_styles():
    html = render_markdown("```python\ndef f():\n    return 1\n```\n")
    assert "<pre" in html and 'style="' in html
    assert "class=" not in html
    unknown = render_markdown("```no-such-language\n<tag> & stuff\n```\n")
    assert "&lt;tag&gt; &amp; stuff" in unknown


def test_every_code_block_has_a_copy_link_naming_it_by_its_place():
    text = "```python\na = 1\n```\n\nText\n\n    indented\n\n- item\n\n  ```\n  nested\n  ```\n"
    html = render_markdown(text, copy_label="Copiar")
    keys = re.findall(r'href="arroyo-copy:(\d+)"[^>]*>.&nbsp;Copiar</a>', html)
    assert keys == ["0", "1", "2"]
    assert [code_at(text, key) for key in keys] == ["a = 1\n", "indented\n", "nested\n"]
    assert code_at(text, "3") is None and code_at(text, "x") is None


def test_a_streamed_code_block_gets_the_same_copy_link_as_a_whole_render():
    text = "Intro\n\n```js\nlet x = 1;\nlet y = 2;\n```\n\nAfter\n"
    renderer = IncrementalMarkdown(copy_label="Copy")
    for end in range(1, len(text) + 1):
        renderer.update(text[:end])
    assert renderer.html == render_markdown(text)
    assert "arroyo-copy:0" in renderer.html


def test_tables_have_a_rule_under_each_row():
    html = render_markdown("| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert '<table border="0"' in html and "border-collapse" not in html
    assert html.count("border-bottom:1px solid") == 4  # two header cells, two body cells
