"""Import time per module on the launch path: ``python -X importtime`` in a fresh process.

What ``desktop_app.launch`` (the window's entry point) imports, with each module's own and
cumulative time; the packages of the newer features (MCP, import and export, the chat session,
math rendering) are named so their share of the launch is visible, run after run.
"""

from __future__ import annotations

import subprocess
import sys
from typing import NamedTuple

ENTRY = "desktop_app.launch"
# Feature packages whose start-up cost is watched: the launch should pay for as little of them
# as it can (their work runs after the first paint; their imports are what is left).
FEATURES = {
    "MCP client (desktop_app.mcp)": "desktop_app.mcp",
    "import and export (desktop_app.exchange)": "desktop_app.exchange",
    "chat session (desktop_app.session)": "desktop_app.session",
    "math rendering (ziamath)": "ziamath",
}
TOP = 12  # modules printed, slowest own time first


class ImportTime(NamedTuple):
    module: str
    self_ms: float
    cumulative_ms: float
    ancestors: tuple[str, ...]  # the modules whose import brought this one in, outermost first


def measure(entry: str = ENTRY) -> list[ImportTime]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", f"import {entry}"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, cumulative, name = line.removeprefix("import time:").split("|")
        depth = (len(name) - len(name.lstrip())) // 2
        rows.append((depth, name.strip(), int(own) / 1000, int(cumulative) / 1000))
    # The output lists a module after those it imported, one level deeper: read backwards,
    # each module's ancestors are the open ones above its depth.
    times = []
    open_ancestors: list[str] = []
    for depth, name, own_ms, cumulative_ms in reversed(rows):
        del open_ancestors[depth:]
        times.append(ImportTime(name, own_ms, cumulative_ms, tuple(open_ancestors)))
        open_ancestors.append(name)
    times.reverse()
    return times


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def feature_ms(times: list[ImportTime], package: str) -> float:
    """Time spent importing ``package`` (0 if the entry point never did): the cumulative time
    of each of its modules not brought in by another of them."""
    return sum(
        t.cumulative_ms
        for t in times
        if _within(t.module, package) and not any(_within(a, package) for a in t.ancestors)
    )


def total_ms(times: list[ImportTime], entry: str = ENTRY) -> float:
    return next((t.cumulative_ms for t in times if t.module == entry), float("nan"))
