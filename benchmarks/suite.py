"""What is measured, at which sizes, against which floors; checks every run's output."""

from __future__ import annotations

import time

from benchmarks import body_reader, imports, pipeline, window_figures
from benchmarks.common import Config, Log, calibrate, run_meta
from benchmarks.framing import framing_section
from benchmarks.inputs import BUILDERS, CHUNKINGS, Body, byte_chunks, random_chunks
from benchmarks.report import Report
from benchmarks.timing import best_of, interleaved
from desktop_app.generation.assembler import AssembledTurn

# Floors from the project's issue. Ratios compare events/s measured in the same run.
FLOOR_PIPELINE_US = 3.0  # whole pipeline, random chunks: us per event
FLOOR_VS_SDK_ACCUMULATION = 30.0  # whole pipeline >= 30x the SDK's stream accumulation
FLOOR_LINEARITY = 1.3  # 1-byte chunks: per-event cost at N and 2N within 1.3x

SDK_WIRES = ("openai-chat", "unicode")  # the openai SDK can accumulate only these


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
    streams = window_figures.load(report, config.load_scenarios, config.load_seconds, log)
    window_figures.side_by_side(
        report,
        config.load_seconds,
        streams.get((window_figures.SIDE_BY_SIDE_RATE, "chunked")),
        log,
    )
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
