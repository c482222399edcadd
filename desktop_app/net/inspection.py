"""The inspector's recordings: each model turn's request as sent and its stream as received.

Recorded only while the person turns inspection on, kept in memory for this run of the app
(never in the database), and bounded: ``TURN_LIMIT`` bytes per model turn (what comes after is
dropped and the turn says it was cut), and ``KEPT_TURNS`` turns in all (the oldest go first).

Keys never leave a recording readable: the request's key headers are replaced, and every text
(URL, header values, body, stream) goes through the request's ``Redactor`` when it is read.
The stream is kept as it came and redacted over its whole length, so a key that a server
echoed across two chunks is caught too, and each chunk keeps its own arrival time.
"""

from __future__ import annotations

import itertools
import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from desktop_app.net.redaction import REDACTED, Redactor
from desktop_app.providers.requests import HttpRequest

TURN_LIMIT = 2 * 1024 * 1024
KEPT_TURNS = 40

# Headers that carry credentials on some server or proxy, whatever the request says of them.
_CREDENTIAL_HEADERS = frozenset(
    {
        "authorization",
        "proxy-authorization",
        "x-api-key",
        "api-key",
        "x-goog-api-key",
        "cookie",
    }
)

StreamTap = Callable[[str], None]


@dataclass(frozen=True, slots=True, kw_only=True)
class SentRequest:
    """A request as it may be shown: key headers replaced, the body pretty-printed."""

    method: str
    url: str
    headers: tuple[tuple[str, str], ...]
    body: str
    body_cut: bool = False


@dataclass(frozen=True, slots=True)
class ReceivedChunk:
    """Text as it arrived, ``offset`` seconds after the request was sent."""

    offset: float
    text: str


@dataclass(slots=True, kw_only=True)
class AttemptRecording:
    """One attempt of a turn (a retry or a redirect makes another)."""

    request: SentRequest
    chunks: list[ReceivedChunk] = field(default_factory=list)
    failure: str = ""  # why the attempt failed before its stream, in the provider's words


class TurnRecording:
    """One model turn: its attempts, and how it ended. Fed by the turn runner."""

    def __init__(self, generation_id: str, *, limit: int = TURN_LIMIT) -> None:
        self.generation_id = generation_id
        self.attempts: list[AttemptRecording] = []
        self.ending = ""
        self.cut = False  # the recording reached ``limit``: what came after is not in it
        self.limit = limit
        self.size = 0
        self._redact = Redactor(())

    def attempt(self, request: HttpRequest, clock: Callable[[], float]) -> StreamTap:
        """Records ``request`` as sent now; returns the tap its stream's text goes through."""
        self._redact = Redactor(request.secrets)
        body = _pretty(request.body)
        room = max(0, self.limit - self.size)
        sent = SentRequest(
            method=request.method,
            url=request.url,
            headers=tuple(
                (name, REDACTED if _is_credential(name, request) else value)
                for name, value in request.headers.items()
            ),
            body=body[:room],
            body_cut=len(body) > room,
        )
        self.size += min(len(body), room)
        self.cut = self.cut or sent.body_cut
        recording = AttemptRecording(request=sent)
        self.attempts.append(recording)
        started = clock()

        def tap(text: str) -> None:
            if self.cut:
                return
            size = len(text.encode("utf-8", "surrogatepass"))
            if self.size + size > self.limit:
                self.cut = True
                return
            self.size += size
            recording.chunks.append(ReceivedChunk(clock() - started, text))

        return tap

    def failed(self, message: str) -> None:
        """The last attempt ended before its stream (refused, unreachable, timed out)."""
        if self.attempts:
            self.attempts[-1].failure = message

    def ended(self, ending: str) -> None:
        self.ending = ending

    # -- reading: always redacted ---------------------------------------------------------------

    def shown_request(self, attempt: AttemptRecording) -> SentRequest:
        sent, redact = attempt.request, self._redact
        return SentRequest(
            method=sent.method,
            url=redact(sent.url),
            headers=tuple((name, redact(value)) for name, value in sent.headers),
            body=redact(sent.body),
            body_cut=sent.body_cut,
        )

    def shown_chunks(self, attempt: AttemptRecording) -> list[ReceivedChunk]:
        texts = redacted_pieces([chunk.text for chunk in attempt.chunks], self._redact)
        return [
            ReceivedChunk(chunk.offset, text)
            for chunk, text in zip(attempt.chunks, texts, strict=True)
        ]

    def shown_failure(self, attempt: AttemptRecording) -> str:
        return self._redact(attempt.failure)


