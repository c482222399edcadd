"""The database thread: calls run there, in order, and a cancelled caller knows what ran."""

from __future__ import annotations

import asyncio
import threading

import pytest

from desktop_app.store import worker
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database


def test_a_store_call_runs_on_the_database_thread_and_returns_here(tmp_path):
    with Database(tmp_path / "arroyo.db") as db:
        conversations = ConversationStore(db)

        async def create() -> tuple[str, str]:
            seen = await worker.run(lambda: threading.current_thread().name)
            return seen, await worker.run(conversations.create, "Trip")

        thread, conversation_id = asyncio.run(create())
        assert thread.startswith(worker.THREAD_NAME) and not worker.on_database_thread()
        stored = conversations.get(conversation_id)  # the synchronous API, unchanged
        assert stored is not None and stored.title == "Trip"


def test_an_exception_is_raised_in_the_caller(tmp_path):
    with Database(tmp_path / "arroyo.db") as db:
        conversations = ConversationStore(db)
        with pytest.raises(KeyError):
            asyncio.run(worker.run(conversations.rename, "no-such-conversation", "x"))


def test_calls_run_in_the_order_they_were_made():
    done: list[int] = []
    futures = [worker.submit(done.append, number) for number in range(50)]

    async def last() -> None:
        await worker.settled(futures[-1])

    asyncio.run(last())
    assert done == list(range(50))


def test_a_caller_cancelled_mid_call_returns_only_once_the_call_is_over():
    started, release = threading.Event(), threading.Event()
    finished: list[str] = []

    def slow_write() -> None:
        started.set()
        release.wait(10)
        finished.append("written")

    async def cancel_mid_call() -> None:
        task = asyncio.ensure_future(worker.run(slow_write))
        for _ in range(10_000):  # bounded: at most about ten seconds
            if started.is_set():
                break
            await asyncio.sleep(0.001)
        assert started.is_set()
        task.cancel()
        release.set()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(cancel_mid_call())
    assert finished == ["written"]  # the cancellation came through after the write, not before


def test_flush_waits_for_what_was_submitted():
    release = threading.Event()
    done: list[str] = []
    worker.submit(lambda: (release.wait(10), done.append("x")))
    release.set()
    worker.flush()
    assert done == ["x"]
