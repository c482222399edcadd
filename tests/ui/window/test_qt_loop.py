"""The asyncio loop inside Qt's: callbacks due now share one timer, cancelled ones leave none."""

from __future__ import annotations

import asyncio
import time

import pytest
from PySide6.QtCore import QCoreApplication


def _qt_timers(loop) -> int:
    """Timers Qt holds for the loop's callbacks."""
    return len(QCoreApplication.instance().eventDispatcher().registeredTimers(loop._timer))


def test_cancelled_delayed_callbacks_leave_no_timer_in_qt(qloop):
    # aiohttp moves its read timeout this way on every read from the socket.
    handles = [qloop.call_later(120, lambda: None) for _ in range(500)]
    assert _qt_timers(qloop) == 500
    for handle in handles:
        handle.cancel()
    assert _qt_timers(qloop) == 0


def test_callbacks_due_now_share_one_timer_and_run_in_order(qloop):
    ran: list[int] = []

    async def schedule_many() -> int:
        for index in range(300):
            qloop.call_soon(ran.append, index)
        timers = _qt_timers(qloop)
        await asyncio.sleep(0)
        return timers

    assert qloop.run_until_complete(schedule_many()) == 1
    assert ran == list(range(300))


def test_a_callback_scheduled_by_a_callback_runs_in_the_next_pass(qloop):
    order: list[str] = []

    def first() -> None:
        order.append("first")
        qloop.call_soon(order.append, "scheduled by first")

    async def run() -> None:
        qloop.call_soon(first)
        qloop.call_soon(order.append, "second")
        await asyncio.sleep(0.01)

    qloop.run_until_complete(run())
    assert order == ["first", "second", "scheduled by first"]


def test_delayed_callbacks_run_after_their_delay_in_order_of_time(qloop):
    ran: list[str] = []

    async def run() -> None:
        qloop.call_later(0.03, ran.append, "later")
        qloop.call_later(0.01, ran.append, "sooner")
        qloop.call_later(0.02, ran.append, "cancelled").cancel()
        await asyncio.sleep(0.06)  # Qt fires timers in the order they are due

    qloop.run_until_complete(run())
    assert ran == ["sooner", "later"]


def test_a_failing_callback_is_reported_and_the_others_still_run(qloop):
    reported: list[dict] = []
    ran: list[str] = []

    def fail() -> None:
        raise ValueError("broken callback")

    async def run() -> None:
        qloop.call_soon(fail)
        qloop.call_soon(ran.append, "after")
        await asyncio.sleep(0.01)

    previous = qloop.get_exception_handler()
    qloop.set_exception_handler(lambda loop, context: reported.append(context))
    try:
        qloop.run_until_complete(run())
    finally:
        qloop.set_exception_handler(previous)
    assert ran == ["after"]
    assert [type(c.get("exception")) for c in reported] == [ValueError]


def test_a_callback_that_spins_a_nested_loop_lets_the_others_run(qloop, qapp):
    """A modal dialog's own loop, opened from a step of a task: the loop goes on meanwhile."""
    seen: list[str] = []

    def nested() -> None:
        qloop.call_soon(seen.append, "ran inside the nested loop")
        deadline = time.monotonic() + 2
        while not seen and time.monotonic() < deadline:
            qapp.processEvents()
        seen.append("nested loop ended")

    async def run() -> None:
        qloop.call_soon(nested)
        await asyncio.sleep(0.01)

    qloop.run_until_complete(run())
    assert seen == ["ran inside the nested loop", "nested loop ended"]


def test_once_stopped_the_timer_runs_nothing_and_holds_no_timer(qloop, qapp):
    """What the loop's close does to its timer."""
    from desktop_app.ui.window.qt_loop import _CallbackTimer

    timer = _CallbackTimer(qloop)
    dispatcher = qapp.eventDispatcher()
    ran: list[str] = []
    timer.schedule(0, ran.append, ("soon",), None)
    timer.schedule(60, ran.append, ("later",), None)
    assert len(dispatcher.registeredTimers(timer)) == 2
    timer.stop()
    assert len(dispatcher.registeredTimers(timer)) == 0  # so nothing can fire any more
    timer.schedule(0, ran.append, ("after the stop",), None)
    assert len(dispatcher.registeredTimers(timer)) == 0
    qapp.processEvents()
    assert ran == []
    del timer  # on this thread: Qt unregisters a timer only from its own


def test_in_debug_mode_a_coroutine_function_is_refused_as_a_callback(qloop):
    async def coroutine_function() -> None:
        return None

    qloop.set_debug(True)
    try:
        with pytest.raises(TypeError):
            qloop.call_soon(coroutine_function)
        with pytest.raises(TypeError):
            qloop.call_later(1, coroutine_function)
    finally:
        qloop.set_debug(False)


def test_cancelling_a_callback_that_already_ran_leaves_the_others_alone(qloop):
    """Qt may give a fired timer's id to a later timer: a late cancel must not kill that one."""
    ran: list[str] = []

    async def run() -> None:
        fired = qloop.call_later(0.001, ran.append, "fired")
        while not ran:
            await asyncio.sleep(0.001)
        waiting = qloop.call_later(0.005, ran.append, "waiting")
        fired._timer_id = waiting._timer_id  # as if Qt had handed the id on
        timers = _qt_timers(qloop)
        fired.cancel()
        assert _qt_timers(qloop) == timers
        await asyncio.sleep(0.02)

    qloop.run_until_complete(asyncio.wait_for(run(), 10))
    assert ran == ["fired", "waiting"]
