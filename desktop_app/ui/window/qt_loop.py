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
of Qt's loop as asyncio's own loop does, and a cancelled delayed callback's timer goes at once.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import sys
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import qasync
from PySide6.QtCore import QObject, QTimerEvent

log = logging.getLogger(__name__)


class _DelayedHandle(asyncio.Handle):
    """A callback waiting for its own Qt timer, which its cancellation kills."""

    __slots__ = ("_timer_id", "_timers")

    def __init__(
        self,
        callback: Callable[..., object],
        args: tuple[Any, ...],
        loop: asyncio.AbstractEventLoop,
        context: contextvars.Context | None,
        timers: _CallbackTimer,
    ) -> None:
        super().__init__(callback, args, loop, context=context)
        self._timers = timers
        self._timer_id = 0

    def cancel(self) -> None:
        if not self._cancelled:
            self._timers.forget(self)
        super().cancel()


class _CallbackTimer(QObject):
    """Runs the loop's callbacks from Qt's timer events (in place of qasync's ``_SimpleTimer``,
    whose ``add_callback``, ``stop`` and ``set_debug`` it answers)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self._loop = loop
        self._ready: deque[asyncio.Handle] = deque()
        self._ready_timer = 0  # the zero timer's id while callbacks wait in the queue
        self._delayed: dict[int, _DelayedHandle] = {}
        self._stopped = False
        self.debug = False

    def schedule(
        self,
        delay: float,
        callback: Callable[..., object],
        args: tuple[Any, ...],
        context: contextvars.Context | None,
    ) -> asyncio.Handle:
        # Whole milliseconds, rounded down, as qasync had them: what is due within one is due.
        milliseconds = int(max(0.0, delay) * 1000)
        if milliseconds == 0:
            handle = asyncio.Handle(callback, args, self._loop, context=context)
            return self.add_callback(handle)
        delayed = _DelayedHandle(callback, args, self._loop, context, self)
        if not self._stopped:
            delayed._timer_id = self.startTimer(milliseconds)
            self._delayed[delayed._timer_id] = delayed
        return delayed

    def add_callback(self, handle: asyncio.Handle, delay: float = 0) -> asyncio.Handle:
        if delay > 0:
            raise ValueError("delayed callbacks are scheduled with schedule()")
        if not self._stopped:
            self._ready.append(handle)
            if not self._ready_timer:
                self._ready_timer = self.startTimer(0)
        return handle

    def forget(self, handle: _DelayedHandle) -> None:
        """A delayed callback was cancelled: its timer goes now, not when it would fire. (Once
        it has fired, Qt may have given its id to another timer, which stays.)"""
        timer_id = handle._timer_id
        if timer_id and self._delayed.get(timer_id) is handle:
            del self._delayed[timer_id]
            self.killTimer(timer_id)

    def timerEvent(self, event: QTimerEvent) -> None:
        timer_id = event.timerId()
        if timer_id == self._ready_timer:
            # A new zero timer serves what comes while these run: a callback that spins a
            # nested loop (a modal dialog's) lets the others run meanwhile.
            self.killTimer(timer_id)
            self._ready_timer = 0
            handles: list[asyncio.Handle] = list(self._ready)
            self._ready.clear()
        else:
            self.killTimer(timer_id)
            delayed = self._delayed.pop(timer_id, None)
            handles = [delayed] if delayed is not None else []
        try:
            self._run_marked(handles)
        finally:
            if self._ready and not self._ready_timer and not self._stopped:
                self._ready_timer = self.startTimer(0)

    def _run_marked(self, handles: list[asyncio.Handle]) -> None:
        if asyncio.events._get_running_loop() is not None:
            self._run(handles)
            return
        asyncio.events._set_running_loop(self._loop)
        try:
            self._run(handles)
        finally:
            asyncio.events._set_running_loop(None)

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
        for timer_id in (*self._delayed, self._ready_timer):
            if timer_id:
                self.killTimer(timer_id)
        self._delayed.clear()
        self._ready.clear()
        self._ready_timer = 0

    def set_debug(self, enabled: bool) -> None:
        self.debug = enabled


def _check_callback(callback: object) -> None:
    if asyncio.iscoroutinefunction(callback) or not callable(callback):
        raise TypeError(f"a callback must be a plain callable, not {callback!r}")


class QtEventLoop(qasync.QEventLoop):
    def __init__(self, *args, **kwargs) -> None:
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
