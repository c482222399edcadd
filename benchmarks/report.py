"""Figures, floors and verdicts: the plain-text table and the JSON file."""

from __future__ import annotations

import json
import statistics
from dataclasses import asdict, dataclass, field
from pathlib import Path

# Units of figures that are not ratios: they move with the machine, so each is printed beside
# the calibration loop measured just before its section.
ABSOLUTE_UNITS = frozenset({"us/event", "us", "ev/s", "ms", "s", "%", "MB"})


@dataclass(slots=True)
class Figure:
    section: str
    name: str
    value: float
    unit: str
    floor: float | None = None
    op: str | None = None  # ">=" or "<=": how value must compare with floor
    note: str = ""
    tag: str = ""  # names the figure in the summary, e.g. "openai-chat/random"
    calibration_ms: float | None = None  # the reference loop just before (absolute units)
    runs: list[float] = field(default_factory=list)  # every run's value (value is the median)

    @property
    def verdict(self) -> str:
        if self.floor is None or self.op is None:
            return ""
        ok = self.value >= self.floor if self.op == ">=" else self.value <= self.floor
        return "PASS" if ok else "FAIL"


@dataclass(slots=True)
class Report:
    meta: dict[str, object]
    figures: list[Figure] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # failed correctness checks
    calibration_ms: float | None = None  # the latest reference loop, stamped on absolute figures

    def add(self, *args: object, **kwargs: object) -> Figure:
        figure = Figure(*args, **kwargs)  # type: ignore[arg-type]
        if figure.unit in ABSOLUTE_UNITS and figure.calibration_ms is None:
            figure.calibration_ms = self.calibration_ms
        self.figures.append(figure)
        return figure

    @property
    def failed(self) -> list[Figure]:
        return [f for f in self.figures if f.verdict == "FAIL"]

    @property
    def passed(self) -> list[Figure]:
        return [f for f in self.figures if f.verdict == "PASS"]


def combine(reports: list[Report]) -> Report:
    """Several runs of the suite as one report: each figure's value is the median of its runs
    (its verdict too), ``runs`` keeps every value for the spread. Figures are matched by
    section and name; one missing from a run is taken from the runs that have it."""
    if len(reports) == 1:
        only = reports[0]
        for figure in only.figures:
            figure.runs = [figure.value]
        return only
    merged: dict[tuple[str, str], list[Figure]] = {}
    for report in reports:
        for figure in report.figures:
            merged.setdefault((figure.section, figure.name), []).append(figure)
    combined = Report(meta={**reports[0].meta, "runs": len(reports)})
    combined.meta["runs_meta"] = [report.meta for report in reports]
    for same in merged.values():
        values = [f.value for f in same]
        known = [v for v in values if v == v]  # NaN: not applicable
        first = same[0]
        calibrations = [f.calibration_ms for f in same if f.calibration_ms is not None]
        combined.figures.append(
            Figure(
                first.section,
                first.name,
                statistics.median(known) if known else float("nan"),
                first.unit,
                first.floor,
                first.op,
                first.note,
                first.tag,
                statistics.median(calibrations) if calibrations else None,
                values,
            )
        )
    for number, report in enumerate(reports, 1):
        combined.problems += [f"run {number}: {problem}" for problem in report.problems]
    combined.meta["total_seconds"] = sum(float(r.meta.get("total_seconds", 0)) for r in reports)
    return combined


def spread(figure: Figure) -> str:
    """min-max over the runs, in the figure's own format, or "" for a single run."""
    known = [v for v in figure.runs if v == v]
    if len(known) < 2:
        return ""
    low, high = (value_text(Figure("", "", v, figure.unit)) for v in (min(known), max(known)))
    return f"{low} .. {high}"


def value_text(figure: Figure) -> str:
    unit = figure.unit
    value = figure.value
    if value != value:  # NaN: not applicable
        return "n/a"
    if unit == "ev/s":
        return f"{value / 1000:,.1f} k ev/s"
    if unit == "x":
        return f"{value:,.2f}x"
    if unit == "us/event":
        return f"{value:,.2f} us/event"
    digits = 0 if abs(value) >= 100 else 1 if abs(value) >= 10 else 2
    return f"{value:,.{digits}f} {unit}"


def floor_text(figure: Figure) -> str:
    if figure.floor is None:
        return ""
    unit = "x" if figure.unit == "x" else f" {figure.unit}"
    return f"{figure.op} {figure.floor:g}{unit}"


def render(report: Report) -> str:
    width = max([len(f.name) for f in report.figures] + [40]) + 2
    lines = []
    meta = report.meta
    lines.append(
        f"Arroyo benchmarks ({meta['mode']}): Python {meta['python']}, openai {meta['openai']}, "
        f"httpx {meta['httpx']}, httpx-sse {meta['httpx_sse']}; {meta['timing']}"
    )
    if "code" in meta:
        lines.append(f"Code measured: {meta['code']}")
    runs = int(str(meta.get("runs", 1)))
    lines.append(
        "Calibration: a fixed pure-Python loop (200,000 additions, best of 5; lower is a faster "
        "machine) is timed before every section with absolute figures and printed beside them "
        "as [calibration ms]; absolute figures move with it, ratios are measured back to back "
        "in the same run and move much less."
    )
    if runs > 1:
        lines.append(
            f"{runs} runs: each value is the median of the runs (and its verdict too), "
            "beside the lowest .. highest run."
        )
    header = f"{'figure':<{width}}{'value':>20}   {'floor':<14}{'verdict'}"
    section = None
    for figure in report.figures:
        if figure.section != section:
            section = figure.section
            lines += ["", f"== {section}", header, "-" * len(header)]
        value, floor = value_text(figure), floor_text(figure)
        row = f"{figure.name:<{width}}{value:>20}   {floor:<14}{figure.verdict}"
        extras = [
            f"[calibration {figure.calibration_ms:.1f} ms]" if figure.calibration_ms else "",
            f"runs {spread(figure)}" if spread(figure) else "",
            figure.note,
        ]
        extra = "; ".join(part for part in extras if part)
        if extra:
            row += ("   " if figure.verdict else "       ") + extra
        lines.append(row.rstrip())
    lines.append("")
    if report.problems:
        lines.append("CORRECTNESS FAILURES (the figures above them are not to be trusted):")
        lines += [f"  - {problem}" for problem in report.problems]
    else:
        lines.append("Correctness: every timed run produced the expected events and answer.")
    lines.append(
        f"Floors: {len(report.passed)} PASS, {len(report.failed)} FAIL"
        + "".join(f"\n  FAIL {f.tag + ': ' if f.tag else ''}{f.name}" for f in report.failed)
    )
    lines.append(f"Total run time: {meta.get('total_seconds', 0):.1f} s")
    return "\n".join(lines)


def write_json(report: Report, path: Path) -> None:
    data: dict[str, object] = {
        "meta": report.meta,
        "figures": [
            {
                **asdict(f),
                "value": None if f.value != f.value else f.value,
                "runs": [None if v != v else v for v in f.runs],
                "verdict": f.verdict or None,
            }
            for f in report.figures
        ],
        "problems": report.problems,
        "passed": len(report.passed),
        "failed": len(report.failed),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
