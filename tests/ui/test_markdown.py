"""Incremental Markdown: equal to a full render whatever the pieces; safe with untrusted text."""

from __future__ import annotations

import random
import re

import pytest

from desktop_app.ui.markdown import IncrementalMarkdown, code_for_key, code_key, render_markdown

CODE = "```python\n" + "".join(
    f"def step_{i}(x):\n    # the <b>{i}</b> step\n\n    return [x * {i} for _ in range(3)]\n\n"
    for i in range(12)
) + "```\n"

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
    "See [the docs][docs] and <https://autolink.example>.\n\n"
    "[docs]: https://docs.example 'Docs'\n\n"
    "Last paragraph with a trailing line."
)


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
        assert renderer.render(text) == render_markdown(text), repr(text[-60:])


def test_every_prefix_of_a_code_block_arriving_in_tiny_pieces():
    text = "Before\n\n```python\ndef f(x):\n\n    return x  # <b>\n```\n\n- after\n\n2. the code\n"
    renderer = IncrementalMarkdown()
    for end in range(1, len(text) + 1):
        assert renderer.render(text[:end]) == render_markdown(text[:end]), repr(text[:end][-40:])


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
            text = text[:at] + rng.choice(["\n\n", "- ", "```", "x", "[docs]: /other\n"]) + text[at:]
        assert renderer.render(text) == render_markdown(text)


def test_the_deltas_rebuild_the_blocks():
    rng = random.Random(7)
    renderer = IncrementalMarkdown()
    shown: list[str] = []
    for text in stream(ANSWER, rng):
        delta = renderer.update(text)
        shown[delta.kept:] = delta.blocks
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
    assert renderer.html == render_markdown(text)
    assert max(parsed) < 2 * len(section) < len(text) / 10
    assert len(renderer.blocks) >= 60  # heading, paragraph and code of each section


def test_a_changed_link_definition_updates_earlier_paragraphs():
    renderer = IncrementalMarkdown()
    first = "Use [the tool][t].\n\nMore text.\n\n"
    assert "<a" not in renderer.render(first + "Tail")
    with_definition = first + "[t]: https://tool.example\n\nTail"
    assert renderer.render(with_definition) == render_markdown(with_definition)
    assert 'href="https://tool.example"' in renderer.html


def test_raw_html_is_escaped():
    html = render_markdown("Hello <script>alert('x')</script>\n\n<div onclick=\"x()\">block</div>\n")
    assert "<script" not in html and "<div" not in html
    assert "&lt;script&gt;" in html


def test_a_remote_image_never_becomes_an_img():
    html = render_markdown("Look: ![a cat](https://cats.example/cat.png)\n\n"
                           "[![badge](http://badge.example/b.svg)](https://project.example)\n")  # fmt: skip
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


def test_every_code_block_has_a_copy_link_naming_it_by_content():
    text = "```python\na = 1\n```\n\nText\n\n    indented\n\n- item\n\n  ```\n  nested\n  ```\n"
    html = render_markdown(text, copy_label="Copiar")
    keys = re.findall(r'href="arroyo-copy:([0-9a-f]{16})">Copiar</a>', html)
    assert [code_for_key(text, key) for key in keys] == ["a = 1\n", "indented\n", "nested\n"]
    assert code_for_key(text, code_key("not in the text\n")) is None


def test_a_streamed_code_block_gets_the_same_copy_link_as_a_whole_render():
    text = "Intro\n\n```js\nlet x = 1;\nlet y = 2;\n```\n\nAfter\n"
    renderer = IncrementalMarkdown(copy_label="Copy")
    for end in range(1, len(text) + 1):
        renderer.update(text[:end])
    assert renderer.html == render_markdown(text)
    assert "arroyo-copy:" + code_key("let x = 1;\nlet y = 2;\n") in renderer.html


def test_tables_have_borders():
    html = render_markdown("| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert '<table border="1"' in html
