import asyncio
import sys

import pytest

from desktop_app.ui.qt_loop import QtEventLoop


@pytest.fixture
def qloop(qapp):
    """The app's asyncio loop inside Qt's, for tests that drive coroutines with widgets.
    Use ``qloop.run_until_complete(coro)``; it is shut down cleanly after the test."""
    loop = QtEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()
    asyncio.set_event_loop(None)
    assert not pending, f"a test left {len(pending)} asyncio task(s) running"

