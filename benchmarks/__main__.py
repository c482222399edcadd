"""``uv run python -m benchmarks [--quick] [--json PATH]``.

Exit status: 0 when every floor passes, 1 when a floor fails, 2 when a correctness check
fails (then no figure can be trusted).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from benchmarks import common, suite, window_profile
from benchmarks.report import combine, render, write_json

DEFAULT_JSON = Path("benchmarks") / "figures.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="small bodies and one repeat: a smoke test, figures only indicative",
    )
    parser.add_argument(
        "--runs",
        type=int,
        metavar="N",
        help="run the whole suite N times; each figure is then the median, beside its spread "
        "(default: 3, or 1 with --quick)",
    )
    parser.add_argument(
        "--json",
        type=Path,
        metavar="PATH",
        default=DEFAULT_JSON,
        help=f"where the figures are written (default: {DEFAULT_JSON}); "
        "python -m benchmarks.readme puts them in the README",
    )
    parser.add_argument(
        "--no-profile",
        action="store_true",
        help="skip the profile of the window at 5,000 events/s (py-spy; on by default but "
        "with --quick), written to profile.json beside the figures",
    )
    args = parser.parse_args(argv)

    config = common.QUICK if args.quick else common.FULL
    runs = args.runs or (1 if args.quick else 3)
    reports = []
    for number in range(1, runs + 1):
        common.stderr_log(f"run {number} of {runs}")
        reports.append(suite.run(config, common.stderr_log))
    report = combine(reports)
    write_json(report, args.json)  # first: the figures are kept whatever the printing does
    print(render(report), flush=True)
    print(f"Figures written to {args.json}")
    if not (args.quick or args.no_profile):
        # Twice a load run: about 800 busy samples, so a share is known to about a point.
        _profile(args.json.with_name("profile.json"), 2 * config.load_seconds)
    if report.problems:
        return 2
    return 1 if report.failed else 0


def _profile(path: Path, seconds: float) -> None:
    """Where the window's time goes: printed, and kept for the README (no floor, no verdict)."""
    common.stderr_log("where the time goes: the window at 5,000 events/s under py-spy")
    try:
        data = window_profile.profile(5000, seconds)
    except (OSError, RuntimeError, subprocess.SubprocessError) as error:  # no py-spy, no ptrace
        print(f"No profile: {error}")
        return
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(window_profile.render(data), flush=True)
    print(f"Profile written to {path}")


if __name__ == "__main__":
    sys.exit(main())
