"""Four models side by side under load: the real window, four streams, one paint timer.

``uv run python -m benchmarks.side_by_side_load --rate 2000 --seconds 5``

The measured process runs what ``arroyo`` runs (``Application``, ``MainWindow`` offscreen) with
an OpenAI-compatible provider served by the simulator in a process of its own
(``benchmarks.load_server``). The composer's "+ model" chip adds three models, and Send starts
four columns that each stream ``rate`` content events per second for ``seconds`` (four times
the rate in all) through the transport, the parser, the agent loop and the side-by-side view's
one 40 ms paint timer. Beside it a 10 ms ``QTimer`` ticks.

Recorded from the first answer delta to the end of the last column, as ``window_load`` records
one stream: the heartbeat's lateness, each delta's time to the end of the first paint of its
column that showed it (delta-to-paint), and the CPU share of this process. Checked: every
character of every column arrived (100 % delivered; the events of one read come as one delta
per channel, see ``generation.channels.joined``), each stored version
equals what the simulator sent, and each column's final text equals a whole render of it.
The single-stream figures at the same rate (``window_load``, run in a process of its own) are
printed beside them. Prints one JSON object; ``ok`` says whether p99 <= 60 ms and all arrived.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from benchmarks.load_server import load_answer
from benchmarks.window_load import (
    HEARTBEAT_MS,
    _cpu_seconds,
    _latencies,
    percentile,
    server_sends,
)
from desktop_app.agent.events import SessionEnd, TextDelta
from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.launch import warm_up
from desktop_app.session.side_by_side import ModelChoice
from desktop_app.store.database import Database
from desktop_app.ui.chat.answer.markdown import render_markdown
from desktop_app.ui.chat.side.column import AnswerColumn
from desktop_app.ui.chat.side.view import SideBySideView
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.qt_loop import QtEventLoop

COLUMNS = 4
P99_LIMIT_MS = 60.0


class _Recorder:
    """Wraps the view's event intake and each column's paint, before any view exists."""

    def __init__(self, columns: int) -> None:
        self.deltas: list[list[tuple[float, int]]] = [[] for _ in range(columns)]
        self.paints: list[list[tuple[float, int]]] = [[] for _ in range(columns)]
        self.frames: list[float] = []
        self.ticks: list[float] = []
        self.ended: set[int] = set()
        self.statuses: dict[int, str] = {}
        self.first_delta_cpu: float | None = None
        self.end_cpu = 0.0
        self.done = asyncio.Event()
        recorder = self
        on_event = SideBySideView.on_event
        frame = SideBySideView.paint
        paint = AnswerColumn.paint

        def recorded_event(view: SideBySideView, index: int, event) -> None:
            if isinstance(event, TextDelta):
                if recorder.first_delta_cpu is None:
                    recorder.first_delta_cpu = _cpu_seconds()
                recorder.deltas[index].append((time.monotonic(), event.size))
            on_event(view, index, event)
            if isinstance(event, SessionEnd):
                recorder.statuses[index] = event.outcome.status
                recorder.ended.add(index)
                if len(recorder.ended) == columns:
                    recorder.end_cpu = _cpu_seconds()
                    recorder.done.set()

        def recorded_frame(view: SideBySideView) -> None:
            frame(view)
            recorder.frames.append(time.monotonic())

        def recorded_paint(column: AnswerColumn) -> None:
            paint(column)
            index = column.parentWidget().layout().indexOf(column)  # its place in the row
            shown = len(column._rounds_text) + (
                column._answer.size if column._answer is not None else 0
            )
            recorder.paints[index].append((time.monotonic(), shown))

        SideBySideView.on_event = recorded_event
        SideBySideView.paint = recorded_frame
        AnswerColumn.paint = recorded_paint

    def tick(self) -> None:
        self.ticks.append(time.monotonic())


async def _run(window: MainWindow, recorder: _Recorder, others: list, timeout: float) -> None:
    heartbeat = QTimer()
    heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)
    heartbeat.timeout.connect(recorder.tick)
    heartbeat.start()
    window.chat.side_chip.choose(others)
    window.composer.setPlainText("Write the long answer.")
    window.send()
    try:
        await asyncio.wait_for(recorder.done.wait(), timeout)
        side = window.chat.side
        while side.running:  # the four versions stored, the final texts drawn
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.1)
    finally:
        heartbeat.stop()


def measure(rate: float, seconds: float) -> dict:
    events = int(rate * seconds)
    expected = load_answer(events)
    app = QApplication.instance() or QApplication([])
    loop = QtEventLoop(app)
    asyncio.set_event_loop(loop)
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "benchmarks.load_server",
            "--report",
            "--rate",
            str(rate),
            "--events",
            str(events),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    recorder = _Recorder(COLUMNS)
    with tempfile.TemporaryDirectory() as folder:
        try:
            url = server.stdout.readline().split()[-1]
            database = Database(Path(folder) / "arroyo.sqlite3")
            settings = ProviderSettings(Path(folder) / "settings.json")
            entry = settings.add_preset(
                "openai-compatible", label="Load", base_url=url + "/v1", model="load"
            )
            application = Application(database, settings)
            window = MainWindow(application.services())
            application.window = window
            window.resize(1440, 900)
            window.show()
            warm_up()
            others = [ModelChoice(entry.id, f"load-{index}") for index in range(2, COLUMNS + 1)]
            with loop:
                loop.run_until_complete(_run(window, recorder, others, seconds * 4 + 60))
            painted = [column.answer_text for column in window.chat.side.view.columns]
            page = window.current_page
            saved = [
                m.content
                for m in database_messages(application, page.conversation_id)
                if m.role == "assistant"
            ]
            window.close()
            application.close()
            database.close()
        finally:
            reported, _ = server.communicate(timeout=30)  # closes its stdin: it stops and reports
    sent = server_sends(reported)
    models = ["load"] + [choice.model for choice in others]  # the columns' order
    figures = _figures(recorder, events, expected, painted, saved)
    latencies = [
        1000 * value
        for model, paints in zip(models, recorder.paints, strict=True)
        for value in _latencies(sent.get(model, []), paints)
    ]
    p99 = percentile(latencies, 0.99)
    return {
        **figures,
        "sent_to_paint_p50_ms": percentile(latencies, 0.50),
        "sent_to_paint_p99_ms": p99,
        "sent_to_paint_max_ms": max(latencies, default=float("nan")),
        "ok": not figures["problems"] and p99 <= P99_LIMIT_MS,
    }


def database_messages(application: Application, conversation_id: str) -> list:
    return application.services().conversations.all_messages(conversation_id)


def _figures(
    recorder: _Recorder, events: int, expected: str, painted: list[str], saved: list[str]
) -> dict:
    starts = [deltas[0][0] for deltas in recorder.deltas if deltas]
    ends = [deltas[-1][0] for deltas in recorder.deltas if deltas]
    start, end = (min(starts), max(ends)) if starts else (0.0, 0.0)
    duration = max(end - start, 1e-9)
    ticks = [t for t in recorder.ticks if start <= t <= end]
    gaps = [(b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False)]
    lateness = [max(0.0, gap - HEARTBEAT_MS) for gap in gaps]
    latencies = [
        1000 * value
        for deltas, paints in zip(recorder.deltas, recorder.paints, strict=True)
        for value in _latencies(deltas, paints)
    ]
    reference = QTextDocument()
    reference.setHtml(render_markdown(expected).rstrip())
    answer = len(expected)
    arrived = [deltas[-1][1] if deltas else 0 for deltas in recorder.deltas]  # the last size
    problems = []
    for index in range(COLUMNS):
        if recorder.statuses.get(index) != "completed":
            problems.append(f"column {index + 1} ended as {recorder.statuses.get(index)}")
        if arrived[index] != answer:
            problems.append(f"column {index + 1}: {arrived[index]} of {answer} characters")
    if saved != [expected] * COLUMNS:
        problems.append("a stored version differs from what the simulator sent")
    if any(text != reference.toPlainText() for text in painted):
        problems.append("a column's final text differs from a whole render of the answer")
    frames = [(b - a) * 1000 for a, b in zip(recorder.frames, recorder.frames[1:], strict=False)]
    return {
        "columns": COLUMNS,
        "events_per_column": events,
        "delivered": sum(arrived) / (answer * COLUMNS),
        "stream_seconds": duration,
        "delta_to_paint_p50_ms": percentile(latencies, 0.50),
        "delta_to_paint_p99_ms": percentile(latencies, 0.99),
        "delta_to_paint_max_ms": max(latencies, default=float("nan")),
        "frames": len(recorder.frames),
        "frame_gap_min_ms": min(frames, default=float("nan")),
        "heartbeat_p99_ms": percentile(lateness, 0.99),
        "heartbeat_max_ms": max(lateness, default=float("nan")),
        "cpu_share": (recorder.end_cpu - (recorder.first_delta_cpu or 0.0)) / duration,
        "problems": problems,
    }


def single_stream(rate: float, seconds: float) -> dict:
    """``window_load`` at the same rate, in a process of its own (one app per process)."""
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.window_load", "--rate", str(rate)]
        + ["--seconds", str(seconds)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.side_by_side_load")
    parser.add_argument("--rate", type=float, default=2000, help="events per second per column")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--no-single", action="store_true", help="skip the one-stream figures")
    args = parser.parse_args(argv)
    four = measure(args.rate, args.seconds)
    one = {} if args.no_single else single_stream(args.rate, args.seconds)
    keys = (
        "cpu_share",
        "heartbeat_p99_ms",
        "heartbeat_max_ms",
        "latency_p99_ms",
        "sent_to_paint_p99_ms",
    )
    figures = {"side_by_side": four, "single_stream": {k: one.get(k) for k in keys}}
    print(json.dumps(figures), flush=True)
    return 0 if four["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
