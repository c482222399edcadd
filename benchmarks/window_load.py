"""The window under load: the real app, a fast model, and a heartbeat that must keep its beat.

``uv run python -m benchmarks.window_load --rate 5000 --seconds 6 --transport chunked``

The measured process runs what ``arroyo`` runs: ``Application`` with an OpenAI-compatible
provider, ``MainWindow`` offscreen, the composer's Send. The provider is the local simulator in
a process of its own (``benchmarks.load_server``), streaming a long Markdown answer (headings,
highlighted code, tables, lists) at ``rate`` content events per second for ``seconds``, over
HTTP through the chosen transport, the SSE parser, the assembler, the agent loop and the 40 ms
repaint into the real chat view. Beside it a 10 ms ``QTimer`` ticks. With ``--history N`` the
answer comes in a conversation that already holds N questions and their answers, as the window
shows it (what each frame costs may grow with what the page holds).

What is recorded, from the first answer delta to the end of the turn:

- heartbeat: each tick's lateness (gap since the previous tick minus 10 ms), and how many ticks
  arrived of those due;
- every answer delta: when the client's read handed it over, and how long the answer was then;
  its latency is the time until the end of the first paint that showed at least that much;
- every write of the server (``benchmarks.load_server`` reports them when it stops): when it
  was handed to the socket, and how long the answer was then; sent-to-paint is the time from
  there to the end of the first paint that showed as much. It counts what delta-to-paint
  cannot: the time the text waited in the socket before the client read it (reads are at
  least ``READ_INTERVAL`` apart). Both processes read ``time.monotonic``;
- paints: the time spent in each answer paint (Markdown, document edit) and in the answer
  browser's own paint events (Qt's layout and drawing);
- CPU: user + system time of this process (the simulator's is not in it) over wall time, and
  of the window's thread alone (the rest is the store's, the keyring's and imports' threads).

Checks that make the figures trustworthy: every character arrived (the events of one read come
as one delta per channel, ``generation.channels.joined``), the saved
answer equals what the simulator sent, and the painted document equals a whole render of it.
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from benchmarks.load_server import ANSWERS, load_answer
from desktop_app.agent.events import SessionEnd, TextDelta
from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.launch import warm_up
from desktop_app.store.conversations import NewMessage
from desktop_app.store.database import Database
from desktop_app.ui.chat.answer.answer_browser import AnswerBrowser
from desktop_app.ui.chat.answer.markdown import render_markdown
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.theme.manager import ThemeChoice, ThemeManager
from desktop_app.ui.theme.style import AppStyle
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.qt_loop import QtEventLoop

HEARTBEAT_MS = 10


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


class _Recorder:
    """Wraps the view's paint methods (before any view exists) and listens to the agent loop."""

    def __init__(self) -> None:
        self.deltas: list[tuple[float, int]] = []  # (time, answer length)
        self.paints: list[tuple[float, int]] = []  # (end time, painted length)
        self.paint_seconds = 0.0  # answer paints: Markdown and the document edit
        self.draw_seconds = 0.0  # the answer browser's paint events
        self.ticks: list[float] = []
        self.ended = asyncio.Event()
        self.end_status = ""
        self.first_delta_cpu = 0.0
        self.end_cpu = 0.0
        self.first_delta_thread_cpu = 0.0  # the window's thread alone
        self.end_thread_cpu = 0.0
        recorder = self
        paint_answer = MessageView._paint_answer
        paint_event = AnswerBrowser.paintEvent

        def timed_paint(view: MessageView, text: str) -> None:
            started = time.monotonic()
            paint_answer(view, text)
            ended = time.monotonic()
            recorder.paint_seconds += ended - started
            recorder.paints.append((ended, len(text)))

        def timed_draw(browser: AnswerBrowser, event) -> None:
            started = time.monotonic()
            paint_event(browser, event)
            recorder.draw_seconds += time.monotonic() - started

        MessageView._paint_answer = timed_paint
        AnswerBrowser.paintEvent = timed_draw

    def on_event(self, event) -> None:
        if isinstance(event, TextDelta):
            if not self.deltas:
                self.first_delta_cpu = _cpu_seconds()
                self.first_delta_thread_cpu = time.thread_time()
            self.deltas.append((time.monotonic(), event.size))
        elif isinstance(event, SessionEnd):
            self.end_cpu = _cpu_seconds()
            self.end_thread_cpu = time.thread_time()
            self.end_status = event.outcome.status
            self.ended.set()

    def tick(self) -> None:
        self.ticks.append(time.monotonic())


