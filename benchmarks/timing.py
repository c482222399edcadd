"""Best-of-N wall-clock timing with ``time.perf_counter``."""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")


def best_of(run: Callable[[], T], repeats: int) -> tuple[float, list[T]]:
    """Seconds of the fastest of ``repeats`` runs, and every run's result (to check them all).

    The collector stays on (the code under test pays for its garbage in real use too); a
    collection before each run keeps one run's leftovers off the next one's clock.
    """
    best = float("inf")
    results: list[T] = []
    for _ in range(max(1, repeats)):
        gc.collect()
        start = time.perf_counter()
        result = run()
        elapsed = time.perf_counter() - start
        results.append(result)
        best = min(best, elapsed)
    return best, results


class Timed(NamedTuple):
    best: float  # seconds, the fastest run
    times: list[float]  # seconds, every run in round order
    results: list[Any]  # every run's result, to check them all


def interleaved(runs: dict[str, Callable[[], Any]], repeats: int) -> dict[str, Timed]:
    """``best_of`` for several contenders, taking turns: round r runs each once, in an order
    rotated by r. This machine's speed drifts by up to 2x within seconds (a shared host), so
    contenders timed back to back see much the same machine; ``times[r]`` of two contenders
    are a pair, and the median of the pairs' ratios is a second, steadier estimate."""
    names = list(runs)
    times: dict[str, list[float]] = {name: [] for name in names}
    results: dict[str, list[Any]] = {name: [] for name in names}
    for round_ in range(max(1, repeats)):
        shift = round_ % len(names)
        for name in names[shift:] + names[:shift]:
            seconds, (result,) = best_of(runs[name], 1)
            times[name].append(seconds)
            results[name].append(result)
    return {name: Timed(min(times[name]), times[name], results[name]) for name in names}


def median_ratio(numerator: list[float], denominator: list[float]) -> float:
    return statistics.median(a / b for a, b in zip(numerator, denominator, strict=True))


def reference_loop_ms(repeats: int = 5) -> float:
    """A fixed pure-Python loop, best of ``repeats``: how fast this machine is right now.
    Printed at the start and the end of a run, so absolute figures can be read in context
    (on a shared host the same code can run 1.5x slower for tens of seconds)."""

    def work() -> int:
        total = 0
        for i in range(200_000):
            total += i
        return total

    seconds, _ = best_of(work, repeats)
    return seconds * 1e3
