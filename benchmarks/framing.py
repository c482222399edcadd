"""SSE framing only: byte chunks in, events out. Ours and three peers, same chunks.

Every framer takes the list of chunks and returns the number of events it produced, so the
caller can check they all agree before trusting any timing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from httpx._decoders import LineDecoder, TextChunker, TextDecoder
from httpx_sse._decoders import SSEDecoder as HttpxSseDecoder
from httpx_sse._decoders import SSELineDecoder as HttpxSseLineDecoder
from openai._streaming import SSEDecoder as OpenAISseDecoder

from desktop_app.wire.sse import SseParser

Framer = Callable[[Sequence[bytes]], int]


def ours(chunks: Sequence[bytes]) -> int:
    """``SseParser.feed_bytes_fields`` per chunk: the entry point the app's pipeline reads every
    OpenAI-style and Anthropic stream through (``StreamPipeline`` hands its events straight to
    the provider parser's ``feed_events``). It frames on bytes, decodes only the values, and
    gives each event as a plain ``(event, data, id)`` tuple; the peers build their own event
    objects, as they do."""
    parser = SseParser()
    feed = parser.feed_bytes_fields
    count = 0
    for chunk in chunks:
        count += len(feed(chunk))
    parser.finish()
    return count


def ours_objects(chunks: Sequence[bytes]) -> int:
    """``SseParser.feed_bytes``: each event an ``SseEvent`` (a named tuple), what the other
    readers of the framer get (the Gemini and Responses parsers, MCP). Shown without a floor:
    the difference from ``ours`` is the cost of the named event objects."""
    parser = SseParser()
    feed = parser.feed_bytes
    count = 0
    for chunk in chunks:
        count += len(feed(chunk))
    parser.finish()
    return count


def ours_events(chunks: Sequence[bytes]) -> list[tuple[str, str, str | None]]:
    """The same as ``ours``, keeping the events (for the correctness check, not timed)."""
    parser = SseParser()
    events: list[tuple[str, str, str | None]] = []
    for chunk in chunks:
        events += parser.feed_bytes_fields(chunk)
    parser.finish()
    return events


def openai_sdk(chunks: Sequence[bytes]) -> int:
    """The openai SDK's own decoder, through its public byte entry point (``Stream`` uses it)."""
    count = 0
    for _ in OpenAISseDecoder().iter_bytes(iter(chunks)):
        count += 1
    return count


def httpx_sse(chunks: Sequence[bytes]) -> int:
    """httpx-sse 0.4.x ``EventSource.iter_sse`` minus the network: ``Response.iter_text`` (httpx's
    TextDecoder and TextChunker), then httpx-sse's ``_iter_sse_lines`` (its SSELineDecoder) and
    ``decoder.decode(line.rstrip("\\n"))`` per line, an event on each blank line. Flattened into one
    loop (no generators), which if anything flatters the peer."""
    text_decoder = TextDecoder("utf-8")
    chunker = TextChunker()
    lines = HttpxSseLineDecoder()
    decoder = HttpxSseDecoder()
    count = 0
    for chunk in chunks:
        for text in chunker.decode(text_decoder.decode(chunk)):
            for line in lines.decode(text):
                if decoder.decode(line.rstrip("\n")) is not None:
                    count += 1
    for text in chunker.decode(text_decoder.flush()):
        for line in lines.decode(text):
            if decoder.decode(line.rstrip("\n")) is not None:
                count += 1
    for text in chunker.flush():
        for line in lines.decode(text):
            if decoder.decode(line.rstrip("\n")) is not None:
                count += 1
    for line in lines.flush():
        if decoder.decode(line.rstrip("\n")) is not None:
            count += 1
    return count


def httpx_lines(chunks: Sequence[bytes]) -> int:
    """httpx-sse up to 0.4.0: ``Response.iter_lines()`` (httpx's TextDecoder, TextChunker and
    splitlines-based LineDecoder), then ``decoder.decode(line.rstrip("\n"))`` per line. Shown
    for reference, without a floor: 0.4.1 replaced LineDecoder with its own SSELineDecoder."""
    text_decoder = TextDecoder("utf-8")
    chunker = TextChunker()
    lines = LineDecoder()
    decoder = HttpxSseDecoder()
    count = 0
    for chunk in chunks:
        for text in chunker.decode(text_decoder.decode(chunk)):
            for line in lines.decode(text):
                if decoder.decode(line.rstrip("\n")) is not None:
                    count += 1
    for text in chunker.decode(text_decoder.flush()):
        for line in lines.decode(text):
            if decoder.decode(line.rstrip("\n")) is not None:
                count += 1
    for text in chunker.flush():
        for line in lines.decode(text):
            if decoder.decode(line.rstrip("\n")) is not None:
                count += 1
    for line in lines.flush():
        if decoder.decode(line.rstrip("\n")) is not None:
            count += 1
    return count


def bytes_find(chunks: Sequence[bytes]) -> int:
    """The lower bound: join the body, slice each event out at its blank line. No decoding, no
    fields, no line-ending rules (our bodies use LF only, so this is still the right count)."""
    buf = b"".join(chunks)
    find = buf.find
    count = 0
    i = 0
    while True:
        j = find(b"\n\n", i)
        if j < 0:
            break
        event = buf[i:j]  # noqa: F841 - the slice is the work being measured
        count += 1
        i = j + 2
    return count


# Timed with the random chunking only (it is as fast as httpx-sse 0.4.3; the figure is there
# because the floors may have been set against it).
REFERENCE_ONLY = frozenset({"httpx-sse<=0.4.0"})

FRAMERS: dict[str, Framer] = {
    "ours": ours,
    "ours, SseEvent objects": ours_objects,
    "openai-sdk": openai_sdk,
    "httpx-sse": httpx_sse,
    "httpx-sse<=0.4.0": httpx_lines,
    "bytes.find": bytes_find,
}


def main(argv: list[str] | None = None) -> int:
    """``uv run python -m benchmarks.framing [--runs N] [--quick]``: the framing section alone,
    random chunks (where the floors are), the full suite's sizes and repeats, printed as the
    suite prints it. A minute instead of the suite's several."""
    import argparse

    from benchmarks import suite
    from benchmarks.inputs import BUILDERS
    from benchmarks.report import Report, combine, render

    parser = argparse.ArgumentParser(prog="python -m benchmarks.framing")
    parser.add_argument("--runs", type=int, default=3, metavar="N")
    parser.add_argument("--quick", action="store_true", help="small bodies, one repeat")
    args = parser.parse_args(argv)
    config = suite.QUICK if args.quick else suite.FULL
    reports = []
    for number in range(1, args.runs + 1):
        suite.stderr_log(f"run {number} of {args.runs}")
        report = Report(meta={**suite.run_meta(config), "mode": f"{config.mode}, framing only"})
        suite.calibrate(report, "at the start")
        for name, build in BUILDERS.items():
            suite.framing_section(
                report, config, name, build(config.events), "random", suite.stderr_log
            )
        reports.append(report)
    combined = combine(reports)
    print(render(combined), flush=True)
    return 2 if combined.problems else 1 if combined.failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
