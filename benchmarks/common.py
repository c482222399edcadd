"""What every benchmark run shares: its configuration (full or quick), what its report says
about itself, the calibration loop printed beside absolute figures, and the progress log."""

from __future__ import annotations

import platform
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from importlib.metadata import version
from pathlib import Path

from benchmarks.report import Report
from benchmarks.timing import reference_loop_ms


@dataclass(frozen=True, slots=True)
class Config:
    mode: str
    events: int  # content events per body for the random and per-event chunkings
    byte_events: int  # N for the 1-byte chunkings (the linearity check also runs 2N)
    sdk_events: int  # body size for the SDK accumulation comparison (the SDK is slow)
    repeats: int  # framing, random chunks (the floors)
    event_repeats: int  # framing, one event per chunk (no floor)
    byte_repeats: int  # framing, 1-byte chunks (no floor)
    pipeline_repeats: int  # whole pipeline, ours alone
    linearity_repeats: int  # 1-byte chunks, N and 2N taking turns
    sdk_repeats: int  # ours and the SDK accumulation taking turns
    load_seconds: float  # each run of the window under load
    load_scenarios: tuple[tuple[float, str], ...]  # (events per second, transport)
    window: bool = True  # paint, and start and scale


LOAD_SCENARIOS = ((100, "chunked"), (2_000, "chunked"), (5_000, "chunked"), (5_000, "diff"))
FULL = Config(
    "full",
    events=100_000,
    byte_events=1_000,
    sdk_events=4_000,
    repeats=5,
    event_repeats=1,
    byte_repeats=2,
    pipeline_repeats=4,
    linearity_repeats=3,
    sdk_repeats=2,
    load_seconds=6.0,
    load_scenarios=LOAD_SCENARIOS,
)
QUICK = Config(
    "quick",
    events=5_000,
    byte_events=200,
    sdk_events=500,
    repeats=1,
    event_repeats=1,
    byte_repeats=1,
    pipeline_repeats=1,
    linearity_repeats=1,
    sdk_repeats=1,
    load_seconds=1.0,
    load_scenarios=((2_000, "chunked"),),
    window=False,
)

Log = Callable[[str], None]


def run_meta(config: Config) -> dict[str, object]:
    """What a run's report says about itself: versions, timing method, configuration."""
    return {
        "mode": config.mode,
        "python": platform.python_version(),
        "machine": f"{platform.machine()} {platform.system()}",
        "openai": version("openai"),
        "httpx": version("httpx"),
        "httpx_sse": version("httpx-sse"),
        "timing": (
            f"time.perf_counter, best of {config.repeats} for the floors "
            f"(pipeline: {config.pipeline_repeats}, linearity: {config.linearity_repeats}, "
            f"SDK: {config.sdk_repeats}), contenders taking turns"
        ),
        "config": asdict(config),
        "code": code_version(),
    }


CALIBRATION = "Calibration: a fixed pure-Python loop, 200,000 additions (lower is faster)"


def calibrate(report: Report, when: str) -> float:
    """Times the reference loop now; the figures with absolute units added after it are
    printed beside it."""
    ms = round(reference_loop_ms(), 2)
    report.calibration_ms = None
    report.add(CALIBRATION, when, ms, "ms", tag="calibration")
    report.calibration_ms = ms
    return ms


def code_version() -> str:
    """The commit measured, and whether desktop_app/ differed from it (figures move with it)."""
    repo = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(
            ["git", "-C", str(repo), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(repo), "status", "--porcelain", "--", "desktop_app"],
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return head + (" + uncommitted changes in desktop_app/" if dirty.strip() else "")


_STARTED = time.perf_counter()


def stderr_log(message: str) -> None:
    print(f"  {time.perf_counter() - _STARTED:5.1f}s  {message}", file=sys.stderr, flush=True)
