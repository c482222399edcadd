"""Where the window's time goes under load: a sampling profile of ``benchmarks.window_load``.

``uv run python -m benchmarks.window_profile [--rate 5000] [--seconds 6] [--json PATH]``

py-spy samples the measured process from outside, Python and native frames alike (Qt's layout
and drawing, the HTML importer, the regex engine), so a piece that runs in C++ is counted where
it runs. Only the window's thread is counted, over the span the CPU figures of
``window_load`` cover: from its first drawing of the answer to its last (the samples in order,
as py-spy's speedscope output keeps them). Before it come the window's first drawing and the
answer's view being built, once per turn; counting them made a one-off look like a share of
every event. Only busy samples count: those waiting for the operating system, a timer or the
interpreter's lock are idle and left out. Each busy sample
goes to the piece its innermost known frame belongs to (``PIECES``, first match from the
leaf); what matches none is Qt's or Python's own machinery and is said as such.

Writes the shares to ``benchmarks/profile.json`` (``python -m benchmarks.readme`` puts them
in the README beside the figures) and prints them. The profiler slows the process down (its
CPU share is printed too): the shares, not the absolute times, are the result.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from benchmarks.common import code_version

DEFAULT_JSON = Path("benchmarks") / "profile.json"
SAMPLES_PER_SECOND = 200

# (piece, frame patterns): a sample goes to the first piece whose pattern the innermost
# matching frame has. Frames are "function (file:line)" for Python and "symbol (library)".
PIECES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "Qt: laying out the answer's document",
        ("QTextDocumentLayout::doLayout", "QTextDocumentLayout::documentChanged"),
    ),
    ("Qt: rescanning the document's frames (tables)", ("QTextDocumentPrivate::scan_frames",)),
    ("Qt: drawing the window", ("paintEvent", "QWidgetRepaintManager", "timed_draw")),
    ("Qt: settling layouts after a frame", ("settle_layouts",)),
    ("Pygments: highlighting code", ("pygments/",)),
    (
        "markdown-it: parsing and rendering the answer",
        (
            "markdown_it/",
            "ui/chat/answer/markdown.py",
            "code_blocks.py",
            "open_fence.py",
            "math_markdown.py",
            "answer_styles.py",
        ),
    ),
    (
        "Qt: importing the new HTML into the document",
        # Named precisely: the document's own drawing and rescans run in QTextDocument's
        # classes too, and belong to the pieces above them on the stack.
        (
            "answer_document.py",
            "QTextDocument::setHtml",
            "QTextHtmlImporter",
            "QTextDocumentFragment",
            "QTextCursor::insert",
        ),
    ),
    (
        "HTTP: reading the stream (transport)",
        ("desktop_app/net/", "httpx/", "httpcore/", "h11/", "aiohttp/", "anyio/"),
    ),
    (
        "SSE framing and the pipeline",
        ("desktop_app/wire/", "desktop_app/pipeline", "desktop_app/providers/", "generation/"),
    ),
    ("Agent loop and its events", ("desktop_app/agent/", "desktop_app/session/")),
    (
        "Delivery to the view (page, tracker, scheduler)",
        ("conversation_page.py", "turn_tracker.py", "message_view.py", "render_scheduler.py"),
    ),
    ("Store (SQLite)", ("desktop_app/store/",)),
    ("Heartbeat and the benchmark's recorder", ("_Recorder.tick", "_Recorder.on_event")),
    (
        "Event loop (qasync, asyncio, Qt's dispatch)",
        ("qasync/", "asyncio/", "qt_loop.py", "_asynciomodule", "QSocketNotifier"),
    ),
)
OTHER = "Qt's and Python's own machinery (events, wrappers, memory)"
_IDLE_LEAF = re.compile(
    r"^(poll|ppoll|epoll_wait|select|pthread_cond_(timed)?wait|__futex\w*|futex\w*|"
    r"(clock_)?nanosleep|sem_(timed)?wait|syscall|__GI___poll|g_main_context_poll)\b"
)
_IDLE_NEAR_LEAF = ("GilState::GilState", "take_gil", "g_main_context_poll", "QLatch::wait")
_RUN = "run_until_complete"
_DRAW = "_paint_answer"  # the answer's view drawing a frame
_OUTER = (_RUN, "_QEventLoop.run_forever")


def _named(frames: Iterable[str]) -> list[str]:
    return [frame for frame in frames if not frame.startswith("0x")]


def idle(stack: list[str]) -> bool:
    """A sample of a thread that waits (the OS, a timer, the interpreter's lock)."""
    named = _named(stack)
    if not named:
        return True
    if _IDLE_LEAF.match(named[-1]):
        return True
    return any(marker in frame for frame in named[-4:] for marker in _IDLE_NEAR_LEAF)


def piece(stack: list[str]) -> str:
    for frame in reversed(stack):
        if any(outer in frame for outer in _OUTER):
            break  # what runs the loop holds everything: it names nothing
        for name, patterns in PIECES:
            if any(pattern in frame for pattern in patterns):
                return name
    return OTHER


def window_samples(speedscope: dict) -> list[list[str]]:
    """The window thread's stacks, root first, in the order they were taken; frames named as
    "function (file:line)" for Python and "symbol (library)" for native code."""
    names = []
    for frame in speedscope["shared"]["frames"]:
        line = frame.get("line") or 0
        where = f"{frame.get('file', '')}:{line}" if line else Path(frame.get("file", "")).name
        names.append(f"{frame['name']} ({where})")
    for thread in speedscope["profiles"]:
        stacks = [[names[index] for index in sample] for sample in thread["samples"]]
        if any(_RUN in frame for stack in stacks for frame in stack):
            return stacks
    return []


def the_turn(stacks: list[list[str]]) -> list[list[str]]:
    """The samples from the first drawing of the answer to the last."""
    drawing = [i for i, stack in enumerate(stacks) if any(_DRAW in frame for frame in stack)]
    return stacks[drawing[0] : drawing[-1] + 1] if drawing else []


def shares(stacks: Iterable[list[str]]) -> tuple[Counter[str], int]:
    """Busy samples by piece; and how many were idle."""
    busy: Counter[str] = Counter()
    waiting = 0
    for stack in stacks:
        if idle(stack):
            waiting += 1
        else:
            busy[piece(stack)] += 1
    return busy, waiting


def profile(rate: float, seconds: float) -> dict:
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    with tempfile.TemporaryDirectory() as folder:
        stacks_path = Path(folder) / "stacks.json"
        done = subprocess.run(
            [
                spy,
                "record",
                "--native",
                "--rate",
                str(SAMPLES_PER_SECOND),
                "--format",
                "speedscope",
                "--output",
                str(stacks_path),
                "--",
                sys.executable,
                "-m",
                "benchmarks.window_load",
                "--rate",
                str(rate),
                "--seconds",
                str(seconds),
            ],
            capture_output=True,
            text=True,
            timeout=seconds * 10 + 120,
            check=False,
        )
        if done.returncode != 0 or not stacks_path.exists():
            raise RuntimeError(f"py-spy failed:\n{done.stderr[-2000:]}")
        stacks = the_turn(window_samples(json.loads(stacks_path.read_text(encoding="utf-8"))))
    # py-spy says what it did on the same output: the measurement is its one JSON line.
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(f"the window under load printed no figures:\n{done.stderr[-2000:]}")
    figures = json.loads(lines[-1])
    busy, waiting = shares(stacks)
    total = sum(busy.values())
    return {
        "meta": {
            "rate": rate,
            "seconds": seconds,
            "code": code_version(),
            "samples_per_second": SAMPLES_PER_SECOND,
            "busy_samples": total,
            "idle_samples": waiting,
            "cpu_share_under_profiler": figures["cpu_share"],
            "problems": figures["problems"],
        },
        "pieces": [
            {"name": name, "samples": count, "share": count / total}
            for name, count in busy.most_common()
        ],
    }


def render(data: dict) -> str:
    lines = ["| piece | share of the window thread's busy time |", "|---|---|"]
    lines += [f"| {row['name']} | {100 * row['share']:.1f} % |" for row in data["pieces"]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.window_profile", description=__doc__
    )
    parser.add_argument("--rate", type=float, default=5000, help="content events per second")
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON)
    args = parser.parse_args(argv)
    data = profile(args.rate, args.seconds)
    args.json.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    meta = data["meta"]
    print(
        f"{args.rate:,.0f} events/s for {args.seconds:g} s: {meta['busy_samples']} busy samples "
        f"of the window's thread, {meta['idle_samples']} idle; process CPU under the profiler "
        f"{100 * meta['cpu_share_under_profiler']:.0f} % of one core"
    )
    print(render(data))
    print(f"Written to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
