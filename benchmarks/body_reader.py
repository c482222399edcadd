"""CPU per 10,000 events on the app's loop: the chunked transport on aiohttp against the same
transport on httpx's default stack (httpcore + h11), in the same run, taking turns.

``uv run python -m benchmarks.body_reader [--rate 5000] [--events 10000] [--rounds 3]
[--loop qt|asyncio]``

The simulator (``benchmarks.load_server``, a process of its own so that its CPU does not count)
streams a Markdown answer at ``rate`` content events per second, one event per HTTP chunk. This
process runs the window's Qt-driven asyncio loop (offscreen; ``--loop asyncio``: the terminal's
plain loop) and reads that stream in each round four times, in a rotated order:

- ``transport``: ``ChunkedTransport`` as the app runs it (request, body, decoding, SSE framing,
  parser, assembler), once on aiohttp and once with httpx's own transport underneath;
- ``body only``: the raw body read through httpx's client API and dropped, on each stack.

CPU is user + system time of this process from the request to the end of the body, per 10,000
events; the best round of each contender, and the median of the per-round ratios. Each
transport run's answer is checked against what the simulator sent. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import httpx

from benchmarks.load_server import load_answer
from benchmarks.report import Report
from desktop_app.generation.prompt import Prompt
from desktop_app.net.aiohttp_transport import provider_client
from desktop_app.net.transports import ChunkedTransport, warm_up
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import Endpoint, stream_request

PER = 10_000  # events: the unit the figures are given in
STACKS = ("aiohttp", "httpx")


class _HttpxChunkedTransport(ChunkedTransport):
    """The same transport with httpx's default stack underneath: the comparison's baseline."""

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            self._client = httpx.AsyncClient(trust_env=False, follow_redirects=False)
        return self._client


def _client(stack: str) -> httpx.AsyncClient:
    if stack == "aiohttp":
        return provider_client(timeout=30)[0]
    return httpx.AsyncClient(trust_env=False, timeout=30)


async def _transport_run(stack: str, url: str, expected: str) -> tuple[float, str]:
    transport = ChunkedTransport() if stack == "aiohttp" else _HttpxChunkedTransport()
    endpoint = Endpoint(wire="openai-chat", model="load", base_url=url + "/v1")
    request = stream_request(endpoint, Prompt.single("Hola"))
    pipeline = StreamPipeline("openai-chat")
    transport._http()  # the client (and its TLS context) is made once per provider, not per turn
    try:
        started = time.process_time()
        await transport.stream(request, pipeline, lambda updates: None, idle_timeout=30)
        cpu = time.process_time() - started
    finally:
        await transport.aclose()
    answer = pipeline.finish().answer
    return cpu, "" if answer == expected else f"{stack}: the answer read differs from the one sent"


async def _body_run(stack: str, url: str, expected: str) -> tuple[float, str]:
    endpoint = Endpoint(wire="openai-chat", model="load", base_url=url + "/v1")
    request = stream_request(endpoint, Prompt.single("Hola"))
    client = _client(stack)  # made once per provider in the app: not part of reading a body
    received = 0
    async with client:
        started = time.process_time()
        async with client.stream(
            request.method, request.url, headers=request.headers, content=request.body
        ) as response:
            async for piece in response.aiter_raw():
                received += len(piece)
        cpu = time.process_time() - started
    return cpu, "" if received > len(expected) else f"{stack}: only {received:,} bytes arrived"


Run = Callable[[str, str, str], Awaitable[tuple[float, str]]]
KINDS: dict[str, Run] = {"transport": _transport_run, "body only": _body_run}


async def _rounds(url: str, expected: str, rounds: int) -> tuple[dict[str, list[float]], list]:
    names = [(kind, stack) for kind in KINDS for stack in STACKS]
    cpu: dict[str, list[float]] = {f"{kind}/{stack}": [] for kind, stack in names}
    problems = []
    for round_ in range(rounds):
        shift = round_ % len(names)
        for kind, stack in names[shift:] + names[:shift]:
            seconds, problem = await KINDS[kind](stack, url, expected)
            cpu[f"{kind}/{stack}"].append(seconds)
            if problem:
                problems.append(problem)
    return cpu, problems


def _loop(kind: str) -> asyncio.AbstractEventLoop:
    if kind == "asyncio":
        return asyncio.new_event_loop()
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.window.qt_loop import QtEventLoop

    app = QApplication.instance() or QApplication([])
    return QtEventLoop(app)


def measure(rate: float, events: int, rounds: int, loop_kind: str) -> dict:
    warm_up()  # as the app does once its window is up: imports are not the reader's cost
    server = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.load_server", "--rate", str(rate)]
        + ["--events", str(events)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    loop = _loop(loop_kind)
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[-1]
        asyncio.set_event_loop(loop)
        cpu, problems = loop.run_until_complete(_rounds(url, load_answer(events), rounds))
    finally:
        loop.close()
        asyncio.set_event_loop(None)
        assert server.stdin is not None
        server.stdin.close()
        server.wait(timeout=10)
    scale = PER / events
    figures: dict[str, object] = {
        "rate": rate,
        "events": events,
        "rounds": rounds,
        "loop": loop_kind,
        "problems": problems,
    }
    for kind in KINDS:
        ours, theirs = cpu[f"{kind}/aiohttp"], cpu[f"{kind}/httpx"]
        figures[kind] = {
            "aiohttp_cpu_s": min(ours) * scale,
            "httpx_cpu_s": min(theirs) * scale,
            "median_ratio": statistics.median(b / a for a, b in zip(ours, theirs)),
            "aiohttp_rounds": [round(s * scale, 4) for s in ours],
            "httpx_rounds": [round(s * scale, 4) for s in theirs],
        }
    return figures


def figures(report: Report, mode: str, log: Callable[[str], None]) -> None:
    """The figures above, in the suite's report (run in a process of its own, as the window's
    are: a Qt application of its own, and no other benchmark's leftovers on the loop)."""
    rate, events, rounds = (5_000, 10_000, 3) if mode == "full" else (5_000, 2_000, 1)
    log(f"body reader: {events:,} events at {rate:,} ev/s, aiohttp and httpx taking turns")
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.body_reader"]
        + ["--rate", str(rate), "--events", str(events), "--rounds", str(rounds)],
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    if not done.stdout.strip():
        report.problems.append(f"body reader benchmark failed: {done.stderr[-2000:]}")
        return
    measured = json.loads(done.stdout.strip().splitlines()[-1])
    report.problems += [f"body reader: {problem}" for problem in measured["problems"]]
    section = (
        f"Reading the body: CPU per {PER:,} events on the app's Qt loop at {rate:,} ev/s "
        f"(one event per HTTP chunk), best of {rounds} rounds taking turns"
    )
    for kind in KINDS:
        row = measured[kind]
        report.add(section, f"{kind}: aiohttp (the app's stack)", row["aiohttp_cpu_s"], "s")
        report.add(section, f"{kind}: httpx's default transport", row["httpx_cpu_s"], "s")
        report.add(
            section,
            f"{kind}: httpx / aiohttp",
            row["httpx_cpu_s"] / row["aiohttp_cpu_s"],
            "x",
            note=f"median of {rounds} round pairs: {row['median_ratio']:.2f}x",
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.body_reader")
    parser.add_argument("--rate", type=float, default=5_000, help="content events per second")
    parser.add_argument("--events", type=int, default=10_000, help="content events per stream")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--loop", choices=("qt", "asyncio"), default="qt")
    args = parser.parse_args(argv)
    figures = measure(args.rate, args.events, args.rounds, args.loop)
    for kind in KINDS:
        row = figures[kind]
        assert isinstance(row, dict)
        print(
            f"{kind}: CPU per {PER:,} events at {args.rate:,.0f} ev/s on the {args.loop} loop: "
            f"aiohttp {row['aiohttp_cpu_s']:.3f} s, httpx {row['httpx_cpu_s']:.3f} s "
            f"(httpx / aiohttp, median of {args.rounds} rounds: {row['median_ratio']:.2f}x)",
            file=sys.stderr,
        )
    print(json.dumps(figures))
    return 1 if figures["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