def _latencies(deltas: list[tuple[float, int]], paints: list[tuple[float, int]]) -> list[float]:
    latencies = []
    paint = 0
    for arrived, length in deltas:
        while paint < len(paints) and paints[paint][1] < length:
            paint += 1
        if paint == len(paints):
            break
        latencies.append(paints[paint][0] - arrived)
    return latencies


async def _run(window: MainWindow, recorder: _Recorder, timeout: float) -> None:
    heartbeat = QTimer()
    heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)
    heartbeat.timeout.connect(recorder.tick)
    heartbeat.start()
    window.composer.setPlainText("Write the long answer.")
    window.send()
    try:
        await asyncio.wait_for(recorder.ended.wait(), timeout)
        await asyncio.sleep(0.1)  # the final paint and the last draws
    finally:
        heartbeat.stop()


def _earlier_turns(count: int) -> list[NewMessage]:
    """``count`` questions of a line or two, each with a short Markdown answer."""
    messages = []
    for n in range(count):
        question = f"Question {n}: how does the part of the design numbered {n} work, and why?"
        answer = (
            f"Part {n} works in **three** steps.\n\n- it reads the input\n- it checks it\n"
            f"- it writes the result\n\nSo the design keeps each step small (`step_{n}`)."
        )
        messages += [NewMessage(role="user", content=question * 2)]
        messages += [NewMessage(role="assistant", content=answer)]
    return messages


def measure(
    rate: float, seconds: float, transport: str, history: int = 0, answer: str = "markdown"
) -> dict:
    events = int(rate * seconds)
    expected_answer = load_answer(events, answer)
    app = QApplication.instance() or QApplication([])
    # Dressed as the app dresses it (launch.py): its style and style sheet draw the window.
    theme = ThemeManager(app, style=AppStyle())
    theme.apply(ThemeChoice.LIGHT)
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
            "--answer",
            answer,
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    recorder = _Recorder()
    with tempfile.TemporaryDirectory() as folder:
        try:
            url = server.stdout.readline().split()[-1]
            database = Database(Path(folder) / "arroyo.sqlite3")
            settings = ProviderSettings(Path(folder) / "settings.json")
            settings.add_preset(
                "openai-compatible",
                label="Load",
                base_url=url + "/v1",
                model="load",
                transport=transport,
            )
            application = Application(database, settings)
            if history:  # the window opens on the newest conversation: this one
                conversations = application.services().conversations
                earlier = conversations.create("Earlier turns")
                conversations.add_messages(earlier, _earlier_turns(history))
            make_loop = application.make_loop

            def make_recorded_loop(conversation_id, confirmer):
                agent_loop = make_loop(conversation_id, confirmer)
                agent_loop.on(recorder.on_event)
                return agent_loop

            application.make_loop = make_recorded_loop
            window = MainWindow(application.services())
            application.window = window
            window.show()
            warm_up()  # as the app does once its window is up
            with loop:
                loop.run_until_complete(_run(window, recorder, timeout=seconds * 4 + 30))
            page = window.current_page
            view = page.findChildren(MessageView)[-1]
            painted = view.answer.toPlainText()
            saved = [
                m.content
                for m in application.services().conversations.messages(page.conversation_id)
                if m.role == "assistant"
            ][history:]
            window.close()
            application.close()
            database.close()
        finally:
            reported, _ = server.communicate(timeout=30)  # closes its stdin: it stops and reports
    figures = _figures(recorder, events, expected_answer, painted, saved, rate, transport)
    sent = [
        latency * 1000 for latency in _latencies(server_sends(reported)["load"], recorder.paints)
    ]
    return {
        **figures,
        "sent_to_paint_p50_ms": percentile(sent, 0.50),
        "sent_to_paint_p99_ms": percentile(sent, 0.99),
        "sent_to_paint_max_ms": max(sent, default=float("nan")),
        "history": history,
    }


