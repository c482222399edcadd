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

from benchmarks import inputs
from benchmarks.common import Config, Log
from benchmarks.inputs import Body
from benchmarks.report import Report
from benchmarks.timing import interleaved, median_ratio
from desktop_app.wire.sse import SseParser

# Floors from the project's issue. Ratios compare events/s measured in the same run.
FLOOR_VS_OPENAI = 6.0  # ours >= 6x the openai SDK's SSEDecoder (random chunks)
FLOOR_VS_HTTPX_SSE = 2.4  # ours >= 2.4x httpx-sse (random chunks)
FLOOR_VS_FIND = 3.5  # ours' time <= 3.5x the bytes.find loop's time (random chunks)

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


def framing_section(
    report: Report, config: Config, name: str, body: Body, chunking: str, log: Log
) -> None:
    chunks = inputs.chunk(body, chunking)
    repeats = {
        "random": config.repeats,
        "event": config.event_repeats,
        "byte": config.byte_repeats,
    }[chunking]
    section = (
        f"SSE framing, events/s: {name}, {chunking} chunks "
        f"({body.event_count:,} events in {len(chunks):,} chunks)"
    )
    log(section)
    # Field by field, once, untimed: the event counts checked on every timed run then suffice.
    # (Whole events as chunks cut nothing, so that chunking needs only the counts.)
    if chunking != "event" and tuple(data for _, data, _ in ours_events(chunks)) != body.data:
        report.problems.append(f"{name}/{chunking}: our framing returned different event data")
    framers = {
        framer_name: framer
        for framer_name, framer in FRAMERS.items()
        if chunking == "random" or framer_name not in REFERENCE_ONLY
    }
    timed = interleaved(
        {
            framer_name: (lambda framer=framer: framer(chunks))
            for framer_name, framer in framers.items()
        },
        repeats,
    )
    rates = {}
    for framer_name, (seconds, _, counts) in timed.items():
        wrong = [count for count in counts if count != body.event_count]
        if wrong:
            report.problems.append(
                f"{name}/{chunking}: {framer_name} found {wrong[0]:,} events, "
                f"expected {body.event_count:,}"
            )
        rates[framer_name] = body.event_count / seconds
        report.add(section, framer_name, rates[framer_name], "ev/s")
    floors = chunking == "random"
    tag = f"framing {name}/{chunking}"
    ours = timed["ours"]
    for label, peer, floor, op in (
        ("ours / openai-sdk", "openai-sdk", FLOOR_VS_OPENAI, ">="),
        ("ours / httpx-sse", "httpx-sse", FLOOR_VS_HTTPX_SSE, ">="),
        ("ours / httpx-sse<=0.4.0 (reference)", "httpx-sse<=0.4.0", None, None),
    ):
        if peer not in timed:
            continue
        report.add(
            section,
            label,
            timed[peer].best / ours.best,
            "x",
            floor if floors else None,
            op if floors else None,
            tag=tag,
            note=_pairs_note(timed[peer].times, ours.times),
        )
    find = timed["bytes.find"]
    report.add(
        section,
        "ours time / bytes.find time",
        ours.best / find.best,
        "x",
        FLOOR_VS_FIND if floors else None,
        "<=" if floors else None,
        tag=tag,
        note=_pairs_note(ours.times, find.times),
    )


def _pairs_note(numerator: list[float], denominator: list[float]) -> str:
    if len(numerator) < 3:
        return ""
    return f"median of {len(numerator)} round pairs: {median_ratio(numerator, denominator):.2f}x"


def main(argv: list[str] | None = None) -> int:
    """``uv run python -m benchmarks.framing [--runs N] [--quick]``: the framing section alone,
    random chunks (where the floors are), the full suite's sizes and repeats, printed as the
    suite prints it. A minute instead of the suite's several."""
    import argparse

    from benchmarks import common
    from benchmarks.inputs import BUILDERS
    from benchmarks.report import combine, render

    parser = argparse.ArgumentParser(prog="python -m benchmarks.framing")
    parser.add_argument("--runs", type=int, default=3, metavar="N")
    parser.add_argument("--quick", action="store_true", help="small bodies, one repeat")
    args = parser.parse_args(argv)
    config = common.QUICK if args.quick else common.FULL
    reports = []
    for number in range(1, args.runs + 1):
        common.stderr_log(f"run {number} of {args.runs}")
        report = Report(meta={**common.run_meta(config), "mode": f"{config.mode}, framing only"})
        common.calibrate(report, "at the start")
        for name, build in BUILDERS.items():
            framing_section(report, config, name, build(config.events), "random", common.stderr_log)
        reports.append(report)
    combined = combine(reports)
    print(render(combined), flush=True)
    return 2 if combined.problems else 1 if combined.failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
