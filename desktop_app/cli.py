"""The ``arroyo`` command."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from desktop_app import __version__
from desktop_app.providers import WIRES
from desktop_app.replay import TRANSPORTS, Split, run, turn_to_json

_DIM, _BOLD, _RESET = "\x1b[2m", "\x1b[1m", "\x1b[0m"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arroyo",
        description="Arroyo, a desktop client for large language models.",
    )
    parser.add_argument("--version", action="version", version=f"arroyo {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    replay = commands.add_parser(
        "replay",
        help="feed recorded response bodies through the streaming pipeline",
        description="Feed recorded SSE response bodies through the streaming pipeline, cut "
        "into reads as asked, and print what a person would see and how the turn ended.",
    )
    replay.add_argument("files", nargs="+", metavar="FILE", type=Path)
    replay.add_argument("--wire", required=True, choices=WIRES, help="the body's wire contract")
    replay.add_argument(
        "--split",
        default="whole",
        metavar="whole|bytes|random:SEED",
        help="cut the body into one read, one-byte reads, or random reads of 1-64 bytes",
    )
    replay.add_argument(
        "--transport",
        default="chunked",
        choices=TRANSPORTS,
        help="chunked: bytes and incremental UTF-8; diff: growing snapshots of the text",
    )
    replay.add_argument("--json", action="store_true", help="one JSON object per file per line")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay(parser, args)
    parser.print_help()
    return 0


def _replay(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        split = Split.parse(args.split)
    except ValueError as exc:
        parser.error(str(exc))
    failures = 0
    for path in args.files:
        try:
            body = path.read_bytes()
        except OSError as exc:
            print(f"arroyo replay: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
            failures += 1
            continue
        turn = run(body, args.wire, split, args.transport)
        result = turn_to_json(turn)
        if args.json:
            print(json.dumps({"file": str(path), "wire": args.wire, **result}, ensure_ascii=False))
        else:
            _print_for_a_person(path, result, color=sys.stdout.isatty())
        if result["status"] == "failed" and (result["error"] or {}).get("code") in (
            "malformed_event",
            "protocol",
        ):
            print(f"arroyo replay: {path}: {result['error']['message']}", file=sys.stderr)
            failures += 1
    return 1 if failures else 0


def _print_for_a_person(path: Path, result: dict, *, color: bool) -> None:
    dim, bold, reset = (_DIM, _BOLD, _RESET) if color else ("", "", "")
    print(f"{bold}== {path}{reset}")
    if result["reasoning"]:
        print(f"{dim}[reasoning]")
        print(result["reasoning"])
        print(f"[/reasoning]{reset}")
    if result["refusal"]:
        print(f"[refusal] {result['refusal']}")
    if result["answer"]:
        print(result["answer"])
    for call in result["tool_calls"]:
        arguments = (
            json.dumps(call["arguments"], ensure_ascii=False)
            if call["valid_json"]
            else f"{call['arguments_raw']!r} (not valid JSON)"
        )
        print(f"[tool call] {call['name']}({arguments}) id={call['id']}")
    outcome = f"{result['status']} (stop reason: {result['stop_reason']}, raw: {result['raw_stop_reason']})"
    if result["error"]:
        outcome += f"; error: {result['error']['message']}"
    usage = result["usage"]
    if usage:
        outcome += f"; tokens in {usage['input_tokens']}, out {usage['output_tokens']}"
    print(f"{bold}-- {outcome}{reset}")


if __name__ == "__main__":
    sys.exit(main())