def server_sends(reported: str) -> dict[str, list[tuple[float, int]]]:
    """The load server's report, printed when it stops: per model, (time, answer length) of
    each write."""
    line = reported.strip().splitlines()[-1]
    return {
        model: [(when, size) for when, size in writes]
        for model, writes in json.loads(line)["sent"].items()
    }


def _figures(
    recorder: _Recorder,
    events: int,
    expected: str,
    painted: str,
    saved: list[str],
    rate: float,
    transport: str,
) -> dict:
    start = recorder.deltas[0][0] if recorder.deltas else 0.0
    end = recorder.deltas[-1][0] if recorder.deltas else 0.0
    duration = max(end - start, 1e-9)
    ticks = [t for t in recorder.ticks if start <= t <= end]
    gaps = [(b - a) * 1000 for a, b in zip(ticks, ticks[1:])]
    lateness = [max(0.0, gap - HEARTBEAT_MS) for gap in gaps]
    latencies = [1000 * value for value in _latencies(recorder.deltas, recorder.paints)]
    reference = QTextDocument()
    reference.setHtml(render_markdown(expected).rstrip())
    problems = []
    if recorder.end_status != "completed":
        problems.append(f"the turn ended as {recorder.end_status or 'nothing'}")
    arrived = recorder.deltas[-1][1] if recorder.deltas else 0  # the last delta's size
    if arrived != len(expected):
        problems.append(f"{arrived} of {len(expected)} characters arrived")
    if saved != [expected]:
        problems.append("the saved answer differs from what the simulator sent")
    if painted != reference.toPlainText():
        problems.append("the painted answer differs from a whole render of the final text")
    return {
        "rate": rate,
        "transport": transport,
        "events": events,
        "deltas": len(recorder.deltas),
        "answer_chars": len(expected),
        "stream_seconds": duration,
        "heartbeat_p99_ms": percentile(lateness, 0.99),
        "heartbeat_max_ms": max(lateness, default=float("nan")),
        "heartbeats_delivered": len(ticks) / max(1.0, duration * 1000 / HEARTBEAT_MS),
        "latency_p50_ms": percentile(latencies, 0.50),
        "latency_p99_ms": percentile(latencies, 0.99),
        "latency_max_ms": max(latencies, default=float("nan")),
        "paints": len(recorder.paints),
        "paint_share": (recorder.paint_seconds + recorder.draw_seconds) / duration,
        "paint_ms_mean": 1000 * recorder.paint_seconds / max(1, len(recorder.paints)),
        "cpu_share": (recorder.end_cpu - recorder.first_delta_cpu) / duration,
        "window_thread_cpu_share": (recorder.end_thread_cpu - recorder.first_delta_thread_cpu)
        / duration,
        "problems": problems,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.window_load")
    parser.add_argument("--rate", type=float, default=5000, help="content events per second")
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--transport", choices=("chunked", "diff"), default="chunked")
    parser.add_argument("--history", type=int, default=0, help="earlier turns in the conversation")
    parser.add_argument("--answer", choices=tuple(ANSWERS), default="markdown")
    args = parser.parse_args(argv)
    figures = measure(args.rate, args.seconds, args.transport, args.history, args.answer)
    print(json.dumps(figures), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
