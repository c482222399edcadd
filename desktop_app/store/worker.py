"""The database thread: store calls made from the event loop run here, awaited by the caller.

Under qasync the asyncio loop is the window's thread, so a ``BEGIN IMMEDIATE ... COMMIT`` with
``synchronous=FULL`` run there freezes the window for as long as the disk takes. Async callers
(the conversation service, the agent loop, the window) hand the same synchronous store calls
to one thread instead. One thread, not a pool: calls run in the order they were made, so a
write submitted first is on disk before the next one starts (the ledger's "started" before
the tool runs, a generation's first fragment before how it ended). The synchronous API stays
as it is for the terminal and the tests; ``Database``'s lock serialises both kinds of caller.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable
from typing import ParamSpec, TypeVar

THREAD_NAME = "arroyo-database"

P = ParamSpec("P")
T = TypeVar("T")

_lock = threading.Lock()
_executor: concurrent.futures.ThreadPoolExecutor | None = None


def _pool() -> concurrent.futures.ThreadPoolExecutor:
    global _executor
    with _lock:
        if _executor is None:
            _executor = concurrent.futures.ThreadPoolExecutor(
                max_workers=1, thread_name_prefix=THREAD_NAME
            )
        return _executor


async def run(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``fn(*args, **kwargs)`` on the database thread; its result or its exception here.

    Cancelling the caller never leaves it unsure whether the call happened: a call not yet
    started is dropped, one already running is waited for before the cancellation goes on.
    """
    future = _pool().submit(fn, *args, **kwargs)
    try:
        return await asyncio.shield(asyncio.wrap_future(future))
    except asyncio.CancelledError:
        if not future.cancel():
            await asyncio.wait([asyncio.wrap_future(future)])
        raise


def submit(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> concurrent.futures.Future[T]:
    """``fn`` on the database thread without waiting: for a write made from a callback that
    cannot await. It runs before any call made after it; ``settled`` gives its result later."""
    return _pool().submit(fn, *args, **kwargs)


async def settled(future: concurrent.futures.Future[T]) -> T:
    """What a ``submit`` call gave: its result, or its exception raised here."""
    return await asyncio.wrap_future(future)


def on_database_thread() -> bool:
    return threading.current_thread().name.startswith(THREAD_NAME)


def flush() -> None:
    """Waits for every call submitted so far (at quit, before the database closes)."""
    with _lock:
        executor = _executor
    if executor is not None:
        executor.submit(lambda: None).result()


def shutdown() -> None:
    """Finishes what was submitted and ends the thread; the next call starts a new one."""
    global _executor
    with _lock:
        executor, _executor = _executor, None
    if executor is not None:
        executor.shutdown(wait=True)
