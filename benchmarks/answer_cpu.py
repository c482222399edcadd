"""CPU seconds to stream one long answer into the chat view, offscreen and deterministic.

``uv run python -m benchmarks.answer_cpu [--events 30000] [--chars 1200] [--runs 3] [--profile]``

The answer of ``benchmarks.window_load`` (the simulator's long Markdown answer, ``events``
content events: prose, headings, highlighted code, tables, lists, quotes) is painted into a
real ``MessageView`` in a scroll area, ``chars`` more characters a frame (1,200 is one 40 ms
frame at 5,000 events/s, 22 one at 100 events/s), each frame followed by what the window does
after a frame (the layouts settled, the scroll area following the end, with the conversation's
scroll bar) and ``processEvents``, so that Qt lays it out and draws it as in the window. No
network, no timer, no other thread: what it counts is the view's own cost (Markdown,
highlighting, the document's import, layout and drawing), with none of the machine's noise
that a wall-clock rate carries. Prints the process's CPU seconds for the whole answer (the
median of ``runs``, each run with a new view) and per 1,000 characters, and checks that the
painted document equals a whole render of the text. ``--profile`` prints cProfile's 25
costliest calls (cumulative) of one more run.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QScrollArea

from benchmarks.load_server import load_answer
from desktop_app.ui.chat.answer.layout_settle import settle_layouts
from desktop_app.ui.chat.answer.markdown import render_markdown, warm_up
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.theme.stylesheet import stylesheet
from desktop_app.ui.theme.tokens import COLOURS, Theme
from desktop_app.ui.widgets.quiet_scroll_bar import QuietScrollBar


def stream(text: str, chars: int) -> tuple[float, str]:
    """CPU seconds of the process to paint ``text`` ``chars`` characters a frame; the painted
    plain text."""
    app = QApplication.instance() or QApplication([])
    if not app.styleSheet():  # the window's (its scroll bars are drawn by it)
        app.setStyleSheet(stylesheet(COLOURS[Theme.LIGHT]))
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setVerticalScrollBar(QuietScrollBar())  # as the conversation's
    scroll.resize(800, 600)
    view = MessageView(interval_ms=1_000_000)  # painted here, never by its own timer
    scroll.setWidget(view)
    scroll.show()
    app.processEvents()
    bar = scroll.verticalScrollBar()
    bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))  # following the end
    started = time.process_time()
    for end in [*range(chars, len(text), chars), len(text)]:
        view._paint_answer(text[:end])  # what the view's frame does
        settle_layouts()  # as the page does after a frame
        app.processEvents()
    spent = time.process_time() - started
    painted = view.answer.toPlainText()
    view.release()
    scroll.close()
    scroll.deleteLater()
    return spent, painted


def whole_render_text(text: str) -> str:
    """The plain text of a document that imported the whole answer's HTML at once."""
    reference = QTextDocument()
    reference.setHtml(render_markdown(text).rstrip())
    return reference.toPlainText()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.answer_cpu")
    parser.add_argument("--events", type=int, default=30_000, help="content events of the answer")
    parser.add_argument("--chars", type=int, default=1_200, help="new characters per frame")
    parser.add_argument("--runs", type=int, default=3, help="runs; the median is printed")
    parser.add_argument("--profile", action="store_true", help="print cProfile's costliest calls")
    args = parser.parse_args(argv)
    QApplication.instance() or QApplication([])
    warm_up()
    text = load_answer(args.events)
    expected = whole_render_text(text)
    runs = []
    same = True
    for _ in range(args.runs):
        spent, painted = stream(text, args.chars)
        runs.append(spent)
        same = same and painted == expected
    if args.profile:
        profile = cProfile.Profile()
        profile.enable()
        stream(text, args.chars)
        profile.disable()
        pstats.Stats(profile, stream=sys.stderr).sort_stats("cumulative").print_stats(25)
    median = statistics.median(runs)
    result = {
        "answer_chars": len(text),
        "chars_per_frame": args.chars,
        "cpu_seconds": round(median, 3),
        "cpu_seconds_runs": [round(run, 3) for run in runs],
        "cpu_ms_per_1000_chars": round(1e6 * median / len(text), 3),
        "same_as_whole_render": same,
    }
    print(json.dumps(result), flush=True)
    return 0 if same else 2


if __name__ == "__main__":
    sys.exit(main())
