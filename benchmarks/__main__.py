"""``uv run python -m benchmarks [--quick] [--json PATH]``.

Exit status: 0 when every floor passes, 1 when a floor fails, 2 when a correctness check
fails (then no figure can be trusted).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from benchmarks import suite
from benchmarks.report import render, write_json


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
    parser.add_argument("--json", type=Path, metavar="PATH", help="also write the figures to PATH")
    args = parser.parse_args(argv)

    report = suite.run(suite.QUICK if args.quick else suite.FULL, suite.stderr_log)
    print(render(report), flush=True)
    if args.json:
        write_json(report, args.json)
        print(f"Figures written to {args.json}")
    if report.problems:
        return 2
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
