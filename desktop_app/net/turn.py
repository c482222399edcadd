"""The life of one streamed model turn over HTTP: attempts, retries, stop, and the outcome."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum

from desktop_app.generation.assembler import AssembledTurn
from desktop_app.generation.channels import ChannelUpdate
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.assembler import StreamError
from desktop_app.generation.parts import ErrorReported
from desktop_app.net.errors import ErrorKind, ProviderError
from desktop_app.net.redaction import Redactor
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.transports import Transport, TransportEnd
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import HttpRequest
from desktop_app.wire.sse import DEFAULT_MAX_EVENT_CHARS

log = logging.getLogger(__name__)

# In-band errors that say "try again later" rather than "this request is wrong".
_TRANSIENT_STREAM_ERRORS = frozenset(
    {"overloaded_error", "api_error", "server_error", "rate_limit_error", "UNAVAILABLE",
     "RESOURCE_EXHAUSTED", "INTERNAL", "429", "500", "502", "503", "529"}
)  # fmt: skip


class TurnEnding(StrEnum):
    """Why the turn ended, as a code the UI turns into words."""

    COMPLETED = "completed"
    INCOMPLETE = "incomplete"  # the model was stopped early (length, filter): see stop_reason
    CUT_OFF = "cut_off"  # the body ended without its terminal signal
    IDLE = "idle"  # nothing arrived for the idle limit
    DROPPED = "dropped"  # the connection broke mid-body
    STREAM_ERROR = "stream_error"  # the provider reported an error inside the stream
    REQUEST_FAILED = "request_failed"  # refused or unreachable before any content
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class AttemptStarted:
    attempt: int


@dataclass(frozen=True, slots=True)
class ContentUpdated:
    updates: list[ChannelUpdate]


@dataclass(frozen=True, slots=True)
class DraftCleared:
    """What an earlier attempt showed is void: this one starts from nothing."""

    attempt: int


@dataclass(frozen=True, slots=True)
class RetryScheduled:
    attempt: int
    delay: float
    error: ProviderError


@dataclass(frozen=True, slots=True)
class TurnEnded:
    result: TurnResult


TurnEvent = AttemptStarted | ContentUpdated | DraftCleared | RetryScheduled | TurnEnded


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnResult:
    turn: AssembledTurn
    ending: TurnEnding
    attempts: int
    provider_error: ProviderError | None = None
    transport_end: TransportEnd | None = None
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def status(self) -> TurnStatus:
        return self.turn.status

    @property
    def error_message(self) -> str | None:
        if self.provider_error is not None:
            return self.provider_error.message
        return self.turn.error.message if self.turn.error else None


def _ending(turn: AssembledTurn, end: TransportEnd) -> TurnEnding:
    match turn.status:
        case TurnStatus.COMPLETED:
            return TurnEnding.COMPLETED
        case TurnStatus.INCOMPLETE:
            return TurnEnding.INCOMPLETE
        case TurnStatus.FAILED:
            return TurnEnding.STREAM_ERROR
        case TurnStatus.CANCELLED:
            return TurnEnding.CANCELLED
        case TurnStatus.TRUNCATED:
            return {"idle": TurnEnding.IDLE, "dropped": TurnEnding.DROPPED}.get(
                end.reason, TurnEnding.CUT_OFF
            )


class TurnRunner:
    """Runs one turn: each attempt gets a fresh pipeline, so attempts never mix.

    ``stop()`` cancels the request at once (the connection is closed) and the turn ends as
    cancelled; nothing that arrives afterwards changes it.
    """

    def __init__(
        self,
        transport: Transport,
        *,
        wire: str,
        retry: RetryPolicy | None = None,
        idle_timeout: float = 60.0,
        rng: random.Random | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], float] = time.monotonic,
        max_event_chars: int = DEFAULT_MAX_EVENT_CHARS,
    ) -> None:
        self.transport = transport
        self.wire = wire
        self.retry = retry or RetryPolicy()
        self.idle_timeout = idle_timeout
        self.rng = rng or random.Random()
        self.sleep = sleep
        self.clock = clock
        self.max_event_chars = max_event_chars
        self._task: asyncio.Task | None = None
        self._stopping = False
        self.result: TurnResult | None = None
        self._redact = Redactor(())

    def stop(self) -> None:
        """Stop now. Safe to call at any moment, any number of times."""
        self._stopping = True
        if self._task is not None and not self._task.done():
            self._task.cancel()

    async def run(
        self,
        request: HttpRequest,
        emit: Callable[[TurnEvent], None],
        *,
        replaces_draft: bool = False,
    ) -> TurnResult:
        """Runs the turn. ``replaces_draft``: this is the person's Retry of a turn whose text is
        still on screen; a ``DraftCleared`` event goes out before anything else."""
        self._task = asyncio.current_task()
        self._redact = Redactor(request.secrets)
        if replaces_draft:
            emit(DraftCleared(1))
        started = self.clock()
        timings: dict[str, float] = {}
        pipeline = StreamPipeline(self.wire, max_event_chars=self.max_event_chars)
        attempt = 0
        try:
            if self._stopping:
                raise asyncio.CancelledError
            while True:
                attempt += 1
                pipeline = StreamPipeline(self.wire, max_event_chars=self.max_event_chars)
                shown = False

                def on_updates(updates: list[ChannelUpdate]) -> None:
                    nonlocal shown
                    if self._stopping:  # Stop wins over anything still arriving
                        raise asyncio.CancelledError
                    if not shown:
                        shown = True
                        timings.setdefault("first_fragment", self.clock() - started)
                    emit(ContentUpdated(updates))

                emit(AttemptStarted(attempt))
                try:
                    end = await self.transport.stream(
                        request, pipeline, on_updates, idle_timeout=self.idle_timeout
                    )
                except ProviderError as error:
                    if self.retry.allows(error, attempt=attempt, shown=shown):
                        await self._wait_before_retry(error, attempt, emit)
                        continue
                    log.info("turn failed before content: %s (%s)", error.kind, error.status)
                    return self._end(emit, self._failed(pipeline, error), TurnEnding.REQUEST_FAILED,
                                     attempt, error=error, timings=timings, started=started)  # fmt: skip
                turn = pipeline.finish()
                timings["body_end"] = self.clock() - started
                retryable = self._retryable_stream_failure(turn, end, shown)
                if retryable is not None and self.retry.allows(retryable, attempt=attempt, shown=shown):
                    await self._wait_before_retry(retryable, attempt, emit)
                    continue
                return self._end(emit, turn, _ending(turn, end), attempt, end=end, timings=timings,
                                 started=started)  # fmt: skip
        except asyncio.CancelledError:
            if not self._stopping:
                raise  # cancelled by someone else: not ours to swallow
            current = asyncio.current_task()
            if current is not None:
                current.uncancel()
            turn = pipeline.finish(cancelled=True)
            return self._end(emit, turn, TurnEnding.CANCELLED, attempt, timings=timings,
                             started=started)  # fmt: skip

    async def _wait_before_retry(
        self, error: ProviderError, attempt: int, emit: Callable[[TurnEvent], None]
    ) -> None:
        # Only attempts that showed nothing are retried here, so there is no draft to clear.
        error = self._redacted_error(error)
        delay = self.retry.delay(error, attempt=attempt, rng=self.rng)
        log.info("attempt %d failed (%s); retrying in %.2f s", attempt, error.kind, delay)
        emit(RetryScheduled(attempt, delay, error))
        await self.sleep(delay)

    @staticmethod
    def _retryable_stream_failure(
        turn: AssembledTurn, end: TransportEnd, shown: bool
    ) -> ProviderError | None:
        """A failure inside the body that is worth another attempt if nothing was shown."""
        if shown:
            return None
        if turn.status is TurnStatus.FAILED and turn.error and turn.error.code in _TRANSIENT_STREAM_ERRORS:
            return ProviderError(ErrorKind.OVERLOADED, turn.error.message)
        if turn.status is TurnStatus.TRUNCATED and end.reason == "dropped":
            return ProviderError(ErrorKind.CONNECTION, end.detail or "connection dropped")
        return None

    @staticmethod
    def _failed(pipeline: StreamPipeline, error: ProviderError) -> AssembledTurn:
        pipeline.assembler.feed(ErrorReported(error.kind.value, error.message))
        return pipeline.finish()

    def _end(
        self,
        emit: Callable[[TurnEvent], None],
        turn: AssembledTurn,
        ending: TurnEnding,
        attempts: int,
        *,
        error: ProviderError | None = None,
        end: TransportEnd | None = None,
        timings: dict[str, float],
        started: float,
    ) -> TurnResult:
        timings["total"] = self.clock() - started
        # The boundary where a provider's text becomes the outcome: a key it echoed (in an
        # in-band error, a notice in the answer, a dropped connection's detail) stops here,
        # so the terminal, the window's banner and the stored rows never receive it.
        turn = self._redacted_turn(turn)
        error = self._redacted_error(error) if error is not None else None
        if end is not None and end.detail:
            end = dataclasses.replace(end, detail=self._redact(end.detail))
        result = TurnResult(turn=turn, ending=ending, attempts=attempts, provider_error=error,
                            transport_end=end, timings=timings)  # fmt: skip
        self.result = result
        emit(TurnEnded(result))
        return result



    def _redacted_error(self, error: ProviderError) -> ProviderError:
        message = self._redact(error.message)
        if message == error.message:
            return error
        return ProviderError(
            error.kind, message, status=error.status, retry_after=error.retry_after
        )

    def _redacted_turn(self, turn: AssembledTurn) -> AssembledTurn:
        if not self._redact:
            return turn
        redact = self._redact
        error = turn.error
        if error is not None:
            error = StreamError(code=error.code, message=redact(error.message))
        return dataclasses.replace(
            turn,
            answer=redact(turn.answer),
            reasoning=redact(turn.reasoning),
            refusal=redact(turn.refusal),
            error=error,
        )
