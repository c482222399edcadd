"""Figures, floors and verdicts: the plain-text table and the JSON file."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path


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

    def add(self, *args: object, **kwargs: object) -> Figure:
        figure = Figure(*args, **kwargs)  # type: ignore[arg-type]
        self.figures.append(figure)
        return figure

    @property
    def failed(self) -> list[Figure]:
        return [f for f in self.figures if f.verdict == "FAIL"]

    @property
    def passed(self) -> list[Figure]:
        return [f for f in self.figures if f.verdict == "PASS"]


def _value(figure: Figure) -> str:
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


def _floor(figure: Figure) -> str:
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
    if "reference_loop_ms_start" in meta:
        lines.append(
            "Machine speed, reference loop (lower is faster): "
            f"{meta['reference_loop_ms_start']} ms at the start, "
            f"{meta.get('reference_loop_ms_end', '?')} ms at the end. Absolute figures "
            "(us/event, ev/s) move with it; ratios are measured back to back and move much less."
        )
    header = f"{'figure':<{width}}{'value':>20}   {'floor':<14}{'verdict'}"
    section = None
    for figure in report.figures:
        if figure.section != section:
            section = figure.section
            lines += ["", f"== {section}", header, "-" * len(header)]
        row = f"{figure.name:<{width}}{_value(figure):>20}   {_floor(figure):<14}{figure.verdict}"
        if figure.note:
            row += ("   " if figure.verdict else "       ") + figure.note
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
    data = {
        "meta": report.meta,
        "figures": [
            {
                **asdict(f),
                "value": None if f.value != f.value else f.value,
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
