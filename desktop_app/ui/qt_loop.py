"""The asyncio event loop that runs inside Qt's.

qasync's loop does not install asyncgen hooks on Unix, so an async generator left unfinished
(httpx's body iterator after a Stop, say) would be finalized later by the garbage collector,
outside any loop, and fail noisily. This subclass installs them for the time the loop runs.
"""

from __future__ import annotations

import sys

import qasync


class QtEventLoop(qasync.QEventLoop):
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
