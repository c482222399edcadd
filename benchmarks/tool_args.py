"""A 100 KB tool argument streamed in small pieces: how often it is parsed, and what that costs.

The assembler keeps a streaming call's argument text as pieces and parses it once, when the
turn is assembled; the confirmation dialog is built from that one validated result. Nothing
parses per delta, and the window does not preview arguments while they stream. This counts the
parses during the stream and at the end (the floor: no more than one per 40 ms frame of the
stream at 5,000 deltas a second), and times the pipeline per argument delta and the one parse.
"""

from __future__ import annotations

import json
import time

from benchmarks.inputs import random_chunks
from desktop_app.generation import assembler
from desktop_app.pipeline import StreamPipeline
from desktop_app.simulator.scripts import ENCODERS, Script, ScriptedCall

ARGUMENT_BYTES = 100_000
PIECE = 7  # characters per argument delta, as OpenAI-style servers send them
WIRES = ("openai-chat", "openai-responses", "anthropic")
FRAME_SECONDS = 0.040
DELTAS_PER_SECOND = 5_000


def _body(wire: str) -> tuple[bytes, dict]:
    arguments = {
        "path": "notes/long.md",
        "content": ("All work and no play makes a long argument. " * 3000)[:ARGUMENT_BYTES],
    }
    script = Script(
        answer="",
        tool_calls=(ScriptedCall(name="write_file", arguments=arguments),),
        finish="tool_calls",
        args_piece=PIECE,
    )
    return b"".join(ENCODERS[wire](script)), arguments


def measure(wire: str) -> dict:
    body, arguments = _body(wire)
    chunks = random_chunks(body)
    parses: list[str] = []
    parse = assembler.parse_arguments

    def counting(raw: str):
        parses.append("end" if streaming_done else "stream")
        return parse(raw)

    streaming_done = False
    assembler.parse_arguments = counting
    try:
        pipeline = StreamPipeline(wire)
        started = time.perf_counter()
        for chunk in chunks:
            pipeline.feed_bytes(chunk)
        streamed = time.perf_counter() - started
        streaming_done = True
        started = time.perf_counter()
        turn = pipeline.finish()
        finished = time.perf_counter() - started
    finally:
        assembler.parse_arguments = parse
    deltas = -(-len(json.dumps(arguments, ensure_ascii=False, separators=(",", ":"))) // PIECE)
    problems = (
        []
        if turn.tool_calls and turn.tool_calls[0].arguments == arguments
        else [f"{wire}: the assembled arguments differ from those sent"]
    )
    return {
        "deltas": deltas,
        "parses_while_streaming": parses.count("stream"),
        "parses_at_end": parses.count("end"),
        "frames": deltas / DELTAS_PER_SECOND / FRAME_SECONDS,
        "us_per_delta": streamed / deltas * 1e6,
        "finish_ms": finished * 1000,
        "problems": problems,
    }


def main() -> None:
    for wire in WIRES:
        print(wire, measure(wire))


if __name__ == "__main__":
    main()
