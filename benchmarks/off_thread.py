"""Nothing blocks the window: a 10 ms heartbeat on the qasync loop while the app's own code
saves 1,000 messages, searches 100,000 and builds a 1 MiB diff preview, all at once.

Each piece goes the way the window sends it: messages through ``ChatSession.add_prompt`` (the
database thread, one ``synchronous=FULL`` transaction each), the search through the sidebar's
list + full-text query on the same thread, the preview through ``ConfirmationRequest.for_call``
on a worker as the tool round builds it. Lateness of a tick: the gap since the previous tick
minus 10 ms. Run as ``python -m benchmarks.off_thread``; prints one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.agent.builtin.writing import WriteFile
from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import ToolContext
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.session.chat_session import ChatSession
from desktop_app.store import worker
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.ui.window.qt_loop import QtEventLoop

HEARTBEAT_MS = 10
WORDS = ("river", "delta", "heap", "mole", "oaxaca", "binary", "stream", "window", "answer")


def _fill(db: Database, messages: int) -> None:
    """The history searched: ``messages`` messages over 1,000 conversations, one transaction."""
    now = time.time()
    with db.transaction() as connection:
        conversations = [(f"c{n:04d}", f"Conversation {n}", now) for n in range(1_000)]
        connection.executemany(
            "INSERT INTO conversations (id, title, system_prompt, created_at, updated_at)"
            " VALUES (?, ?, '', ?, ?)",
            [(cid, title, at, at) for cid, title, at in conversations],
        )
        connection.executemany(
            "INSERT INTO messages (conversation_id, role, content, created_at) VALUES (?, ?, ?, ?)",
            (
                (
                    f"c{n % 1_000:04d}",
                    "user" if n % 2 == 0 else "assistant",
                    " ".join(WORDS[(n * k) % len(WORDS)] for k in range(1, 12)) + f" n{n}",
                    now,
                )
                for n in range(messages)
            ),
        )


def _diff_inputs(folder: Path, size: int) -> dict[str, str]:
    """A 1 MiB file and a new content that changes one line in forty."""
    lines = [
        f"line {n}: {' '.join(WORDS[(n + k) % len(WORDS)] for k in range(6))}\n"
        for n in range(size // 40)
    ]
    old = "".join(lines)[:size]
    (folder / "big.txt").write_text(old, "utf-8")
    new = "".join(line.upper() if n % 40 == 0 else line for n, line in enumerate(lines))[:size]
    return {"path": "big.txt", "content": new}


async def _work(session: ChatSession, saves: int, folder: Path, arguments: dict[str, str]) -> dict:
    conversations = session.conversations

    async def save() -> None:
        for n in range(saves):
            await session.add_prompt(f"message {n}: " + " ".join(WORDS))

    async def search() -> int:
        found = 0
        for query in ("heap", "river delta", "oaxaca mole", "n99999", "window answer"):
            _listed, hits = await worker.run(_find, conversations, query)
            found += len(hits)
        return found

    async def preview() -> str:
        tool = WriteFile()
        call = ValidatedToolCall("call-1", tool.name, arguments)
        request = await asyncio.to_thread(
            ConfirmationRequest.for_call, call, tool, ToolContext(workspace=folder)
        )
        return request.details

    _, found, details = await asyncio.gather(save(), search(), preview())
    return {"found": found, "preview_chars": len(details), "diffed": details.startswith("---")}


def _find(conversations: ConversationStore, query: str) -> tuple[int, set[str]]:
    listed = conversations.list()
    return len(listed), {hit.conversation_id for hit in conversations.search(query)}


def _no_loop(conversation_id, confirmer):  # the benchmark runs no turn
    raise ValueError("no turn in this benchmark")


def measure(saves: int, searched: int, diff_bytes: int) -> dict:
    app = QApplication.instance() or QApplication([])
    loop = QtEventLoop(app)
    asyncio.set_event_loop(loop)
    ticks: list[float] = []
    heartbeat = QTimer()
    heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)
    heartbeat.timeout.connect(lambda: ticks.append(time.perf_counter()))
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        db = Database(folder / "arroyo.sqlite3")
        try:
            _fill(db, searched)
            arguments = _diff_inputs(folder, diff_bytes)
            conversations = ConversationStore(db)
            session = ChatSession(conversations, conversations.create(""), make_loop=_no_loop)
            with loop:
                heartbeat.start()
                started = time.perf_counter()
                outcome = loop.run_until_complete(_work(session, saves, folder, arguments))
                duration = time.perf_counter() - started
                heartbeat.stop()
            worker.shutdown()
        finally:
            db.close()
    lateness = sorted(
        max(0.0, (later - earlier) * 1000 - HEARTBEAT_MS)
        for earlier, later in zip(ticks, ticks[1:])
    )
    return {
        "max_stall_ms": lateness[-1] if lateness else float("nan"),
        "p99_ms": lateness[int(0.99 * (len(lateness) - 1))] if lateness else float("nan"),
        "ticks": len(ticks),
        "seconds": duration,
        "saved": saves,
        "searched": searched,
        "diff_bytes": diff_bytes,
        **outcome,
    }


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.off_thread")
    parser.add_argument("--saves", type=int, default=1_000)
    parser.add_argument("--searched", type=int, default=100_000)
    parser.add_argument("--diff-bytes", type=int, default=1024 * 1024)
    parser.add_argument("--switch-interval", type=float, default=None)
    args = parser.parse_args()
    if args.switch_interval:
        import sys

        sys.setswitchinterval(args.switch_interval)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(json.dumps(measure(args.saves, args.searched, args.diff_bytes)), flush=True)


if __name__ == "__main__":
    main()
