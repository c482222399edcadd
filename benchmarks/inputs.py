"""Synthetic response bodies and the ways to cut them into chunks. Deterministic (seeded).

A body is the exact bytes a provider would send, plus what a correct reader must get out of
it: the number of SSE events, each event's data, and the answer text the tokens spell.
"""

from __future__ import annotations

import json
import random
import string
from dataclasses import dataclass

# Short tokens as a tokenizer cuts English prose and a little code: leading spaces,
# punctuation, line breaks and quotes (which JSON escapes).
ENGLISH_TOKENS = (
    " the",
    " of",
    " and",
    " to",
    " a",
    " in",
    " is",
    " that",
    " it",
    " for",
    " on",
    " with",
    " as",
    " was",
    " stream",
    " token",
    " model",
    " answer",
    " server",
    " event",
    " read",
    " chunk",
    " buffer",
    " parse",
    " line",
    "ing",
    "ed",
    "s",
    "ly",
    "er",
    ".",
    ",",
    ":",
    ";",
    "!",
    "?",
    " (",
    ")",
    " -",
    "\n",
    "\n\n",
    ' "',
    '"',
    "'s",
    " 1",
    "0",
    "2",
    "42",
    " def",
    " return",
    "()",
    " {",
    "}",
    " `",
    "`",
    "    ",
    " The",
    " It",
    " This",
    " However",
    " In",
    " I",
    " you",
    " we",
    " can",
    " will",
)

# Spanish with accents and inverted marks, plus emoji: 2-, 3- and 4-byte UTF-8 characters.
UNICODE_TOKENS = (
    " está",
    " niño",
    " año",
    " canción",
    " también",
    " más",
    " aquí",
    " qué",
    " él",
    " ¿Qué",
    " ¿Cómo",
    "¡Hola",
    " ¡Olé",
    "!",
    "?",
    " corazón",
    " mañana",
    " señor",
    " 😀",
    " 🚀",
    "😀",
    "🚀",
    " café",
    " á",
    " é",
    " í",
    " ó",
    " ú",
    " ñ",
    " ü",
    " Ñandú",
    " pingüino",
    " acción",
    " número",
    " está",
    " bien",
    " y",
    " de",
    " la",
    " el",
    ",",
    ".",
    "\n",
    " 🇪🇸",
    " ✓",
    " €",
    " — ",
)


@dataclass(frozen=True, slots=True)
class Body:
    name: str
    wire: str  # the StreamPipeline wire contract that reads it
    events: tuple[bytes, ...]  # each event's bytes, blank line included
    data: tuple[str, ...]  # each event's data field, as a correct SSE reader returns it
    answer: str  # the answer text the content deltas spell
    content_events: int  # events that carry a token
    body: bytes = b""  # the events joined (filled in when left empty)

    def __post_init__(self) -> None:
        if not self.body:
            object.__setattr__(self, "body", b"".join(self.events))

    @property
    def event_count(self) -> int:
        return len(self.events)


def _dumps(value: object) -> str:
    # What the providers send: compact JSON, non-ASCII as raw UTF-8.
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _ident(rng: random.Random, prefix: str, size: int) -> str:
    return prefix + "".join(rng.choices(string.ascii_letters + string.digits, k=size))


def openai_chat(
    n: int, *, seed: int = 1, tokens: tuple[str, ...] = ENGLISH_TOKENS, name: str = "openai-chat"
) -> Body:
    """``n`` content chunks between a role chunk and a finish chunk, then usage and [DONE]."""
    rng = random.Random(seed)
    head = {
        "id": _ident(rng, "chatcmpl-", 29),
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "gpt-4o-mini",
    }
    pieces = rng.choices(tokens, k=n)
    datas = [
        _dumps(
            {
                **head,
                "choices": [
                    {
                        "index": 0,
                        "delta": {"role": "assistant", "content": ""},
                        "finish_reason": None,
                    }
                ],
            }
        )
    ]
    for token in pieces:
        datas.append(
            _dumps(
                {
                    **head,
                    "choices": [{"index": 0, "delta": {"content": token}, "finish_reason": None}],
                }
            )
        )
    datas.append(_dumps({**head, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}))
    datas.append(
        _dumps(
            {
                **head,
                "choices": [],
                "usage": {"prompt_tokens": 12, "completion_tokens": n, "total_tokens": n + 12},
            }
        )
    )
    datas.append("[DONE]")
    events = tuple(f"data: {data}\n\n".encode() for data in datas)
    return Body(name, "openai-chat", events, tuple(datas), "".join(pieces), n)


def openai_chat_unicode(n: int, *, seed: int = 3) -> Body:
    """OpenAI-style, every token Spanish or emoji: chunk edges cut multi-byte characters."""
    return openai_chat(n, seed=seed, tokens=UNICODE_TOKENS, name="unicode")


