"""The life of one streamed model turn over HTTP: attempts, retries, stop, and the outcome."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import random
import time
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from desktop_app.generation.assembler import AssembledTurn, StreamError
from desktop_app.generation.channels import ChannelUpdate
from desktop_app.generation.limits import REPLY_TOO_LARGE, SizeLimits
from desktop_app.generation.outcome import StreamEnd, TurnStatus
from desktop_app.generation.parts import ErrorReported
from desktop_app.net.clock import Clock, MonotonicClock
from desktop_app.net.deadlines import Phase, StreamWatch, TimeLimits, is_loopback
from desktop_app.net.errors import ErrorKind, ProviderError
from desktop_app.net.heads import MAX_REDIRECTS, redirect_target
from desktop_app.net.inspection import StreamTap, TurnRecording
from desktop_app.net.redaction import Redactor
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.transports import Transport, TransportEnd
from desktop_app.net.turn_events import (
    AttemptStarted,
    ContentUpdated,
    DraftCleared,
    PhaseChanged,
    RetryScheduled,
    TurnEnded,
    TurnEnding,
    TurnEvent,
    TurnResult,
)
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import HttpRequest
from desktop_app.wire.sse import DEFAULT_MAX_EVENT_CHARS

__all__ = [
    "AttemptStarted",
    "ContentUpdated",
    "DraftCleared",
    "PhaseChanged",
    "RetryScheduled",
    "TurnEnded",
    "TurnEnding",
    "TurnEvent",
    "TurnResult",
    "TurnRunner",
]

log = logging.getLogger(__name__)

# In-band errors that say "try again later" rather than "this request is wrong".
_TRANSIENT_STREAM_ERRORS = frozenset(
    {
        "overloaded_error",
        "api_error",
        "server_error",
        "rate_limit_error",
        "UNAVAILABLE",
        "RESOURCE_EXHAUSTED",
        "INTERNAL",
        "429",
        "500",
        "502",
        "503",
        "529",
    }
)


_CUT_OFF_ENDINGS = {StreamEnd.IDLE: TurnEnding.IDLE, StreamEnd.DROPPED: TurnEnding.DROPPED}


def _ending(turn: AssembledTurn, end: TransportEnd) -> TurnEnding:
    match turn.status:
        case TurnStatus.COMPLETED:
            return TurnEnding.COMPLETED
        case TurnStatus.INCOMPLETE:
            return TurnEnding.INCOMPLETE
        case TurnStatus.FAILED:
            if turn.error is not None and turn.error.code == REPLY_TOO_LARGE:
                return TurnEnding.REPLY_TOO_LARGE
            return TurnEnding.STREAM_ERROR
        case TurnStatus.CANCELLED:
            return TurnEnding.CANCELLED
        case TurnStatus.TRUNCATED:
            return _CUT_OFF_ENDINGS.get(end.reason, TurnEnding.CUT_OFF)


class TurnRunner:
    """Runs one turn: each attempt gets a fresh pipeline, so attempts never mix.

    ``stop()`` cancels the request at once (the connection is closed) and the turn ends as
    cancelled; nothing that arrives afterwards changes it.

    ``time_limits`` are measured on ``limits_clock`` (a test moves it by hand); ``idle_timeout``
    is only the transports' own backstop, by default beyond every one of those limits.
    """

    def __init__(
        self,
        transport: Transport,
        *,
        wire: str,
        retry: RetryPolicy | None = None,
        idle_timeout: float | None = None,
        rng: random.Random | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], float] = time.monotonic,
        max_event_chars: int = DEFAULT_MAX_EVENT_CHARS,
        size_limits: SizeLimits | None = None,
        time_limits: TimeLimits | None = None,
        limits_clock: Clock | None = None,
    ) -> None:
        self.transport = transport
        self.wire = wire
        self.retry = retry or RetryPolicy()
        self.size_limits = size_limits or SizeLimits()
        self.time_limits = time_limits or TimeLimits()
        self.limits_clock = limits_clock or MonotonicClock()
        limits = self.time_limits
        backstop = max(limits.headers, limits.headers_loopback, limits.no_progress) + 30.0
        self.idle_timeout = backstop if idle_timeout is None else idle_timeout
        self.rng = rng or random.Random()
        self.sleep = sleep
        self.clock = clock
        self.max_event_chars = max_event_chars
        self._task: asyncio.Task | None = None
        self._stopping = False
        self.result: TurnResult | None = None
        self._redact = Redactor(())
        self.recording: TurnRecording | None = None
        """Given (inspection is on), each attempt's request and stream are recorded in it."""

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
        pipeline = self._pipeline()
        attempt = 0
        redirects = 0
        try:
            if self._stopping:
                raise asyncio.CancelledError
            while True:
                attempt += 1
                recording = self.recording
                tap = recording.attempt(request, self.clock) if recording is not None else None
                pipeline = self._pipeline(tap)
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
                    end = await self._watched(request, pipeline, on_updates, attempt, emit)
                except ProviderError as error:
                    target = redirect_target(request, error)
                    if target is not None and redirects < MAX_REDIRECTS:
                        # Followed on the same server only, and not counted as an attempt.
                        redirects += 1
                        attempt -= 1
                        request = dataclasses.replace(request, url=target)
                        continue
                    if target is not None:
                        message = f"the server redirected the request {redirects + 1} times"
                        kind = ErrorKind.TOO_MANY_REDIRECTS
                        error = ProviderError(kind, message, status=error.status)
                    if self.retry.allows(error, attempt=attempt, shown=shown):
                        await self._wait_before_retry(error, attempt, emit)
                        continue
                    log.info("turn failed before content: %s (%s)", error.kind, error.status)
                    return self._end(
                        emit,
                        self._failed(pipeline, error),
                        TurnEnding.REQUEST_FAILED,
                        attempt,
                        error=error,
                        timings=timings,
                        started=started,
                    )
                turn = pipeline.finish()
                timings["body_end"] = self.clock() - started
                retryable = self._retryable_stream_failure(turn, end, shown)
                if retryable is not None and self.retry.allows(
                    retryable, attempt=attempt, shown=shown
                ):
                    await self._wait_before_retry(retryable, attempt, emit)
                    continue
                return self._end(
                    emit,
                    turn,
                    _ending(turn, end),
                    attempt,
                    end=end,
                    timings=timings,
                    started=started,
                )
        except asyncio.CancelledError:
            if not self._stopping:
                raise  # cancelled by someone else: not ours to swallow
            current = asyncio.current_task()
            if current is not None:
                current.uncancel()
            turn = pipeline.finish(cancelled=True)
            return self._end(
                emit, turn, TurnEnding.CANCELLED, attempt, timings=timings, started=started
            )

    def _pipeline(self, tap: StreamTap | None = None) -> StreamPipeline:
        return StreamPipeline(
            self.wire, max_event_chars=self.max_event_chars, limits=self.size_limits, tap=tap
        )

    async def _watched(
        self,
        request: HttpRequest,
        pipeline: StreamPipeline,
        on_updates: Callable[[list[ChannelUpdate]], None],
        attempt: int,
        emit: Callable[[TurnEvent], None],
    ) -> TransportEnd:
        """One attempt's transport, stopped by the watch when a phase's time limit runs out."""
        watch = StreamWatch(
            self.time_limits,
            self.limits_clock,
            loopback=is_loopback(request.url),
            on_phase=lambda phase: emit(PhaseChanged(attempt, phase)),
        )
        watch.start()
        transfer = self.transport.stream(
            request, pipeline, on_updates, idle_timeout=self.idle_timeout, watch=watch
        )
        stream = asyncio.ensure_future(transfer)
        watchdog = asyncio.ensure_future(watch.expire())
        try:
            await asyncio.wait({stream, watchdog}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            watchdog.cancel()
            if not stream.done():
                stream.cancel()
                # The transport closes its connection as it unwinds: wait for that, whatever
                # it raises on the way (even if this task is being cancelled itself).
                with contextlib.suppress(BaseException):
                    await asyncio.shield(stream)
        if watch.expired is None or not stream.cancelled():
            return stream.result()
        return self._expired(watch, request, pipeline)

    def _expired(
        self, watch: StreamWatch, request: HttpRequest, pipeline: StreamPipeline
    ) -> TransportEnd:
        phase = watch.expired
        assert phase is not None  # called once the watch says a limit ran out
        limit = self.time_limits.for_phase(phase)
        host = urlsplit(request.url).netloc
        log.info("%s: the %s limit of %g s ran out", host, phase, limit)
        if phase is Phase.CONNECTING:
            message = f"{host} could not be reached within {limit:g} s"
            raise ProviderError(ErrorKind.CONNECT_TIMEOUT, message)
        if phase is not Phase.STREAMING:
            raise ProviderError(ErrorKind.TIMEOUT, f"{host} did not answer within {limit:g} s")
        return TransportEnd(StreamEnd.IDLE, pipeline.body_chars, f"no progress for {limit:g} s")

    async def _wait_before_retry(
        self, error: ProviderError, attempt: int, emit: Callable[[TurnEvent], None]
    ) -> None:
        # Only attempts that showed nothing are retried here, so there is no draft to clear.
        error = self._redacted_error(error)
        if self.recording is not None:
            self.recording.failed(error.described)
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
        if (
            turn.status is TurnStatus.FAILED
            and turn.error
            and turn.error.code in _TRANSIENT_STREAM_ERRORS
        ):
            return ProviderError(ErrorKind.OVERLOADED, turn.error.message)
        if turn.status is TurnStatus.TRUNCATED and end.reason is StreamEnd.DROPPED:
            return ProviderError(ErrorKind.CONNECTION, end.detail or "connection dropped")
        return None

    @staticmethod
    def _failed(pipeline: StreamPipeline, error: ProviderError) -> AssembledTurn:
        pipeline.assembler.feed(ErrorReported(error.kind.value, error.described))
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
        result = TurnResult(
            turn=turn,
            ending=ending,
            attempts=attempts,
            provider_error=error,
            transport_end=end,
            timings=timings,
        )
        self.result = result
        if self.recording is not None:
            if error is not None:
                self.recording.failed(error.described)
            self.recording.ended(ending.value)
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
