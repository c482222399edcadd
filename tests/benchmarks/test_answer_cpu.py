"""The offscreen answer stream: it paints what a whole render shows, and counts CPU time."""

from benchmarks import answer_cpu
from benchmarks.load_server import load_answer


def test_an_answer_streamed_frame_by_frame_is_painted_as_a_whole_render(qtbot):
    text = load_answer(300)  # headings, code, a table, a list, a quote
    assert "```python" in text and "|---|" in text
    spent, painted = answer_cpu.stream(text, 250)
    assert painted == answer_cpu.whole_render_text(text)
    assert painted.startswith("Step 0")
    assert spent > 0