@dataclass(frozen=True, slots=True)
class RunRecording:
    """The model turns of one answer, in order (a tool round adds one)."""

    turns: list[TurnRecording] = field(default_factory=list)


class Inspector:
    """Holds the recordings of this run of the app. Off until the person turns it on."""

    def __init__(self, *, kept_turns: int = KEPT_TURNS, turn_limit: int = TURN_LIMIT) -> None:
        self.enabled = False
        self.kept_turns = kept_turns
        self.turn_limit = turn_limit
        self._runs: OrderedDict[int, RunRecording] = OrderedDict()
        self._by_generation: dict[str, int] = {}
        self._ids = itertools.count(1)

    def start_run(self) -> RunRecording | None:
        """A new answer begins: its recording, or None while inspection is off."""
        if not self.enabled:
            return None
        run = RunRecording()
        self._runs[next(self._ids)] = run
        return run

    def turn(self, run: RunRecording, generation_id: str) -> TurnRecording:
        """A model turn of ``run`` begins."""
        recording = TurnRecording(generation_id, limit=self.turn_limit)
        run.turns.append(recording)
        run_id = next((key for key, value in self._runs.items() if value is run), None)
        if run_id is not None:
            self._by_generation[generation_id] = run_id
        self._forget_oldest()
        return recording

    def run_of(self, generation_id: str | None) -> RunRecording | None:
        """The answer's recording that holds this model turn, if one was made and is kept."""
        run_id = self._by_generation.get(generation_id or "")
        return self._runs.get(run_id) if run_id is not None else None

    def clear(self) -> None:
        self._runs.clear()
        self._by_generation.clear()

    def _forget_oldest(self) -> None:
        while sum(len(run.turns) for run in self._runs.values()) > self.kept_turns:
            if len(self._runs) == 1:
                break  # the answer being written stays whole
            _, oldest = self._runs.popitem(last=False)
            for turn in oldest.turns:
                self._by_generation.pop(turn.generation_id, None)


def _is_credential(name: str, request: HttpRequest) -> bool:
    lowered = name.lower()
    return lowered in request.secret_headers or lowered in _CREDENTIAL_HEADERS


def _pretty(body: bytes | None) -> str:
    """A JSON body indented (as sent otherwise); no body: empty."""
    if not body:
        return ""
    text = body.decode("utf-8", "replace")
    try:
        return json.dumps(json.loads(text), indent=2, ensure_ascii=False)
    except ValueError:
        return text


def redacted_pieces(pieces: list[str], redact: Redactor) -> list[str]:
    """``pieces`` with every key redacted as if they were one text: a key split between two
    pieces becomes one mark where it begins, and the piece it ends in loses the rest of it."""
    spans = redact.spans("".join(pieces))
    if not spans:
        return pieces
    shown: list[str] = []
    start = 0
    for piece in pieces:
        end = start + len(piece)
        kept: list[str] = []
        cursor = start
        for span_start, span_end in spans:
            if span_end <= start or span_start >= end:
                continue
            if span_start >= cursor:
                kept += [piece[cursor - start : span_start - start], REDACTED]
            cursor = max(cursor, min(span_end, end))
        kept.append(piece[cursor - start :])
        shown.append("".join(kept))
        start = end
    return shown
