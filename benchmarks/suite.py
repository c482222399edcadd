"""What is measured, at which sizes, against which floors; checks every run's output."""

from __future__ import annotations

import platform
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from importlib.metadata import version
from pathlib import Path

from benchmarks import body_reader, framing, imports, pipeline, window_figures
from benchmarks.inputs import BUILDERS, CHUNKINGS, Body, byte_chunks, chunk, random_chunks
from benchmarks.report import Report
from benchmarks.timing import best_of, interleaved, median_ratio, reference_loop_ms
from desktop_app.generation.assembler import AssembledTurn

# Floors from the project's issue. Ratios compare events/s measured in the same run.
FLOOR_VS_OPENAI = 6.0  # ours >= 6x the openai SDK's SSEDecoder (random chunks)
FLOOR_VS_HTTPX_SSE = 2.4  # ours >= 2.4x httpx-sse (random chunks)
FLOOR_VS_FIND = 3.5  # ours' time <= 3.5x the bytes.find loop's time (random chunks)
FLOOR_PIPELINE_US = 3.0  # whole pipeline, random chunks: us per event
FLOOR_VS_SDK_ACCUMULATION = 30.0  # whole pipeline >= 30x the SDK's stream accumulation
FLOOR_LINEARITY = 1.3  # 1-byte chunks: per-event cost at N and 2N within 1.3x

SDK_WIRES = ("openai-chat", "unicode")  # the openai SDK can accumulate only these


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
        "code": _code_version(),
    }


def run(config: Config, log: Log) -> Report:
    started = time.perf_counter()
    report = Report(meta=run_meta(config))
    report.meta["reference_loop_ms_start"] = calibrate(report, "at the start")
    _imports(report, log)
    log(f"building bodies ({config.events:,} events each)")
    bodies = {name: build(config.events) for name, build in BUILDERS.items()}
    byte_bodies = {name: build(config.byte_events) for name, build in BUILDERS.items()}

    for name, body in bodies.items():
        for chunking in CHUNKINGS:
            framing_section(
                report,
                config,
                name,
                byte_bodies[name] if chunking == "byte" else body,
                chunking,
                log,
            )
    calibrate(report, "before the pipeline")
    _pipeline(report, config, bodies, log)
    _linearity(report, config, byte_bodies, log)
    window_figures.tool_args(report, log)
    calibrate(report, "before the window under load")
    window_figures.load(report, config.load_scenarios, config.load_seconds, log)
    body_reader.figures(report, config.mode, log)
    window_figures.off_thread(report, log)
    if config.window:
        calibrate(report, "before paint")
        window_figures.paint(report, log)
        calibrate(report, "before start and scale")
        window_figures.scale(report, log)
    report.meta["reference_loop_ms_end"] = calibrate(report, "at the end")
    report.meta["total_seconds"] = round(time.perf_counter() - started, 1)
    return report


CALIBRATION = "Calibration: a fixed pure-Python loop, 200,000 additions (lower is faster)"


def calibrate(report: Report, when: str) -> float:
    """Times the reference loop now; the figures with absolute units added after it are
    printed beside it."""
    ms = round(reference_loop_ms(), 2)
    report.calibration_ms = None
    report.add(CALIBRATION, when, ms, "ms", tag="calibration")
    report.calibration_ms = ms
    return ms


def _imports(report: Report, log: Log) -> None:
    log(f"import times: python -X importtime -c 'import {imports.ENTRY}'")
    section = f"Import time, one fresh process: python -X importtime -c 'import {imports.ENTRY}'"
    times = imports.measure()
    report.add(section, f"{imports.ENTRY}, everything it imports", imports.total_ms(times), "ms")
    for label, package in imports.FEATURES.items():
        report.add(section, f"of which {label}", imports.feature_ms(times, package), "ms")
    for time_ in sorted(times, key=lambda t: -t.self_ms)[: imports.TOP]:
        report.add(
            section,
            f"module {time_.module} (own time)",
            time_.self_ms,
            "ms",
            note=f"cumulative {time_.cumulative_ms:.1f} ms",
        )


def framing_section(
    report: Report, config: Config, name: str, body: Body, chunking: str, log: Log
) -> None:
    chunks = chunk(body, chunking)
    repeats = {
        "random": config.repeats,
        "event": config.event_repeats,
        "byte": config.byte_repeats,
    }[chunking]
    section = (
        f"SSE framing, events/s: {name}, {chunking} chunks "
        f"({body.event_count:,} events in {len(chunks):,} chunks)"
    )
    log(section)
    # Field by field, once, untimed: the event counts checked on every timed run then suffice.
    # (Whole events as chunks cut nothing, so that chunking needs only the counts.)
    if (
        chunking != "event"
        and tuple(data for _, data, _ in framing.ours_events(chunks)) != body.data
    ):
        report.problems.append(f"{name}/{chunking}: our framing returned different event data")
    framers = {
        framer_name: framer
        for framer_name, framer in framing.FRAMERS.items()
        if chunking == "random" or framer_name not in framing.REFERENCE_ONLY
    }
    timed = interleaved(
        {
            framer_name: (lambda framer=framer: framer(chunks))
            for framer_name, framer in framers.items()
        },
        repeats,
    )
    rates = {}
    for framer_name, (seconds, _, counts) in timed.items():
        wrong = [count for count in counts if count != body.event_count]
        if wrong:
            report.problems.append(
                f"{name}/{chunking}: {framer_name} found {wrong[0]:,} events, "
                f"expected {body.event_count:,}"
            )
        rates[framer_name] = body.event_count / seconds
        report.add(section, framer_name, rates[framer_name], "ev/s")
    floors = chunking == "random"
    tag = f"framing {name}/{chunking}"
    ours = timed["ours"]
    for label, peer, floor, op in (
        ("ours / openai-sdk", "openai-sdk", FLOOR_VS_OPENAI, ">="),
        ("ours / httpx-sse", "httpx-sse", FLOOR_VS_HTTPX_SSE, ">="),
        ("ours / httpx-sse<=0.4.0 (reference)", "httpx-sse<=0.4.0", None, None),
    ):
        if peer not in timed:
            continue
        report.add(
            section,
            label,
            timed[peer].best / ours.best,
            "x",
            floor if floors else None,
            op if floors else None,
            tag=tag,
            note=_pairs_note(timed[peer].times, ours.times),
        )
    find = timed["bytes.find"]
    report.add(
        section,
        "ours time / bytes.find time",
        ours.best / find.best,
        "x",
        FLOOR_VS_FIND if floors else None,
        "<=" if floors else None,
        tag=tag,
        note=_pairs_note(ours.times, find.times),
    )


