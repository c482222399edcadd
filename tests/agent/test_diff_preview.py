"""The confirmation's diff is bounded: past the size or the time limit, a summary instead."""

from __future__ import annotations

import threading
from pathlib import Path

from desktop_app.agent.builtin.diff_preview import (
    MAX_COMPARED,
    MAX_INPUT_BYTES,
    bounded_diff,
    change_summary,
    compared_pairs,
)
from desktop_app.agent.builtin.writing import WriteFile
from desktop_app.agent.tools import ToolContext


def test_a_file_over_the_size_limit_is_summarised_not_diffed(tmp_path: Path):
    (tmp_path / "big.txt").write_text("old line\n" * (MAX_INPUT_BYTES // 9 + 10), "utf-8")
    content = "new line\n" * 3
    preview = WriteFile().diff_preview(
        {"path": "big.txt", "content": content}, ToolContext(workspace=tmp_path)
    )
    assert "@@" not in preview
    assert preview == (
        f"No diff shown for big.txt (the file is over {MAX_INPUT_BYTES} bytes): "
        "the new content is 3 lines, 27 bytes."
    )


def test_a_diff_not_ready_in_time_gives_the_summary():
    release = threading.Event()
    started = threading.Event()

    def slow_differ(old: str, new: str, shown: str, created: bool) -> str:
        started.set()
        release.wait(10)
        return "a diff nobody waits for"

    try:
        preview = bounded_diff(
            "a\nb\nc\n",
            "a\nB\nc\nd\n",
            "notes.txt",
            False,
            old_bytes=6,
            new_bytes=8,
            time_limit=0.0,
            differ=slow_differ,
        )
    finally:
        release.set()
    assert started.wait(10)
    assert preview == (
        "No diff shown for notes.txt (too large to compare quickly): "
        "2 lines added, 1 line removed; 6 bytes before, 8 bytes after."
    )


def test_a_differ_that_breaks_gives_the_summary_not_an_error():
    def broken(old: str, new: str, shown: str, created: bool) -> str:
        raise MemoryError

    preview = bounded_diff("x\n", "y\n", "f.txt", False, old_bytes=2, new_bytes=2, differ=broken)
    assert preview == change_summary("x\n", "y\n", "f.txt", 2, 2)


def test_a_small_change_is_shown_as_a_diff_within_the_limit():
    preview = bounded_diff("a\n", "b\n", "f.txt", False, old_bytes=2, new_bytes=2, time_limit=30)
    assert preview == "--- a/f.txt\n+++ b/f.txt\n@@ -1 +1 @@\n-a\n+b\n"


def test_changes_spread_over_more_lines_than_the_bound_give_the_summary():
    old = "".join(f"line {n}\n" for n in range(3_000))
    new = "".join(f"line {n}\n" if n % 3 else f"LINE {n}\n" for n in range(3_000))
    assert compared_pairs(old, new) > MAX_COMPARED
    preview = bounded_diff(old, new, "f.txt", False, old_bytes=len(old), new_bytes=len(new))
    assert preview == change_summary(old, new, "f.txt", len(old), len(new))
    assert "1000 lines added, 1000 lines removed" in preview


def test_a_small_change_in_a_long_file_is_still_a_diff():
    old = "".join(f"line {n}\n" for n in range(30_000))
    new = old.replace("line 77\n", "line seventy-seven\n")
    assert compared_pairs(old, new) == 1
    # What is measured is the pairs compared, not the time: a loaded machine gets its time.
    preview = bounded_diff(
        old, new, "f.txt", False, old_bytes=len(old), new_bytes=len(new), time_limit=60
    )
    assert "-line 77\n+line seventy-seven\n" in preview
