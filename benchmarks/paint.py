"""Milliseconds per paint of a streaming answer, incremental against whole-text repaints.

``uv run python -m benchmarks.paint``

A frame appends one 40 ms worth of fast streaming (``CHUNK`` characters) to a Markdown answer
of 1K to 200K characters (prose, lists, tables and highlighted code blocks) and paints it in an
``AnswerBrowser`` shown in a scroll area, as in the window; the paint includes Qt's layout and
drawing (``processEvents``). Three ways to paint:

- incremental: ``IncrementalMarkdown.update`` + ``AnswerDocument.apply`` (only the tail changes);
- full HTML: ``render_markdown`` of the whole text (with Pygments) + ``setHtml`` every frame;
- Qt markdown: ``QTextDocument.setMarkdown`` of the whole text every frame (no highlighting).

Each figure is the median of its frames. ``run()`` returns (figure, value, unit) rows.

The incremental cost is that of the last, still open segment: one more row streams into a
single 20K-character code block, which is painted in pieces of lines while it is open; another
streams a whole 20K-character code block from its opening line to the paragraph after it, 80
characters a frame, and divides the CPU time of every frame by the characters streamed, in two
parts: Markdown with highlighting (each 16-line piece is highlighted once, the unfinished piece
not at all, the closed block once), then document edits with Qt's layout and drawing.
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QScrollArea

from benchmarks.inputs import markdown_answer
from desktop_app.ui.chat.answer import code_blocks
from desktop_app.ui.chat.answer.answer_browser import AnswerBrowser
from desktop_app.ui.chat.answer.answer_document import AnswerDocument
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, render_markdown

SIZES = (1_000, 10_000, 50_000, 200_000)
CHUNK = 80  # characters per frame: 2 000 characters/s at one paint per 40 ms
FRAMES = {"incremental": 30, "full HTML": 5, "Qt markdown": 10}


def _app() -> QApplication:
    return QApplication.instance() or QApplication([])


def _browser() -> tuple[QScrollArea, AnswerBrowser]:
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.resize(800, 600)
    browser = AnswerBrowser()
    scroll.setWidget(browser)
    scroll.show()
    return scroll, browser


def _frames(text: str, size: int, count: int) -> list[str]:
    return [text[: size + k * CHUNK] for k in range(1, count + 1)]


def _measure(paint, frames: list[str]) -> float:
    app = _app()
    times = []
    for frame in frames:
        start = time.perf_counter()
        paint(frame)
        app.processEvents()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def incremental_ms(text: str, size: int) -> float:
    scroll, browser = _browser()
    markdown, document = IncrementalMarkdown(), AnswerDocument(browser.document())
    document.apply(markdown.update(text[:size]))  # the answer so far, painted earlier
    _app().processEvents()
    result = _measure(
        lambda frame: document.apply(markdown.update(frame)),
        _frames(text, size, FRAMES["incremental"]),
    )
    check = QTextDocument()
    check.setHtml(render_markdown(text[: size + FRAMES["incremental"] * CHUNK]).rstrip())
    if browser.toPlainText() != check.toPlainText():
        raise AssertionError(f"incremental paint differs from setHtml at {size} characters")
    scroll.close()
    return result


def full_html_ms(text: str, size: int) -> float:
    scroll, browser = _browser()
    result = _measure(
        lambda frame: browser.setHtml(render_markdown(frame)),
        _frames(text, size, FRAMES["full HTML"]),
    )
    scroll.close()
    return result


def qt_markdown_ms(text: str, size: int) -> float:
    scroll, browser = _browser()
    result = _measure(browser.setMarkdown, _frames(text, size, FRAMES["Qt markdown"]))
    scroll.close()
    return result


def long_code_block(size: int) -> str:
    lines = "".join(
        f"    value_{k} = compute({k}, scale=2)  # step {k}\n" for k in range(size // 40)
    )
    return "Here is the whole module:\n\n```python\ndef main():\n" + lines


def code_block_streaming_us(size: int = 20_000) -> tuple[float, float]:
    """Microseconds per streamed character of a code block of ``size`` characters, closed and
    followed by a paragraph, streamed ``CHUNK`` characters a frame: (Markdown and highlighting,
    document edits with Qt's layout and drawing)."""
    text = long_code_block(size) + "```\n\nThat is the whole module.\n\nIt runs as is.\n"
    scroll, browser = _browser()
    markdown, document = IncrementalMarkdown(), AnswerDocument(browser.document())
    app = _app()
    code_blocks.clear_cache()  # nothing highlighted before the clock runs
    rendering = drawing = 0.0
    for end in range(CHUNK, len(text) + CHUNK, CHUNK):
        start = time.thread_time()  # CPU time: a machine shared with other work inflates wall time
        delta = markdown.update(text[:end])
        rendered = time.thread_time()
        document.apply(delta)
        app.processEvents()
        drawing += time.thread_time() - rendered
        rendering += rendered - start
    check = QTextDocument()
    check.setHtml(render_markdown(text).rstrip())
    if browser.toPlainText() != check.toPlainText():
        raise AssertionError("the streamed code block differs from setHtml of the whole text")
    scroll.close()
    return rendering / len(text) * 1e6, drawing / len(text) * 1e6


FORMULAS = (
    r"E = mc^2",
    r"\frac{a}{b} + \sqrt{x^2 + 1}",
    r"\int_0^\infty e^{-x^2}\,dx = \frac{\sqrt{\pi}}{2}",
    r"\sum_{i=1}^{n} i = \frac{n(n+1)}{2}",
    r"\begin{pmatrix} a & b \\ c & d \end{pmatrix}",
    r"\alpha + \beta \le \gamma",
    r"f'(x) = \lim_{h \to 0} \frac{f(x+h) - f(x)}{h}",
    r"\mathbb{R}^n \times \mathbb{R}^m",
)


def math_ms() -> tuple[float, float, float]:
    """Milliseconds to draw a formula: the first one of a process (it imports the renderer,
    if nothing did yet), the median of ``FORMULAS`` (TeX to SVG), and the median of drawing
    their SVG into an image (QtSvg, as the browser does once per formula)."""
    from desktop_app.ui.chat.answer import math_images, math_render

    math_render.clear()
    start = time.perf_counter()
    math_render.render("x", False, 16)
    first = (time.perf_counter() - start) * 1000
    rendering, drawing = [], []
    for tex in FORMULAS:
        start = time.perf_counter()
        formula = math_render.render(tex, True, 19)
        rendered = time.perf_counter()
        if formula is None:
            raise AssertionError(f"the benchmark formula {tex!r} was not drawn")
        if math_images.image(f"{formula.key}/light", 2.0) is None:
            raise AssertionError(f"the SVG of {tex!r} was not drawn")
        drawing.append(time.perf_counter() - rendered)
        rendering.append(rendered - start)
    return first, statistics.median(rendering) * 1000, statistics.median(drawing) * 1000


def run(sizes: tuple[int, ...] = SIZES) -> list[tuple[str, float, str]]:
    _app()
    text = markdown_answer(max(sizes) + FRAMES["incremental"] * CHUNK)
    render_markdown(text[:2000])  # load the lexers before any clock runs
    rows: list[tuple[str, float, str]] = []
    by_way: dict[str, dict[int, float]] = {}
    for way, measure in (
        ("incremental", incremental_ms),
        ("full HTML", full_html_ms),
        ("Qt markdown", qt_markdown_ms),
    ):
        by_way[way] = {size: measure(text, size) for size in sizes}
        for size in sizes:
            rows.append((f"{way} paint at {size // 1000}K chars", by_way[way][size], "ms"))
    code = long_code_block(20_000)
    more = code + code[-FRAMES["incremental"] * CHUNK :]  # the block keeps growing
    rows.append(
        ("incremental paint inside a 20K code block", incremental_ms(more, len(code)), "ms")
    )
    rendering_us, drawing_us = code_block_streaming_us(20_000)
    rows.append(("20K code block streamed, per character", rendering_us + drawing_us, "us"))
    rows.append(("20K code block streamed, per character: rendering", rendering_us, "us"))
    rows.append(("20K code block streamed, per character: drawing", drawing_us, "us"))
    for way, figures in by_way.items():
        rows.append(
            (
                f"{way} {max(sizes) // 1000}K/{min(sizes) // 1000}K",
                figures[max(sizes)] / figures[min(sizes)],
                "x",
            )
        )
    return rows


def main() -> None:
    for figure, value, unit in run():
        print(f"{figure:40} {value:10.2f} {unit}")


if __name__ == "__main__":
    main()
