"""Start and scale: launch to an interactive window, a big history, a long conversation, search.

``uv run python -m benchmarks.scale``

Generates a database of 1,000 conversations and 100,000 messages (one conversation holds 2,000
of them; answers carry Markdown and code), then starts the app on it in a fresh process, as
``arroyo`` does, and measures there:

- launch: from spawning the process to the window's first turn of the event loop after show;
- switching to the 2,000-message conversation (its page built, laid out and painted);
- a search with its first hit opened: the query typed into the sidebar, the full-text search
  run, the list refreshed, and the first result's conversation opened at the message that
  matched, highlighted, as a person clicking the first result sees it (laid out and painted);
- resident memory after each step. Beside each time, the CPU time the process spent on the step
(all its threads): on a machine busy with other work the wall time grows, the CPU time little.
Both steps start once the imports the app runs on threads after its first paint are over (the
time waited for them is printed): those hold the interpreter meanwhile.

The same launch on an empty data folder is the baseline. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

CONVERSATIONS = 1_000
MESSAGES = 100_000
LONG_CONVERSATION = 2_000
_SYLLABLES = [
    "ka",
    "lo",
    "mi",
    "ru",
    "se",
    "ta",
    "ne",
    "vo",
    "pi",
    "da",
    "fe",
    "gu",
    "ha",
    "ji",
    "ko",
    "lu",
    "ma",
    "no",
    "pe",
    "qui",
    "ra",
    "si",
    "to",
    "ve",
]


def _vocabulary(rng: random.Random, size: int = 4_000) -> list[str]:
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


# Word frequencies follow Zipf's law, as in real text: a few words everywhere, most rare. The
# query's two words are of middling rank (the 300th and 600th), as a person's search would be.
_RNG = random.Random(1)
_WORDS = _vocabulary(_RNG)
_WEIGHTS = [1 / (rank + 1) for rank in range(len(_WORDS))]
SEARCH_QUERY = f"{_WORDS[300]} {_WORDS[600]}"


def _message(rng: random.Random, role: str) -> str:
    words = " ".join(rng.choices(_WORDS, _WEIGHTS, k=rng.randint(20, 60)))
    if role == "user":
        return words.capitalize() + "?"
    if rng.random() < 0.3:
        code = f"def f(x):\n    return x * {rng.randint(1, 99)}\n"
        return f"{words.capitalize()}.\n\n```python\n{code}```\n"
    return f"{words.capitalize()}.\n\n- {rng.choice(_WORDS)}\n- {rng.choice(_WORDS)}\n"


def generate(path: Path, seed: int = 1) -> str:
    """The big database at ``path`` (schema by the app's own migrations); returns the id of
    the long conversation, which is not the most recent one."""
    from desktop_app.store.database import Database

    Database(path).close()  # creates the schema
    rng = random.Random(seed)
    now = time.time()
    conversations = [
        (
            f"{index:032x}",
            f"Conversation {index}: {rng.choice(_WORDS)}",
            now - 3600 - index,
            now - index,
        )
        for index in range(CONVERSATIONS)
    ]
    long_id = conversations[CONVERSATIONS // 2][0]
    others = MESSAGES - LONG_CONVERSATION
    per_other = others // (CONVERSATIONS - 1)
    rows = []
    for conversation_id, *_ in conversations:
        count = LONG_CONVERSATION if conversation_id == long_id else per_other
        for number in range(count):
            role = "user" if number % 2 == 0 else "assistant"
            rows.append((conversation_id, role, _message(rng, role), now))
    rows += [(conversations[0][0], "user", _message(rng, "user"), now)] * (MESSAGES - len(rows))
    # Each message's parent is the one before it in its conversation, as the app stores them
    # (messages sharing a parent are versions of each other: without it, every message of a
    # conversation would show as one of its first message's 2,000 versions).
    latest: dict[str, int] = {}
    linked = []
    for message_id, row in enumerate(rows, start=1):
        linked.append((message_id, *row, latest.get(row[0])))
        latest[row[0]] = message_id
    connection = sqlite3.connect(path)
    with connection:
        connection.executemany(
            "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)",
            conversations,
        )
        connection.executemany(
            "INSERT INTO messages (id, conversation_id, role, content, created_at, parent_id)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            linked,
        )
    connection.close()
    return long_id


SEARCH_WAIT_S = 30.0  # a search still running then is measured as it stands
WARM_UP_WAIT_S = 30.0
WARM_UP_THREADS = ("network stack import", "math renderer import")  # app.warm_up's


def _warming_up() -> bool:
    return any(t.name in WARM_UP_THREADS and t.is_alive() for t in threading.enumerate())


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _hit_shown(page) -> bool:
    """Whether the page shows a highlighted message inside its visible area."""
    hit = page.highlighted if page is not None else None
    if hit is None or not hit.isVisible():
        return False
    viewport = page._scroll.viewport()
    top = hit.mapTo(viewport, hit.rect().topLeft()).y()
    return 0 <= top < viewport.height()


def _child(spawned_at: float, switch_to: str | None) -> None:
    """In the launched process: what ``desktop_app.launch.run`` does (the single-instance claim,
    language, theme, database, settings, window), then the measurements."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import asyncio

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from desktop_app import launch
    from desktop_app.launch import warm_up
    from desktop_app.paths import data_dir
    from desktop_app.store import worker
    from desktop_app.ui.chat.answer.message_view import MessageView
    from desktop_app.ui.language import LanguageSwitcher
    from desktop_app.ui.theme import ThemeManager
    from desktop_app.ui.window import single_instance
    from desktop_app.ui.window.qt_loop import QtEventLoop

    qt = QApplication([])
    launch.identify(qt)
    language = LanguageSwitcher(qt)
    language.apply(None)
    theme = ThemeManager(qt)
    theme.apply(None)
    folder = data_dir()
    first = single_instance.claim(folder)
    if first is None:
        raise RuntimeError(f"another Arroyo holds {folder}")
    loop = QtEventLoop(qt)
    asyncio.set_event_loop(loop)
    started = launch._start(language, theme, first, folder)
    if started is None:
        raise RuntimeError("the app did not start (database or settings refused)")
    application, window = started
    figures: dict[str, float] = {}

    def launched() -> None:
        figures["launch_ms"] = (time.time() - spawned_at) * 1000
        figures["launch_rss_mb"] = _rss_mb()
        figures["conversations_listed"] = window.sidebar.count()

    async def measure() -> None:
        # The switch and the search are measured once the imports the app starts after its
        # first paint (on threads of their own) are over: while they run they hold the
        # interpreter, and the steps would measure them as much as the page.
        started = time.perf_counter()
        while _warming_up() and time.perf_counter() - started < WARM_UP_WAIT_S:
            await asyncio.sleep(0.01)
        figures["warm_up_wait_ms"] = (time.perf_counter() - started) * 1000
        if switch_to is not None:
            row = window.sidebar.model.row_of(switch_to)
            started, cpu = time.perf_counter(), time.process_time()
            window.sidebar.choose_row(row)
            qt.processEvents()  # layout and paint of the page
            figures["switch_ms"] = (time.perf_counter() - started) * 1000
            figures["switch_cpu_ms"] = (time.process_time() - cpu) * 1000
            figures["switch_rss_mb"] = _rss_mb()
            figures["answers_built"] = len(window.current_page.findChildren(MessageView))
            started = time.perf_counter()
            hits = window.services.conversations.search(SEARCH_QUERY)
            figures["search_query_ms"] = (time.perf_counter() - started) * 1000
            figures["search_hits"] = len(hits)
            started, cpu = time.perf_counter(), time.process_time()
            window.search.setText(SEARCH_QUERY)
            window.search_now()  # what happens once typing pauses: the search runs off the GUI
            deadline = started + SEARCH_WAIT_S
            while window.sidebar.searching and time.perf_counter() < deadline:
                await asyncio.sleep(0.002)
            if window.sidebar.count() and window.sidebar.current_id() != window.sidebar.model.id_at(
                0
            ):
                window.sidebar.choose_row(0)  # the click on the first result
            qt.processEvents()  # layout and paint of the page opened at the hit
            figures["search_ms"] = (time.perf_counter() - started) * 1000
            figures["search_cpu_ms"] = (time.process_time() - cpu) * 1000
            figures["search_conversations"] = window.sidebar.count()
            figures["search_hit_shown"] = _hit_shown(window.current_page)
            figures["search_answers_built"] = len(window.current_page.findChildren(MessageView))
            figures["search_rss_mb"] = _rss_mb()

    async def measure_then_close() -> None:
        try:
            await measure()
            print(json.dumps(figures), flush=True)
        finally:
            window.close()  # whatever happened: the process never waits for nobody

    QTimer.singleShot(0, launched)
    QTimer.singleShot(100, warm_up)  # as the app does once its window has painted
    running: list[asyncio.Future[None]] = []  # held, so the task is not collected midway
    QTimer.singleShot(400, lambda: running.append(asyncio.ensure_future(measure_then_close())))
    closed = asyncio.Event()
    qt.lastWindowClosed.connect(closed.set)
    try:
        with loop:
            loop.run_until_complete(closed.wait())
            loop.run_until_complete(application.mcp.stop_all())
            loop.run_until_complete(application.transports.aclose())
    finally:
        application.close()
        worker.flush()
        application.database.close()
        first.close()


def _launch(folder: Path, switch_to: str | None) -> dict:
    env = {**os.environ, "ARROYO_DATA_DIR": str(folder), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "benchmarks.scale", "--child", str(time.time())]
    if switch_to:
        command += ["--switch-to", switch_to]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure() -> dict:
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as big:
        baseline = _launch(Path(empty), None)
        started = time.perf_counter()
        long_id = generate(Path(big) / "arroyo.sqlite3")
        generated = time.perf_counter() - started
        loaded = _launch(Path(big), long_id)
    return {
        "empty_launch_ms": baseline["launch_ms"],
        "empty_launch_rss_mb": baseline["launch_rss_mb"],
        "generate_seconds": generated,
        **loaded,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.scale")
    parser.add_argument("--child", type=float, metavar="SPAWNED_AT", help=argparse.SUPPRESS)
    parser.add_argument("--switch-to", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        _child(args.child, args.switch_to)
    else:
        print(json.dumps(measure()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
