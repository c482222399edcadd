"""What held the window's thread when the heartbeat came late: the window under load
(``benchmarks.window_load``) with a watchdog thread that samples the window thread's Python
stack every 2 ms while the 10 ms heartbeat is overdue by more than ``--late`` ms.

``uv run python -m benchmarks.stalls --rate 5000 [--transport diff] [--late 15] [--no-paint]``

Prints the load figures (one JSON line), then each stall during the stream, longest first: when
it began (seconds after the first delta), how late the heartbeat was, and the stacks sampled
(innermost frame first, most frequent first). A stack ending in ``run_forever`` is Qt's own C++
work (layout, drawing) or the process waiting for a core. ``--no-paint`` replaces the answer's
paint with nothing: what remains is the delivery side (transport, pipeline, agent loop, the
window's event handling). The samples cost the measured process some CPU: its figures are for
finding stalls, not for the floors.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field

SAMPLE_SECONDS = 0.002
FRAMES = 10  # innermost frames kept of each sample


@dataclass
class Stall:
    began: float  # perf_counter of the last tick before it
    late_ms: float = 0.0
    stacks: collections.Counter = field(default_factory=collections.Counter)


class Watchdog:
    """Samples ``thread_id``'s stack while ``last_tick`` is more than ``late_ms`` overdue."""

    def __init__(self, thread_id: int, late_ms: float, period_ms: float = 10.0) -> None:
        self.thread_id = thread_id
        self.late = late_ms / 1000
        self.period = period_ms / 1000
        self.last_tick = time.perf_counter()
        self.stalls: list[Stall] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="stall watchdog", daemon=True)

    def tick(self) -> None:
        self.last_tick = time.perf_counter()

    def __enter__(self) -> Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _watch(self) -> None:
        while not self._stop.wait(SAMPLE_SECONDS):
            tick = self.last_tick
            overdue = time.perf_counter() - tick - self.period
            if overdue <= self.late:
                continue
            if not self.stalls or self.stalls[-1].began != tick:
                self.stalls.append(Stall(tick))
            stall = self.stalls[-1]
            stall.late_ms = max(stall.late_ms, overdue * 1000)
            frame = sys._current_frames().get(self.thread_id)
            if frame is not None:
                frames = traceback.extract_stack(frame)[-FRAMES:]
                stall.stacks[
                    tuple(
                        f"{f.name} ({f.filename.rsplit('/', 1)[-1]}:{f.lineno})"
                        for f in reversed(frames)
                    )
                ] += 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.stalls")
    parser.add_argument("--rate", type=float, default=5000)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--transport", choices=("chunked", "diff"), default="chunked")
    parser.add_argument("--late", type=float, default=15.0, help="ms overdue that counts")
    parser.add_argument("--no-paint", action="store_true", help="the answer is not painted")
    parser.add_argument("--stacks", type=int, default=3, help="stacks shown per stall")
    args = parser.parse_args(argv)

    from benchmarks import window_load
    from desktop_app.ui.chat.answer.message_view import MessageView

    if args.no_paint:
        MessageView._paint_answer = lambda view, text: None
    watchdog = Watchdog(threading.get_ident(), args.late)
    recorders: list[window_load._Recorder] = []
    record_init, record_tick = window_load._Recorder.__init__, window_load._Recorder.tick

    def init(recorder: window_load._Recorder) -> None:
        record_init(recorder)
        recorders.append(recorder)

    def tick(recorder: window_load._Recorder) -> None:
        watchdog.tick()
        record_tick(recorder)

    window_load._Recorder.__init__ = init
    window_load._Recorder.tick = tick
    with watchdog:
        figures = window_load.measure(args.rate, args.seconds, args.transport)
    print(json.dumps(figures), flush=True)
    deltas = recorders[0].deltas if recorders else []
    if not deltas:
        return 1
    start, end = deltas[0][0], deltas[-1][0]
    during = [s for s in watchdog.stalls if start <= s.began <= end]
    print(f"{len(during)} stalls over {args.late:g} ms during the {end - start:.1f} s stream")
    for stall in sorted(during, key=lambda s: -s.late_ms):
        print(f"\n{stall.began - start:7.3f} s: {stall.late_ms:.0f} ms late")
        for stack, count in stall.stacks.most_common(args.stacks):
            print(f"  {count}x " + " <- ".join(stack))
    return 0


if __name__ == "__main__":
    sys.exit(main())
