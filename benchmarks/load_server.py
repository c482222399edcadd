"""The simulator in a process of its own, streaming a long Markdown answer at a fixed rate.

``python -m benchmarks.load_server --rate 5000 --events 30000`` prints ``listening on URL`` and
serves until its stdin closes. Apart from the measured process, so that its CPU does not count.
"""

from __future__ import annotations

import argparse
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
    args = parser.parse_args()
    script = Script(answer=load_answer(args.events, args.answer), output_tokens=args.events)
    with Simulator(default=Scenario(script=script, events_per_second=args.rate)) as simulator:
        print(f"listening on {simulator.url}", flush=True)
        sys.stdin.read()  # until the measuring process closes the pipe
    return 0


if __name__ == "__main__":
    sys.exit(main())
