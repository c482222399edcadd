"""The file tools against a folder swapped for a symbolic link while they run:
``uv run python -m benchmarks.file_tool_race [--runs N] [--seconds S] [--rename] [--fallback]``.

Another process keeps exchanging the workspace's ``sub`` folder with a link to an outside folder
(``renameat2`` where the C library has it, else two ``os.rename`` calls), while read_file,
list_directory and write_file are called on paths under ``sub``. Counted: outside bytes read,
outside entries listed, outside files overwritten, temp files left outside, and exceptions that
escaped a tool; calls refused (an error outcome) show that the race was met. Not part of the
suite: a measurement of a race, so the figures vary from run to run; every count should be 0
(``--fallback``, the path-based way Windows gets, only narrows the race).
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import multiprocessing
import multiprocessing.synchronize
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from desktop_app.agent.builtin import ListDirectory, ReadFile, WriteFile, workspace_fs
from desktop_app.agent.tools import ToolContext

_OUTSIDE_TEXT = "OUTSIDE-SECRET"
_OUTSIDE_ONLY = "only_outside.txt"


def _exchange_function() -> Callable[[Path, Path], None] | None:
    """renameat2(RENAME_EXCHANGE) on Linux: the two names trade places in one step, so ``sub``
    never goes missing and every call meets a folder or a link."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return None
    at_fdcwd, rename_exchange = -100, 2

    def exchange(first: Path, second: Path) -> None:
        if renameat2(at_fdcwd, bytes(first), at_fdcwd, bytes(second), rename_exchange) != 0:
            raise OSError(ctypes.get_errno(), "renameat2")

    return exchange


def _swapper(workspace: Path, stop: multiprocessing.synchronize.Event, atomic: bool) -> None:
    sub, parked, link = workspace / "sub", workspace / "parked", workspace / "link"
    exchange = _exchange_function() if atomic else None
    while not stop.is_set():
        try:
            if exchange is not None:
                exchange(sub, link)
                continue
            os.rename(sub, parked)  # the folder steps aside...
            os.rename(link, sub)  # ...and the link takes its name
            os.rename(sub, link)
            os.rename(parked, sub)
        except OSError:
            continue


async def _race(runs: int, seconds: float, base: Path, atomic: bool) -> dict[str, int]:
    workspace, outside = base / "ws", base / "outside"
    (workspace / "sub").mkdir(parents=True)
    outside.mkdir()
    (workspace / "sub" / "inner.txt").write_text("inside", encoding="utf-8")
    (outside / "inner.txt").write_text(_OUTSIDE_TEXT, encoding="utf-8")
    (outside / _OUTSIDE_ONLY).write_text("", encoding="utf-8")
    (outside / "victim.txt").write_text("original", encoding="utf-8")
    (workspace / "link").symlink_to(outside, target_is_directory=True)
    context = ToolContext(workspace=workspace)
    names = ("runs", "calls_refused", "outside_reads", "outside_listings", "outside_overwrites")
    counts = dict.fromkeys((*names, "escaped_errors"), 0)
    stop = multiprocessing.Event()  # a process of its own: truly beside the calls, no GIL
    swapper = multiprocessing.Process(target=_swapper, args=(workspace, stop, atomic), daemon=True)
    swapper.start()
    deadline = time.monotonic() + seconds
    calls = (
        (ReadFile(), {"path": "sub/inner.txt"}),
        (ListDirectory(), {"path": "sub"}),
        (WriteFile(), {"path": "sub/victim.txt", "content": "written"}),
    )
    try:
        while counts["runs"] < runs and time.monotonic() < deadline:
            counts["runs"] += 1
            for tool, arguments in calls:
                try:
                    outcome = await tool.run(arguments, context)
                except Exception:
                    counts["escaped_errors"] += 1
                    continue
                counts["calls_refused"] += outcome.is_error
                if _OUTSIDE_TEXT in outcome.output:
                    counts["outside_reads"] += 1
                if _OUTSIDE_ONLY in outcome.output:
                    counts["outside_listings"] += 1
            if (outside / "victim.txt").read_text(encoding="utf-8") != "original":
                counts["outside_overwrites"] += 1
                (outside / "victim.txt").write_text("original", encoding="utf-8")
    finally:
        stop.set()
        swapper.join(timeout=5)
        if swapper.is_alive():
            swapper.kill()
    counts["temp_files_outside"] = sum(1 for name in os.listdir(outside) if name.endswith(".tmp"))
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument(
        "--rename", action="store_true", help="swap with two os.rename calls, not renameat2"
    )
    parser.add_argument(
        "--fallback", action="store_true", help="force the path-based fallback (as on Windows)"
    )
    options = parser.parse_args()
    if options.fallback:
        workspace_fs.USE_DESCRIPTORS = False
    with tempfile.TemporaryDirectory() as base:
        counts = asyncio.run(_race(options.runs, options.seconds, Path(base), not options.rename))
    print("  ".join(f"{name}={value}" for name, value in counts.items()))


if __name__ == "__main__":
    main()
