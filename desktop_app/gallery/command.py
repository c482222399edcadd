"""``arroyo --screenshot DIR [--states ..] [--themes ..] [--languages ..] [--sizes ..]``."""

from __future__ import annotations

import argparse
import sys

from desktop_app.gallery.shots import take
from desktop_app.gallery.stage import StateNotReached
from desktop_app.gallery.wanted import selection


def screenshots(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Renders the pictures asked for and prints their paths; 1 when a state never showed."""
    try:
        chosen = selection(args.states, args.themes, args.languages, args.sizes)
    except ValueError as exc:
        parser.error(str(exc))
    try:
        written = take(args.screenshot, chosen)
    except StateNotReached as exc:  # the window never showed a state: said, not a traceback
        print(f"arroyo --screenshot: {exc}", file=sys.stderr)
        return 1
    for path in written:
        print(path, flush=True)
    return 0
