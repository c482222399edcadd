"""The simulator in a process of its own, streaming a long Markdown answer at a fixed rate.

``python -m benchmarks.load_server --rate 5000 --events 30000`` prints ``listening on URL`` and
serves until its stdin closes; with ``--report`` it then prints what it sent: one JSON line,
``{"sent": {model: [[time, answer length], ...]}}``, the answer's length (in characters) once
each write was handed to the socket, at that time (``time.monotonic``, the clock the measuring
process reads too).
Apart from the measured process, so that its CPU does not count.
"""

from __future__ import annotations

import argparse
import json
import sys

from benchmarks.inputs import markdown_answer, prose_answer
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, tokens
from desktop_app.simulator.server import Simulator

ANSWERS = {"markdown": markdown_answer, "prose": prose_answer}


def load_answer(events: int, answer: str = "markdown") -> str:
    """An answer (``ANSWERS``: a technical one, Markdown of every kind, or prose) that the
    simulator sends as exactly ``events`` content events."""
    text = ANSWERS[answer](events * 8)
    return "".join(tokens(text)[:events])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", type=float, required=True, help="content events per second")
    parser.add_argument("--events", type=int, required=True, help="content events in the answer")
    parser.add_argument("--answer", choices=tuple(ANSWERS), default="markdown")
    parser.add_argument("--report", action="store_true", help="print the writes' times at the end")
    args = parser.parse_args()
    script = Script(answer=load_answer(args.events, args.answer), output_tokens=args.events)
    sent: dict[str, list[tuple[float, bytes]]] | None = {} if args.report else None
    scenario = Scenario(script=script, events_per_second=args.rate)
    with Simulator(default=scenario, sent=sent) as simulator:
        print(f"listening on {simulator.url}", flush=True)
        sys.stdin.read()  # until the measuring process closes the pipe
    if sent is not None:
        lengths = {model: answer_lengths(writes) for model, writes in sent.items()}
        print(json.dumps({"sent": lengths}), flush=True)
    return 0


def answer_lengths(writes: list[tuple[float, bytes]]) -> list[tuple[float, int]]:
    """(time, the answer's length so far) for each write that added to the answer (OpenAI's
    chat wire, which the benchmarks' provider speaks)."""
    lengths = []
    length = 0
    for when, piece in writes:
        for line in piece.splitlines():
            if line.startswith(b"data: {"):
                for choice in json.loads(line[6:]).get("choices") or ():
                    length += len((choice.get("delta") or {}).get("content") or "")
        if length > (lengths[-1][1] if lengths else 0):
            lengths.append((when, length))
    return lengths


if __name__ == "__main__":
    sys.exit(main())
