"""The asyncio event loop that runs inside Qt's.

qasync's loop does not install asyncgen hooks on Unix, so an async generator left unfinished
(httpx's body iterator after a Stop, say) would be finalized later by the garbage collector,
outside any loop, and fail noisily. This subclass installs them for the time the loop runs.

Qt also runs the loop's callbacks whenever anything processes its events, not only from
``run_forever``: a ``processEvents`` call, a modal dialog's own loop. A task stepped from there
found no running loop, and httpx's first request then failed ("unknown async library"). The
loop's timer marks it as running for the length of each batch of callbacks it runs.

qasync starts a Qt timer for every callback, ``call_soon`` included, and a cancelled one stays
in Qt's list of timers until it would have fired. aiohttp moves its read timeout (a minute or
more) on every read from the socket, so a streamed answer left thousands of dead timers there,
and every short timer (a ``call_soon``, a repaint, a heartbeat) was inserted past all of them.
Here the callbacks due now wait in one queue that a single zero timer serves, a batch per pass
of Qt's loop as asyncio's own loop does, and the delayed ones in a heap under one more timer.

qasync's socket notifier, when its socket is ready, turned itself off and queued the reader
with ``call_soon``; the reader ran in a later pass of Qt's loop and turned the notifier on
again. Every piece of a streamed answer paid for two passes and two changes to Qt's list of
watched sockets. Here the reader runs at once, as asyncio's own loop runs it after ``select``,
and the notifier stays on.

A transport whose reading is paused and resumed (a stream read at most every few milliseconds,
``net.aiohttp_transport``) removes its reader and adds the same one back. That made a new
socket notifier and a new signal connection each time; now the paused reader's notifier is
kept, turned off, and turned on again when the same reader comes back. A closing transport's
reader is not kept.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import heapq
import logging
import math
import sys
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import qasync
from PySide6.QtCore import QObject, QSocketNotifier, Qt, QTimerEvent

log = logging.getLogger(__name__)


class _Delayed(asyncio.TimerHandle):
    """asyncio's own delayed callback; ``_scheduled`` (whether it waits in a loop's heap, which
    its ``cancel`` reports to the loop) is set in CPython but not declared in its stubs."""

    __slots__ = ()
    _scheduled: bool


class _CallbackTimer(QObject):
    """Runs the loop's callbacks from Qt's timer events (in place of qasync's ``_SimpleTimer``,
    whose ``add_callback``, ``stop`` and ``set_debug`` it answers).

    Callbacks due now wait in a queue that one zero timer serves. Delayed ones wait in a heap,
    as in asyncio's own loop, under one Qt timer set for the soonest: scheduling one later than
    that, or cancelling any, costs Qt nothing. (aiohttp moves its read timeout on every read.)
    """

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self._loop = loop
        self._ready: deque[asyncio.Handle] = deque()
        self._ready_timer = 0  # the zero timer's id while callbacks wait in the queue
        self._delayed: list[_Delayed] = []  # a heap, by when each is due
        self._cancelled = 0  # of those in the heap
        self._wake_timer = 0  # the Qt timer set for the soonest of them
        self._wake_at = 0.0
        self._stopped = False
        self.debug = False

    @property
    def waiting(self) -> int:
        """Delayed callbacks held, cancelled ones not yet dropped included."""
        return len(self._delayed)

    def schedule(
        self,
        delay: float,
        callback: Callable[..., object],
        args: tuple[Any, ...],
        context: contextvars.Context | None,
    ) -> asyncio.Handle:
        if delay <= 0:
            return self.add_callback(asyncio.Handle(callback, args, self._loop, context=context))
        handle = _Delayed(time.monotonic() + delay, callback, args, self._loop, context=context)
        if not self._stopped:
            handle._scheduled = True
            heapq.heappush(self._delayed, handle)
            if self._delayed[0] is handle:
                self._arm()
        return handle

    def add_callback(self, handle: asyncio.Handle, delay: float = 0) -> asyncio.Handle:
        if delay > 0:
            raise ValueError("delayed callbacks are scheduled with schedule()")
        if not self._stopped:
            self._ready.append(handle)
            if not self._ready_timer:
                self._ready_timer = self.startTimer(0)
        return handle

    def cancelled(self, handle: _Delayed) -> None:
        """A delayed callback in the heap was cancelled. Once most of the heap is cancelled it
        is rebuilt without them, and with nothing left the Qt timer goes."""
        # asyncio calls this before it marks the handle cancelled.
        self._cancelled += 1
        if self._cancelled * 2 > len(self._delayed):
            kept = []
            for waiting in self._delayed:
                if waiting._cancelled or waiting is handle:
                    waiting._scheduled = False
                else:
                    kept.append(waiting)
            heapq.heapify(kept)
            self._delayed = kept
            self._cancelled = 0
            self._arm()

    def _arm(self) -> None:
        """Sets the Qt timer for the soonest delayed callback, if it is not set for it yet."""
        if self._stopped:
            return
        while self._delayed and self._delayed[0]._cancelled:  # no timer for a dead one
            heapq.heappop(self._delayed)._scheduled = False
            self._cancelled -= 1
        if not self._delayed:
            if self._wake_timer:
                self.killTimer(self._wake_timer)
                self._wake_timer = 0
            return
        when = self._delayed[0].when()
        if self._wake_timer and self._wake_at == when:
            return
        if self._wake_timer:
            self.killTimer(self._wake_timer)
        # Whole milliseconds, rounded up: a callback never runs before it is due.
        milliseconds = max(0, math.ceil((when - time.monotonic()) * 1000))
        self._wake_timer = self.startTimer(milliseconds, Qt.TimerType.PreciseTimer)
        self._wake_at = when

    def _due(self) -> list[asyncio.Handle]:
        now = time.monotonic()
        due: list[asyncio.Handle] = []
        while self._delayed and self._delayed[0].when() <= now:
            handle = heapq.heappop(self._delayed)
            handle._scheduled = False
            if handle._cancelled:
                self._cancelled -= 1
            else:
                due.append(handle)
        return due

    def timerEvent(self, event: QTimerEvent) -> None:
        timer_id = event.timerId()
        self.killTimer(timer_id)
        # The next timer is set before these run: a callback that spins a nested loop (a modal
        # dialog's) lets the others run meanwhile.
        if timer_id == self._ready_timer:
            self._ready_timer = 0
            handles: list[asyncio.Handle] = list(self._ready)
            self._ready.clear()
        elif timer_id == self._wake_timer:
            self._wake_timer = 0
            handles = self._due()
            self._arm()
        else:
            return
        try:
            self._run_marked(handles)
        finally:
            if self._ready and not self._ready_timer and not self._stopped:
                self._ready_timer = self.startTimer(0)

    def _run_marked(self, handles: list[asyncio.Handle]) -> None:
        _as_running(self._loop, self._run, handles)

    def _run(self, handles: list[asyncio.Handle]) -> None:
        for index, handle in enumerate(handles):
            if self._stopped:
                return
            if handle._cancelled:
                continue
            started = time.monotonic() if self.debug else 0.0
            try:
                handle._run()  # reports an exception to the loop's handler itself
            except BaseException:
                # KeyboardInterrupt, SystemExit: the rest still run, on the next pass.
                self._ready.extendleft(reversed(handles[index + 1 :]))
                raise
            if self.debug and time.monotonic() - started >= self._loop.slow_callback_duration:
                log.warning("Executing %s took %.3f s", handle, time.monotonic() - started)

    def stop(self) -> None:
        """The loop closed: nothing scheduled runs any more."""
        self._stopped = True
        for timer_id in (self._wake_timer, self._ready_timer):
            if timer_id:
                self.killTimer(timer_id)
        for handle in self._delayed:
            handle._scheduled = False
        self._delayed.clear()
        self._ready.clear()
        self._ready_timer = self._wake_timer = 0

    def set_debug(self, enabled: bool) -> None:
        self.debug = enabled


def _as_running(loop: asyncio.AbstractEventLoop, run: Callable[..., None], *args: Any) -> None:
    """Runs ``run`` with ``loop`` as the running loop, which it is not when Qt's own loop (or a
    nested one) called in."""
    if asyncio.events._get_running_loop() is not None:
        run(*args)
        return
    asyncio.events._set_running_loop(loop)
    try:
        run(*args)
    finally:
        asyncio.events._set_running_loop(None)


def _release(notifier: QSocketNotifier) -> None:
    notifier.setEnabled(False)
    notifier.activated["int"].disconnect()  # type: ignore[index]


def _pausing(reader: asyncio.Handle) -> bool:
    """Whether ``reader`` is removed because its transport pauses reading, not because it
    closes: only then does the same reader come back."""
    transport = getattr(getattr(reader, "_callback", None), "__self__", None)
    return isinstance(transport, asyncio.ReadTransport) and not transport.is_closing()


def _check_callback(callback: object) -> None:
    if asyncio.iscoroutinefunction(callback) or not callable(callback):
        raise TypeError(f"a callback must be a plain callable, not {callback!r}")


class QtEventLoop(qasync.QEventLoop):
    def __init__(self, *args, **kwargs) -> None:
        # Before qasync's own set-up, which watches its wake-up socket already.
        self._readers: dict[Any, asyncio.Handle] = {}  # each watched socket's reader
        # Readers whose transport paused reading: (their notifier, turned off; the reader).
        self._paused_readers: dict[Any, tuple[QSocketNotifier, asyncio.Handle]] = {}
        super().__init__(*args, **kwargs)
        self._timer = _CallbackTimer(self)
        self._timer.set_debug(self.get_debug())  # PYTHONASYNCIODEBUG, read before it was made

    def call_later(self, delay, callback, *args, context=None) -> asyncio.Handle:
        if self._timer.debug:  # checked only in debug mode, as asyncio's own loop does
            _check_callback(callback)
        return self._timer.schedule(delay, callback, args, context)

    def call_soon(self, callback, *args, context=None) -> asyncio.Handle:
        # Straight to the queue: every socket read and every task step comes this way.
        if self._timer.debug:
            _check_callback(callback)
        return self._timer.add_callback(asyncio.Handle(callback, args, self, context=context))

    def _timer_handle_cancelled(self, handle: _Delayed) -> None:
        if handle._scheduled:
            self._timer.cancelled(handle)

    def _add_reader(self, fd, callback, *args) -> asyncio.Handle:
        self._check_closed()
        paused = self._paused_readers.pop(fd, None)
        if paused is not None:
            notifier, reader = paused
            if getattr(reader, "_callback", None) == callback and reader._args == args:  # resumed
                self._drop_reader(fd)
                self._read_notifiers[fd] = notifier
                self._readers[fd] = reader
                notifier.setEnabled(True)
                return reader
            _release(notifier)
        self._drop_reader(fd)
        reader = asyncio.Handle(callback, args, self)
        notifier = QSocketNotifier(qasync._fileno(fd), QSocketNotifier.Type.Read)
        # The overload qasync's ``close`` disconnects.
        notifier.activated["int"].connect(  # type: ignore[index]
            functools.partial(self._readable, fd, notifier, reader)
        )
        self._read_notifiers[fd] = notifier
        self._readers[fd] = reader
        return reader

    def _remove_reader(self, fd) -> bool:
        if self.is_closed():
            return False
        paused = self._paused_readers.pop(fd, None)
        if paused is not None:  # a paused transport closing
            _release(paused[0])
        reader = self._readers.get(fd)
        if reader is None or not _pausing(reader):
            return self._drop_reader(fd)
        notifier = self._read_notifiers.pop(fd)
        del self._readers[fd]
        notifier.setEnabled(False)
        self._paused_readers[fd] = (notifier, reader)
        return True

    def _drop_reader(self, fd) -> bool:
        self._readers.pop(fd, None)
        notifier = self._read_notifiers.pop(fd, None)
        if notifier is None:
            return False
        _release(notifier)
        return True

    def _readable(self, fd, notifier: QSocketNotifier, reader: asyncio.Handle, *_: object) -> None:
        if self._read_notifiers is None or self._read_notifiers.get(fd) is not notifier:
            notifier.setEnabled(False)  # replaced or removed while its event was on its way
            return
        if reader._cancelled:
            self._remove_reader(fd)
            return
        _as_running(self, reader._run)  # reports an exception to the loop's handler itself

    def _before_run_forever(self) -> None:
        self._saved_asyncgen_hooks = sys.get_asyncgen_hooks()
        sys.set_asyncgen_hooks(
            firstiter=self._asyncgen_firstiter_hook, finalizer=self._asyncgen_finalizer_hook
        )
        super()._before_run_forever()

    def _after_run_forever(self) -> None:
        super()._after_run_forever()
        hooks = getattr(self, "_saved_asyncgen_hooks", None)
        if hooks is not None:
            sys.set_asyncgen_hooks(*hooks)
