"""The asyncio event loop that runs inside Qt's.

qasync's loop does not install asyncgen hooks on Unix, so an async generator left unfinished
(httpx's body iterator after a Stop, say) would be finalized later by the garbage collector,
outside any loop, and fail noisily. This subclass installs them for the time the loop runs.

Qt also runs the loop's callbacks whenever anything processes its events, not only from
``run_forever``: a ``processEvents`` call, a modal dialog's own loop. A task stepped from there
found no running loop, and httpx's first request then failed ("unknown async library"). The
loop's timer marks it as running for the length of each callback it runs.
"""

from __future__ import annotations

import asyncio
import sys

import qasync


class _RunningTimer(qasync._SimpleTimer):
    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self._loop = loop

    def timerEvent(self, event) -> None:
        if asyncio.events._get_running_loop() is not None:
            super().timerEvent(event)
            return
        asyncio.events._set_running_loop(self._loop)
        try:
            super().timerEvent(event)
        finally:
            asyncio.events._set_running_loop(None)


class QtEventLoop(qasync.QEventLoop):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._timer = _RunningTimer(self)

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
