"""The asyncio loop inside Qt's: callbacks due now share one timer, delayed ones another; cancelled
ones leave none."""

from __future__ import annotations

import asyncio
import time

import pytest
from PySide6.QtCore import QCoreApplication


def _qt_timers(loop) -> int:
    """Timers Qt holds for the loop's callbacks."""
    return len(QCoreApplication.instance().eventDispatcher().registeredTimers(loop._timer))


def test_delayed_callbacks_share_one_timer_and_cancelled_ones_leave_nothing(qloop):
    # aiohttp moves its read timeout this way on every read from the socket.
    handles = [qloop.call_later(120 + n, lambda: None) for n in range(500)]
    assert _qt_timers(qloop) == 1
    for handle in handles:
        handle.cancel()
    assert _qt_timers(qloop) == 0
    assert qloop._timer.waiting == 0


def test_moving_a_far_timeout_on_every_read_leaves_the_qt_timer_alone(qloop, monkeypatch):
    soonest = qloop.call_later(1, lambda: None)
    timeout = qloop.call_later(300, lambda: None)
    started: list[int] = []
    original = type(qloop._timer).startTimer
    monkeypatch.setattr(
        type(qloop._timer), "startTimer", lambda self, *a: started.append(1) or original(self, *a)
    )
    for _ in range(1_000):
        timeout.cancel()
        timeout = qloop.call_later(300, lambda: None)
    assert started == []
    assert qloop._timer.waiting < 10  # the cancelled ones do not pile up
    timeout.cancel()
    soonest.cancel()
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
    ran: list[str] = []

    async def run() -> None:
        fired = qloop.call_later(0.001, ran.append, "fired")
        while not ran:
            await asyncio.sleep(0.001)
        qloop.call_later(0.005, ran.append, "waiting")
        timers = _qt_timers(qloop)
        fired.cancel()
        assert _qt_timers(qloop) == timers
        await asyncio.sleep(0.02)

    qloop.run_until_complete(asyncio.wait_for(run(), 10))
    assert ran == ["fired", "waiting"]


def test_a_delayed_callback_never_runs_before_it_is_due(qloop):
    ran_at: list[float] = []

    async def run() -> float:
        due = qloop.time() + 0.0155
        qloop.call_at(due, lambda: ran_at.append(qloop.time()))
        while not ran_at:
            await asyncio.sleep(0.001)
        return due

    due = qloop.run_until_complete(asyncio.wait_for(run(), 10))
    assert ran_at[0] >= due


def test_a_delayed_callback_that_spins_a_nested_loop_lets_the_later_ones_run(qloop, qapp):
    seen: list[str] = []

    def nested() -> None:
        deadline = time.monotonic() + 2
        while not seen and time.monotonic() < deadline:
            qapp.processEvents()
        seen.append("nested loop ended")

    async def run() -> None:
        qloop.call_later(0.001, nested)
        qloop.call_later(0.005, seen.append, "due inside the nested loop")
        while len(seen) < 2:
            await asyncio.sleep(0.001)

    qloop.run_until_complete(asyncio.wait_for(run(), 10))
    assert seen == ["due inside the nested loop", "nested loop ended"]


def _socket_pair():
    import socket

    return socket.socketpair()


def test_a_readable_socket_runs_its_reader_at_once_with_the_notifier_left_on(qloop, qapp):
    """As asyncio's own loop runs a reader after ``select``: no extra pass of Qt's loop, and
    no change to Qt's list of watched sockets for each piece that arrives."""
    ours, theirs = _socket_pair()
    seen: list[tuple[bytes, bool, object]] = []

    def read() -> None:
        notifier = qloop._read_notifiers[ours.fileno()]
        seen.append((ours.recv(100), notifier.isEnabled(), asyncio.get_running_loop()))

    queued: list[object] = []
    qloop.add_reader(ours.fileno(), read)
    try:
        for piece in (b"one", b"two"):
            theirs.send(piece)
            deadline = time.monotonic() + 5
            while len(seen) < (1 if piece == b"one" else 2) and time.monotonic() < deadline:
                qapp.processEvents()  # Qt's loop alone, as a modal dialog's would run it
                queued.extend(qloop._timer._ready)
        assert seen == [(b"one", True, qloop), (b"two", True, qloop)]
        assert queued == []  # the reader never waited in the callback queue
    finally:
        assert qloop.remove_reader(ours.fileno())
        ours.close()
        theirs.close()
    assert not qloop.remove_reader(ours.fileno())