def anthropic(n: int, *, seed: int = 2, ping_every: int = 20) -> Body:
    """Messages API stream: ``n`` text deltas in one text block, a ping every ``ping_every``."""
    rng = random.Random(seed)
    pieces = rng.choices(ENGLISH_TOKENS, k=n)
    typed: list[tuple[str, str]] = [
        (
            "message_start",
            _dumps(
                {
                    "type": "message_start",
                    "message": {
                        "id": _ident(rng, "msg_", 24),
                        "type": "message",
                        "role": "assistant",
                        "content": [],
                        "model": "claude-sonnet-4-5",
                        "stop_reason": None,
                        "stop_sequence": None,
                        "usage": {"input_tokens": 25, "output_tokens": 1},
                    },
                }
            ),
        ),
        (
            "content_block_start",
            _dumps(
                {
                    "type": "content_block_start",
                    "index": 0,
                    "content_block": {"type": "text", "text": ""},
                }
            ),
        ),
        ("ping", '{"type": "ping"}'),
    ]
    for i, token in enumerate(pieces, 1):
        typed.append(
            (
                "content_block_delta",
                _dumps(
                    {
                        "type": "content_block_delta",
                        "index": 0,
                        "delta": {"type": "text_delta", "text": token},
                    }
                ),
            )
        )
        if i % ping_every == 0:
            typed.append(("ping", '{"type": "ping"}'))
    typed += [
        ("content_block_stop", _dumps({"type": "content_block_stop", "index": 0})),
        (
            "message_delta",
            _dumps(
                {
                    "type": "message_delta",
                    "delta": {"stop_reason": "end_turn", "stop_sequence": None},
                    "usage": {"output_tokens": n},
                }
            ),
        ),
        ("message_stop", _dumps({"type": "message_stop"})),
    ]
    events = tuple(f"event: {kind}\ndata: {data}\n\n".encode() for kind, data in typed)
    return Body(
        "anthropic", "anthropic", events, tuple(data for _, data in typed), "".join(pieces), n
    )


BUILDERS = {"openai-chat": openai_chat, "anthropic": anthropic, "unicode": openai_chat_unicode}


# -- chunkings ---------------------------------------------------------------------------------


def random_chunks(body: bytes, *, seed: int = 7, low: int = 1, high: int = 4096) -> list[bytes]:
    """Sizes uniform in ``low..high`` bytes, cut anywhere (inside lines, inside characters)."""
    rng = random.Random(seed)
    chunks = []
    i = 0
    while i < len(body):
        size = rng.randint(low, high)
        chunks.append(body[i : i + size])
        i += size
    return chunks


def event_chunks(events: tuple[bytes, ...]) -> list[bytes]:
    """One whole event per chunk: what a server that flushes per event usually produces."""
    return list(events)


def byte_chunks(body: bytes) -> list[bytes]:
    """One byte per chunk: the worst case for per-chunk overhead and for quadratic buffering."""
    return [body[i : i + 1] for i in range(len(body))]


CHUNKINGS = ("random", "event", "byte")


def chunk(body: Body, chunking: str) -> list[bytes]:
    if chunking == "random":
        return random_chunks(body.body)
    if chunking == "event":
        return event_chunks(body.events)
    if chunking == "byte":
        return byte_chunks(body.body)
    raise ValueError(chunking)


def markdown_answer(size: int) -> str:
    """Deterministic Markdown like a long technical answer (prose, headings, highlighted code,
    tables, lists, quotes), at least ``size`` characters long."""
    parts: list[str] = []
    total = 0
    i = 0
    while total < size:
        part = (
            f"## Step {i}\n\nWe compute *the value* with `f({i})` and check it against a "
            f"[reference](https://docs.example/{i}); the loop below is the plain version.\n\n"
            f"```python\ndef f(x):\n    total = 0\n    for k in range(x):\n"
            f"        total += k * {i}  # accumulate\n    return total\n```\n\n"
            f"| k | f(k) | note |\n|---|---:|---|\n| {i} | {i * i} | **ok** |\n\n"
            f"- first point of step {i}\n- second point, with `code`\n\n"
            f"> Remember: the closed form is n(n-1)/2 times {i}.\n\n"
        )
        parts.append(part)
        total += len(part)
        i += 1
    return "".join(parts)


_PROSE_SENTENCES = (
    "The loop reads each line once and keeps only the running total, so it needs no more "
    "memory than the line it holds.",
    "Sorting first would make the search faster later, but it costs more than the whole "
    "scan when the list is read only once.",
    "A cache helps when the same question comes back, and it gets in the way when every "
    "question is new.",
    "Measure before you change it: the slow part is rarely where it looks to be.",
    "In short, the simple version is also the fast one here.",
)


def prose_answer(size: int) -> str:
    """Deterministic prose like a long explanation (paragraphs of plain sentences under a
    heading now and then, a word in bold here and there), at least ``size`` characters."""
    parts: list[str] = []
    total = 0
    i = 0
    while total < size:
        sentences = [_PROSE_SENTENCES[(i + k) % len(_PROSE_SENTENCES)] for k in range(4)]
        if i % 3 == 0:
            sentences[1] = sentences[1].replace("costs", "**costs**", 1)
        part = (f"## Part {i // 4}\n\n" if i % 4 == 0 else "") + " ".join(sentences) + "\n\n"
        parts.append(part)
        total += len(part)
        i += 1
    return "".join(parts)
