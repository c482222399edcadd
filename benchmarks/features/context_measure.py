"""Measuring a 2,000-message conversation before a send: what of it fits the model's window.

``uv run python -m benchmarks.features.context_measure`` stores a conversation of 2,000 messages (a
thousand turns, some with long tool results) in a real SQLite file, then times what each send
does first: read the active messages, estimate each (kept by message id after the first
time), plan where sending starts and build the prompt. Prints the median of the warm
measurements beside the floor, and exits 1 when it is over.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from desktop_app.generation.context_fit import Overflow
from desktop_app.session.context_keeper import ContextKeeper
from desktop_app.store.context.store import ContextStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.message_rows import NewMessage

MESSAGES = 2_000
FLOOR_MS = 20.0
REPEATS = 15


def _conversation(conversations: ConversationStore, count: int) -> str:
    cid = conversations.create("A long one")
    rows = []
    for n in range(count // 2):
        rows.append(NewMessage(role="user", content=f"Question {n}: " + "why rivers bend " * 20))
        rows.append(NewMessage(role="assistant", content=f"Answer {n}: " + "they meander " * 60))
    conversations.add_messages(cid, rows)
    return cid


def measure(count: int = MESSAGES, repeats: int = REPEATS) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        database = Database(Path(folder) / "arroyo.db")
        try:
            conversations = ConversationStore(database)
            cid = _conversation(conversations, count)
            keeper = ContextKeeper(
                ContextStore(conversations),
                cid,
                limits=lambda: (128_000 * count // MESSAGES, 16_384 * count // MESSAGES),
                default_overflow=lambda: Overflow.OMIT_OLDEST,
            )
            keeper.refresh_limits()  # as a send does

            def once() -> float:
                started = time.perf_counter()
                keeper.measure("")
                return (time.perf_counter() - started) * 1000

            cold = once()
            warm = [once() for _ in range(repeats)]
            assert keeper.last is not None and keeper.last.plan.cut  # 1,000 turns overflow
        finally:
            database.close()
    return {"messages": count, "cold_ms": cold, "warm_median_ms": statistics.median(warm)}


def main() -> int:
    figures = measure()
    print(
        f"context measure, {figures['messages']:.0f} messages: first {figures['cold_ms']:.1f} ms,"
        f" then median {figures['warm_median_ms']:.1f} ms (floor: under {FLOOR_MS:.0f} ms)"
    )
    return 0 if figures["warm_median_ms"] < FLOOR_MS else 1


if __name__ == "__main__":
    sys.exit(main())