def _pairs_note(numerator: list[float], denominator: list[float]) -> str:
    if len(numerator) < 3:
        return ""
    return f"median of {len(numerator)} round pairs: {median_ratio(numerator, denominator):.2f}x"


def _check_turns(turns: list[AssembledTurn], body: Body, report: Report, label: str) -> None:
    for turn in turns:
        problem = pipeline.check_turn(turn, body)
        if problem:
            report.problems.append(f"{label}: our pipeline: {problem}")
            return


def _ours_pipeline(
    body: Body, chunks: list[bytes], repeats: int, report: Report, label: str
) -> float:
    seconds, turns = best_of(lambda: pipeline.ours(body.wire, chunks), repeats)
    _check_turns(turns, body, report, label)
    return seconds


def _pipeline(report: Report, config: Config, bodies: dict[str, Body], log: Log) -> None:
    section = "Whole pipeline (UTF-8 + SSE + JSON + parser + assembler), random chunks"
    for name, body in bodies.items():
        log(f"pipeline: {name}")
        chunks = random_chunks(body.body)
        seconds = _ours_pipeline(body, chunks, config.pipeline_repeats, report, f"{name}/random")
        report.add(
            section,
            f"{name}: ours, {body.event_count:,} events",
            seconds / body.event_count * 1e6,
            "us/event",
            FLOOR_PIPELINE_US,
            "<=",
            tag="pipeline",
        )

    for name in bodies:
        if name not in SDK_WIRES:
            report.add(
                section,
                f"{name}: ours / SDK accumulation",
                float("nan"),
                "x",
                note="n/a: the openai SDK cannot read this wire (no anthropic SDK here)",
            )
            continue
        small = BUILDERS[name](config.sdk_events)
        log(f"pipeline vs openai SDK accumulation: {name}, {small.event_count:,} events")
        chunks = random_chunks(small.body)
        timed = interleaved(
            {
                "ours": lambda small=small, chunks=chunks: pipeline.ours(small.wire, chunks),
                "sdk": lambda chunks=chunks: pipeline.openai_sdk(chunks),
            },
            config.sdk_repeats,
        )
        ours, _, turns = timed["ours"]
        sdk, _, answers = timed["sdk"]
        _check_turns(turns, small, report, f"{name}/sdk-size")
        if any(answer != small.answer for answer in answers):
            report.problems.append(f"{name}: the openai SDK accumulated a different answer")
        per_event = 1e6 / small.event_count
        report.add(
            section,
            f"{name}: ours / SDK accumulation, {small.event_count:,} events",
            sdk / ours,
            "x",
            FLOOR_VS_SDK_ACCUMULATION,
            ">=",
            tag="pipeline",
            note=f"SDK {sdk * per_event:,.1f} us/event, ours {ours * per_event:.2f} us/event",
        )


def _linearity(report: Report, config: Config, byte_bodies: dict[str, Body], log: Log) -> None:
    n = config.byte_events
    section = f"Linearity, 1-byte chunks, whole pipeline (ours): N = {n:,} and 2N = {2 * n:,}"
    for name, body in byte_bodies.items():
        sizes = {"N": body, "2N": BUILDERS[name](2 * n)}
        chunked = {label: byte_chunks(size_body.body) for label, size_body in sizes.items()}
        log(
            f"linearity: {name}, {body.event_count:,} and {sizes['2N'].event_count:,} events "
            "in 1-byte chunks"
        )
        timed = interleaved(
            {
                label: (lambda b=sizes[label], c=chunked[label]: pipeline.ours(b.wire, c))
                for label in sizes
            },
            config.linearity_repeats,
        )
        per_event = []
        for label, (seconds, _, turns) in timed.items():
            size_body = sizes[label]
            _check_turns(turns, size_body, report, f"{name}/byte/{label}")
            per_event.append(seconds / size_body.event_count * 1e6)
            report.add(
                section,
                f"{name}: {size_body.event_count:,} events ({len(chunked[label]):,} chunks)",
                per_event[-1],
                "us/event",
            )
        report.add(
            section,
            f"{name}: slower / faster per-event cost",
            max(per_event) / min(per_event),
            "x",
            FLOOR_LINEARITY,
            "<=",
            tag="linearity",
        )


def _code_version() -> str:
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
