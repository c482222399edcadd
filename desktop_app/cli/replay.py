"""``arroyo replay``: feed recorded bodies through the pipeline, cut as asked.

For people debugging a provider, and the contract the conformance tests use.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app.generation.assembler import AssembledTurn
from desktop_app.names import TransportName, Wire
from desktop_app.pipeline import StreamPipeline
from desktop_app.wire.utf8 import Utf8Decoder

TRANSPORTS = tuple(TransportName)
_DIM, _BOLD, _RESET = "\x1b[2m", "\x1b[1m", "\x1b[0m"


@dataclass(frozen=True, slots=True)
class Split:
    """How a body is cut into reads: ``whole``, ``bytes`` (one byte each) or ``random:SEED``."""

    mode: str
    seed: int = 0

    @classmethod
    def parse(cls, text: str) -> Split:
        if text in ("whole", "bytes"):
            return cls(text)
        name, _, seed = text.partition(":")
        if name == "random" and seed.lstrip("-").isdigit():
            return cls("random", int(seed))
        raise ValueError(f"invalid split {text!r}: use whole, bytes or random:SEED")

    def chunks(self, body: bytes) -> Iterator[bytes]:
        if self.mode == "whole":
            yield body
        elif self.mode == "bytes":
            for i in range(len(body)):
                yield body[i : i + 1]
        else:
            rng = random.Random(self.seed)
            i = 0
            while i < len(body):
                size = rng.randint(1, 64)
                yield body[i : i + size]
                i += size


def run(
    body: bytes, wire: str, split: Split, transport: str = TransportName.CHUNKED
) -> AssembledTurn:
    """One body through the pipeline, by the chunked path or the accumulate-and-diff path."""
    pipeline = StreamPipeline(wire)
    if transport == TransportName.CHUNKED:
        for chunk in split.chunks(body):
            pipeline.feed_bytes(chunk)
    elif transport == TransportName.DIFF:
        # What a client that only exposes "the body so far" hands over: growing snapshots of
        # the text its platform decoded incrementally.
        decoder = Utf8Decoder()
        received = ""
        for chunk in split.chunks(body):
            received += decoder.decode(chunk)
            pipeline.feed_snapshot(received)
        received += decoder.flush()
        pipeline.feed_snapshot(received)
    else:
        raise ValueError(f"unknown transport {transport!r}; expected chunked or diff")
    return pipeline.finish()


def run_via_http(
    bodies: list[tuple[str, bytes]], wire: str, transport: str, *, seed: int = 0
) -> list[AssembledTurn]:
    """Serves each body from the local simulator in random writes and reads it back through
    the real transport, as the app would."""
    # Imported here: the offline replay must not pay for the network stack.
    from desktop_app.generation.prompt import Prompt
    from desktop_app.net.retry import RetryPolicy
    from desktop_app.net.transports import TRANSPORTS
    from desktop_app.net.turn import TurnRunner
    from desktop_app.providers.requests import Endpoint, stream_request
    from desktop_app.simulator.scenarios import Scenario
    from desktop_app.simulator.server import Simulator

    async def read_all(simulator: Simulator) -> list[AssembledTurn]:
        reader = TRANSPORTS[transport]()
        turns = []
        try:
            for number, (_, body) in enumerate(bodies):
                model = f"replay-{number}"
                simulator.queue(model, Scenario(body=body, random_chunks=seed + number))
                root = simulator.url + ("/v1beta" if wire == Wire.GEMINI else "/v1")
                request = stream_request(
                    Endpoint(wire=Wire(wire), model=model, base_url=root), Prompt.single("replay")
                )
                runner = TurnRunner(reader, wire=wire, retry=RetryPolicy(max_attempts=1))
                turns.append((await runner.run(request, lambda event: None)).turn)
        finally:
            await reader.aclose()
        return turns

    with Simulator() as simulator:
        return asyncio.run(read_all(simulator))


def turn_to_json(turn: AssembledTurn) -> dict[str, Any]:
    usage = turn.usage
    return {
        "answer": turn.answer,
        "reasoning": turn.reasoning,
        "refusal": turn.refusal,
        "tool_calls": [
            {
                "id": call.id,
                "name": call.name,
                "arguments": call.arguments,
                "arguments_raw": call.arguments_raw,
                "valid_json": call.valid_json,
            }
            for call in turn.tool_calls
        ],
        "usage": None
        if usage is None
        else {
            "input_tokens": usage.input_tokens,
            "output_tokens": usage.output_tokens,
            "reasoning_tokens": usage.reasoning_tokens,
            "cached_tokens": usage.cached_tokens,
        },
        "status": turn.status.value,
        "stop_reason": None if turn.stop_reason is None else turn.stop_reason.value,
        "raw_stop_reason": turn.raw_stop_reason,
        "error": None
        if turn.error is None
        else {"code": turn.error.code, "message": turn.error.message},
        "terminal_seen": turn.terminal_seen,
    }


def run_replay(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        split = Split.parse(args.split)
    except ValueError as exc:
        parser.error(str(exc))
    failures = 0
    bodies = []
    for path in args.files:
        try:
            bodies.append((path, path.read_bytes()))
        except OSError as exc:
            print(f"arroyo replay: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
            failures += 1
    if args.via_http:
        turns = run_via_http(bodies, args.wire, args.transport, seed=split.seed)
    else:
        turns = [run(body, args.wire, split, args.transport) for _, body in bodies]
    for (path, _), turn in zip(bodies, turns):
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
    from desktop_app.wire.terminal_text import strip_control_sequences as clean

    dim, bold, reset = (_DIM, _BOLD, _RESET) if color else ("", "", "")
    # The body's text is shown, never obeyed: its control sequences are removed.
    shown = {name: clean(result[name] or "") for name in ("reasoning", "refusal", "answer")}
    result = {**result, **shown}
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
        print(clean(f"[tool call] {call['name']}({arguments}) id={call['id']}"))
    reasons = f"stop reason: {result['stop_reason']}, raw: {result['raw_stop_reason']}"
    outcome = f"{result['status']} ({reasons})"
    if result["error"]:
        outcome += f"; error: {clean(result['error']['message'])}"
    usage = result["usage"]
    if usage:
        outcome += f"; tokens in {usage['input_tokens']}, out {usage['output_tokens']}"
    print(f"{bold}-- {outcome}{reset}")