def test_a_reader_removed_or_replaced_runs_no_more(qloop, qapp):
    ours, theirs = _socket_pair()
    ran: list[str] = []

    def first() -> None:
        ran.append("first")
        qloop.remove_reader(ours.fileno())
        qloop.add_reader(ours.fileno(), second)

    def second() -> None:
        ran.append("second")
        ours.recv(100)
        qloop.remove_reader(ours.fileno())

    qloop.add_reader(ours.fileno(), first)
    try:
        theirs.send(b"data")
        deadline = time.monotonic() + 5
        while len(ran) < 2 and time.monotonic() < deadline:
            qapp.processEvents()
        theirs.send(b"more")  # nobody reads it: the last reader removed itself
        for _ in range(20):
            qapp.processEvents()
        assert ran == ["first", "second"]
    finally:
        qloop.remove_reader(ours.fileno())
        ours.close()
        theirs.close()


def test_a_failing_reader_is_reported_to_the_loop(qloop, qapp):
    ours, theirs = _socket_pair()
    reported: list[dict] = []
    previous = qloop.get_exception_handler()
    qloop.set_exception_handler(lambda loop, context: reported.append(context))

    def fail() -> None:
        ours.recv(100)
        raise ValueError("broken reader")

    qloop.add_reader(ours.fileno(), fail)
    try:
        theirs.send(b"data")
        deadline = time.monotonic() + 5
        while not reported and time.monotonic() < deadline:
            qapp.processEvents()
    finally:
        qloop.set_exception_handler(previous)
        qloop.remove_reader(ours.fileno())
        ours.close()
        theirs.close()
    assert [type(c.get("exception")) for c in reported] == [ValueError]


class _Received(asyncio.Protocol):
    def __init__(self) -> None:
        self.data = b""

    def data_received(self, data: bytes) -> None:
        self.data += data


def test_a_transport_paused_and_resumed_gets_its_own_notifier_back(qloop, qapp):
    """A stream read at most every few milliseconds pauses its transport between reads: the
    notifier is turned off and on, not made again (with a new signal connection) each time.
    Nothing is read while paused; a closing transport's reader is not kept."""
    ours, theirs = _socket_pair()

    async def connect():
        return await qloop.connect_accepted_socket(_Received, ours)

    transport, protocol = qloop.run_until_complete(connect())
    fd = ours.fileno()
    try:
        notifier = qloop._read_notifiers[fd]
        transport.pause_reading()
        assert fd not in qloop._read_notifiers and not notifier.isEnabled()
        theirs.send(b"waits in the socket")
        for _ in range(50):  # Qt's loop, many passes: a paused socket is not read
            qapp.processEvents()
        assert protocol.data == b""
        transport.resume_reading()
        assert qloop._read_notifiers[fd] is notifier and notifier.isEnabled()
        deadline = time.monotonic() + 5
        while protocol.data != b"waits in the socket" and time.monotonic() < deadline:
            qapp.processEvents()
        assert protocol.data == b"waits in the socket"
        transport.pause_reading()
        transport.close()  # closing while paused lets the paused reader go
        qloop.run_until_complete(asyncio.sleep(0))
        assert fd not in qloop._paused_readers and fd not in qloop._read_notifiers
    finally:
        transport.close()
        theirs.close()
