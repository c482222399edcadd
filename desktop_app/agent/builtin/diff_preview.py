"""The diff a confirmation shows, bounded in size and in time.

difflib is quadratic at worst (many repeated lines) and pure Python: while it runs it holds
the interpreter, and the window's thread waits for its turn. So a preview is never allowed to
take long: inputs over ``MAX_INPUT_BYTES`` are not diffed at all; the lines both versions
share at the start and at the end are set aside (linear), and when what remains would take
difflib more than ``MAX_COMPARED`` line pairs to compare, or the diff is not ready within
``TIME_LIMIT_SECONDS``, a summary is shown instead. It says how many lines come and go
(counted as multisets of lines, linear in the input) and the sizes before and after.
"""

from __future__ import annotations

import concurrent.futures
import difflib
import threading
from collections import Counter
from collections.abc import Callable

from desktop_app.agent.builtin.common import (
    _DIFF_MAX_CHARS,
    _DIFF_MAX_INPUT_BYTES,
    _plural,
    _visible,
)

MAX_INPUT_BYTES = _DIFF_MAX_INPUT_BYTES
TIME_LIMIT_SECONDS = 1.0
MAX_COMPARED = 1_000_000  # line pairs past the shared start and end (1,000 by 1,000 lines)

Differ = Callable[[str, str, str, bool], str]


def lines_of(text: str) -> list[str]:
    # Split on "\n" only: str.splitlines would also split on form feeds and other separators.
    parts = text.split("\n")
    return [part + "\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def unified_diff(old: str, new: str, shown: str, created: bool) -> str:
    # An absolute path names the file as it is; a relative one takes git's a/ and b/.
    before, after = (shown, shown) if shown.startswith("/") else (f"a/{shown}", f"b/{shown}")
    diff = difflib.unified_diff(
        lines_of(old), lines_of(new), "/dev/null" if created else before, after
    )
    kept: list[str] = []
    size = 0
    left = 0
    for line in diff:
        if left or size + len(line) > _DIFF_MAX_CHARS:
            left += 1
            continue
        body = line.removesuffix("\n").removesuffix("\r")
        shown_line = _visible(body, keep="\t") + "\n"
        if not line.endswith("\n"):
            shown_line += "\\ No newline at end of file\n"
        kept.append(shown_line)
        size += len(shown_line)
    if left:
        kept.append(f"[Diff cut: {_plural(left, 'more line')} not shown.]\n")
    return "".join(kept)


def compared_pairs(old: str, new: str) -> int:
    """What difflib would compare at worst: the lines left on one side times those on the
    other, once the lines both share at the start and at the end are set aside. A creation, or
    an edit in one place of a long file, stays small."""
    before, after = lines_of(old), lines_of(new)
    start = 0
    shortest = min(len(before), len(after))
    while start < shortest and before[start] == after[start]:
        start += 1
    end = 0
    while end < shortest - start and before[-1 - end] == after[-1 - end]:
        end += 1
    return max(len(before) - start - end, 1) * max(len(after) - start - end, 1)


def change_summary(old: str, new: str, shown: str, old_bytes: int, new_bytes: int) -> str:
    """What a diff would have said, in numbers: lines added and removed, sizes."""
    before, after = Counter(lines_of(old)), Counter(lines_of(new))
    added = sum((after - before).values())
    removed = sum((before - after).values())
    return (
        f"No diff shown for {_visible(shown)} (too large to compare quickly): "
        f"{_plural(added, 'line')} added, {_plural(removed, 'line')} removed; "
        f"{_plural(old_bytes, 'byte')} before, {_plural(new_bytes, 'byte')} after."
    )


def size_summary(shown: str, new_bytes: int, new_lines: int) -> str:
    """For inputs too large to read whole for a preview: what will be written."""
    return (
        f"No diff shown for {_visible(shown)} (the file is over {MAX_INPUT_BYTES} bytes): "
        f"the new content is {_plural(new_lines, 'line')}, {_plural(new_bytes, 'byte')}."
    )


def bounded_diff(
    old: str,
    new: str,
    shown: str,
    created: bool,
    *,
    old_bytes: int,
    new_bytes: int,
    time_limit: float = TIME_LIMIT_SECONDS,
    differ: Differ = unified_diff,
) -> str:
    """The diff when it is ready within ``time_limit`` seconds, otherwise the summary.

    The diff runs on a thread of its own; past the limit it is left to finish (its input is
    bounded, so it does) and its result is dropped.
    """
    if compared_pairs(old, new) > MAX_COMPARED:
        return change_summary(old, new, shown, old_bytes, new_bytes)
    result: concurrent.futures.Future[str] = concurrent.futures.Future()

    def work() -> None:
        try:
            result.set_result(differ(old, new, shown, created))
        except Exception as exc:  # reported as the summary below, never lost in a thread
            result.set_exception(exc)

    threading.Thread(target=work, name="arroyo-diff", daemon=True).start()
    try:
        return result.result(timeout=time_limit)
    except (concurrent.futures.TimeoutError, Exception):
        return change_summary(old, new, shown, old_bytes, new_bytes)
