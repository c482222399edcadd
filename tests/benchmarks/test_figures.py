"""The benchmark report's arithmetic and the README generator (no timing here)."""

import json

import pytest

from benchmarks import imports, readme, window_figures
from benchmarks.report import Report, combine, write_json


def one_run(ratio: float, us: float, calibration: float) -> Report:
    report = Report(meta={"mode": "full", "python": "3", "machine": "m", "timing": "t"})
    report.calibration_ms = calibration
    report.add("SSE", "ours / peer", ratio, "x", 2.4, ">=")
    report.add("Pipeline", "per event", us, "us/event", 3.0, "<=")
    return report


def test_runs_combine_into_medians_with_their_spread_and_verdicts_by_the_median():
    combined = combine([one_run(2.0, 3.5, 7.0), one_run(2.6, 2.0, 9.0), one_run(2.5, 2.9, 8.0)])
    ratio, per_event = combined.figures
    assert (ratio.value, ratio.runs, ratio.verdict) == (2.5, [2.0, 2.6, 2.5], "PASS")
    assert (per_event.value, per_event.verdict) == (2.9, "PASS")
    assert ratio.calibration_ms is None  # a ratio is not an absolute figure
    assert per_event.calibration_ms == 8.0
    assert combined.meta["runs"] == 3


def test_the_readme_block_is_generated_from_the_json_between_its_markers(tmp_path):
    path = tmp_path / "figures.json"
    write_json(combine([one_run(2.0, 3.5, 7.0), one_run(2.6, 2.0, 9.0)]), path)
    block = readme.render(json.loads(path.read_text()))
    assert "| ours / peer | 2.30x | 2.00x .. 2.60x | >= 2.4x | FAIL |  |" in block
    assert "| per event | 2.75 us/event | 2.00 us/event .. 3.50 us/event | <= 3 us/event" in block
    before = f"# A\n\nintro\n\n{readme.BEGIN}\nold figures\n{readme.END}\n\nafter\n"
    after = readme.replace(before, block)
    assert "old figures" not in after
    assert after.startswith("# A\n\nintro\n\n") and after.endswith("\n\nafter\n")
    with pytest.raises(ValueError):
        readme.replace("# no markers\n", block)


def test_import_times_name_each_module_and_who_brought_it_in():
    times = imports.measure("json")
    by_name = {t.module: t for t in times}
    assert by_name["json"].ancestors == ()
    assert by_name["json.decoder"].ancestors[0] == "json"
    total = imports.total_ms(times, "json")
    assert 0 < imports.feature_ms(times, "json") <= total + 1e-9
    assert imports.feature_ms(times, "not_imported_here") == 0


def test_four_columns_are_judged_by_the_issue_floors_beside_one_stream(monkeypatch):
    printed = {
        "columns": 4,
        "events_per_column": 12_000,
        "delivered": 0.995,
        "delta_to_paint_p50_ms": 25.0,
        "delta_to_paint_p99_ms": 48.0,
        "sent_to_paint_p50_ms": 31.0,
        "sent_to_paint_p99_ms": 58.0,
        "frame_gap_min_ms": 41.2,
        "heartbeat_p99_ms": 20.0,
        "heartbeat_max_ms": 64.0,
        "cpu_share": 0.33,
        "problems": ["column 2: 10 of 12 characters"],
    }
    asked = []

    def run_json(module, *args, **options):
        asked.append((module, args, options))
        return {"side_by_side": printed}

    monkeypatch.setattr(window_figures, "_run_json", run_json)
    report = Report(meta={})
    one = {"cpu_share": 0.21, "heartbeat_p99_ms": 15.0, "heartbeat_max_ms": 26.0}
    window_figures.side_by_side(report, 5.0, {**one, "sent_to_paint_p99_ms": 54.0}, lambda _: None)

    assert asked[0][0] == "benchmarks.side_by_side_load" and "--no-single" in asked[0][1]
    assert asked[0][2]["exit_codes"] == (0, 1)  # a failed check is a figure, not a crash
    by_name = {figure.name.split(": ")[1]: figure for figure in report.figures}
    assert by_name["delivered"].verdict == "FAIL"  # every character of every column, or fail
    # judged from the server's write: the time the text waited in the socket counts
    assert by_name["sent to paint p99"].verdict == "PASS"
    assert "54.0 ms" in by_name["sent to paint p99"].note
    assert "p99 48 ms" in by_name["sent to paint p99"].note  # from the client's read, beside
    assert by_name["process CPU, % of one core"].verdict == ""  # printed beside, no floor
    assert "21.0 %" in by_name["process CPU, % of one core"].note
    assert by_name["heartbeat lateness max"].note.endswith("26.0 ms")
    assert report.problems == ["4 x 2,000 ev/s: column 2: 10 of 12 characters"]
