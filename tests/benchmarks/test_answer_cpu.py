"""The offscreen answer stream: it paints what a whole render shows, and counts CPU time."""

from benchmarks import answer_cpu
from benchmarks.load_server import load_answer
from desktop_app.simulator.scripts import tokens


def test_an_answer_streamed_frame_by_frame_is_painted_as_a_whole_render(qtbot):
    text = load_answer(300)  # headings, code, a table, a list, a quote
    assert "```python" in text and "|---|" in text
    spent, painted = answer_cpu.stream(text, 250)
    assert painted == answer_cpu.whole_render_text(text)
    assert painted.startswith("Step 0")
    assert spent > 0


def test_the_prose_answer_is_paragraphs_streamed_in_as_many_events_as_asked(qtbot):
    text = load_answer(300, "prose")
    assert len(tokens(text)) == 300
    assert "```" not in text and "|" not in text and "\n\n" in text
    _, painted = answer_cpu.stream(text, 250)
    assert painted == answer_cpu.whole_render_text(text)
    assert painted.startswith("Part 0")
