"""Each piece of code is highlighted once: closed blocks, the pieces of an open one, the end."""

from __future__ import annotations

import pytest

from desktop_app.ui.chat.answer import code_blocks
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, render_markdown
from desktop_app.ui.chat.answer.open_fence import OpenFence

LINE = "    total = add(total, value * 2)  # keep the running sum\n"


@pytest.fixture
def highlighted(monkeypatch) -> list[str]:
    """The code of every call to Pygments, from a clean cache."""
    calls: list[str] = []
    highlight = code_blocks.highlight

    def counting(code: str, lang: str, attrs: str) -> str:
        calls.append(code)
        return highlight(code, lang, attrs)

    code_blocks.clear_cache()
    monkeypatch.setattr(code_blocks, "highlight", counting)
    yield calls
    code_blocks.clear_cache()


def frames(text: str, size: int = 80):
    for end in range(size, len(text) + size, size):
        yield text[:end]


def test_a_closed_block_is_highlighted_once_while_the_next_block_is_written(highlighted):
    code = "def main():\n" + LINE * 5
    text = f"Intro.\n\n```python\n{code}```\n\nAnd then a long paragraph that follows it."
    renderer = IncrementalMarkdown()
    closed_at = text.index("```\n\n") + 4
    for frame in frames(text, 3):
        renderer.update(frame)
    assert renderer.html == render_markdown(text)
    assert highlighted.count(code) == 1  # the closed block, every frame after it closed
    assert len(text) - closed_at > 30  # many frames rendered it again


def test_an_open_block_highlights_each_complete_piece_once_and_never_the_unfinished_one(
    highlighted,
):
    size = OpenFence.CHUNK_LINES
    lines = [f"    total_{k} = add(total, {k})\n" for k in range(5 * size + 3)]
    renderer = IncrementalMarkdown()
    for frame in frames("Here:\n\n```python\n" + "".join(lines), 17):
        renderer.update(frame)
    assert renderer.fence_in_pieces
    for k in range(5):
        assert highlighted.count("".join(lines[k * size : (k + 1) * size])) == 1
    # Nothing else but the first line while it was incomplete (then the block renders whole).
    assert [code for code in highlighted if "\n" in code] == [
        "".join(lines[k * size : (k + 1) * size]) for k in range(5)
    ]
    html = renderer.html
    assert html.count("<span") > 0  # the pieces are coloured...
    last = html.rsplit("<pre", 1)[1]
    assert "<span" not in last and "total_80 = add" in last  # ...the unfinished one is plain


def test_the_final_render_reuses_the_highlighted_blocks(highlighted):
    blocks = [f"```python\nx_{k} = {k}\n" + LINE * 3 + "```\n" for k in range(4)]
    text = "Start.\n\n" + "\nBetween.\n\n".join(blocks) + "\nDone.\n"
    renderer = IncrementalMarkdown()
    for frame in frames(text, 7):
        renderer.update(frame)
    before = len(highlighted)
    assert render_markdown(text) == renderer.html  # the whole render at the end
    assert len(highlighted) == before  # every block came from the cache
    assert code_blocks.cached_blocks() >= 4


def test_a_theme_switch_highlights_again_in_its_colours(highlighted):
    from desktop_app.ui.theme import Theme, syntax

    text = "```python\nx = 1\n```\n"
    original = syntax.current()
    light = render_markdown(text)
    other = Theme.DARK if original is not Theme.DARK else Theme.LIGHT
    syntax.use(other)
    try:
        dark = render_markdown(text)
    finally:
        syntax.use(original)
    assert light != dark
    assert len(highlighted) == 2
    assert render_markdown(text) == light and len(highlighted) == 2
