import sys
import time


def test_pinned_pyside_does_not_leak_references_to_none(qapp):
    """PySide6 6.12.0 loses a reference to None on every void C++ call under Python 3.11 and
    the process eventually aborts; the pinned version must not."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(1000):
        probe.setObjectName("probe")
    assert abs(sys.getrefcount(None) - before) < 50


def test_a_task_stepped_by_qt_outside_run_forever_still_sees_its_loop(qloop, qapp):
    """processEvents (a test's key click, a dialog's own loop) may run the loop's callbacks."""
    import asyncio

    seen = []

    async def first_step():
        seen.append(asyncio.get_running_loop())

    task = qloop.create_task(first_step())
    deadline = time.monotonic() + 2
    while not task.done() and time.monotonic() < deadline:
        qapp.processEvents()  # not inside run_until_complete
    assert seen == [qloop]
